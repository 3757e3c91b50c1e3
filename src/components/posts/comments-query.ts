import { postsCommentsOptions } from '../../api/generated/@tanstack/react-query.gen';

/** What a thread is on: a post, or a draft (decision 056). */
export type CommentsOn = { post_id: number } | { draft_id: number };

/** GET /posts/comments for one post or draft: the thread, and the approval card's count. */
export const commentsOptions = (on: CommentsOn) => postsCommentsOptions({ query: on });

/** Whether a `comments` event names this thread; the stream relays its data unchecked (lib/events.ts). */
export const namesThread = (event: Partial<{ post_id: unknown; draft_id: unknown }> | null, on: CommentsOn) =>
  'post_id' in on ? event?.post_id === String(on.post_id) : event?.draft_id === String(on.draft_id);
