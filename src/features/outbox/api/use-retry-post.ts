import { useMutation } from '@tanstack/react-query';
import { postsAddToStackMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';

/** POST /posts/addToStack: a failed (or pinned) post goes to the end of its queue. */
export function useRetryPost() {
  const { toast, onSettled } = useWriteFeedback();
  return useMutation({ ...postsAddToStackMutation(), onSettled, onSuccess: (result) => toast.show(result.data) });
}
