import { useMutation } from '@tanstack/react-query';
import { postsDeleteMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { OutboxPost } from '../../../api/generated/types.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';
import { deleteAfterUndoWindow } from '../../../lib/deferred-delete';
import { pendingPostDeletes } from '../../../lib/pending-post-deletes';

/**
 * DELETE /posts/delete, after an undo window: the post (or its whole group) is hidden at once and deleted when
 * the window closes, unless the user undoes it. A refusal then shows the post again, with the service's reason.
 */
export function useDeletePost() {
  const { onSettled } = useWriteFeedback();
  const remove = useMutation({
    ...postsDeleteMutation(),
    onSettled: async (_data, _error, variables) => {
      await onSettled();
      pendingPostDeletes.remove(variables.query.post_id);
    },
  });
  /** `scope`: true for its whole group, 'series' for every occurrence of its series still in the outbox. */
  return (post: OutboxPost, scope: boolean | 'series' = false) => {
    const series = scope === 'series' ? post.series_id : undefined;
    const wholeGroup = scope === true;
    pendingPostDeletes.add(post.post_id, { postId: post.post_id, hash: wholeGroup ? post.hash : undefined, series });
    const query = {
      channel_id: Number(post.channel_id),
      post_id: post.post_id,
      delete_mapped: wholeGroup ? 1 : 0,
      ...(series ? { delete_series: 1 } : {}),
    };
    const count = wholeGroup ? (post.map_ids ?? 1) : 1;
    deleteAfterUndoWindow({
      deleted: series
        ? 'The series’ posts still to go out deleted.'
        : count > 1
          ? `${count} posts deleted.`
          : 'Post deleted.',
      restored: series ? 'The series restored.' : count > 1 ? `${count} posts restored.` : 'Post restored.',
      remove: () => remove.mutate({ query }),
      restore: () => pendingPostDeletes.remove(post.post_id),
    });
  };
}
