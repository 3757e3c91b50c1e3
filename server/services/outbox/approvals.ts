import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { drafts, postApprovals, posts } from '../../db/schema.ts';
import { conflict, type DomainError } from '../../domain/errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { inQueueTransaction, requeueChannel } from './queue.ts';
import { findPost, POST_STATUS, type PostRow } from './read.ts';
import { checkPicture } from './rules.ts';
import { movePostComments } from './comments.ts';
import { threadsOf } from './thread.ts';
import { postDecided, stepReached } from '../notifications/news.ts';
import { announceNotifications } from '../notifications/write.ts';
import {
  alreadyDecided,
  decidedAlready,
  decideStep,
  decisionAt,
  type Decision,
  type Judged,
} from './approval-judge.ts';
import { stepsContext, type StepsContext } from '../workspaces/approval-steps.ts';
import { decidersOf } from '../../domain/approval-steps.ts';

/** The condition every decision writes on: the post still awaits approval at the step decided. Of two, one finds it. */
const stillAt = (postId: number, step: number) =>
  and(
    eq(posts.id, postId),
    eq(posts.toApprove, true),
    eq(posts.status, POST_STATUS.pending),
    eq(posts.approvalStep, step),
  );

/** Why a decision found nothing to write: the decision someone made first at the step, or what became of the post. */
async function lost(tx: Db, postId: number, step: number): Promise<DomainError> {
  const first = await decisionAt(tx, postId, step);
  if (first) return alreadyDecided(first);
  const [row] = await tx
    .select({ status: posts.status, toApprove: posts.toApprove })
    .from(posts)
    .where(eq(posts.id, postId));
  if (row?.toApprove && row.status === POST_STATUS.pending)
    return conflict('step_changed', 'This post moved to another approval step meanwhile; look at it again.');
  return decidedAlready(row);
}

/**
 * Who decides a step: a member, or a review link's visitor by the name they typed (`userId` null, decision 060), who
 * decides the client's step of the posts the link shows.
 */
export type Decider = Pick<AuthContext, 'workspaceId' | 'userName'> & { userId: number | null };

/** What a decision made elsewhere (a review link's) writes in the decision's transaction; the members it told. */
type Also = (tx: Db) => Promise<number[]>;

/** Records the decision at the step: the key on (post, step) refuses a second one, whatever instance made it. */
async function record(tx: Db, auth: Decider, postId: number, step: number, decision: Decision['decision'], at: Date) {
  const [written] = await tx
    .insert(postApprovals)
    .values({ postId, step, decidedById: auth.userId, decidedByName: auth.userName, decision, at })
    .onConflictDoNothing()
    .returning({ step: postApprovals.step });
  if (!written) throw await lost(tx, postId, step);
}

/** What a decision found: the post and its step, and what to tell of it. */
async function judged(deps: ServiceDeps, auth: AuthContext, postId: number, channelId: number, seen?: number) {
  const row = await findPost(deps.db, auth, postId, { channelId, returned: true });
  const context = await stepsContext(deps.db, auth.workspaceId);
  const judgement = await decideStep(deps.db, auth, row.post, context, seen);
  return { row, context, judgement };
}

/**
 * Approves the step a collaborator's post waits at (decision 057). At the last step it joins the end of its queue,
 * or keeps its custom time, and its writer is told; before it, the post moves to the next step, whose deciders are
 * told. Answers the post as read and the step decided.
 */
export async function approvePost(
  deps: ServiceDeps,
  auth: AuthContext,
  postId: number,
  channelId: number,
  seenStep?: number,
): Promise<{ pinned: boolean; post: PostRow; judgement: Judged; next: string | null }> {
  const { row, context, judgement } = await judged(deps, auth, postId, channelId, seenStep);
  return approveStep(deps, auth, row, context, judgement);
}

