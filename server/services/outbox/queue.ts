import { and, eq, isNull, sql } from 'drizzle-orm';
import { findChannel } from '../channels/channels.ts';
import type { Db } from '../../db/client.ts';
import { posts, type ScheduleSlot } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { atCommit, inOpenedTransaction, inTransaction, rowsOf } from '../../db/transaction.ts';
import { invalid } from '../../domain/errors.ts';
import { checkReorder, describeReorderProblem, queuePositions } from '../../domain/queue.ts';
import { queueTimes } from '../../domain/slots.ts';
import { POST_STATUS } from './read.ts';

/**
 * How many posts at the head of each queue carry their time on their row (`due_at`), for the publisher's index; the
 * others' times are the queue's slots past its head, in `queue_tails` (decision 018), so that a reorder writes only
 * the posts that moved and the head. The head reaches further than one claim takes of a channel (the publisher's
 * `PER_LANE`), and every publication re-times its queue, which brings the next posts into the head before they can
 * fall due.
 */
export const QUEUE_HEAD = 50;

/**
 * What re-timing a channel's queue needs of the channel: its weekly slots, its workspace's zone, and the times of its
 * queue's slots past the head as they stand (milliseconds, first to last; none for a queue no longer than its head).
 */
export interface QueueSetting {
  schedule: ScheduleSlot[];
  zone: string;
  tail: number[];
}

/** A channel's post as re-timing reads it: pending (queued, pinned, awaiting approval) or being published. */
export interface QueueRow {
  id: number;
  status: number;
  toApprove: boolean;
  customTime: Date | null;
  position: number | null;
  dueAt: Date | null;
}

/** What a queue transaction holds of each channel it locked. */
export interface LockedChannel extends QueueSetting {
  /** The channel's queue as read under the lock, after the opening write (when asked for: `readQueues`). */
  queue?: QueueRow[];
}

export interface QueueOpening {
  /**
   * A write to send right after the locks, in the same round trip (SQL with its values written in: only values the
   * service made or checked, as ids, its own claim tokens and times, never a caller's or a network's text); `work`
   * gets its rows.
   */
  write?: string;
  /** Read each locked channel's queue in the same round trip, after the write, for `requeueChannel`. */
  readQueues?: boolean;
}

/**
 * The lock order of every write (decision 010): workspace, then channels in ascending id, then posts. A
 * transaction that changes a channel's queue, or a post of it, first takes its channel here, so that two such
 * transactions line up on the channel instead of each holding a post the other waits for. `work` gets what
 * re-timing each channel's queue needs, read under the lock; the re-timing (`requeueChannel`) comes last. On
 * PostgreSQL the lock travels with the BEGIN, and with it the opening write and the queues' read when asked for,
 * and the re-timing's write with the COMMIT: a write to a queue makes two to four round trips to the server fewer,
 * and holds the channel's lock for that much less.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: rows inserted elsewhere that refer to the channel (inbox items, publications)
 * take a KEY SHARE lock on it, which this does not wait for.
 */
export async function inQueueTransaction<T>(
  db: Db,
  channelIds: readonly number[],
  work: (tx: Db, locked: Map<number, LockedChannel>, written: Record<string, unknown>[]) => Promise<T>,
  opening: QueueOpening = {},
): Promise<T> {
  const ids = inLockOrder(channelIds);
  if (ids.length === 0) return inTransaction(db, (tx) => work(tx, new Map(), []));
  const statements = [
    lockStatement(ids),
    ...(opening.write === undefined ? [] : [opening.write]),
    ...(opening.readQueues ? [queuesStatement(ids)] : []),
    settingsStatement(ids),
  ];
  return inOpenedTransaction(db, statements, (tx, [lockRows, ...rest]) => {
    const settings = rest.pop() as SettingRow[];
    const locked: Map<number, LockedChannel> = settingsOf(lockRows!, settings);
    if (opening.readQueues) {
      const queues = queuesFrom(rest.at(-1) as QueueRowsText[]);
      for (const [id, setting] of locked) setting.queue = queues.get(id) ?? [];
    }
    return work(tx, locked, opening.write === undefined ? [] : rest[0]!);
  });
}

