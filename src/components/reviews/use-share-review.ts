import { useMutation } from '@tanstack/react-query';
import { reviewsCreateMutation, reviewsListQueryKey } from '../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../api/use-write-feedback';

/**
 * Makes a review link. Its answer holds the url, shown once: `gcTime` 0 keeps it no longer than the dialog shows
 * it, and the dialog tells a refusal itself (`quiet`), beside the form it is about.
 */
export function useShareReview() {
  const { refresh } = useCallFeedback();
  return useMutation({
    ...reviewsCreateMutation(),
    gcTime: 0,
    meta: { quiet: true },
    onSettled: () => refresh(reviewsListQueryKey()),
  });
}
