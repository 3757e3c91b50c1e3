import type { OutboxPost } from '../api/generated/types.gen';
import { createPendingDeletes } from './deferred-delete';

/**
 * Posts deleted within the undo window (decision 014), as drafts are: hidden, not yet deleted on the service. A
 * group's delete hides every post of the group (same hash), whichever channel shows it; the outbox and the calendar
 * hide the same ones.
 */
interface Pending {
  postId: number;
  /** Set when the whole group goes. */
  hash?: string;
  /** Set when the rest of its series goes (decision 069). */
  series?: string;
}

export const pendingPostDeletes = createPendingDeletes<Pending>();

type Shown = Pick<OutboxPost, 'post_id' | 'hash'> & { series_id?: string; occurrence?: number };

export const isPendingDelete = (entries: readonly Pending[], post: Shown) =>
  entries.some(
    (e) =>
      e.postId === post.post_id ||
      (e.hash !== undefined && e.hash === post.hash) ||
      (e.series !== undefined && e.series === post.series_id),
  );

/** A filter for the posts on screen: false for those whose deletion is pending. */
export function useVisiblePosts(): (post: Shown) => boolean {
  const entries = pendingPostDeletes.useEntries();
  return (post) => !isPendingDelete(entries, post);
}
