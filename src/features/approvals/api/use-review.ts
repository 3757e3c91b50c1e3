import { everyOutboxKey } from '../../../api/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  draftsGetQueryKey,
  postsApprovePostMutation,
  postsDisapprovePostMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';

function useReviewFeedback() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    toast,
    onError: (error: unknown) => toast.show(apiErrorMessage(error), { tone: 'error' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: everyOutboxKey() }),
        queryClient.invalidateQueries({ queryKey: draftsGetQueryKey() }),
      ]),
  };
}

export function useApprovePost() {
  const { toast, ...feedback } = useReviewFeedback();
  return useMutation({ ...postsApprovePostMutation(), ...feedback, onSuccess: (result) => toast.show(result.data) });
}

export function useDisapprovePost() {
  const { toast, ...feedback } = useReviewFeedback();
  return useMutation({
    ...postsDisapprovePostMutation(),
    ...feedback,
    onSuccess: (result) => toast.show(result.data.message),
  });
}