/** Takes channels' locks within a transaction already open (the demo's seeding), as `inQueueTransaction` does. */
export async function lockChannels(tx: Db, channelIds: readonly number[]): Promise<Map<number, QueueSetting>> {
  const ids = inLockOrder(channelIds);
  if (ids.length === 0) return new Map();
  const lockRows = await rowsOf<Record<string, unknown>>(tx, lockStatement(ids));
  return settingsOf(lockRows, await rowsOf<SettingRow>(tx, settingsStatement(ids)));
}

const inLockOrder = (channelIds: readonly number[]) => [...new Set(channelIds)].sort((a, b) => a - b);

/** Ids written into SQL: integers only, checked here whatever the caller checked before. */
export function idList(ids: readonly number[]): string {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error(`ids are integers, not ${ids.join(',')}`);
  return ids.join(',');
}

interface SettingRow extends Record<string, unknown> {
  id: number;
  schedule: ScheduleSlot[];
  zone: string;
  tail: string | null;
}

/** A `timestamptz[]` column as one text of milliseconds, `a,b,c`: one value for the driver to parse, not many. */
export const millisecondsText = (column: string) =>
  `array_to_string(array(select (extract(epoch from u.t) * 1000)::bigint
    from unnest(${column}) with ordinality as u(t, n) order by u.n), ',')`;

/** The text of `millisecondsText` (or null) as numbers. */
export const millisecondsOf = (text: string | null): number[] => (text ? text.split(',').map(Number) : []);

/** The channels' lock, in ascending id. */
function lockStatement(ids: readonly number[]): string {
  return `select id from channels where id in (${idList(ids)}) order by id for no key update`;
}

/**
 * What re-timing needs of the locked channels (schedule, zone, the slots past the queue's head), read by a
 * statement of its own once the locks are held: a statement that waited for a lock sees, in PostgreSQL's READ
 * COMMITTED, the locked rows as the transaction it waited for left them, but every other table as it was when the
 * statement began. Read with the lock, a queue's tail (or a workspace's zone) could be the one that transaction
 * replaced; two instances reordering and deleting at once caught it.
 */
function settingsStatement(ids: readonly number[]): string {
  return `select c.id, c.schedule, w.timezone as zone, ${millisecondsText('q.slots')} as tail
    from channels as c
    join workspaces as w on w.id = c.workspace_id
    left join queue_tails as q on q.channel_id = c.id
    where c.id in (${idList(ids)})`;
}

/** The settings of the channels locked (one deleted meanwhile is not locked, and is left out). */
const settingsOf = (locked: Record<string, unknown>[], rows: SettingRow[]) => {
  const ids = new Set(locked.map((row) => Number(row.id)));
  return new Map(
    rows
      .filter((row) => ids.has(Number(row.id)))
      .map(({ id, schedule, zone, tail }) => [Number(id), { schedule, zone, tail: millisecondsOf(tail) }]),
  );
};

/**
 * A channel's queue rows as `queuesStatement` answers them: one text per channel, posts separated by `;`, their fields
 * space-separated (id, status, awaiting approval 1/0, custom time, position, due time; times in milliseconds, `-`
 * for none). A thousand rows of seven values cost the embedded database's driver ten times what one text does.
 */
interface QueueRowsText extends Record<string, unknown> {
  channelId: number;
  posts: string;
}

/** The posts that re-timing reads of the channels (`QueueRow`). */
function queuesStatement(ids: readonly number[]): string {
  const ms = (column: string) => `coalesce(((extract(epoch from ${column}) * 1000)::bigint)::text, '-')`;
  return `select channel_id as "channelId", string_agg(concat_ws(' ', id, status, to_approve::int,
      ${ms('custom_time')}, coalesce(queue_position::text, '-'), ${ms('due_at')}), ';') as posts
    from posts where channel_id in (${idList(ids)})
      and status in (${POST_STATUS.pending}, ${POST_STATUS.publishing})
    group by channel_id`;
}

