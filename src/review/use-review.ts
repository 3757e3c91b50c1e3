import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { decide, getReview, ReviewError, type DecideBody, type Review, type ReviewPost } from './review-api';

export const reviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['review', token],
    queryFn: () => getReview(token),
  });

/** The page's reads try again when the connection failed, not on an answer of the service (404, 429). */
export const retryConnection = (count: number, error: unknown) =>
  count < 2 && error instanceof ReviewError && error.status === 0;

/** The review with one post as the service answered it after a decision. */
function storePost(queryClient: QueryClient, token: string, post: ReviewPost) {
  queryClient.setQueryData<Review>(
    reviewQuery(token).queryKey,
    (review) => review && { ...review, posts: review.posts.map((p) => (p.post_id === post.post_id ? post : p)) },
  );
}

/**
 * Someone decided first (409), or the post or the link is gone (404): the review is read again, so the page shows
 * what is true now (or the expired page).
 */
const staleAfter = (error: unknown) => error instanceof ReviewError && (error.status === 409 || error.status === 404);

/** A decision on one post; the post comes back with its new state and decisions. */
export function useDecide(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideBody) => decide(token, body),
    onSuccess: ({ post }) => storePost(queryClient, token, post),
    onError: (error) => {
      if (staleAfter(error)) void queryClient.invalidateQueries({ queryKey: reviewQuery(token).queryKey });
    },
  });
}

/** Approves the given posts one after another, stopping at the first refusal; answers how many were approved. */
export function useApproveAll(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postIds, name }: { postIds: string[]; name: string }) => {
      for (const post_id of postIds) {
        const { post } = await decide(token, { post_id, decision: 'approve', comment: '', name });
        storePost(queryClient, token, post);
      }
      return postIds.length;
    },
    onError: (error) => {
      if (staleAfter(error)) void queryClient.invalidateQueries({ queryKey: reviewQuery(token).queryKey });
    },
  });
}

/** What a failed call means for the visitor, and what to do next. */
export function errorText(error: unknown): string {
  if (!(error instanceof ReviewError) || error.status === 0)
    return 'The connection failed, so nothing was sent. Check that you are online, then try again.';
  if (error.status === 429) {
    const wait = error.retryAfter ? `${error.retryAfter} seconds` : 'a minute';
    return `Too many tries in a short time. Wait ${wait}, then try again.`;
  }
  if (error.status === 409) return `${error.message} The review was loaded again: here is where the post stands now.`;
  if (error.status >= 500) return 'Something went wrong on our side, so nothing was saved. Try again in a moment.';
  return error.message;
}
