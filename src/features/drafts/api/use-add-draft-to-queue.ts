import { useMutation } from '@tanstack/react-query';
import { draftsAddToStackMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';

/** POST /drafts/add_to_stack: the draft becomes a post at the end of each of its channels' queues. */
export function useAddDraftToQueue() {
  const { toast, onSettled } = useWriteFeedback();
  return useMutation({
    ...draftsAddToStackMutation(),
    onSettled,
    onSuccess: (result) => toast.show(result.data.message),
  });
}