/** The rows of `queuesStatement`, by channel. */
function queuesFrom(rows: QueueRowsText[]): Map<number, QueueRow[]> {
  const orNull = (value: string | undefined) => (value === undefined || value === '-' ? null : Number(value));
  const instant = (value: string | undefined) => {
    const ms = orNull(value);
    return ms === null ? null : new Date(ms);
  };
  const queues = new Map<number, QueueRow[]>();
  for (const row of rows) {
    queues.set(
      Number(row.channelId),
      row.posts.split(';').map((line) => {
        const [id, status, toApprove, customTime, position, dueAt] = line.split(' ');
        return {
          id: Number(id),
          status: Number(status),
          toApprove: toApprove === '1',
          customTime: instant(customTime),
          position: orNull(position),
          dueAt: instant(dueAt),
        };
      }),
    );
  }
  return queues;
}

/** Queue order as SQL would sort it: by position (none last), then by id. */
const byQueueOrder = (a: { position: number | null; id: number }, b: { position: number | null; id: number }) =>
  (a.position ?? Infinity) - (b.position ?? Infinity) || a.id - b.id;

/**
 * Gives the channel's queue its times: queued posts (pending, no custom time, approved) take the free slots from
 * now on in queue order (one without a position yet, just created, approved or moved back, comes last); posts
 * awaiting approval are shown at the slot they would take next. The times at the head of the queue that are
 * already due (they fell due while no publisher ran, or wait for the next round) stay, taken by the posts that come
 * first, so that they go out now rather than being pushed to later slots.
 *
 * The first `QUEUE_HEAD` posts carry their slot's time on their row; the slots past the head are the queue's
 * (`queue_tails`), and the posts there carry none. Positions are a gapped sort key (`queuePositions`): a reorder
 * keeps the slots and the positions of the posts that did not move, so it writes the posts that moved and the
 * head's times. Moving the last of a thousand posts to the top writes about fifty rows, not a thousand.
 *
 * Runs inside the transaction that changed the queue, which holds the channel's lock (`inQueueTransaction`, whose
 * answer it takes as `setting`), so that concurrent changes line up. The queue is read here unless the transaction
 * read it with the lock (`readQueues`; a change the transaction made after that, it adds to `setting.queue` itself).
 * `reorder`, given, receives the queued ids in their order as read under that lock and answers the new order (or
 * throws, changing nothing). The writes go with the transaction's COMMIT.
 */
export async function requeueChannel(
  tx: Db,
  channelId: number,
  now: Date,
  options: { setting: LockedChannel | undefined; reorder?: (queuedIds: number[]) => number[] },
): Promise<void> {
  const { setting } = options;
  if (!setting) return;
  const rows =
    setting.queue ?? queuesFrom(await rowsOf<QueueRowsText>(tx, queuesStatement([channelId]))).get(channelId) ?? [];
  const pending = rows.filter((r) => r.status === POST_STATUS.pending);
  const read = pending.filter((r) => !r.toApprove && !r.customTime).sort(byQueueOrder);
  let queued = read;
  if (options.reorder) {
    const byId = new Map(read.map((q) => [q.id, q]));
    queued = options.reorder(read.map((q) => q.id)).map((id) => byId.get(id)!);
  }
  const taken = new Set(rows.filter((r) => !r.toApprove && r.customTime).map((r) => r.customTime!.getTime()));
  // The due times at the head of the queue as it stands stay slots of the queue: whichever post a reorder puts
  // there takes that time, so reordering never moves a slot. One place more than the queue has: where a post
  // approved now would go.
  const places = [...withPassedSlots(read, setting.tail, now), { id: 0, dueAt: null }];
  const times = queueTimes(setting.schedule, setting.zone, now, places, taken);
  const positions = queuePositions(queued.map((q) => q.position));
  const changed: { id: number; position: number | null; due: Date | null }[] = queued.flatMap((q, i) => {
    const due = i < QUEUE_HEAD ? times[i]! : null;
    const position = positions[i]!;
    return q.position === position && (q.dueAt?.getTime() ?? null) === (due?.getTime() ?? null)
      ? []
      : [{ id: q.id, position, due }];
  });
  // Posts awaiting approval show the slot they would take if approved now.
  const projected = times[queued.length];
  if (projected) {
    for (const r of pending)
      if (r.toApprove && !r.customTime && r.dueAt?.getTime() !== projected.getTime())
        changed.push({ id: r.id, position: null, due: projected });
  }
  // Every value written below is a number or a time made here, written in as array literals.
  const list = (values: (string | number | null)[]) => `'{${values.map((v) => v ?? 'NULL').join(',')}}'`;
  const instants = (values: (Date | null)[]) => list(values.map((v) => (v ? `"${v.toISOString()}"` : null)));
  // A queue no longer than its head writes none (the 09:00 burst's queues): nothing to write past the head.
  const tail = times.slice(QUEUE_HEAD, queued.length);
  if (tail.length !== setting.tail.length || tail.some((t, i) => t.getTime() !== setting.tail[i]))
    await atCommit(
      tx,
      `insert into queue_tails (channel_id, slots) values (${idList([channelId])}, ${instants(tail)}::timestamptz[])
      on conflict (channel_id) do update set slots = excluded.slots`,
    );
  if (changed.length === 0) return;
  await atCommit(
    tx,
    `update posts set queue_position = q.position, due_at = q.due
    from unnest(${list(changed.map((c) => c.id))}::int[], ${list(changed.map((c) => c.position))}::int[],
      ${instants(changed.map((c) => c.due))}::timestamptz[]) as q(id, position, due)
    where posts.id = q.id and posts.status = ${POST_STATUS.pending}`,
  );
}