/** Approves the step `judgement` names for whoever `auth` is, once they were found allowed to. */
export async function approveStep(
  deps: ServiceDeps,
  auth: Decider,
  row: Awaited<ReturnType<typeof findPost>>,
  context: StepsContext,
  judgement: Judged,
  /** What else the decision writes in its transaction (a review link's record of it); answers the members it told. */
  also?: Also,
): Promise<{ pinned: boolean; post: PostRow; judgement: Judged; next: string | null }> {
  const { post } = row;
  const { step, last } = judgement;
  if (last) checkPicture(post.picture, [row]);
  const now = deps.now();
  const told = await inQueueTransaction(deps.db, [post.channelId], async (tx, locked) => {
    // Without a position, re-timing puts a queued post at the end of its queue.
    const next = last
      ? { toApprove: false, queuePosition: null, approvedById: auth.userId, approvedByName: auth.userName }
      : { approvalStep: step + 1 };
    const [moved] = await tx
      .update(posts)
      .set({ ...next, updatedAt: now })
      .where(stillAt(post.id, judgement.stored))
      .returning({ id: posts.id });
    if (!moved) throw await lost(tx, post.id, judgement.stored);
    await record(tx, auth, post.id, judgement.stored, 'approved', now);
    const alsoTold = (await also?.(tx)) ?? [];
    if (!last) return [...alsoTold, ...(await stepReached(tx, auth, post, context, step + 1, now))];
    await requeueChannel(tx, post.channelId, now, { setting: locked.get(post.channelId) });
    return [...alsoTold, ...(await postDecided(tx, auth, post, { approved: true }, now))];
  });
  announceNotifications(deps.events, auth.workspaceId, told);
  const next = last ? null : decidersOf(context.steps[step]!, context.members).label;
  return { pinned: post.customTime !== null, post, judgement, next };
}

/**
 * Sends a collaborator's post back, at whichever step it waits: it leaves the outbox (its row stays, marked sent
 * back) and becomes a draft of its writer, with the reviewer and the reason. Answers the post, its writer and the
 * draft it became.
 */
export async function disapprovePost(
  deps: ServiceDeps,
  auth: AuthContext,
  postId: number,
  channelId: number,
  reason: string | undefined,
  seenStep?: number,
): Promise<{ post: PostRow; writer: { id: number; name: string }; draftId: number; judgement: Judged }> {
  const { row, judgement } = await judged(deps, auth, postId, channelId, seenStep);
  return sendBackStep(deps, auth, row, judgement, reason);
}

/** Sends the post back at the step `judgement` names, for whoever `auth` is, once they were found allowed to. */
export async function sendBackStep(
  deps: ServiceDeps,
  auth: Decider,
  row: Awaited<ReturnType<typeof findPost>>,
  judgement: Judged,
  reason: string | undefined,
  also?: Also,
): Promise<{ post: PostRow; writer: { id: number; name: string }; draftId: number; judgement: Judged }> {
  const { post, creatorName } = row;
  const now = deps.now();
  const { draftId, told } = await inQueueTransaction(deps.db, [post.channelId], async (tx, locked) => {
    const [returned] = await tx
      .update(posts)
      .set({ status: POST_STATUS.returned, toApprove: false, queuePosition: null, updatedAt: now })
      .where(stillAt(post.id, judgement.stored))
      .returning();
    if (!returned) throw await lost(tx, post.id, judgement.stored);
    await record(tx, auth, post.id, judgement.stored, 'sent_back', now);
    // Before the post's comments move to the draft, so that what else is written there moves with them.
    const alsoTold = (await also?.(tx)) ?? [];
    const [draft] = await tx
      .insert(drafts)
      .values({
        workspaceId: returned.workspaceId,
        creatorId: returned.creatorId,
        message: returned.message,
        channelIds: String(returned.channelId),
        link: returned.link,
        picture: returned.picture,
        createAlbum: returned.createAlbum,
        albumName: returned.albumName,
        // What it was to carry goes back with it (decision 070); one channel's post has no versions, and its series
        // keeps its other occurrences.
        thread: (await threadsOf(tx, [post.id])).get(post.id)?.thread ?? null,
        firstComment: returned.firstComment,
        utmCampaign: returned.utmCampaign,
        rejectedById: auth.userId,
        rejectedByName: auth.userName,
        rejectedMessage: reason?.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: drafts.id });
    // The conversation about the post goes with it to the draft its writer now works on (decision 056).
    await movePostComments(tx, post.id, draft!.id);
    await requeueChannel(tx, post.channelId, now, { setting: locked.get(post.channelId) });
    const decision = { approved: false as const, reason: reason?.trim() || null };
    return { draftId: draft!.id, told: [...alsoTold, ...(await postDecided(tx, auth, post, decision, now))] };
  });
  announceNotifications(deps.events, auth.workspaceId, told);
  return { post, writer: { id: post.creatorId, name: creatorName }, draftId, judgement };
}
