import type { OutboxPost } from '../../api/generated/types.gen';

type FollowUps = Pick<OutboxPost, 'thread' | 'thread_published' | 'first_comment_status' | 'first_comment_error'>;

/** A thread's progress in words ("2 of 4 parts out"), or null for a post without a thread. */
export function threadProgress(post: FollowUps): string | null {
  if (!post.thread?.length) return null;
  const total = post.thread.length + 1;
  const out = post.thread_published ?? 0;
  return out === 0 ? `A thread of ${total} parts` : `${out} of ${total} parts out`;
}

/** Why a post's first comment failed (the post stays published), or null when it has not. */
export const firstCommentFailure = (post: FollowUps): string | null =>
  post.first_comment_status === 'failed'
    ? `The first comment failed: ${post.first_comment_error ?? 'the network gave no reason.'}`
    : null;

/** A post's thread and first comment as the outbox and the calendar show them (decisions 064, 065). */
export function FollowUpStatus({ post }: { post: FollowUps }) {
  const progress = threadProgress(post);
  const failure = firstCommentFailure(post);
  if (!progress && !failure) return null;
  return (
    <div className="mt-1 space-y-1 text-xs">
      {progress && <p className="text-slate-700">Thread: {progress}</p>}
      {failure && (
        <p className="rounded-md bg-red-50 px-2 py-1 break-words text-red-900 ring-1 ring-red-200">
          {failure} The post itself is published; add the comment on the network if it is still needed.
        </p>
      )}
    </div>
  );
}
