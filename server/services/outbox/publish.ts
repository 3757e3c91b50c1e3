import { and, eq, inArray, lt, max, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { isPaused, markNeedsReconnect, markSuccess, noteRateLimit, reconnectReason } from '../channels/health.ts';
import { NeedsReconnect, PublishError, RateLimited, type Publication, type Published } from '../../connectors/types.ts';
import { recordOwnPosts, recordOwnReplies } from '../inbox/own-posts.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { channels, posts } from '../../db/schema.ts';
import { conflict } from '../../domain/errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { publicationOf } from './publication.ts';
import { ClaimLost, partsOf, publishThread, type PartOut } from './thread.ts';
import { publishFirstComment, recoverFirstComments } from './first-comment.ts';
import { idList, inQueueTransaction, requeueChannel } from './queue.ts';
import { findPost, POST_STATUS } from './read.ts';
import { checkPicture, requireInOutbox } from './rules.ts';
import { requireManager } from '../workspaces/access.ts';
import { postFailed } from '../notifications/news.ts';
import { announceNotifications } from '../notifications/write.ts';

/** A network that does not answer in time leaves the outcome unknown: the call is abandoned, never repeated. */
function withTimeout<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the network did not answer in time')), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

export const UNKNOWN_OUTCOME =
  'The network did not confirm the post, so it may or may not be out. Check the channel before you retry.';

/** Posts held for publishing by one claimer: only the holder of the token records their outcome. */
export interface Claim {
  token: string;
  postIds: number[];
  /** The member who asked for them to go out now, and reads the outcome in the answer: no notification of theirs. */
  by?: number;
}

export const newClaimToken = () => randomUUID();

/**
 * Claims posts for publishing now: pending or failed ones that are not awaiting approval move to "publishing"
 * in one statement, so that no other caller (or instance) can publish them too.
 */
export async function claimForPublishing(deps: ServiceDeps, postIds: number[]): Promise<Claim> {
  const token = newClaimToken();
  if (postIds.length === 0) return { token, postIds: [] };
  const claimed = await deps.db
    .update(posts)
    .set({ status: POST_STATUS.publishing, errorMessage: null, claimToken: token, updatedAt: deps.now() })
    .where(
      and(
        inArray(posts.id, postIds),
        inArray(posts.status, [POST_STATUS.pending, POST_STATUS.failed]),
        eq(posts.toApprove, false),
      ),
    )
    .returning({ id: posts.id, workspaceId: posts.workspaceId, channelId: posts.channelId });
  announcePublishing(deps, claimed);
  return { token, postIds: claimed.map((c) => c.id) };
}

type TakenPost = { post: typeof posts.$inferSelect; channel: typeof channels.$inferSelect };

/** Tells the dashboards that these posts are now publishing. */
export function announcePublishing(deps: ServiceDeps, claimed: { workspaceId: number; channelId: number }[]): void {
  const byWorkspace = new Map<number, Set<number>>();
  for (const { workspaceId, channelId } of claimed) {
    byWorkspace.set(workspaceId, (byWorkspace.get(workspaceId) ?? new Set()).add(channelId));
  }
  for (const [workspaceId, channelIds] of byWorkspace) {
    deps.events.publish(workspaceId, { type: 'outbox', channelIds: [...channelIds] });
  }
}

type Outcome =
  | { status: typeof POST_STATUS.failed; errorMessage: string }
  | {
      status: typeof POST_STATUS.published;
      published: Published;
      message: string;
      /** A thread's parts after the first, as they went out (decision 064). */
      replies?: PartOut[];
    };

/**
 * Records a claimed post's outcome, if the claim still holds, and gives its channel's queue its new times. A
 * published post becomes the channel's own post in its inbox, in the same transaction, together with the others
 * published meanwhile (`recordPublished`); a failure's reason is the network's text, so it is written on its own,
 * with its value bound.
 */
async function settle(
  deps: ServiceDeps,
  token: string,
  taken: TakenPost,
  outcome: Outcome,
  by: number | null = null,
): Promise<boolean> {
  const { post, channel } = taken;
  const now = deps.now();
  const settled =
    outcome.status === POST_STATUS.published
      ? await settlePublished(deps, { token, taken, outcome })
      : await settleFailed(deps, token, taken, outcome, now, by);
  if (settled) {
    deps.metrics.postSettled(
      channel.connector,
      outcome.status === POST_STATUS.published ? 'published' : 'failed',
      post.dueAt,
      now,
    );
    if (outcome.status === POST_STATUS.failed)
      // An operator's line: which post, where, and the network's reason (never the post's text).
      deps.log.warn(
        { post: post.id, channel: post.channelId, network: channel.connector, reason: outcome.errorMessage },
        'a post failed to publish',
      );
    deps.events.publish(post.workspaceId, { type: 'outbox', channelIds: [post.channelId] });
    // A published post is also the channel's own post in its inbox list.
    if (outcome.status === POST_STATUS.published)
      deps.events.publish(post.workspaceId, { type: 'inbox', itemIds: [], conversationIds: [], reason: 'changed' });
  }
  return settled;
}

/**
 * A failure recorded, if the claim still holds, and its channel's queue timed again, in a transaction of its own
 * that also tells its writer and the owners and admins (`postFailed`, gathered per channel): told once it commits.
 */
async function settleFailed(
  deps: ServiceDeps,
  token: string,
  { post, channel }: TakenPost,
  outcome: Extract<Outcome, { status: typeof POST_STATUS.failed }>,
  now: Date,
  by: number | null,
): Promise<boolean> {
  const told = await inQueueTransaction(
    deps.db,
    [post.channelId],
    async (tx, locked) => {
      const done = await tx
        .update(posts)
        .set({
          status: outcome.status,
          errorMessage: outcome.errorMessage,
          claimToken: null,
          queuePosition: null,
          updatedAt: now,
          publishedAt: null,
        })
        .where(and(eq(posts.id, post.id), eq(posts.status, POST_STATUS.publishing), eq(posts.claimToken, token)))
        .returning({ id: posts.id });
      if (done.length === 0) return undefined;
      await requeueChannel(tx, post.channelId, now, { setting: locked.get(post.channelId) });
      return postFailed(tx, post, channel, outcome.errorMessage, now, by);
    },
    { readQueues: true },
  );
  if (told) announceNotifications(deps.events, post.workspaceId, told);
  return told !== undefined;
}

type Publishing = Extract<Outcome, { status: typeof POST_STATUS.published }>;
interface PublishedWaiting {
  token: string;
  taken: TakenPost;
  outcome: Publishing;
  answer: (settled: boolean) => void;
  fail: (error: unknown) => void;
}

/** Publications recorded in one transaction at most. */
const SETTLE_BATCH = 64;
/** Batches recorded at once, each on a connection of its own (on few channels, lanes should not wait in turn). */
const BATCHES_AT_ONCE = 4;

interface SettleLine {
  waiting: PublishedWaiting[];
  recording: number;
  scheduled: boolean;
}
/** Per database: the publications waiting for their record, and the batches being recorded. */
const linesOf = new WeakMap<Db, SettleLine>();

/**
 * A publication is recorded with the others that arrive in the same turn of the event loop, or while the batches
 * at once are being recorded, in one transaction (group commit): at 09:00 thousands settle within seconds, and a
 * transaction each cost three round trips (decision 035). A batch holds a channel once (a second post of a channel
 * waits for the next batch), so each channel's queue is timed on what its own lock read.
 */
function settlePublished(deps: ServiceDeps, publication: Omit<PublishedWaiting, 'answer' | 'fail'>): Promise<boolean> {
  let line = linesOf.get(deps.db);
  if (!line) linesOf.set(deps.db, (line = { waiting: [], recording: 0, scheduled: false }));
  const settled = new Promise<boolean>((answer, fail) => line.waiting.push({ ...publication, answer, fail }));
  schedule(deps, line);
  return settled;
}

function schedule(deps: ServiceDeps, line: SettleLine) {
  if (line.scheduled || line.recording >= BATCHES_AT_ONCE || line.waiting.length === 0) return;
  line.scheduled = true;
  setImmediate(() => {
    line.scheduled = false;
    void recordBatch(deps, line);
  });
}

async function recordBatch(deps: ServiceDeps, line: SettleLine) {
  const channelsTaken = new Set<number>();
  const batch: PublishedWaiting[] = [];
  const later: PublishedWaiting[] = [];
  for (const waiting of line.waiting) {
    const channelId = waiting.taken.post.channelId;
    if (batch.length < SETTLE_BATCH && !channelsTaken.has(channelId)) {
      channelsTaken.add(channelId);
      batch.push(waiting);
    } else later.push(waiting);
  }
  line.waiting = later;
  if (batch.length === 0) return;
  line.recording++;
  // What is left over goes in another batch beside this one, if there is room.
  schedule(deps, line);
  try {
    const written = await recordPublished(deps, batch);
    for (const waiting of batch) waiting.answer(written.has(waiting.taken.post.id));
  } catch (error) {
    for (const waiting of batch) waiting.fail(error);
  } finally {
    line.recording--;
    schedule(deps, line);
  }
}

/**
 * Publications recorded, those whose claims still hold: the posts published, each the channel's own post in its
 * inbox, each channel's queue timed again; the channels' locks, the writes and the queues' reads in one round trip,
 * the inbox items in one statement, the queues' new times with the COMMIT. Answers the posts written.
 */
async function recordPublished(deps: ServiceDeps, batch: readonly PublishedWaiting[]): Promise<Set<number>> {
  const now = deps.now();
  return inQueueTransaction(
    deps.db,
    batch.map((b) => b.taken.post.channelId),
    async (tx, locked, written) => {
      const ids = new Set(written.map((row) => Number(row.id)));
      const recorded = batch.filter((b) => ids.has(b.taken.post.id));
      await recordOwnPosts(
        tx,
        recorded.map(({ taken: { channel, post }, outcome }) => ({
          channel,
          post: { ...post, message: outcome.message },
          published: outcome.published,
        })),
      );
      // A thread's parts: the channel's own replies in the post's conversation, each answering the one before.
      await recordOwnReplies(
        tx,
        recorded.flatMap(({ taken: { channel, post }, outcome }) =>
          outcome.replies?.length
            ? [{ channel, postId: post.id, root: outcome.published, replies: outcome.replies }]
            : [],
        ),
      );
      for (const { taken } of recorded)
        await requeueChannel(tx, taken.post.channelId, now, { setting: locked.get(taken.post.channelId) });
      return ids;
    },
    { write: publishedWrite(batch, now), readQueues: true },
  );
}

/**
 * Publications recorded, where their claims still hold, as SQL to send with the channels' locks: only values the
 * service made (the posts' ids, its own claim tokens, times), never a network's or a person's text.
 */
function publishedWrite(batch: readonly PublishedWaiting[], now: Date): string {
  const values = batch.map(({ token, taken, outcome }) => {
    if (!/^[0-9a-f-]{36}$/.test(token)) throw new Error('A claim token is a UUID.');
    const publishedAt = outcome.published.publishedAt.toISOString();
    return `(${idList([taken.post.id])}, '${token}', '${publishedAt}'::timestamptz)`;
  });
  return `update posts set status = ${POST_STATUS.published}, error_message = null, claim_token = null,
      queue_position = null, updated_at = '${now.toISOString()}', published_at = v.published_at
    from (values ${values.join(', ')}) as v(id, token, published_at)
    where posts.id = v.id and posts.status = ${POST_STATUS.publishing} and posts.claim_token = v.token
    returning posts.id`;
}

/**
 * Takes one claimed post for its connector call: renews its time and answers the post with its channel, or nothing
 * when the claim no longer holds. A claim is a dead claimer's only once none of its posts was touched lately
 * (`recoverStale`), so touching the post at hand keeps the posts waiting behind it the claimer's too.
 */
async function takeForCall(deps: ServiceDeps, token: string, postId: number): Promise<TakenPost | undefined> {
  const [row] = await takeStatement(deps.db).execute({ postId, token, now: deps.now() });
  return row as TakenPost | undefined;
}

/**
 * One round trip, prepared once (a thousand posts at 09:00 take it each): the post's claim renewed, if it still
 * holds, and the post with its channel as they are now.
 */
const takeStatement = prepared('take_for_call', (db, name) =>
  db
    .update(posts)
    .set({ updatedAt: sql`${sql.placeholder('now')}` })
    .from(channels)
    .where(
      and(
        eq(posts.id, sql.placeholder('postId')),
        eq(posts.status, POST_STATUS.publishing),
        eq(posts.claimToken, sql.placeholder('token')),
        eq(channels.id, posts.channelId),
      ),
    )
    .returning({ post: posts, channel: channels })
    .prepare(name),
);

/**
 * Publishes claimed posts through their channels' connectors, one by one, and records each outcome: published
 * posts leave the outbox, refused ones fail with the network's reason, and an unclear outcome fails too, with
 * that said, rather than being retried blindly. The claim stays this claimer's as each post is taken, and every
 * half publish timeout while a call takes long: a claim is taken for its instance's death after two timeouts
 * untouched.
 */
export async function publishClaimed(
  deps: ServiceDeps,
  claim: Claim,
  stopping: () => boolean = () => false,
): Promise<{ released: number }> {
  let released = 0;
  await keepingAlive(deps, claim, async () => {
    for (const [place, postId] of claim.postIds.entries()) {
      if (stopping()) {
        released = await releaseClaim(deps, claim.token, claim.postIds.slice(place));
        return;
      }
      const row = await takeForCall(deps, claim.token, postId);
      if (row) await publishTaken(deps, claim.token, row, claim.by);
    }
  });
  return { released };
}

/**
 * Posts a stopping instance claimed but has not begun: back to waiting, untouched otherwise, for another instance
 * now or this one's next start. Only those the claim still holds (none is at a network). Answers how many.
 */
async function releaseClaim(deps: ServiceDeps, token: string, postIds: number[]): Promise<number> {
  const released = await deps.db
    .update(posts)
    .set({ status: POST_STATUS.pending, claimToken: null, updatedAt: deps.now() })
    .where(and(inArray(posts.id, postIds), eq(posts.status, POST_STATUS.publishing), eq(posts.claimToken, token)))
    .returning({ workspaceId: posts.workspaceId, channelId: posts.channelId });
  announcePublishing(deps, released);
  return released.length;
}

/**
 * Runs `work` while renewing the claim every half publish timeout, also while a call takes long: a live claimer's
 * waiting posts are never taken for a dead one's, so no other instance publishes them ahead of the post still at
 * the network (a channel's posts keep their order).
 */
async function keepingAlive(deps: ServiceDeps, claim: Claim, work: () => Promise<void>): Promise<void> {
  const timer = setInterval(
    () => void renewClaim(deps, claim).catch(() => undefined),
    (deps.config.PUBLISH_TIMEOUT_SECONDS * 1000) / 2,
  );
  timer.unref();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
}

/** Renews the time of the posts a claim still holds, so that they are not taken for a dead claimer's. */
async function renewClaim(deps: ServiceDeps, claim: Claim): Promise<void> {
  await deps.db
    .update(posts)
    .set({ updatedAt: deps.now() })
    .where(
      and(
        eq(posts.status, POST_STATUS.publishing),
        eq(posts.claimToken, claim.token),
        inArray(posts.id, claim.postIds),
      ),
    );
}

/** A claimed post goes back to waiting, untouched otherwise (its channel's network asked to wait). */
async function release(deps: ServiceDeps, token: string, post: TakenPost['post']): Promise<void> {
  await deps.db
    .update(posts)
    .set({ status: POST_STATUS.pending, claimToken: null, updatedAt: deps.now() })
    .where(and(eq(posts.id, post.id), eq(posts.status, POST_STATUS.publishing), eq(posts.claimToken, token)));
  deps.events.publish(post.workspaceId, { type: 'outbox', channelIds: [post.channelId] });
}

async function publishTaken(
  deps: ServiceDeps,
  token: string,
  taken: TakenPost,
  by?: number,
  recovering = false,
): Promise<void> {
  const { post, channel } = taken;
  if (channel.status === 'needs_reconnect') {
    await settle(deps, token, taken, { status: POST_STATUS.failed, errorMessage: reconnectReason(channel) }, by);
    return;
  }
  // Its own limit, or its network's app-wide one (heard by this instance): the post waits, untried.
  if (isPaused(channel, deps.now()) || deps.networkLimits.pausedUntil(channel.connector, deps.now())) {
    await release(deps, token, post);
    return;
  }
  const publication = await publicationOf(deps, post);
  const parts = await partsOf(deps.db, post.id);
  const timeout = deps.config.PUBLISH_TIMEOUT_SECONDS * 1000;
  let outcome: Outcome;
  try {
    if (parts.length > 0) {
      const thread = await publishThread(deps, token, taken, publication, parts, {
        recovering,
        call: (call) => withTimeout(call, timeout),
        unknown: UNKNOWN_OUTCOME,
      });
      outcome = {
        status: POST_STATUS.published,
        published: thread.first,
        message: publication.message,
        replies: thread.replies,
      };
    } else {
      const call = deps.connectorFor(channel).publish(channel, publication);
      const published = await withTimeout(call, timeout);
      outcome = { status: POST_STATUS.published, published, message: publication.message };
    }
    if (channel.connector !== 'sandbox') await markSuccess(deps, channel);
  } catch (error) {
    // Another claimer holds the post now, and records its outcome.
    if (error instanceof ClaimLost) return;
    if (error instanceof RateLimited) {
      await noteRateLimit(deps, channel, error);
      await release(deps, token, post);
      return;
    }
    if (error instanceof NeedsReconnect) {
      await markNeedsReconnect(deps, channel, error.message);
      outcome = {
        status: POST_STATUS.failed,
        errorMessage: reconnectReason({ ...channel, statusReason: error.message }),
      };
    } else
      outcome = {
        status: POST_STATUS.failed,
        errorMessage: error instanceof PublishError ? error.message : UNKNOWN_OUTCOME,
      };
  }
  await settleThenComment(deps, token, taken, outcome, by);
}

/** An outcome recorded; a published post's first comment then goes out (after a thread's last part). */
async function settleThenComment(deps: ServiceDeps, token: string, taken: TakenPost, outcome: Outcome, by?: number) {
  const settled = await settle(deps, token, taken, outcome, by);
  if (settled && outcome.status === POST_STATUS.published && taken.post.firstComment !== null)
    await publishFirstComment(deps, taken.post, taken.channel, (call) =>
      withTimeout(call, deps.config.PUBLISH_TIMEOUT_SECONDS * 1000),
    );
}

/**
 * Settles posts left "publishing" by a claimer that stopped answering (an instance killed mid-call): each is taken
 * over with a new claim, and its connector is asked whether the network has it. Found: it is recorded as
 * published. Not found: it is published now, under the new claim. A connector that cannot tell leaves the outcome
 * unknown: the post fails with that said, for a person to decide. Answers how many were settled.
 */
export async function recoverStale(
  deps: ServiceDeps,
  olderThanMs: number,
  stopping: () => boolean = () => false,
): Promise<number> {
  const now = deps.now();
  const token = newClaimToken();
  // A claim is a dead claimer's when none of its posts was touched for `olderThanMs`: the post a lane has at the
  // network is touched later than the ones waiting behind it, and taking those alone would publish them before it.
  const deadClaims = deps.db
    .select({ token: posts.claimToken })
    .from(posts)
    .where(eq(posts.status, POST_STATUS.publishing))
    .groupBy(posts.claimToken)
    .having(lt(max(posts.updatedAt), new Date(now.getTime() - olderThanMs)));
  const taken = await deps.db
    .update(posts)
    .set({ claimToken: token, updatedAt: now })
    .where(and(eq(posts.status, POST_STATUS.publishing), inArray(posts.claimToken, deadClaims)))
    .returning({ id: posts.id, dueAt: posts.dueAt });
  // In due order, as their lanes would have gone on: a channel's posts still go out oldest first.
  taken.sort((a, b) => (a.dueAt?.getTime() ?? 0) - (b.dueAt?.getTime() ?? 0) || a.id - b.id);
  const claim = { token, postIds: taken.map((t) => t.id) };
  await keepingAlive(deps, claim, async () => {
    for (const { id } of taken) {
      // Stopping: the rest stay this claim's, untouched from now on, for the next instance to take over as a dead
      // claimer's (their outcome is still to be found out; waiting would not make them safe to publish).
      if (stopping()) break;
      const row = await takeForCall(deps, token, id);
      if (!row) continue;
      const { post, channel } = row;
      const connector = deps.connectorFor(channel);
      // A thread resumes where it stopped: each part not known to be out is asked about, or failed as unknown.
      if ((await partsOf(deps.db, post.id)).length > 0) {
        await publishTaken(deps, token, row, undefined, true);
        continue;
      }
      if (!connector.find) {
        await settle(deps, token, row, { status: POST_STATUS.failed, errorMessage: UNKNOWN_OUTCOME });
        continue;
      }
      let publication: Publication;
      let found: Published | null;
      try {
        publication = await publicationOf(deps, post);
        found = await withTimeout(connector.find(channel, publication), deps.config.PUBLISH_TIMEOUT_SECONDS * 1000);
      } catch {
        await settle(deps, token, row, { status: POST_STATUS.failed, errorMessage: UNKNOWN_OUTCOME });
        continue;
      }
      if (found)
        await settleThenComment(deps, token, row, {
          status: POST_STATUS.published,
          published: found,
          message: publication.message,
        });
      else await publishTaken(deps, token, row);
    }
  });
  await recoverFirstComments(
    deps,
    olderThanMs,
    (call) => withTimeout(call, deps.config.PUBLISH_TIMEOUT_SECONDS * 1000),
    stopping,
  );
  return taken.length;
}

/**
 * Publishes one outbox post now, within the request: claimed first (so no publisher and no second click can
 * publish it too), then sent. Answers the outcome: published, or the network's reason for refusing it.
 */
export async function shareNow(
  deps: ServiceDeps,
  auth: AuthContext,
  postId: number,
  channelId: number,
): Promise<{ published: boolean; error: string | null }> {
  requireManager(auth, 'publish posts directly');
  const row = await findPost(deps.db, auth, postId, { channelId });
  requireInOutbox(row);
  if (row.post.toApprove) throw conflict('awaiting_approval', 'This post awaits approval; approve it first.');
  checkPicture(row.post.picture, [row]);
  const claimed = await claimForPublishing(deps, [row.post.id]);
  if (claimed.postIds.length === 0) {
    throw conflict('publishing', 'This post is already being published, or changed meanwhile. Look again.');
  }
  await publishClaimed(deps, { ...claimed, by: auth.userId });
  const [after] = await deps.db
    .select({ status: posts.status, error: posts.errorMessage })
    .from(posts)
    .where(eq(posts.id, row.post.id));
  return { published: after?.status === POST_STATUS.published, error: after?.error ?? null };
}
