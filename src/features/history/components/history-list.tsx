import { excerpt } from '../../../lib/excerpt';
import { ApproverName, ChannelName, PostText, PublishedAt, ShareAgainButton } from './history-cells';
import type { HistoryViewProps } from './history-table';

/** The history on a phone: a list of cards, each with what the table's row says. */
export function HistoryList({ posts, zone, sharing, onShare }: HistoryViewProps) {
  return (
    <ul className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Published posts">
      {posts.map((post) => (
        <li key={post.post_id}>
          <article
            aria-label={`Post: ${excerpt(post.message)}`}
            className="min-w-0 rounded-xl bg-white p-3 text-sm [overflow-wrap:anywhere] shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex items-start justify-between gap-3">
              <ChannelName post={post} />
              <span className="text-slate-700">
                <PublishedAt post={post} zone={zone} />
              </span>
            </div>
            <div className="mt-2">
              <PostText post={post} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-700">
              <dt className="font-semibold">Author</dt>
              <dd>{post.creator_name}</dd>
              <dt className="font-semibold">Approver</dt>
              <dd>
                <ApproverName post={post} />
              </dd>
              <dt className="font-semibold">Link clicks</dt>
              <dd className="tabular-nums">{post.link_clicks}</dd>
            </dl>
            <div className="mt-3">
              <ShareAgainButton post={post} pending={sharing === post.post_id} onShare={onShare} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
