import { useWriteFeedback } from '../../../api/use-write-feedback';
import { useMutation } from '@tanstack/react-query';
import {
  postsAddToStackMutation,
  postsCopyMutation,
  postsDeleteMutation,
  postsShareNowMutation,
} from '../../../api/generated/@tanstack/react-query.gen';

export function useShareNow() {
  const { toast, ...feedback } = useWriteFeedback();
  return useMutation({ ...postsShareNowMutation(), ...feedback, onSuccess: (result) => toast.show(result.data) });
}

export function useAddToStack() {
  const { toast, ...feedback } = useWriteFeedback();
  return useMutation({ ...postsAddToStackMutation(), ...feedback, onSuccess: (result) => toast.show(result.data) });
}

export function useDeletePost() {
  const { toast, ...feedback } = useWriteFeedback();
  return useMutation({ ...postsDeleteMutation(), ...feedback, onSuccess: (result) => toast.show(result.data) });
}

export function useCopyPost() {
  const { toast, ...feedback } = useWriteFeedback();
  return useMutation({
    ...postsCopyMutation(),
    ...feedback,
    onSuccess: (result) =>
      toast.show(
        result.data.errorMessages.length
          ? result.data.errorMessages.join(' ')
          : 'Copied: the copy joined the end of that channel’s queue.',
      ),
  });
}
