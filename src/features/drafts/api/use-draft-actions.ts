import { useWriteFeedback } from '../../../api/use-write-feedback';
import { useMutation } from '@tanstack/react-query';
import {
  draftsAddToStackMutation,
  draftsDeleteMutation,
  draftsUpdateMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { Draft } from '../../../api/generated/types.gen';
import { pendingDeletes } from './pending-deletes';

export const UNDO_WINDOW_MS = 8_000;

export function useAddDraftToQueue() {
  const { toast, ...feedback } = useWriteFeedback();
  return useMutation({
    ...draftsAddToStackMutation(),
    ...feedback,
    onSuccess: (result) => toast.show(result.data.message),
  });
}

/** Share now keeps the draft's text as it is; the service publishes it (or sends a collaborator's for approval). */
export function useShareDraftNow(collaborator: boolean) {
  const { toast, ...feedback } = useWriteFeedback();
  const mutation = useMutation({
    ...draftsUpdateMutation(),
    ...feedback,
    onSuccess: () => toast.show(collaborator ? 'Sent for approval: an owner or admin will review it.' : 'Published.'),
  });
  return {
    ...mutation,
    share: (draft: Draft) =>
      mutation.mutate({ body: { draft_id: draft.draft_id, message: draft.message, share_now: 1 } }),
  };
}

/** Hides the draft at once and deletes it when the undo window closes, unless the user undoes it. */
export function useDeleteDraftWithUndo() {
  const { toast, ...feedback } = useWriteFeedback();
  const remove = useMutation({
    ...draftsDeleteMutation(),
    ...feedback,
    onSettled: async (...args) => {
      await feedback.onSettled();
      pendingDeletes.remove(args[2].query.draft_id);
    },
  });
  return (draft: Draft) => {
    pendingDeletes.add(draft.draft_id);
    const timer = window.setTimeout(() => remove.mutate({ query: { draft_id: draft.draft_id } }), UNDO_WINDOW_MS);
    toast.show('Draft deleted.', {
      durationMs: UNDO_WINDOW_MS,
      action: {
        label: 'Undo',
        run: () => {
          window.clearTimeout(timer);
          pendingDeletes.remove(draft.draft_id);
          toast.show('Draft restored.');
        },
      },
    });
  };
}
