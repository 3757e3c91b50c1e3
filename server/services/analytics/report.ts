import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client.ts';
import { workspaces } from '../../db/schema.ts';
import { formatInZone } from '../../domain/time.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { MediaStorage } from '../media/storage.ts';
import { inboxReport } from '../inbox/report.ts';
import { analyticsChannels, analyticsPosts, type Totals } from './read.ts';
import type { ReportInput, ReportTotals } from './report-input.ts';
import { reportLogo } from './report-logo.ts';

// A report's input (decision 078) filled from the read services the page asks, so a report never says other than
// the page: the range's posts and totals, the same-length period before, the channels' days, the inbox's times.

/** Enough rows for any range: the CSV lists every post of it. */
const EVERY_POST = 1_000_000;

const totalsOf = (totals: Totals): ReportTotals => ({
  posts: totals.posts,
  likes: totals.likes,
  comments: totals.comments,
  shares: totals.shares,
  quotes: totals.quotes,
  saves: totals.saves,
  impressions: totals.impressions,
  network_clicks: totals.network_clicks,
  link_clicks: totals.link_clicks,
  engagement: totals.engagement,
  engagement_rate: totals.engagement_rate,
});

/** The period of the same length that ends the day before `from`. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const start = DateTime.fromISO(from, { zone: 'UTC' });
  const days = DateTime.fromISO(to, { zone: 'UTC' }).diff(start, 'days').days + 1;
  return { from: start.minus({ days }).toISODate()!, to: start.minus({ days: 1 }).toISODate()! };
}

/**
 * What a CSV or PDF of the range holds. `posts`: every post (a CSV), or the ten with the most engagement (a PDF
 * shows no more, and a year's posts need not cross to its worker).
 */
export async function reportInput(
  deps: { db: Db; media: MediaStorage; now: () => Date },
  auth: AuthContext,
  query: { from: string; to: string; channelId?: number; posts: 'every' | 'top' },
): Promise<ReportInput> {
  const range = { from: query.from, to: query.to, channelId: query.channelId };
  const before = { ...previousRange(query.from, query.to), channelId: query.channelId };
  const [posts, previous, channels, inbox, [workspace]] = await Promise.all([
    analyticsPosts(deps.db, auth, {
      ...range,
      sort: query.posts === 'top' ? 'engagement' : 'published',
      limit: query.posts === 'top' ? 10 : EVERY_POST,
    }),
    analyticsPosts(deps.db, auth, { ...before, limit: 1 }).catch(() => null),
    analyticsChannels(deps.db, auth, range),
    // The inbox's times are the workspace's: with one channel asked for, they are left out.
    query.channelId === undefined
      ? inboxReport(deps.db, auth, { from: query.from, to: query.to, groupBy: 'channel' })
      : null,
    deps.db
      .select({ id: workspaces.id, logoMediaId: workspaces.logoMediaId })
      .from(workspaces)
      .where(eq(workspaces.id, auth.workspaceId)),
  ]);
  return {
    workspace: {
      name: auth.workspaceName,
      timezone: auth.timezone,
      logo: workspace ? await reportLogo(deps, workspace) : null,
    },
    from: query.from,
    to: query.to,
    made_at: formatInZone(deps.now(), auth.timezone),
    totals: totalsOf(posts.totals),
    previous_totals: previous ? totalsOf(previous.totals) : null,
    channels: channels.channels,
    networks: channels.networks,
    posts: posts.posts,
    inbox: inbox?.total ?? null,
  };
}
