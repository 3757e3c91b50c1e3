import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { channels, posts, workspaces } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { invalid } from '../domain/errors.ts';
import { checkReorder, describeReorderProblem } from '../domain/queue.ts';
import { freeSlots } from '../domain/slots.ts';
import { POST_STATUS } from './read.ts';

/**
 * The lock order of every write (decision 010): workspace, then channels in ascending id, then posts. A
 * transaction that changes a channel's queue, or a post of it, first takes its channel here, so that two such
 * transactions line up on the channel instead of each holding a post the other waits for.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: rows inserted elsewhere that refer to the channel (inbox items, publications)
 * take a KEY SHARE lock on it, which this does not wait for.
 */
export async function lockChannels(tx: Db, channelIds: readonly number[]): Promise<void> {
  const ids = [...new Set(channelIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: channels.id })
    .from(channels)
    .where(inArray(channels.id, ids))
    .orderBy(asc(channels.id))
    .for('no key update');
}

/**
 * Gives the channel's queue its times: queued posts (pending, no custom time, approved) take the free slots from
 * now on in queue order (one without a position yet, just created, approved or moved back, comes last); posts awaiting approval are shown at the slot they would take next. Posts at the head of
 * the queue that are already due (they fell due while no publisher ran, or wait for the next round) keep their
 * time, so that they go out now rather than being pushed to later slots.
 *
 * Runs inside the transaction that changed the queue, which holds the channel's lock (`lockChannels`), so that
 * concurrent changes line up. `reorder`, given, receives the queued ids in their order as read under that lock and answers the new order
 * (or throws, changing nothing). One statement writes the positions and times that changed, so long queues stay
 * fast: adding a post writes one row, moving one to the top writes the rows it passes.
 */
export async function requeueChannel(
  tx: Db,
  channelId: number,
  now: Date,
  reorder?: (queuedIds: number[]) => number[],
): Promise<void> {
  const [channel] = await tx
    .select({ schedule: channels.schedule, zone: workspaces.timezone })
    .from(channels)
    .innerJoin(workspaces, eq(workspaces.id, channels.workspaceId))
    .where(eq(channels.id, channelId))
    // Taken by the caller already (then this costs nothing); taken here too for a caller that did not.
    .for('no key update', { of: channels });
  if (!channel) return;
  const pending = and(
    eq(posts.channelId, channelId),
    inArray(posts.status, [POST_STATUS.pending, POST_STATUS.publishing]),
  );
  const [read, pinned] = await Promise.all([
    tx
      .select({ id: posts.id, position: posts.queuePosition, dueAt: posts.dueAt })
      .from(posts)
      .where(and(pending, eq(posts.status, POST_STATUS.pending), eq(posts.toApprove, false), isNull(posts.customTime)))
      .orderBy(asc(posts.queuePosition), asc(posts.id)),
    tx
      .select({ at: posts.customTime })
      .from(posts)
      .where(and(pending, eq(posts.toApprove, false), isNotNull(posts.customTime))),
  ]);
  let queued = read;
  if (reorder) {
    const byId = new Map(read.map((q) => [q.id, q]));
    queued = reorder(read.map((q) => q.id)).map((id) => byId.get(id)!);
  }
  const taken = new Set(pinned.map((p) => p.at!.getTime()));
  let overdue = 0;
  while (overdue < queued.length && queued[overdue]!.dueAt && queued[overdue]!.dueAt! <= now) overdue++;
  const upcoming = queued.length - overdue;
  const slots = freeSlots(channel.schedule, channel.zone, now, upcoming + 1, taken);
  const changed = queued.flatMap((q, i) => {
    const due = i < overdue ? q.dueAt! : slots[i - overdue]!;
    return q.position === i + 1 && q.dueAt?.getTime() === due.getTime() ? [] : [{ id: q.id, position: i + 1, due }];
  });
  if (changed.length > 0) {
    const list = (values: (string | number)[]) => `{${values.join(',')}}`;
    await tx.execute(sql`
      update posts set queue_position = q.position, due_at = q.due
      from unnest(
        ${list(changed.map((c) => c.id))}::int[],
        ${list(changed.map((c) => c.position))}::int[],
        ${list(changed.map((c) => `"${c.due.toISOString()}"`))}::timestamptz[]
      ) as q(id, position, due)
      where posts.id = q.id and posts.status = ${POST_STATUS.pending}`);
  }
  const projected = slots[upcoming];
  if (projected) {
    await tx
      .update(posts)
      .set({ dueAt: projected })
      .where(
        and(
          eq(posts.channelId, channelId),
          eq(posts.status, POST_STATUS.pending),
          eq(posts.toApprove, true),
          isNull(posts.customTime),
          or(isNull(posts.dueAt), ne(posts.dueAt, projected)),
        ),
      );
  }
}

/** Puts a channel's queue in the given order, checked against the queue as it is under the channel's lock. */
export async function reorderQueue(db: Db, channelId: number, order: number[], now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockChannels(tx, [channelId]);
    await requeueChannel(tx, channelId, now, (queued) => {
      const problem = checkReorder(queued, order);
      if (problem) throw invalid('invalid_order', describeReorderProblem(problem), 'order');
      return order;
    });
  });
}
