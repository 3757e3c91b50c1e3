import { useMutation } from '@tanstack/react-query';
import { postsCopyMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';

/** POST /posts/copy: an independent post with the same content at the end of another channel's queue. */
export function useCopyPost() {
  const { toast, onSettled } = useWriteFeedback();
  return useMutation({
    ...postsCopyMutation(),
    onSettled,
    onSuccess: (result) =>
      toast.show(
        result.data.errorMessages.length
          ? result.data.errorMessages.join(' ')
          : 'Copied: the copy joined the end of that channel’s queue.',
      ),
  });
}
