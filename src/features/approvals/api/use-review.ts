import { useWriteFeedback } from '../../../api/use-write-feedback';
import { useMutation } from '@tanstack/react-query';
import {
  postsApprovePostMutation,
  postsDisapprovePostMutation,
} from '../../../api/generated/@tanstack/react-query.gen';

export function useApprovePost() {
  const { toast, ...feedback } = useWriteFeedback();
  return useMutation({ ...postsApprovePostMutation(), ...feedback, onSuccess: (result) => toast.show(result.data) });
}

export function useDisapprovePost() {
  const { toast, ...feedback } = useWriteFeedback();
  return useMutation({
    ...postsDisapprovePostMutation(),
    ...feedback,
    onSuccess: (result) => toast.show(result.data.message),
  });
}
