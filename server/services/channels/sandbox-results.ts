import { DateTime } from 'luxon';
import { networkOf, type PostFigureName } from '../../../shared/networks.ts';
import type { ChannelFigures, PostFigures } from '../../connectors/types.ts';

// The sandbox network's figures (decision 073): plausible, and the same every time they are asked for the same post
// at the same age, so that the demo has results and tests know them. A post does better on weekday mornings of its
// workspace's zone (the demo's best times have an answer), grows over its first day and then barely moves; an
// account grows slowly with a weekly wobble. The sandbox plays its channel's network: it gives what that network
// gives (shared/networks.ts), and null for the rest.

/** A number in [0, 1) from a text, always the same for the same text (FNV-1a, then an avalanche). */
export function seeded(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 2 ** 32;
}

const DAY_MS = 86_400_000;
/** Where the accounts' growth is counted from. */
const EPOCH = Date.UTC(2025, 0, 1);

/** An account's followers on a day (Y-m-d): a size of its own, +0.15 % a day, a weekly wobble. */
export function sandboxFollowers(channelId: number, day: string): number {
  const base = 600 + Math.floor(seeded(`followers ${channelId}`) * 5400);
  const days = Math.max(0, (Date.parse(`${day}T00:00:00Z`) - EPOCH) / DAY_MS);
  const wobble = Math.sin((2 * Math.PI * days) / 7 + channelId) * base * 0.004;
  return Math.round(base * (1 + 0.0015 * days) + wobble);
}

/**
 * How well an hour of the week does, in the workspace zone: weekday mornings best (8 to 11), weekday afternoons
 * fair, evenings and weekends less, nights least.
 */
export function hourFactor(publishedAt: Date, zone: string): number {
  const local = DateTime.fromJSDate(publishedAt, { zone });
  const weekday = local.weekday <= 5;
  const hour = local.hour;
  if (hour < 6) return 0.35;
  if (weekday && hour >= 8 && hour < 11) return 1.7;
  if (weekday && hour >= 11 && hour < 17) return 1.1;
  return weekday ? 0.8 : 0.7;
}

/** How much of its figures a post has at an age: most within six hours, all after a day or so. */
const grown = (ageMs: number) => (ageMs <= 0 ? 0 : 1 - Math.exp(-ageMs / (6 * 3_600_000)));

/** The figures of a sandbox post, by its network id, as they stand at `now`. */
export function sandboxPostFigures(
  post: { networkPostId: string; publishedAt: Date },
  channel: { id: number; channelType: number },
  zone: string,
  now: Date,
): PostFigures {
  const given = new Set<PostFigureName>(networkOf(channel.channelType).postFigures);
  const day = DateTime.fromJSDate(post.publishedAt, { zone: 'UTC' }).toISODate()!;
  const followers = sandboxFollowers(channel.id, day);
  // Some posts do much better than others: a quality from 0.3 to about 3.
  const quality = 0.3 + 2.7 * seeded(`quality ${post.networkPostId}`) ** 2;
  const hours = hourFactor(post.publishedAt, zone);
  const seen = followers * quality * grown(now.getTime() - post.publishedAt.getTime());
  // The hour counts more for what people do than for what they see: the rate per impression favours it too.
  const done = seen * hours;
  const part = (base: number, share: number, name: PostFigureName) =>
    given.has(name) ? Math.round(base * share * (0.8 + 0.4 * seeded(`${name} ${post.networkPostId}`))) : null;
  return {
    likes: part(done, 0.02, 'likes'),
    comments: part(done, 0.003, 'comments'),
    shares: part(done, 0.004, 'shares'),
    quotes: part(done, 0.001, 'quotes'),
    saves: part(done, 0.002, 'saves'),
    impressions: part(seen * (0.5 + 0.5 * hours), 0.45, 'impressions'),
    networkClicks: part(done, 0.006, 'network_clicks'),
  };
}

/** What the sandbox gives of an account on a day: followers and the rest its network gives. */
export function sandboxChannelFigures(channel: { id: number; channelType: number }, day: string): ChannelFigures {
  const given = new Set<string>(networkOf(channel.channelType).channelFigures);
  const followers = sandboxFollowers(channel.id, day);
  const days = Math.max(0, Math.floor((Date.parse(`${day}T00:00:00Z`) - EPOCH) / DAY_MS));
  const daily = (scale: number, name: string) =>
    Math.round(scale * (0.7 + 0.6 * seeded(`${name} ${channel.id} ${day}`)) * (1 + 0.001 * days));
  const only = <T>(name: string, value: T) => (given.has(name) ? value : null);
  return {
    followers: only('followers', followers),
    following: only('following', 120 + Math.floor(seeded(`following ${channel.id}`) * 400)),
    posts: only('posts_total', 200 + days),
    views: only('views', daily(180, 'views')),
    websiteClicks: only('website_clicks', daily(12, 'website')),
    calls: only('calls', daily(4, 'calls')),
    directions: only('directions', daily(6, 'directions')),
    reviews: only('reviews', 40 + Math.floor(days / 9)),
    rating: only('rating', Math.round((4.1 + 0.6 * seeded(`rating ${channel.id}`)) * 10) / 10),
  };
}
