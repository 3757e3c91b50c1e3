import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/transaction.ts';
import { idList, millisecondsOf, millisecondsText, QUEUE_HEAD } from './queue.ts';
import { listOutbox, POST_STATUS, type PostRow } from './read.ts';

/** A queued post past the head of its queue: its time is its queue's slot at its rank, not on its row (018). */
const pastTheHead = (post: PostRow) =>
  post.status === POST_STATUS.pending && !post.toApprove && !post.customTime && post.dueAt === null;

/**
 * Gives the queued posts among `rows` that are past the head of their queue their due time, from their queue's
 * slots past the head (`queue_tails`) and their rank, so that every reader shows a post's time as `due_at` would. One
 * statement for all their channels, and none when there are no such posts (queues shorter than `QUEUE_HEAD`).
 * Changes the rows it is given, and answers them.
 */
export async function withQueueTimes<R extends { post: PostRow }>(db: Db, rows: R[]): Promise<R[]> {
  const channelIds = [...new Set(rows.filter((r) => pastTheHead(r.post)).map((r) => r.post.channelId))];
  if (channelIds.length === 0) return rows;
  const found = await rowsOf<{ ids: string | null; slots: string | null }>(
    db,
    `select (select string_agg(p.id::text, ',' order by p.queue_position, p.id) from posts as p
        where p.channel_id = q.channel_id and p.status = ${POST_STATUS.pending} and not p.to_approve
          and p.custom_time is null) as ids,
      ${millisecondsText('q.slots')} as slots
    from queue_tails as q where q.channel_id in (${idList(channelIds)})`,
  );
  const timeOf = new Map<number, Date>();
  for (const { ids, slots } of found) {
    const times = millisecondsOf(slots);
    ids?.split(',').forEach((id, rank) => {
      const time = times[rank - QUEUE_HEAD];
      if (time !== undefined) timeOf.set(Number(id), new Date(time));
    });
  }
  for (const { post } of rows) if (pastTheHead(post)) post.dueAt = timeOf.get(post.id) ?? null;
  return rows;
}

/**
 * The queued posts past the head of their queue whose slot falls in `[start, end)`, with that time, of the channels
 * given: what a reader selecting by `due_at` misses (the calendar, the export). Ranks are counted by a window over
 * each queue's order, so a queue of thousands costs one pass of its index.
 */
export async function tailPostsBetween(
  db: Db,
  channelIds: readonly number[],
  start: Date,
  end: Date,
): Promise<Map<number, Date>> {
  if (channelIds.length === 0) return new Map();
  const found = await rowsOf<{ id: number; at: number }>(
    db,
    `select ranked.id, (extract(epoch from q.slots[ranked.rank - ${QUEUE_HEAD}]) * 1000)::float8 as at
    from (select id, channel_id, due_at,
        row_number() over (partition by channel_id order by queue_position, id) as rank
      from posts
      where channel_id in (${idList(channelIds)}) and status = ${POST_STATUS.pending} and not to_approve
        and custom_time is null) as ranked
    join queue_tails as q on q.channel_id = ranked.channel_id
    where ranked.due_at is null and ranked.rank > ${QUEUE_HEAD}
      and q.slots[ranked.rank - ${QUEUE_HEAD}] >= '${start.toISOString()}'
      and q.slots[ranked.rank - ${QUEUE_HEAD}] < '${end.toISOString()}'`,
  );
  return new Map(found.map((row) => [Number(row.id), new Date(Number(row.at))]));
}

/** A channel's outbox (`listOutbox`) with every post's time, in time order: by due time (none last), then by id. */
export async function outboxInTimeOrder(db: Db, workspaceId: number, channelId: number) {
  const rows = await listOutbox(db, workspaceId, channelId);
  if (!rows.some((r) => pastTheHead(r.post))) return rows;
  await withQueueTimes(db, rows);
  const at = (post: PostRow) => post.dueAt?.getTime() ?? Infinity;
  return rows.sort((a, b) => at(a.post) - at(b.post) || a.post.id - b.post.id);
}
