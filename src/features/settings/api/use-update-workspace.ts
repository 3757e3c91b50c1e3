import { useMutation } from '@tanstack/react-query';
import {
  accountGetQueryKey,
  workspaceApprovalStepsQueryKey,
  workspaceGetQueryKey,
  workspaceUpdateMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { everyOutboxKey } from '../../../api/query-keys';
import { useCallFeedback } from '../../../api/use-write-feedback';

const posts = (n: number) => (n === 1 ? '1 queued post' : `${n} queued posts`);

export function useUpdateWorkspace() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...workspaceUpdateMutation(),
    // The form shows a refusal itself.
    meta: { quiet: true },
    onSuccess: ({ data }, { body }) =>
      toast.show(
        body.timezone
          ? `Workspace saved. ${posts(data.requeued_posts)} re-timed to ${data.timezone}.`
          : 'Workspace saved.',
      ),
    // The header shows the name; every page reads the zone from the account; a new zone moves queued posts; the
    // approval steps say whether approval is on.
    // Not awaited: the confirmation closes with the answer, not after every list has loaded again.
    onSettled: () =>
      void refresh(workspaceGetQueryKey(), accountGetQueryKey(), everyOutboxKey(), workspaceApprovalStepsQueryKey()),
  });
}
