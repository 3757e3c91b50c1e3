import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { approvalSteps, memberships, postApprovals, posts, users, workspaces } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  DEFAULT_APPROVAL_STEPS,
  decidersOf,
  stepsInWords,
  type ApprovalStep,
  type StepMember,
} from '../../domain/approval-steps.ts';
import { personSubject, workspaceSubject } from '../../domain/audit-subjects.ts';
import { invalid } from '../../domain/errors.ts';
import type { AuthContext } from './auth-context.ts';
import { requireManager } from './access.ts';
import { recordAudit } from './audit.ts';
import { actorOf } from './people.ts';

/** A workspace's steps in order; the one step of owners and admins when it chose none. */
export async function readSteps(db: Db, workspaceId: number): Promise<ApprovalStep[]> {
  const rows = await db
    .select({ who: approvalSteps.who, userId: approvalSteps.userId })
    .from(approvalSteps)
    .where(eq(approvalSteps.workspaceId, workspaceId))
    .orderBy(asc(approvalSteps.position));
  return rows.length ? rows : [...DEFAULT_APPROVAL_STEPS];
}

/** The workspace's members as the steps need them. */
export async function stepMembers(db: Db, workspaceId: number): Promise<StepMember[]> {
  return db
    .select({ userId: memberships.userId, name: users.name, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(asc(memberships.userId));
}

/** What a listing or a decision needs to say who decides a post's step: the steps and the members, read once. */
export interface StepsContext {
  steps: ApprovalStep[];
  members: StepMember[];
}

export async function stepsContext(db: Db, workspaceId: number): Promise<StepsContext> {
  const [steps, members] = await Promise.all([readSteps(db, workspaceId), stepMembers(db, workspaceId)]);
  return { steps, members };
}

/** The steps as `workspace/approvalSteps` answers them, with who decides each now. */
export function stepsView(context: StepsContext, approvalRequired: boolean) {
  return {
    approval_required: approvalRequired,
    steps: context.steps.map((step, index) => {
      const deciders = decidersOf(step, context.members);
      return {
        position: index + 1,
        who: step.who,
        user_id: step.userId === null ? '' : String(step.userId),
        deciders: deciders.label,
        decider_ids: deciders.userIds.join('_'),
      };
    }),
  };
}

export async function approvalStepsOf(db: Db, workspaceId: number) {
  const [[workspace], context] = await Promise.all([
    db.select({ approvalRequired: workspaces.approvalRequired }).from(workspaces).where(eq(workspaces.id, workspaceId)),
    stepsContext(db, workspaceId),
  ]);
  return stepsView(context, workspace!.approvalRequired);
}

/**
 * Replaces the workspace's steps (owners and admins). A `member` step names a member who is not a client (the
 * client step is theirs); the others name nobody. Posts waiting at a step the new list no longer has wait at its
 * last one. Under the workspace's row lock, so two saves do not interleave; audited with the list in words.
 */
export async function saveSteps(db: Db, auth: AuthContext, steps: ApprovalStep[], now: Date) {
  requireManager(auth, 'change the approval steps');
  return inTransaction(db, async (tx) => {
    const [workspace] = await tx
      .select({ id: workspaces.id, name: workspaces.name, approvalRequired: workspaces.approvalRequired })
      .from(workspaces)
      .where(eq(workspaces.id, auth.workspaceId))
      .for('no key update');
    const members = await stepMembers(tx, auth.workspaceId);
    steps.forEach((step, index) => {
      if (step.who !== 'member') return;
      const field = `step_${index + 1}_user_id`;
      const named = members.find((m) => m.userId === step.userId);
      if (!named) throw invalid('invalid_parameter', `Step ${index + 1}: choose a member of this workspace.`, field);
      if (named.role === 'client')
        throw invalid(
          'invalid_parameter',
          `Step ${index + 1}: ${named.name} is a client; choose “the client” for their step.`,
          field,
        );
    });
    await tx.delete(approvalSteps).where(eq(approvalSteps.workspaceId, auth.workspaceId));
    await tx.insert(approvalSteps).values(
      steps.map((step, index) => ({
        workspaceId: auth.workspaceId,
        position: index + 1,
        who: step.who,
        userId: step.who === 'member' ? step.userId : null,
        createdAt: now,
      })),
    );
    // A shorter list: posts waiting beyond its end wait at its last step, which then queues them.
    const moved = await tx
      .update(posts)
      .set({ approvalStep: steps.length, updatedAt: now })
      .where(
        and(eq(posts.workspaceId, auth.workspaceId), eq(posts.toApprove, true), gt(posts.approvalStep, steps.length)),
      )
      .returning({ id: posts.id, channelId: posts.channelId });
    // Their last step is to be decided again: what was decided at it, when it was a middle one, no longer holds.
    if (moved.length)
      await tx.delete(postApprovals).where(
        and(
          inArray(
            postApprovals.postId,
            moved.map((m) => m.id),
          ),
          gte(postApprovals.step, steps.length),
        ),
      );
    const named = steps.flatMap((s) => members.filter((m) => s.who === 'member' && m.userId === s.userId));
    await recordAudit(
      tx,
      auth.workspaceId,
      actorOf(auth),
      'workspace.approval_steps_changed',
      workspace!.name,
      { steps: stepsInWords(steps, members), count: steps.length },
      [workspaceSubject(workspace!), ...named.map((m) => personSubject({ id: m.userId, name: m.name }))],
    );
    return {
      view: stepsView({ steps, members }, workspace!.approvalRequired),
      movedChannelIds: [...new Set(moved.map((m) => m.channelId))],
    };
  });
}
