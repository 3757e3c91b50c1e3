import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import { rowsOf } from '../../db/transaction.ts';
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
 * For a reader that selects the posts placed between two instants by a time on their row (`placedAt`: the calendar,
 * the export): the condition that also takes the queued posts past a head whose slot falls in `[start, end)`, and,
 * once read, the rows with those posts' times given and all in time order (`at`). `queued: false` (published posts
 * only) reads no queue.
 */
export async function placedBetween(
  db: Db,
  scope: { workspaceId: number; channelIds?: readonly number[]; queued: boolean },
  placedAt: SQL,
  start: Date,
  end: Date,
) {
  const tail = scope.queued ? await tailPostsBetween(db, scope, start, end) : new Map<number, Date>();
  return {
    condition: or(
      sql`${placedAt} >= ${start.toISOString()}::timestamptz and ${placedAt} < ${end.toISOString()}::timestamptz`,
      tail.size ? inArray(posts.id, [...tail.keys()]) : undefined,
    ),
    inTimeOrder<R extends { post: PostRow }>(rows: R[], at: (post: PostRow) => Date): R[] {
      if (tail.size === 0) return rows;
      for (const { post } of rows) if (tail.has(post.id)) post.dueAt = tail.get(post.id)!;
      return rows.sort((a, b) => at(a.post).getTime() - at(b.post).getTime() || a.post.id - b.post.id);
    },
  };
}

/**
 * The workspace's queued posts past the head of their queue (of the channels given, if any) whose slot falls in
 * `[start, end)`, with that time. Ranks are counted by a window over the order of the queues that have a tail, so a
 * queue of thousands costs one pass of its index, and a workspace of short queues none.
 */
async function tailPostsBetween(
  db: Db,
  scope: { workspaceId: number; channelIds?: readonly number[] },
  start: Date,
  end: Date,
): Promise<Map<number, Date>> {
  if (scope.channelIds?.length === 0) return new Map();
  const channels = scope.channelIds ? `and channel_id in (${idList(scope.channelIds)})` : '';
  const found = await rowsOf<{ id: number; at: number }>(
    db,
    `select ranked.id, (extract(epoch from q.slots[ranked.rank - ${QUEUE_HEAD}]) * 1000)::float8 as at
    from (select id, channel_id, due_at,
        row_number() over (partition by channel_id order by queue_position, id) as rank
      from posts
      where workspace_id = ${idList([scope.workspaceId])} ${channels}
        and channel_id in (select channel_id from queue_tails where cardinality(slots) > 0)
        and status = ${POST_STATUS.pending} and not to_approve and custom_time is null) as ranked
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
