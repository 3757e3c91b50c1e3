import { useMutation } from '@tanstack/react-query';
import {
  workspaceApprovalStepsQueryKey,
  workspaceUpdateApprovalStepsMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { everyCalendarKey, everyOutboxKey } from '../../../api/query-keys';
import { useCallFeedback } from '../../../api/use-write-feedback';

/**
 * Saves who approves collaborators' posts, step by step. A shorter list moves posts waiting beyond its end to its
 * last step (decision 057), so the outboxes and calendars are read again with the steps.
 */
export function useSaveApprovalSteps() {
  const { toast, queryClient, refresh } = useCallFeedback();
  return useMutation({
    ...workspaceUpdateApprovalStepsMutation(),
    // The form shows a refusal beside the step it names.
    meta: { quiet: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(workspaceApprovalStepsQueryKey(), answer);
      toast.show(
        answer.data.steps.length === 1
          ? 'Approval saved: one step.'
          : `Approval saved: ${answer.data.steps.length} steps.`,
      );
    },
    onSettled: () => void refresh(workspaceApprovalStepsQueryKey(), everyOutboxKey(), everyCalendarKey()),
  });
}
