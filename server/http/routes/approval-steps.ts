import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { invalid } from '../../domain/errors.ts';
import type { ApprovalStep } from '../../domain/approval-steps.ts';
import { requireManager } from '../../services/workspaces/access.ts';
import { approvalStepsOf, saveSteps } from '../../services/workspaces/approval-steps.ts';

type StepParams = Partial<Record<`step_${1 | 2 | 3}`, ApprovalStep['who']>> &
  Partial<Record<`step_${1 | 2 | 3}_user_id`, number>>;

/** The steps the parameters list, in order: step_3 without step_2 is a gap, and a member step names its member. */
function stepsOf(params: StepParams): ApprovalStep[] {
  const steps: ApprovalStep[] = [];
  for (const n of [1, 2, 3] as const) {
    const who = params[`step_${n}`];
    const userId = params[`step_${n}_user_id`];
    if (who === undefined) {
      if (userId !== undefined)
        throw invalid('invalid_parameter', `step_${n}_user_id needs step_${n}=member.`, `step_${n}`);
      continue;
    }
    if (steps.length !== n - 1)
      throw invalid('invalid_parameter', `step_${n} needs step_${n - 1}: steps have no gaps.`, `step_${n}`);
    if (who === 'member' && userId === undefined)
      throw invalid(
        'missing_parameter',
        `step_${n}=member names the member in step_${n}_user_id.`,
        `step_${n}_user_id`,
      );
    if (who !== 'member' && userId !== undefined)
      throw invalid('invalid_parameter', `step_${n}_user_id goes only with step_${n}=member.`, `step_${n}_user_id`);
    steps.push({ who, userId: userId ?? null });
  }
  return steps;
}

/** Settings → Approvals: who approves collaborators' posts, step by step (decision 057). */
export function approvalStepsRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('workspaceApprovalSteps'), async ({ auth }) => {
    requireManager(auth, 'see the approval steps');
    return { status: 'success' as const, data: await approvalStepsOf(deps.db, auth.workspaceId) };
  });

  router.route(operationById('workspaceUpdateApprovalSteps'), async ({ params, auth, changed }) => {
    requireManager(auth, 'change the approval steps');
    const { view } = await saveSteps(deps.db, auth, stepsOf(params), deps.now());
    // Every post awaiting approval says its step and who decides it: every outbox answer is stale.
    changed([]);
    deps.events.publish(auth.workspaceId, { type: 'outbox', channelIds: [] });
    return { status: 'success' as const, data: view };
  });
}
