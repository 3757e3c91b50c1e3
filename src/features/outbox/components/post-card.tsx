import type { ReactNode } from 'react';
import type { OutboxPost } from '../../../api/generated/types.gen';
import { excerpt } from '../../../lib/excerpt';
import { FollowUpStatus } from '../../../components/posts/follow-up-status';
import { PostTime } from '../../../components/posts/post-time';
import { seriesInWords } from '../../../components/posts/series-words';

interface PostCardProps {
  post: OutboxPost;
  zone: string;
  handle?: ReactNode;
  actions?: ReactNode;
  note?: ReactNode;
}

/** One post as the outbox shows it: when it goes out, what it says, who wrote it. */
export function PostCard({ post, zone, handle, actions, note }: PostCardProps) {
  return (
    <article
      className="flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
      aria-label={`Post: ${excerpt(post.message)}`}
    >
      {handle}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <PostTime
            utc={post.utc_post_time}
            shown={post.display_time}
            zone={zone}
            className="font-semibold text-slate-900"
          />
          {post.is_custom_time === 1 && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Pinned to this time
            </span>
          )}
          {post.is_processed === 3 && (
            <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">
              Publishing…
            </span>
          )}
          {(post.map_ids ?? 1) > 1 && (
            <span className="text-slate-600">One of {post.map_ids} posts written together</span>
          )}
          {seriesInWords(post) && <span className="text-slate-600">{seriesInWords(post)}</span>}
        </div>
        <div className="mt-1 flex gap-3">
          <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-slate-800">{post.message}</p>
          {post.picture && (
            <img
              src={post.picture}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
            />
          )}
        </div>
        <p className="mt-1 break-words text-xs text-slate-600">
          By {post.creator_name}
          {post.link && <> · Link: {post.link}</>}
          {post.picture && <> · With a picture</>}
          {post.album_name && <> · Album “{post.album_name}”</>}
        </p>
        <FollowUpStatus post={post} />
        {note}
        {actions && <div className="mt-3 flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </article>
  );
}
