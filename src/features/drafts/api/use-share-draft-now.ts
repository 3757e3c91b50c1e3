import { useMutation } from '@tanstack/react-query';
import { draftsUpdateMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { Draft } from '../../../api/generated/types.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';

/** Share now keeps the draft's text as it is; the service publishes it (or sends a collaborator's for approval). */
export function useShareDraftNow(collaborator: boolean) {
  const { toast, onSettled } = useWriteFeedback();
  const mutation = useMutation({
    ...draftsUpdateMutation(),
    onSettled,
    onSuccess: () => toast.show(collaborator ? 'Sent for approval: an owner or admin will review it.' : 'Published.'),
  });
  return {
    ...mutation,
    /** `onDone`: once the draft has gone to the outbox, and so from the page. */
    share: (draft: Draft, onDone?: () => void) =>
      mutation.mutate(
        { body: { draft_id: draft.draft_id, message: draft.message, share_now: 1 } },
        { onSuccess: onDone },
      ),
  };
}
