import { useMutation } from '@tanstack/react-query';
import { postsCopyMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { HistoryPost } from '../../../api/generated/types.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';

/**
 * "Share again": POST /posts/copy of a published post to its own channel, a new post at the end of that queue (a
 * collaborator's waits for approval first, as any post they write).
 */
export function useShareAgain() {
  const { toast, onSettled } = useWriteFeedback();
  const mutation = useMutation({
    ...postsCopyMutation(),
    meta: { errorMessage: 'The post was not shared again.' },
    onSettled,
  });
  return {
    ...mutation,
    shareAgain: (post: HistoryPost) =>
      mutation.mutate(
        { body: { channel_id: Number(post.channel_id), post_id: post.post_id } },
        {
          onSuccess: (result) => {
            const { errorMessages, params } = result.data;
            if (errorMessages.length) return toast.show(errorMessages.join(' '), { tone: 'error' });
            toast.show(
              params?.to_approve
                ? `Shared again: the copy waits for approval in ${post.channel_name}’s outbox.`
                : `Shared again: the copy joined the end of ${post.channel_name}’s queue.`,
            );
          },
        },
      ),
  };
}
