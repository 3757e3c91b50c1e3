import type { HistoryPost } from '../../../api/generated/types.gen';
import { ApproverName, ChannelName, PostText, PublishedAt, ShareAgainButton } from './history-cells';

export interface HistoryViewProps {
  posts: HistoryPost[];
  zone: string;
  /** The post being shared again, if one is. */
  sharing?: number;
  onShare: (post: HistoryPost) => void;
}

const head = 'py-2 pr-3 font-semibold';
const cell = 'py-3 pr-3';

/** The history on a screen wide enough for a table: one row a post. */
export function HistoryTable({ posts, zone, sharing, onShare }: HistoryViewProps) {
  return (
    // Focusable, so that keyboard users can scroll the table sideways (axe's scrollable-region-focusable).
    <div
      className="mt-6 overflow-x-auto rounded-xl bg-white px-4 ring-1 ring-slate-200"
      role="region"
      aria-label="Published posts"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Published posts, newest first</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={head}>
              Published
            </th>
            <th scope="col" className={head}>
              Channel
            </th>
            <th scope="col" className={head}>
              Post
            </th>
            <th scope="col" className={head}>
              Author
            </th>
            <th scope="col" className={head}>
              Approver
            </th>
            <th scope="col" className={`${head} text-right`}>
              Link clicks
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {posts.map((post) => (
            <tr key={post.post_id}>
              <td className={`${cell} text-slate-700`}>
                <PublishedAt post={post} zone={zone} />
              </td>
              <td className={`${cell} max-w-48`}>
                <ChannelName post={post} />
              </td>
              <td className={`${cell} max-w-md`}>
                <PostText post={post} />
              </td>
              <td className={cell}>{post.creator_name}</td>
              <td className={cell}>
                <ApproverName post={post} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>{post.link_clicks}</td>
              <td className="py-3 text-right">
                <ShareAgainButton post={post} pending={sharing === post.post_id} onShare={onShare} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
