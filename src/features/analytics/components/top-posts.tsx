import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { AnalyticsPostsResponse, PostResult } from '../../../api/generated/types.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { excerpt } from '../../../lib/excerpt';
import { formatWorkspaceTime } from '../../../lib/time';
import { networkName } from '../../../../shared/networks';
import { baseWords, figure, percent } from '../lib/figures';
import { head, numberCell } from './chart-card';
import { PostCurve } from './post-curve';

type Pages = UseInfiniteQueryResult<InfiniteData<AnalyticsPostsResponse>>;

const figureColumns = [
  ['impressions', 'Impressions'],
  ['likes', 'Likes'],
  ['comments', 'Comments'],
  ['shares', 'Shares'],
  ['link_clicks', 'Link clicks'],
] as const;
const COLUMNS = 5 + figureColumns.length;

/** What a post's figures are waiting for, or what happened to it on its network. */
function PostState({ post }: { post: PostResult }) {
  if (post.state === 'deleted')
    return (
      <span className="mt-1 inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-900 ring-1 ring-red-200">
        Removed from {networkName(post.channel_type)}
      </span>
    );
  if (post.refreshed_at === null)
    return (
      <span className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
        First figures an hour after publishing
      </span>
    );
  return null;
}

/**
 * The range's posts, most engagement first, TOP_PAGE at a time (Show more). A post's row opens onto its curve; its
 * figures are its network's last reading, a dash where the network gives none.
 */
export function TopPosts({ pages }: { pages: Pages }) {
  const { zone, clock, channels } = useWorkspace();
  const [open, setOpen] = useState<string>();
  const posts = pages.data?.pages.flatMap((page) => page.data.posts) ?? [];
  const count = pages.data?.pages[0]?.data.count ?? 0;
  const channelName = (id: string) => channels.find((channel) => channel.channel_id === id)?.name;
  return (
    <section aria-labelledby="top-posts-heading" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="top-posts-heading" className="text-base font-semibold">
        Top posts
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        Most engagement first. Open a post for its figures over time. A dash: its network gives no such figure.
      </p>
      <div
        // Positioned, so the screen-reader texts inside (absolute) scroll with the table rather than widen the page.
        className="relative mt-3 overflow-x-auto rounded-lg ring-1 ring-slate-200"
        role="region"
        // Not "Top posts": that is the section's name, and two regions of one name are one too many (axe).
        aria-label="Top posts’ figures"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full min-w-[60rem] text-left text-sm">
          <caption className="sr-only">
            Top posts by engagement, {posts.length} of {count}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={head}>
                Post
              </th>
              <th scope="col" className={head}>
                Published
              </th>
              <th scope="col" className={`${head} text-right`}>
                Engagement
              </th>
              <th scope="col" className={`${head} text-right`}>
                Rate
              </th>
              {figureColumns.map(([key, label]) => (
                <th key={key} scope="col" className={`${head} text-right`}>
                  {label}
                </th>
              ))}
              <th scope="col" className={head}>
                <span className="sr-only">On its network</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {posts.map((post) => {
              const network = networkName(post.channel_type);
              const isOpen = open === post.post_id;
              return (
                <Fragment key={post.post_id}>
                  <tr className="align-top">
                    <th scope="row" className="w-72 min-w-64 px-3 py-2 font-normal">
                      <button
                        type="button"
                        aria-expanded={isOpen}
                        aria-controls={`curve-${post.post_id}`}
                        onClick={() => setOpen(isOpen ? undefined : post.post_id)}
                        className="text-left font-medium text-blue-800 hover:underline"
                      >
                        {excerpt(post.message || '(no text)', 80)}
                      </button>
                      <span className="block text-xs text-slate-600">
                        {network}
                        {channelName(post.channel_id) && ` · ${channelName(post.channel_id)}`}
                      </span>
                      <PostState post={post} />
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatWorkspaceTime(post.published_at, zone, clock)}
                    </td>
                    <td className={numberCell}>{figure(post.engagement)}</td>
                    <td className={`${numberCell} whitespace-nowrap`}>
                      {percent(post.engagement_rate)}
                      {post.engagement_rate !== null && (
                        <span className="block text-xs text-slate-600">
                          {' '}
                          {baseWords(post.rate_base, post.engagement_rate)}
                        </span>
                      )}
                    </td>
                    {figureColumns.map(([key]) => (
                      <td key={key} className={numberCell}>
                        {figure(post[key])}
                      </td>
                    ))}
                    <td className="px-3 py-2">
                      {post.permalink && post.state !== 'deleted' && (
                        <a
                          href={post.permalink}
                          target="_blank"
                          rel="noreferrer"
                          className="inline-flex items-center gap-1 whitespace-nowrap text-blue-800 hover:underline"
                        >
                          View on {network}
                          <ExternalLink aria-hidden="true" className="size-3.5" />
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      )}
                    </td>
                  </tr>
                  {isOpen && (
                    <tr id={`curve-${post.post_id}`}>
                      <td colSpan={COLUMNS} className="bg-slate-50 p-3">
                        {/* Where the table is scrolled to: the curve stays in view, its width the region's. */}
                        <div className="sticky left-3 max-w-[min(42rem,calc(100vw-6rem))]">
                          <PostCurve postId={post.post_id} />
                        </div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-3"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? 'Loading more posts…' : 'Show more'}
        </Button>
      )}
    </section>
  );
}