/**
 * The queue as it stands with each post's time as far as it has passed: the head's own (on its rows), and past the
 * head, the queue's slots that passed after the head's last time, in order (a queue overdue beyond its head, as
 * after a long stop of every publisher, goes out whole, the tail keeping its slots). Posts past the head whose slots
 * have not passed have none here: `queueTimes` gives them the free slots from now on, the same slots as before.
 */
export function withPassedSlots(read: QueueRow[], tail: readonly number[], now: Date): QueueRow[] {
  let next = 0;
  let last = -Infinity;
  return read.map((row) => {
    if (row.dueAt) {
      last = row.dueAt.getTime();
      return row;
    }
    while (next < tail.length && tail[next]! <= last) next++;
    if (next >= tail.length || tail[next]! > now.getTime()) return row;
    last = tail[next++]!;
    return { ...row, dueAt: new Date(last) };
  });
}

/** The ids of a channel's queued posts (pending, approved, no custom time), as committed, in one text. */
const queuedIds = prepared('queued_ids', (db, name) =>
  db
    .select({ ids: sql<string | null>`string_agg(${posts.id}::text, ',')` })
    .from(posts)
    .where(
      and(
        eq(posts.channelId, sql.placeholder('channelId')),
        eq(posts.workspaceId, sql.placeholder('workspaceId')),
        eq(posts.status, POST_STATUS.pending),
        eq(posts.toApprove, false),
        isNull(posts.customTime),
      ),
    )
    .prepare(name),
);

/**
 * Puts a channel's queue in the given order. An order that does not name the queue as it stands (the queue changed
 * since the caller read it) is refused at once, from the committed queue, without waiting for the channel's lock:
 * as if it had come just after the change that made it stale. One that does is checked again under the lock,
 * against the queue as it then is, and applied. A channel not of the workspace is not found.
 */
export async function reorderQueue(
  db: Db,
  workspaceId: number,
  channelId: number,
  order: number[],
  now: Date,
): Promise<void> {
  const refuseWrong = (queued: number[]) => {
    const problem = checkReorder(queued, order);
    if (problem) throw invalid('invalid_order', describeReorderProblem(problem), 'order');
  };
  const [{ ids } = { ids: null }] = await queuedIds(db).execute({ channelId, workspaceId });
  const committed = ids ? ids.split(',').map(Number) : [];
  // An empty queue is the channel's own, or the channel is not the workspace's (404): asked only then.
  if (committed.length === 0) await findChannel(db, workspaceId, channelId);
  refuseWrong(committed);
  await inQueueTransaction(
    db,
    [channelId],
    async (tx, locked) => {
      await requeueChannel(tx, channelId, now, {
        setting: locked.get(channelId),
        reorder: (queued) => {
          refuseWrong(queued);
          return order;
        },
      });
    },
    { readQueues: true },
  );
}
