import { useMutation } from '@tanstack/react-query';
import { postsApprovePostMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';

/** POST /posts/approvePost: the post joins its channel's queue (or keeps its custom time). */
export function useApprovePost() {
  const { toast, onSettled } = useWriteFeedback();
  return useMutation({ ...postsApprovePostMutation(), onSettled, onSuccess: (result) => toast.show(result.data) });
}
