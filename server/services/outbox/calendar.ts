import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { onlyTheirSteps } from '../workspaces/access.ts';
import { stepsContext } from '../workspaces/approval-steps.ts';
import { decidesNow } from './views.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { listChannels } from '../channels/channels.ts';
import { MAX_CALENDAR_DAYS } from '../../domain/limits.ts';
import type { Db } from '../../db/client.ts';
import { posts, queueTails, type ChannelRow } from '../../db/schema.ts';
import { openSlots } from '../../domain/slots.ts';
import { clockChangeOn, datesBetween, dayRange, formatInZone, formatUtc } from '../../domain/time.ts';
import { calendarInstant, calendarPostView, inStates, selectPlannedPosts, type PostState } from './calendar-view.ts';
import { placedBetween } from './queue-times.ts';
import { POST_STATUS } from './read.ts';
import { daysBetween } from './rules.ts';
import { resolveChannels } from '../channels/channels.ts';

/**
 * Where the calendar places a post, as `calendarInstant` does: when it went out, else its pin or slot, else (a
 * failed post that never had one) when it last changed.
 */
const placedAt = sql`coalesce(case when ${posts.status} = ${POST_STATUS.published} then ${posts.publishedAt} end,
  ${posts.customTime}, ${posts.dueAt}, ${posts.updatedAt})`;

/** The days a calendar asks for, checked: real days, `to` not before `from`, at most a six-week month grid. */
export function calendarDays(from: string, to: string, zone: string): string[] {
  daysBetween(from, to, zone, MAX_CALENDAR_DAYS);
  return datesBetween(from, to);
}

export interface CalendarQuery {
  from: string;
  to: string;
  channelIds?: string;
  states?: string;
}

/**
 * Every channel's posts (or those of the channels asked for) placed between two days of the workspace zone, in
 * time order, with where the clocks change and the queue slots still open.
 */
export async function readCalendar(db: Db, auth: AuthContext, now: Date, query: CalendarQuery) {
  const zone = auth.timezone;
  const dates = calendarDays(query.from, query.to, zone);
  const { start, end } = dayRange(query.from, query.to, zone);
  const scope =
    query.channelIds === undefined
      ? await listChannels(db, auth.workspaceId)
      : await resolveChannels(db, auth, query.channelIds, 'channel_ids');
  const channelIds = scope.map((c) => c.id);
  const states = query.states?.split('_') as PostState[] | undefined;
  // Queued posts past the head of their queue have their time in their queue's slots, not on their row.
  const placed = await placedBetween(
    db,
    { workspaceId: auth.workspaceId, channelIds, queued: true },
    placedAt,
    start,
    end,
  );
  const rows = channelIds.length
    ? await selectPlannedPosts(db)
        .where(
          and(
            eq(posts.workspaceId, auth.workspaceId),
            inArray(posts.channelId, channelIds),
            ne(posts.status, POST_STATUS.returned),
            states ? inStates(states) : undefined,
            placed.condition,
          ),
        )
        .orderBy(asc(placedAt), asc(posts.id))
    : [];
  placed.inTimeOrder(rows, calendarInstant);
  const approval = rows.some((r) => r.post.toApprove) ? await stepsContext(db, auth.workspaceId) : undefined;
  // A client's calendar holds only the posts waiting for their step (decision 057), and no free slots to fill.
  const client = onlyTheirSteps(auth);
  const shown = client ? rows.filter((r) => approval && decidesNow(r.post, approval, auth.userId)) : rows;
  return {
    timezone: zone,
    from: query.from,
    to: query.to,
    days: dates.map((date) => ({ date, clock_change: clockChangeOn(date, zone) })),
    posts: shown.map((row) => calendarPostView(row, zone, approval)),
    free_slots: client ? [] : await freeSlotsOf(db, scope, zone, now, start, end),
  };
}

/** The open queue slots of the channels between two instants, in time order (`openSlots`). */
async function freeSlotsOf(db: Db, scope: ChannelRow[], zone: string, now: Date, start: Date, end: Date) {
  const ids = scope.map((c) => c.id);
  if (ids.length === 0) return [];
  // The last slot of each queue: past its head when it reaches that far, else its head's last.
  const tails = await db
    .select({
      channelId: posts.channelId,
      tail: sql`coalesce(max(${queueTails.slots}[array_upper(${queueTails.slots}, 1)]), max(${posts.dueAt}))`.mapWith(
        posts.dueAt,
      ),
    })
    .from(posts)
    .leftJoin(queueTails, eq(queueTails.channelId, posts.channelId))
    .where(
      and(
        inArray(posts.channelId, ids),
        eq(posts.status, POST_STATUS.pending),
        eq(posts.toApprove, false),
        isNull(posts.customTime),
      ),
    )
    .groupBy(posts.channelId);
  // The instants approved pinned posts hold, as re-timing counts them (a post being published included).
  const pins = await db
    .select({ channelId: posts.channelId, at: posts.customTime })
    .from(posts)
    .where(
      and(
        inArray(posts.channelId, ids),
        inArray(posts.status, [POST_STATUS.pending, POST_STATUS.publishing]),
        eq(posts.toApprove, false),
        isNotNull(posts.customTime),
        gte(posts.customTime, start),
        lt(posts.customTime, end),
      ),
    );
  const slots = scope.flatMap((channel) => {
    const tail = tails.find((t) => t.channelId === channel.id)?.tail ?? null;
    const taken = new Set(pins.filter((p) => p.channelId === channel.id).map((p) => p.at!.getTime()));
    return openSlots(channel.schedule, zone, now, tail, taken, start, end).map((at) => ({ channel, at }));
  });
  return slots
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.channel.id - b.channel.id)
    .map(({ channel, at }) => ({
      channel_id: String(channel.id),
      display_time: formatInZone(at, zone),
      utc_post_time: formatUtc(at),
    }));
}
