import { useMutation } from '@tanstack/react-query';
import { reviewsListQueryKey, reviewsRevokeMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

export function useRevokeReview() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...reviewsRevokeMutation(),
    onSuccess: () => toast.show('Review link withdrawn: it no longer opens.'),
    onSettled: () => refresh(reviewsListQueryKey()),
  });
}
