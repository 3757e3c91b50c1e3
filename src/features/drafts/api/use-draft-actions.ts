import { everyOutboxKey } from '../../../api/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  draftsAddToStackMutation,
  draftsDeleteMutation,
  draftsGetQueryKey,
  draftsUpdateMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { Draft } from '../../../api/generated/types.gen';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { pendingDeletes } from './pending-deletes';

export const UNDO_WINDOW_MS = 8_000;

function useDraftFeedback() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    toast,
    onError: (error: unknown) => toast.show(apiErrorMessage(error), { tone: 'error' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: draftsGetQueryKey() }),
        queryClient.invalidateQueries({ queryKey: everyOutboxKey() }),
      ]),
  };
}

export function useAddDraftToQueue() {
  const { toast, ...feedback } = useDraftFeedback();
  return useMutation({
    ...draftsAddToStackMutation(),
    ...feedback,
    onSuccess: (result) => toast.show(result.data.message),
  });
}

/** Share now keeps the draft's text as it is; the service publishes it (or sends a collaborator's for approval). */
export function useShareDraftNow(collaborator: boolean) {
  const { toast, ...feedback } = useDraftFeedback();
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
  const { toast, ...feedback } = useDraftFeedback();
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
