import { useMutation } from '@tanstack/react-query';
import { postsImportMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';

/**
 * POST /posts/import: all the file's posts, or none. The dialog shows a refusal itself (the file changed, or the
 * workspace did, since the preview), so no toast for it; a success is told here, and the outboxes and calendars
 * the new posts joined are read again, as after any write to posts.
 */
export function useImport() {
  const { toast, onSettled } = useWriteFeedback();
  return useMutation({
    ...postsImportMutation(),
    meta: { quiet: true },
    onSuccess: (result) => {
      const created = result.data.post_id.length;
      toast.show(created === 1 ? '1 post created' : `${created} posts created`);
      // Not awaited: the dialog closes at once, the lists catch up behind it.
      void onSettled();
    },
  });
}
