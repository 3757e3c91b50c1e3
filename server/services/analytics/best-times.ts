import { sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { bestTimes, BEST_TIMES_DAYS } from '../../domain/best-times.ts';
import { formatInZone } from '../../domain/time.ts';
import { findChannel } from '../channels/channels.ts';
import { RATE } from './read.ts';

/** Posts before the window still tell what was usual around its first days (15 either side of a post). */
const READ_DAYS = BEST_TIMES_DAYS + 16;
/** A live post's rate counts from this age on; a final one's at once. */
const SETTLED_MS = 24 * 3_600_000;

/**
 * A channel's best times to post (decision 076) from its posts' engagement rates in post_results, each over its
 * impressions or its followers when published as its rate_base says. A channel of another workspace is not found.
 */
export async function channelBestTimes(db: Db, auth: AuthContext, channelId: number, now: Date) {
  await findChannel(db, auth.workspaceId, channelId);
  const since = new Date(now.getTime() - READ_DAYS * 86_400_000);
  const settled = new Date(now.getTime() - SETTLED_MS);
  const result = await db.execute(sql`
    select r.published_at, ${RATE} as rate
    from post_results as r
    where r.workspace_id = ${auth.workspaceId} and r.channel_id = ${channelId}
      and r.published_at >= ${since.toISOString()}::timestamptz and r.published_at <= ${now.toISOString()}::timestamptz
      and (r.state = 'final' or r.published_at <= ${settled.toISOString()}::timestamptz)
      and ${RATE} is not null`);
  const rows = (result as unknown as { rows: { published_at: string | Date; rate: number }[] }).rows;
  const posts = rows.map((r) => ({ publishedAt: new Date(r.published_at), rate: Number(r.rate) }));
  const zone = auth.timezone;
  const { windowFrom, windowTo, ...answer } = bestTimes(posts, zone, now);
  return {
    channel_id: String(channelId),
    timezone: zone,
    window_from: formatInZone(windowFrom, zone),
    window_to: formatInZone(windowTo, zone),
    ...answer,
  };
}
