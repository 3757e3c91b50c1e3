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
}

export const pendingPostDeletes = createPendingDeletes<Pending>();

export const isPendingDelete = (entries: readonly Pending[], post: Pick<OutboxPost, 'post_id' | 'hash'>) =>
  entries.some((e) => e.postId === post.post_id || (e.hash !== undefined && e.hash === post.hash));

/** A filter for the posts on screen: false for those whose deletion is pending. */
export function useVisiblePosts(): (post: Pick<OutboxPost, 'post_id' | 'hash'>) => boolean {
  const entries = pendingPostDeletes.useEntries();
  return (post) => !isPendingDelete(entries, post);
}
