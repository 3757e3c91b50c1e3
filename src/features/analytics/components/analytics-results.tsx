import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { channelsOptions, previousTotalsOptions, topPostsOptions } from '../api/analytics-queries';
import { previousRange, type DayRange } from '../lib/analytics-range';
import { ChannelCharts, type ChannelsAnswer } from './channel-charts';
import { Tiles } from './tiles';
import { TopPosts } from './top-posts';

/** The followers gained (or lost) over a range, across the channels that have readings; null when none has. */
function followersChange(answer: ChannelsAnswer | undefined) {
  if (!answer) return undefined;
  const changes = answer.channels.map((channel) => channel.followers_change).filter((value) => value !== null);
  return changes.length ? changes.reduce((sum, value) => sum + value, 0) : null;
}

function Failed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      <p>
        {what} could not load. {apiErrorMessage(error)}
      </p>
      <Button variant="secondary" className="mt-3" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * A valid range's figures: the tiles beside the previous period, the channels' charts, the top posts. The tables and
 * tiles come first; each chart's drawing comes after, with the chart library.
 */
export function AnalyticsResults({ range, channel }: { range: DayRange; channel?: number }) {
  const before = previousRange(range);
  const posts = useInfiniteQuery({ ...topPostsOptions(range, channel), placeholderData: keepPreviousData });
  const previous = useQuery(previousTotalsOptions(before, channel));
  const channels = useQuery({ ...channelsOptions(range, channel), placeholderData: keepPreviousData });
  const previousChannels = useQuery(channelsOptions(before, channel));
  if (posts.isError) return <Failed what="The posts’ figures" error={posts.error} retry={() => void posts.refetch()} />;
  const first = posts.data?.pages[0]?.data;
  if (!first)
    return (
      <p role="status" className="mt-6 text-slate-600">
        Adding up the figures…
      </p>
    );
  const published = first.count > 0;
  return (
    <div aria-busy={posts.isFetching || channels.isFetching || undefined}>
      <Tiles
        totals={first.totals}
        previous={previous.data?.data.totals}
        followers={followersChange(channels.data?.data) ?? null}
        previousFollowers={followersChange(previousChannels.data?.data)}
      />
      {!published && (
        <p className="mt-6 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          No posts were published from {range.from} to {range.to}: pick a longer range.
        </p>
      )}
      {channels.isError ? (
        <Failed what="The channels’ figures" error={channels.error} retry={() => void channels.refetch()} />
      ) : channels.data ? (
        <ChannelCharts answer={channels.data.data} published={published} />
      ) : (
        <p role="status" className="mt-6 text-slate-600">
          Reading the channels’ days…
        </p>
      )}
      {published && <TopPosts pages={posts} />}
    </div>
  );
}
