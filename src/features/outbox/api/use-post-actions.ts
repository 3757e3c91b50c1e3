import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postsAddToStackMutation,
  postsCopyMutation,
  postsDeleteMutation,
  postsShareNowMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { everyOutboxKey } from '../../../api/query-keys';

/** Every outbox action says what happened, shows the service's reason on failure, and refreshes the outboxes. */
function useFeedback() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    done: (message: string) => toast.show(message),
    onError: (error: unknown) => toast.show(apiErrorMessage(error), { tone: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: everyOutboxKey() }),
  };
}

export function useShareNow() {
  const { done, ...feedback } = useFeedback();
  return useMutation({ ...postsShareNowMutation(), ...feedback, onSuccess: (result) => done(result.data) });
}

export function useAddToStack() {
  const { done, ...feedback } = useFeedback();
  return useMutation({ ...postsAddToStackMutation(), ...feedback, onSuccess: (result) => done(result.data) });
}

export function useDeletePost() {
  const { done, ...feedback } = useFeedback();
  return useMutation({ ...postsDeleteMutation(), ...feedback, onSuccess: (result) => done(result.data) });
}

export function useCopyPost() {
  const { done, ...feedback } = useFeedback();
  return useMutation({
    ...postsCopyMutation(),
    ...feedback,
    onSuccess: (result) =>
      done(
        result.data.errorMessages.length
          ? result.data.errorMessages.join(' ')
          : 'Copied: the copy joined the end of that channel’s queue.',
      ),
  });
}
