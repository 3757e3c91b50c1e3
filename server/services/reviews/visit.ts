import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels, postComments, posts, reviewDecisions, reviews, workspaces } from '../../db/schema.ts';
import { currentStep } from '../../domain/approval-steps.ts';
import { conflict, DomainError, invalid } from '../../domain/errors.ts';
import { formatInZone } from '../../domain/time.ts';
import type { ServiceDeps } from '../deps.ts';
import { notify, announceNotifications } from '../notifications/write.ts';
import { approveStep, sendBackStep, type Decider } from '../outbox/approvals.ts';
import { judgedAt } from '../outbox/approval-judge.ts';
import { findPost, POST_STATUS, type PostRow } from '../outbox/read.ts';
import { stepsContext, type StepsContext } from '../workspaces/approval-steps.ts';
import { recordAudit } from '../workspaces/audit.ts';
import { sha256 } from '../workspaces/secrets.ts';
import { isOpen, reviewPostIds } from './links.ts';

/**
 * The page of a review link (decision 060): what its visitor sees and decides, found by the link's secret alone. An
 * unknown, expired or revoked link is one 404 that does not say which, and names nothing of the workspace.
 */
export const linkGone = () =>
  new DomainError(
    'not_found',
    'not_found',
    'This review link has expired or was withdrawn. Ask whoever sent it for a new one.',
  );

export type ReviewDecision = 'approve' | 'changes';

async function openReview(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ review: reviews, workspace: workspaces })
    .from(reviews)
    .innerJoin(workspaces, eq(workspaces.id, reviews.workspaceId))
    .where(and(eq(reviews.tokenHash, sha256(token)), isOpen(now)));
  if (!row) throw linkGone();
  return row;
}

/** Where a post stands for the link's visitor: theirs to decide (the client's step), open to feedback, or closed. */
function stateOf(post: PostRow, context: StepsContext): 'waiting' | 'feedback' | 'closed' {
  if (post.status !== POST_STATUS.pending) return 'closed';
  const step = post.toApprove ? currentStep(post.approvalStep, context.steps) : null;
  return step !== null && context.steps[step - 1]!.who === 'client' ? 'waiting' : 'feedback';
}

async function postsOf(db: Db, workspaceId: number, postIds: number[]) {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ post: posts, channel: channels })
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .where(and(eq(posts.workspaceId, workspaceId), inArray(posts.id, postIds)));
  return postIds.flatMap((id) => rows.filter((row) => row.post.id === id));
}

async function decisionsOf(db: Db, reviewId: number) {
  return db
    .select()
    .from(reviewDecisions)
    .where(eq(reviewDecisions.reviewId, reviewId))
    .orderBy(asc(reviewDecisions.at), asc(reviewDecisions.id));
}

type Listed = Awaited<ReturnType<typeof postsOf>>[number];
type DecisionRow = typeof reviewDecisions.$inferSelect;

function postView(listed: Listed, context: StepsContext, decisions: DecisionRow[], zone: string) {
  const { post, channel } = listed;
  const time = post.customTime ?? post.dueAt;
  return {
    post_id: String(post.id),
    channel_id: String(channel.id),
    channel_name: channel.name,
    channel_type: channel.channelType,
    screen_name: channel.screenName,
    channel_picture: channel.picture,
    message: post.message,
    link: post.link ?? '',
    picture: post.picture ?? '',
    time: time ? formatInZone(time, zone) : '',
    state: stateOf(post, context),
    decisions: decisions
      .filter((decision) => decision.postId === post.id)
      .map((decision) => ({
        name: decision.name,
        decision: decision.decision,
        comment: decision.comment,
        at: formatInZone(decision.at, zone),
      })),
  };
}

/** What the review page shows: the workspace's name and clock, the sharer's note, and each post as it will go out. */
export async function readReview(deps: ServiceDeps, token: string) {
  const { review, workspace } = await openReview(deps.db, token, deps.now());
  const [listed, context, decisions] = await Promise.all([
    postsOf(deps.db, workspace.id, await reviewPostIds(deps.db, review.id)),
    stepsContext(deps.db, workspace.id),
    decisionsOf(deps.db, review.id),
  ]);
  return {
    workspace_name: workspace.name,
    timezone: workspace.timezone,
    clock: workspace.clock,
    note: review.note,
    created_by_name: review.createdByName,
    expires_at: formatInZone(review.expiresAt, workspace.timezone),
    posts: listed.map((row) => postView(row, context, decisions, workspace.timezone)),
  };
}

