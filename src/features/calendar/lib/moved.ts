import type { CalendarPost, PostsCalendarResponse } from '../../../api/generated/types.gen';
import { addDays } from '../../../lib/time';

/** Where posts are moved: one post to a time (`YYYY-MM-DD HH:mm:ss` in the workspace zone), or several by days. */
export type Move = { postIds: number[]; to: string } | { postIds: number[]; shiftDays: number };

const byTime = (a: CalendarPost, b: CalendarPost) =>
  a.display_time.localeCompare(b.display_time) || a.post_id - b.post_id;

/**
 * A queued post dropped on a slot its own queue holds stays queued and takes that slot: the queue is reordered and
 * its slot times stay (as posts/reorder does). Answers the queue's posts with their new times, or null when the
 * drop is not on such a slot.
 */
export function reorderedQueue(posts: readonly CalendarPost[], post: CalendarPost, to: string): CalendarPost[] | null {
  if (post.state !== 'queued') return null;
  const queue = posts.filter((p) => p.channel_id === post.channel_id && p.state === 'queued').sort(byTime);
  const target = queue.findIndex((p) => p.display_time === to);
  if (target < 0) return null;
  const slots = queue.map((p) => [p.display_time, p.utc_post_time] as const);
  const order = queue.filter((p) => p.post_id !== post.post_id);
  order.splice(target, 0, post);
  return order.map((p, i) => ({ ...p, display_time: slots[i]![0], utc_post_time: slots[i]![1] }));
}

/** A post pinned at a time: it leaves its queue (or stays awaiting approval); a failed one will be tried again. */
function pinned(post: CalendarPost, to: string): CalendarPost {
  const { error_message: _reason, ...rest } = post;
  return {
    ...rest,
    display_time: to,
    state: post.state === 'awaiting_approval' ? 'awaiting_approval' : 'pinned',
    is_custom_time: 1,
    is_processed: 0,
  };
}

/**
 * The calendar as it will be once a move is saved, shown at once (the answer, then a fresh read, correct the rest:
 * the posts behind a pinned post in its queue move up a slot).
 */
export function moved(answer: PostsCalendarResponse, move: Move): PostsCalendarResponse {
  const ids = new Set(move.postIds);
  let posts = answer.data.posts;
  if ('to' in move) {
    const post = posts.find((p) => ids.has(p.post_id));
    if (!post) return answer;
    const queue = reorderedQueue(posts, post, move.to);
    const changed = new Map((queue ?? [pinned(post, move.to)]).map((p) => [p.post_id, p]));
    posts = posts.map((p) => changed.get(p.post_id) ?? p);
  } else {
    posts = posts.map((p) =>
      ids.has(p.post_id)
        ? pinned(p, `${addDays(p.display_time.slice(0, 10), move.shiftDays)}${p.display_time.slice(10)}`)
        : p,
    );
  }
  return { ...answer, data: { ...answer.data, posts: [...posts].sort(byTime) } };
}

/** Posts a person can pick up and move: those not yet out. */
export const movable = (post: CalendarPost) => post.state !== 'published' && post.state !== 'publishing';
