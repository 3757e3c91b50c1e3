import { useMutation } from '@tanstack/react-query';
import { postsDisapprovePostMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';

/** POST /posts/disapprovePost: the post leaves the outbox and becomes its writer's draft, with the reason. */
export function useDisapprovePost() {
  const { toast, onSettled } = useWriteFeedback();
  return useMutation({
    ...postsDisapprovePostMutation(),
    onSettled,
    onSuccess: (result) => toast.show(result.data.message),
  });
}
