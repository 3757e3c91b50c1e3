import { useMutation } from '@tanstack/react-query';
import { draftsDeleteMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { Draft } from '../../../api/generated/types.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';
import { deleteAfterUndoWindow } from '../../../lib/deferred-delete';
import { pendingDraftDeletes } from './pending-deletes';

/** Hides the draft at once and deletes it when the undo window closes, unless the user undoes it. */
export function useDeleteDraftWithUndo() {
  const { onSettled } = useWriteFeedback();
  const remove = useMutation({
    ...draftsDeleteMutation(),
    onSettled: async (_data, _error, variables) => {
      await onSettled();
      pendingDraftDeletes.remove(variables.query.draft_id);
    },
  });
  return (draft: Draft) => {
    pendingDraftDeletes.add(draft.draft_id, draft.draft_id);
    deleteAfterUndoWindow({
      deleted: 'Draft deleted.',
      restored: 'Draft restored.',
      remove: () => remove.mutate({ query: { draft_id: draft.draft_id } }),
      restore: () => pendingDraftDeletes.remove(draft.draft_id),
    });
  };
}
