import { useMutation } from '@tanstack/react-query';
import { postsBulkDeleteMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';
import { deleteAfterUndoWindow } from '../../../lib/deferred-delete';
import { pendingPostDeletes } from '../../../lib/pending-post-deletes';

/**
 * Deletes several posts after the undo window (decision 014): hidden at once everywhere (outbox and calendar),
 * deleted on the service, all or none, when the window closes; a refusal shows them again with the reason.
 */
export function useBulkDelete() {
  const { onSettled } = useWriteFeedback();
  const remove = useMutation({
    ...postsBulkDeleteMutation(),
    meta: { errorMessage: 'The posts were not deleted.' },
    onSettled: async (_data, _error, variables) => {
      await onSettled();
      for (const id of variables.query.post_ids.split('_')) pendingPostDeletes.remove(Number(id));
    },
  });
  return (postIds: number[]) => {
    for (const postId of postIds) pendingPostDeletes.add(postId, { postId });
    const what = postIds.length === 1 ? 'Post' : `${postIds.length} posts`;
    deleteAfterUndoWindow({
      deleted: `${what} deleted.`,
      restored: `${what} restored.`,
      remove: () => remove.mutate({ query: { post_ids: postIds.join('_') } }),
      restore: () => postIds.forEach((id) => pendingPostDeletes.remove(id)),
    });
  };
}
