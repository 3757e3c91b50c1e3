import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { postsImportMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { everyOutboxKey } from '../../../api/query-keys';
import { useToast } from '../../../components/ui/toast';

/** Every calendar range and its free slots: the generated keys' `_id` is the operation's name. */
const isCalendarQuery = (query: Query) => {
  const id = (query.queryKey[0] as { _id?: unknown } | undefined)?._id;
  return typeof id === 'string' && id.startsWith('postsCalendar');
};

/**
 * POST /posts/import: all the file's posts, or none. The dialog shows a refusal itself (the file changed, or the
 * workspace did, since the preview), so no toast for it; a success is told here, and the outboxes and calendars
 * the new posts joined are read again.
 */
export function useImport() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...postsImportMutation(),
    meta: { quiet: true },
    onSuccess: (result) => {
      const created = result.data.post_id.length;
      toast.show(created === 1 ? '1 post created' : `${created} posts created`);
      // Not awaited: the dialog closes at once, the lists catch up behind it.
      void queryClient.invalidateQueries({ queryKey: everyOutboxKey() });
      void queryClient.invalidateQueries({ predicate: isCalendarQuery });
    },
  });
}
