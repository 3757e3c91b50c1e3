import { and, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { planQueue, type QueueWish } from '../../domain/slots.ts';
import type { ServiceDeps } from '../deps.ts';
import { undoEntry, type Place } from './bulk-undo.ts';
import type { PlannedPost } from './calendar-view.ts';
import { inQueueTransaction, requeueChannel, withPassedSlots, type LockedChannel, type QueueRow } from './queue.ts';
import { explainChange, POST_STATUS } from './read.ts';
import { linkTagger, syncShortLinks } from './links.ts';
import { needsApproval } from '../workspaces/access.ts';
import { postsAwaitApproval } from '../notifications/news.ts';
import { announceNotifications } from '../notifications/write.ts';

/** One post of a bulk change: as read before the change, the channel it goes to and its place there. */
export interface Move {
  row: PlannedPost;
  channelId: number;
  place: Place;
}

/** A post as it will be once written. */
interface Outcome {
  move: Move;
  status: number;
  toApprove: boolean;
  customTime: Date | null;
  /** It stays queued in its channel: its position and due time are re-timing's to change. */
  keepsPlace: boolean;
  wish?: QueueWish;
}

const isQueuedRow = (r: Pick<QueueRow, 'status' | 'toApprove' | 'customTime'>) =>
  r.status === POST_STATUS.pending && !r.toApprove && !r.customTime;

/** Queue order as re-timing sorts it: by position (none last), then by id. */
const byQueueOrder = (a: QueueRow, b: QueueRow) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.id - b.id;

/**
 * Puts posts at their places, all or none, in one transaction over every channel they leave or join (decision
 * 010's lock order), and answers the undo that puts them back and the channels it changed. Each row is written on
 * the condition that it is still where and what it was when read (channel, status, approval, pin): a post
 * published, being published, deleted or changed meanwhile refuses the whole change (409). Queued posts that keep a
 * place in their queue (a move onto a slot it holds, an undo to a position) are ordered there by re-timing, whose
 * slot times stay (`planQueue`).
 */
export async function placePosts(
  deps: ServiceDeps,
  auth: AuthContext,
  moves: Move[],
): Promise<{ undo: string; channelIds: number[] }> {
  const now = deps.now();
  const channelIds = [...new Set(moves.flatMap((m) => [m.row.post.channelId, m.channelId]))];
  const { told, ...placed } = await inQueueTransaction(
    deps.db,
    channelIds,
    async (tx, locked) => {
      // A channel disconnected since it was found.
      const gone = channelIds.find((id) => !locked.has(id));
      if (gone !== undefined) throw notFound(`channel ${gone}`, 'channel_id');
      const queueOf = (channelId: number) => locked.get(channelId)?.queue ?? [];
      const queuedOf = (channelId: number) => queueOf(channelId).filter(isQueuedRow).sort(byQueueOrder);
      const outcomes = moves.map((move) =>
        outcomeOf(move, auth, queuedOf(move.row.post.channelId), locked.get(move.row.post.channelId)?.tail ?? []),
      );
      // A queued post's place is its place in the queue as it stands under the lock (other posts are not at one).
      // A failed post that stays failed (a channel change) goes back as it is; one a move makes pending again is
      // tried at its new time, and cannot be made failed again: then the call has no undo.
      const entries = moves.map(({ row: { post } }, i) =>
        post.status !== POST_STATUS.failed
          ? undoEntry(post, queuedOf(post.channelId).findIndex((r) => r.id === post.id) + 1)
          : outcomes[i]!.status === POST_STATUS.failed
            ? `${post.id}.${post.channelId}.k`
            : null,
      );
      const undo = entries.includes(null) ? '' : entries.join('_');
      const orders = new Map<number, number[]>();
      for (const channelId of channelIds) {
        const setting = locked.get(channelId);
        const wishing = outcomes.filter((o) => o.wish && o.move.channelId === channelId);
        if (!setting || wishing.length === 0) continue;
        const plan = planChannel(channelId, { ...setting, now }, queueOf(channelId), outcomes);
        orders.set(channelId, plan.order);
        // Its slot is gone from the queue: pinned there, it still goes out when it was moved to.
        for (const outcome of wishing.filter((o) => plan.pinned.includes(o.move.row.post.id))) {
          outcome.customTime = (outcome.wish as { at: Date }).at;
          outcome.keepsPlace = false;
          delete outcome.wish;
        }
      }
      for (const outcome of outcomes) await write(tx, outcome, now);
      for (const channelId of channelIds) {
        const setting = locked.get(channelId);
        const order = orders.get(channelId);
        // The queues are read again: the writes above changed them.
        await requeueChannel(tx, channelId, now, {
          setting: setting && { schedule: setting.schedule, zone: setting.zone, tail: setting.tail },
          reorder: order && ((queued) => arrange(queued, order)),
        });
      }
      // A collaborator's move sends their posts back for approval: those that did not await it are news.
      const awaiting = outcomes
        .filter((o) => o.toApprove && !o.move.row.post.toApprove)
        .map(({ move }) => ({ ...move.row.post, channelId: move.channelId }));
      return { undo, channelIds, told: await postsAwaitApproval(tx, auth, awaiting, now) };
    },
    { readQueues: true },
  );
  announceNotifications(deps.events, auth.workspaceId, told);
  return placed;
}

/**
 * What a move makes of a post, given its channel's queued posts and the slots past its queue's head (milliseconds),
 * as read under the lock.
 */
function outcomeOf(move: Move, auth: AuthContext, queued: QueueRow[], tail: number[]): Outcome {
  const { post } = move.row;
  const { place } = move;
  const toApprove = post.toApprove || needsApproval(auth);
  const sameChannel = move.channelId === post.channelId;
  const wasQueued = isQueuedRow(post);
  // Every place but a channel change's makes a failed post pending again, as an edit with a new time does.
  const status = place.kind === 'keep' ? post.status : POST_STATUS.pending;
  const base = { move, status, toApprove, keepsPlace: false };
  switch (place.kind) {
    case 'at': {
      const held = queued.some((r) => r.dueAt?.getTime() === place.at.getTime()) || tail.includes(place.at.getTime());
      if (wasQueued && !toApprove && sameChannel && held)
        return { ...base, customTime: null, keepsPlace: true, wish: { at: place.at } };
      return { ...base, customTime: place.at };
    }
    case 'pin':
      return { ...base, customTime: place.at };
    case 'queue':
      return {
        ...base,
        customTime: null,
        keepsPlace: wasQueued && sameChannel && !toApprove,
        ...(toApprove ? {} : { wish: { position: place.position } }),
      };
    case 'unpinned':
      return { ...base, customTime: null, keepsPlace: wasQueued && sameChannel && !toApprove };
    case 'keep':
      return { ...base, customTime: post.customTime, keepsPlace: wasQueued && sameChannel && !toApprove };
  }
}

/** The order of one channel's queue after the change (`planQueue`), from its posts as read under the lock. */
function planChannel(channelId: number, setting: LockedChannel & { now: Date }, rows: QueueRow[], outcomes: Outcome[]) {
  const moved = new Set(outcomes.map((o) => o.move.row.post.id));
  const arriving = outcomes
    .filter((o) => o.move.channelId === channelId && o.status === POST_STATUS.pending)
    .map((o): QueueRow => {
      const before = rows.find((r) => r.id === o.move.row.post.id);
      return {
        id: o.move.row.post.id,
        status: o.status,
        toApprove: o.toApprove,
        customTime: o.customTime,
        position: o.keepsPlace ? (before?.position ?? null) : null,
        dueAt: o.keepsPlace ? (before?.dueAt ?? null) : o.customTime,
      };
    });
  const after = [...rows.filter((r) => !moved.has(r.id)), ...arriving];
  const queue = after.filter(isQueuedRow).sort(byQueueOrder);
  const taken = new Set(after.filter((r) => !r.toApprove && r.customTime).map((r) => r.customTime!.getTime()));
  const wishes = new Map(
    outcomes.filter((o) => o.wish && o.move.channelId === channelId).map((o) => [o.move.row.post.id, o.wish!]),
  );
  // As re-timing counts them: past the head, the slots that passed stay held (`withPassedSlots`).
  return planQueue(setting, withPassedSlots(queue, setting.tail, setting.now), taken, wishes);
}

/** Writes a post's outcome, on the condition that it is as it was read; otherwise the whole change is refused. */
async function write(tx: Db, outcome: Outcome, now: Date): Promise<void> {
  const { post } = outcome.move.row;
  const placement = outcome.keepsPlace
    ? {}
    : outcome.status === POST_STATUS.failed
      ? {}
      : // Pinned: due at its time. Otherwise re-timing gives it a slot (queued) or the one it would take (awaiting).
        { queuePosition: null, dueAt: outcome.customTime };
  const [written] = await tx
    .update(posts)
    .set({
      channelId: outcome.move.channelId,
      status: outcome.status,
      toApprove: outcome.toApprove,
      customTime: outcome.customTime,
      ...placement,
      ...(post.status === POST_STATUS.failed && outcome.status !== POST_STATUS.failed ? { errorMessage: null } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(posts.id, post.id),
        eq(posts.channelId, post.channelId),
        eq(posts.status, post.status),
        eq(posts.toApprove, post.toApprove),
        post.customTime ? eq(posts.customTime, post.customTime) : isNull(posts.customTime),
        // The text and picture checked against the new network's rules, not an edit made since.
        eq(posts.message, post.message),
        post.picture === null ? isNull(posts.picture) : eq(posts.picture, post.picture),
      ),
    )
    .returning({ id: posts.id });
  if (!written) throw await explainChange(tx, post.id, conflict('changed', `Post ${post.id} changed meanwhile.`));
  // On another network, its links are tagged for that one (decision 068).
  const channelId = outcome.move.channelId;
  if (channelId !== post.channelId) {
    const tagOf = await linkTagger(tx, post.workspaceId, [channelId]);
    await syncShortLinks(tx, post.id, post.message, post.link, { utm: tagOf(channelId, post.utmCampaign) });
  }
}

/** The order planned, over the queue as re-timing reads it (the same posts, under the same lock). */
function arrange(queued: number[], order: number[]): number[] {
  const present = new Set(queued);
  const planned = order.filter((id) => present.has(id));
  const placed = new Set(planned);
  return [...planned, ...queued.filter((id) => !placed.has(id))];
}
