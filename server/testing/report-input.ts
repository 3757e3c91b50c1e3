// A report's input built without a database (decision 078's tests): channels of every network, each with every day
// of the range (a few growth days missing, as failed reads leave them), posts each day with figures as their
// network gives them, totals summed from them. Seeded, so two builds are the same.
import { networkOf, networks } from '../../shared/networks.ts';
import type {
  ChannelDay,
  ChannelResult,
  PostResult,
  ReportInput,
  ReportTotals,
} from '../services/analytics/report-input.ts';

export interface SampleOptions {
  from?: string;
  to?: string;
  channels?: number;
  postsPerDay?: number;
  workspaceName?: string;
  /** Messages of the posts, used in turn. */
  messages?: readonly string[];
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(dayOf(at));
  return days;
}

/** A small deterministic generator (mulberry32). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sum = (values: readonly (number | null)[]) =>
  values.some((v) => v !== null) ? values.reduce<number>((total, v) => total + (v ?? 0), 0) : null;

export function totalsOf(posts: readonly PostResult[]): ReportTotals {
  const figure = (name: keyof PostResult) => sum(posts.map((post) => post[name] as number | null));
  const engagement = figure('engagement');
  const impressions = figure('impressions');
  return {
    posts: posts.length,
    likes: figure('likes'),
    comments: figure('comments'),
    shares: figure('shares'),
    quotes: figure('quotes'),
    saves: figure('saves'),
    impressions,
    network_clicks: figure('network_clicks'),
    link_clicks: figure('link_clicks'),
    engagement,
    engagement_rate: engagement !== null && impressions ? engagement / impressions : null,
  };
}

export function sampleReportInput(options: SampleOptions = {}): ReportInput {
  const from = options.from ?? '2025-01-01';
  const to = options.to ?? '2025-12-31';
  const days = daysOf(from, to);
  const random = seeded(38);
  const messages = options.messages ?? ['Our spring menu is here: come and taste it.'];
  const posts: PostResult[] = [];
  const channels: ChannelResult[] = Array.from({ length: options.channels ?? 10 }, (_, index) => {
    const network = networks[index % networks.length]!;
    const channelId = String(101 + index);
    let followers = 500 + index * 900;
    const channelDays: ChannelDay[] = days.map((day, dayIndex) => {
      followers += Math.round(random() * 12 - 3);
      const dayPosts: PostResult[] = [];
      for (let n = 0; n < (options.postsPerDay ?? 1); n++) {
        const given = (name: string, scale: number) =>
          (network.postFigures as readonly string[]).includes(name) ? Math.round(random() * scale) : null;
        const figures = {
          likes: given('likes', 80),
          comments: given('comments', 12),
          shares: given('shares', 10),
          quotes: given('quotes', 3),
          saves: given('saves', 6),
          impressions: given('impressions', 4000),
          network_clicks: given('network_clicks', 40),
          link_clicks: Math.round(random() * 20),
        };
        const engagement = sum([figures.likes, figures.comments, figures.shares, figures.quotes, figures.saves]);
        const base = figures.impressions ? 'impressions' : engagement === null ? null : 'followers';
        const postId = String(10_000 + posts.length);
        dayPosts.push({
          post_id: postId,
          channel_id: channelId,
          channel_type: network.type,
          message: messages[posts.length % messages.length]!,
          published_at: `${day} ${String(8 + n).padStart(2, '0')}:30:00`,
          permalink: `https://${network.key}.example/p/${postId}`,
          state: 'final',
          ...figures,
          engagement,
          engagement_rate:
            engagement === null ? null : engagement / (base === 'impressions' ? figures.impressions! : followers),
          rate_base: base,
          refreshed_at: `${day} 23:00:00`,
          final: 1,
        });
      }
      posts.push(...dayPosts);
      // Every 40th day the growth read failed: a gap, never a guess.
      const known = dayIndex % 40 !== 17;
      return {
        day,
        followers: known ? followers : null,
        posts: dayPosts.length,
        engagement: sum(dayPosts.map((p) => p.engagement)),
        impressions: sum(dayPosts.map((p) => p.impressions)),
        link_clicks: sum(dayPosts.map((p) => p.link_clicks)),
        views: network.key === 'google' ? Math.round(random() * 300) : null,
        website_clicks: network.key === 'google' ? Math.round(random() * 30) : null,
        calls: network.key === 'google' ? Math.round(random() * 5) : null,
        directions: network.key === 'google' ? Math.round(random() * 8) : null,
      };
    });
    const known = channelDays.filter((d) => d.followers !== null);
    const mine = posts.filter((p) => p.channel_id === channelId);
    const totals = totalsOf(mine);
    const first = known[0]?.followers ?? null;
    const last = known.at(-1)?.followers ?? null;
    return {
      channel_id: channelId,
      channel_type: network.type,
      name: `${network.name} ${index + 1}`,
      screen_name: `@desk${index + 1}`,
      followers_first: first,
      followers_last: last,
      followers_change: first !== null && last !== null ? last - first : null,
      posts: mine.length,
      engagement: totals.engagement,
      engagement_rate: totals.engagement_rate,
      impressions: totals.impressions,
      link_clicks: totals.link_clicks,
      days: channelDays,
    };
  });
  const networkTypes = [...new Set(channels.map((c) => c.channel_type))];
  return {
    workspace: { name: options.workspaceName ?? 'Harbour Bakery', timezone: 'Europe/Berlin', logo: null },
    from,
    to,
    made_at: `${dayOf(Date.parse(`${to}T00:00:00Z`) + DAY_MS)} 09:15:00`,
    totals: totalsOf(posts),
    previous_totals: { ...totalsOf(posts.slice(0, Math.floor(posts.length / 2))) },
    channels,
    networks: networkTypes.map((type) => {
      const mine = channels.filter((c) => c.channel_type === type);
      const totals = totalsOf(posts.filter((p) => p.channel_type === type));
      return {
        channel_type: type,
        followers_first: sum(mine.map((c) => c.followers_first)),
        followers_last: sum(mine.map((c) => c.followers_last)),
        followers_change: sum(mine.map((c) => c.followers_change)),
        posts: totals.posts,
        engagement: totals.engagement,
        engagement_rate: totals.engagement_rate,
        rate_base: networkOf(type).postFigures.includes('impressions') ? 'impressions' : 'followers',
        impressions: totals.impressions,
        link_clicks: totals.link_clicks,
      };
    }),
    posts,
    inbox: {
      count: 412,
      answered_share: 0.87,
      first_response_p50: 2_460,
      first_response_p90: 19_800,
      done_p50: 86_400,
    },
  };
}
