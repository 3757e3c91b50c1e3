import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { channels, posts, workspaces } from '../db/schema.ts';
import { freeSlots } from '../domain/slots.ts';
import { POST_STATUS } from './posts.ts';

/**
 * Gives the channel's queue its times: queued posts (pending, no custom time, approved) take the free slots from
 * now on in queue order; posts awaiting approval are shown at the slot they would take next. Posts at the head of
 * the queue that are already due (they fell due while no publisher ran, or wait for the next round) keep their
 * time, so that they go out now rather than being pushed to later slots. Runs inside the
 * transaction that changed the queue, holding the channel's row so that concurrent changes line up. One
 * statement writes every position and time, so long queues stay fast.
 */
export async function requeueChannel(tx: Db, channelId: number, now: Date): Promise<void> {
  const [channel] = await tx
    .select({ schedule: channels.schedule, zone: workspaces.timezone })
    .from(channels)
    .innerJoin(workspaces, eq(workspaces.id, channels.workspaceId))
    .where(eq(channels.id, channelId))
    .for('update', { of: channels });
  if (!channel) return;
  const pending = and(
    eq(posts.channelId, channelId),
    inArray(posts.status, [POST_STATUS.pending, POST_STATUS.publishing]),
  );
  const [queued, pinned] = await Promise.all([
    tx
      .select({ id: posts.id, dueAt: posts.dueAt })
      .from(posts)
      .where(and(pending, eq(posts.status, POST_STATUS.pending), eq(posts.toApprove, false), isNull(posts.customTime)))
      .orderBy(asc(posts.queuePosition), asc(posts.id)),
    tx
      .select({ at: posts.customTime })
      .from(posts)
      .where(and(pending, eq(posts.toApprove, false), isNotNull(posts.customTime))),
  ]);
  const taken = new Set(pinned.map((p) => p.at!.getTime()));
  let overdue = 0;
  while (overdue < queued.length && queued[overdue]!.dueAt && queued[overdue]!.dueAt! <= now) overdue++;
  const upcoming = queued.length - overdue;
  const slots = freeSlots(channel.schedule, channel.zone, now, upcoming + 1, taken);
  if (queued.length > 0) {
    const ids = queued.map((q) => q.id);
    const due = queued.map((q, i) => (i < overdue ? q.dueAt! : slots[i - overdue]!).toISOString());
    await tx.execute(sql`
      update posts set queue_position = q.position, due_at = q.due
      from unnest(${`{${ids.join(',')}}`}::int[], ${`{${due.map((d) => `"${d}"`).join(',')}}`}::timestamptz[])
        with ordinality as q(id, due, position)
      where posts.id = q.id`);
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
        ),
      );
  }
}

/** The position after the channel's last queued post. */
export async function nextQueuePosition(tx: Db, channelId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${posts.queuePosition})` })
    .from(posts)
    .where(eq(posts.channelId, channelId));
  return (row?.last ?? 0) + 1;
}
