import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxDeleteComment } from '../../../api/generated/sdk.gen';
import type { InboxItem } from '../../../api/generated/types.gen';
import { threadOptions } from './thread-queries';

/** Deletes a comment or message the channel wrote, on its network too; the thread is fetched again after. */
export function useDeleteComment(thread: InboxItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (post: InboxItem) =>
      (
        await inboxDeleteComment({
          query: {
            post_id: Number(post.post_id),
            channel_id: Number(post.channel_id),
            channel_type: Number(post.channel),
            ...(post.is_direct_post === '1' ? { is_message: 1 } : {}),
          },
          throwOnError: true,
        })
      ).data,
    meta: { errorMessage: 'Deleting did not work:' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: threadOptions(thread).queryKey }),
  });
}
