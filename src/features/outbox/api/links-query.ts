import { postsGetLinksOptions } from '../../../api/generated/@tanstack/react-query.gen';

/**
 * A post's short links and their clicks. Clicks come from people outside the dashboard, so no event tells of
 * them: the list is asked for again each time it is shown (and when the window gets focus back).
 */
export const linksOptions = (postId: number) => ({
  ...postsGetLinksOptions({ query: { post_id: postId } }),
  staleTime: 0,
});