export interface DecisionInput {
  postId: number;
  decision: ReviewDecision;
  comment: string;
  name: string;
}

/** The words of a decision as the post's thread keeps it, the visitor's comment after them. */
const threadWords = (decision: ReviewDecision, comment: string) =>
  `${decision === 'approve' ? 'Approved' : 'Asked for changes'} through the review link${comment ? `: ${comment}` : '.'}`;

/**
 * A visitor's decision on a post of the link. At the client's step it decides that step, as a client member would:
 * an approval moves the post on (the last step queues it), changes send it back to its writer as a draft with the
 * comment as the reason. Elsewhere it is feedback. Either way it is kept on the link, written in the post's thread,
 * audited with the name typed, and told to whoever shared the link (and, for feedback, the post's writer), all in
 * the transaction of the decision.
 */
export async function decideReview(deps: ServiceDeps, token: string, input: DecisionInput) {
  const name = input.name.trim();
  const comment = input.comment.trim();
  if (!name) throw invalid('invalid_request', 'Type your name, so that the team knows who decided.', 'name');
  if (input.decision === 'changes' && !comment)
    throw invalid('invalid_request', 'Say what should change: the comment is what the team will work from.', 'comment');
  const now = deps.now();
  const { review, workspace } = await openReview(deps.db, token, now);
  const shown = await reviewPostIds(deps.db, review.id);
  if (!shown.includes(input.postId)) throw linkGone();
  const row = await findPost(deps.db, { workspaceId: workspace.id }, input.postId, { returned: true });
  const context = await stepsContext(deps.db, workspace.id);
  const state = stateOf(row.post, context);
  if (state === 'closed')
    throw conflict(
      'not_reviewable',
      'This post was published or sent back meanwhile: there is nothing left to decide. Reload the page to see it.',
    );
  const decider: Decider = { workspaceId: workspace.id, userId: null, userName: name };
  const step = state === 'waiting' ? currentStep(row.post.approvalStep, context.steps)! : null;

  /** What the decision writes beside the step's own rows, in its transaction; answers the members told. */
  const keep = async (tx: Db) => {
    await tx.insert(reviewDecisions).values({
      reviewId: review.id,
      postId: row.post.id,
      name,
      decision: input.decision,
      comment,
      step,
      at: now,
    });
    await tx.insert(postComments).values({
      workspaceId: workspace.id,
      postId: row.post.id,
      authorId: null,
      authorName: name,
      body: threadWords(input.decision, comment),
      createdAt: now,
    });
    await recordAudit(tx, workspace.id, { userId: null, name }, 'review.decided', `post ${row.post.id}`, {
      review: review.id,
      decision: input.decision,
      step,
      comment,
    });
    const [channel] = await tx
      .select({ id: channels.id, name: channels.name, channelType: channels.channelType })
      .from(channels)
      .where(eq(channels.id, row.post.channelId));
    // The writer hears of a decision at a step from the step itself (approved at the last, or sent back).
    const writer = step === null ? [row.post.creatorId] : [];
    return notify(
      tx,
      workspace.id,
      { userIds: [...(review.createdById === null ? [] : [review.createdById]), ...writer] },
      {
        kind: input.decision === 'approve' ? 'review_approved' : 'review_changes_requested',
        actor: { id: null, name },
        post: row.post,
        channel: channel ?? null,
        reason: comment || null,
      },
      now,
    );
  };

  if (step === null) {
    const told = await deps.db.transaction(keep);
    announceNotifications(deps.events, workspace.id, told);
  } else {
    const judgement = judgedAt(row.post, context, step);
    if (input.decision === 'approve') await approveStep(deps, decider, row, context, judgement, keep);
    else await sendBackStep(deps, decider, row, judgement, comment, keep);
  }
  deps.events.publish(workspace.id, { type: 'outbox', channelIds: [row.post.channelId] });
  if (step !== null && input.decision === 'changes') deps.events.publish(workspace.id, { type: 'drafts' });
  const [listed, decisions] = await Promise.all([
    postsOf(deps.db, workspace.id, [row.post.id]),
    decisionsOf(deps.db, review.id),
  ]);
  return postView(listed[0]!, context, decisions, workspace.timezone);
}
