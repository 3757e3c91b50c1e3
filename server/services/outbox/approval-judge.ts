import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postApprovals } from '../../db/schema.ts';
import { currentStep, decidersOf, type Deciders } from '../../domain/approval-steps.ts';
import { conflict, forbidden, type DomainError } from '../../domain/errors.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { StepsContext } from '../workspaces/approval-steps.ts';
import { POST_STATUS, type PostRow } from './read.ts';

/** A decision on a post that no longer awaits one: what became of it, as a 409. */
export function decidedAlready(post: Pick<PostRow, 'status' | 'toApprove'> | undefined): DomainError {
  const said = (message: string) => conflict('not_awaiting_approval', message);
  if (!post) return said('This post was deleted meanwhile; there is nothing left to decide.');
  if (post.status === POST_STATUS.returned)
    return said('This post was already sent back to its writer as a draft, so it is no longer awaiting approval.');
  if (post.status === POST_STATUS.published) return said('This post is already published.');
  return said('This post is not awaiting approval: it was approved already, or never needed approval.');
}

export type Decision = typeof postApprovals.$inferSelect;

/** The decision made at a step of the post's current round (the latest one, without a step), if one was. */
export async function decisionAt(db: Db, postId: number, step?: number): Promise<Decision | undefined> {
  const [row] = await db
    .select()
    .from(postApprovals)
    .where(and(eq(postApprovals.postId, postId), step === undefined ? undefined : eq(postApprovals.step, step)))
    .orderBy(desc(postApprovals.step))
    .limit(1);
  return row;
}

/** Someone decided the step first: who, and what, as a 409. */
export function alreadyDecided(decision: Decision): DomainError {
  const what = decision.decision === 'approved' ? 'approved this post' : 'sent this post back';
  const where = decision.step > 1 ? ` at step ${decision.step}` : '';
  return conflict('already_decided', `${decision.decidedByName} already ${what}${where}; it is decided.`);
}

/** A decision refused to the caller, saying who may make it. */
function refused(steps: StepsContext['steps'], deciders: Deciders, step = 1): DomainError {
  if (steps.length === 1 && deciders.who === 'owners_admins')
    return forbidden('Only owners and admins can approve posts or send them back.');
  return forbidden(`Step ${step} of ${steps.length} of this post's approval is for ${deciders.label} to decide.`);
}

/** The step a decision is on: as the post stores it and as the steps now count it, and whether it is the last. */
export interface Judged {
  step: number;
  stored: number;
  of: number;
  last: boolean;
  deciders: Deciders;
}

/** The step `step` of a post waiting at it, as a decision on it is made: where it is stored, of how many, who decides. */
export const judgedAt = (post: PostRow, { steps, members }: StepsContext, step: number): Judged => ({
  step,
  stored: post.approvalStep!,
  of: steps.length,
  last: step === steps.length,
  deciders: decidersOf(steps[step - 1]!, members),
});

/**
 * Whether the caller may decide the post now, and at which step (decision 057). A reviewer who decided nothing yet
 * and finds the post already moved on (someone decided the step they saw, on this instance or another) is told who
 * did it (409 `already_decided`), not that the next step is not theirs; `seen`, the step the caller saw, makes that
 * exact. Anyone who may not decide the post's step is refused (403) with who may.
 */
export async function decideStep(
  db: Db,
  auth: AuthContext,
  post: PostRow,
  context: StepsContext,
  seen: number | undefined,
): Promise<Judged> {
  const { steps, members } = context;
  const awaiting = post.toApprove && post.status === POST_STATUS.pending && post.approvalStep !== null;
  const couldDecide = (step: number) =>
    step <= steps.length && decidersOf(steps[step - 1]!, members).userIds.includes(auth.userId);
  const earlier = async () => {
    const decided = await decisionAt(db, post.id, seen);
    return decided && (seen !== undefined || couldDecide(decided.step)) ? decided : undefined;
  };
  // Who decides no step at all is refused before anything is said of the post.
  if (!steps.some((_, i) => couldDecide(i + 1))) throw refused(steps, decidersOf(steps[0]!, members));
  if (!awaiting) {
    const decided = await earlier();
    throw decided ? alreadyDecided(decided) : decidedAlready(post);
  }
  const step = currentStep(post.approvalStep, steps)!;
  const deciders = decidersOf(steps[step - 1]!, members);
  if (seen !== undefined && seen !== step) {
    const decided = await earlier();
    if (decided) throw alreadyDecided(decided);
    throw conflict('step_changed', `This post waits at step ${step} now, for ${deciders.label}; look at it again.`);
  }
  if (!deciders.userIds.includes(auth.userId)) {
    const decided = seen === undefined ? await earlier() : undefined;
    if (decided && decided.step < step) throw alreadyDecided(decided);
    throw refused(steps, deciders, step);
  }
  return judgedAt(post, context, step);
}
