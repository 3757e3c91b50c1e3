import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { Channel } from '../../../api/generated/types.gen';
import { ExportButton } from '../../../components/csv/export-button';
import { Button } from '../../../components/ui/button';
import { todayIn } from '../../../lib/time';
import { historyOptions } from '../api/history-query';
import { useShareAgain } from '../api/use-share-again';
import { ChannelFilter } from './channel-filter';
import { HistoryList } from './history-list';
import { HistoryTable } from './history-table';
import { useMediaQuery } from '../../../lib/media';

interface HistoryPageProps {
  /** One channel's posts; every channel's without it. */
  channel?: number;
  channels: Channel[];
  zone: string;
  onChannel: (channel: number | undefined) => void;
}

/** Days the service exports at most (it refuses a longer span). */
const MAX_EXPORT_DAYS = 366;

/** The export covers the days shown: from the oldest post loaded (a year back at most) to today. */
function exportStart(oldest: string, today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  const yearBack = new Date(Date.UTC(year!, month! - 1, day! - (MAX_EXPORT_DAYS - 1))).toISOString().slice(0, 10);
  const first = oldest.slice(0, 10);
  return first < yearBack ? yearBack : first;
}

/** What went out, newest first: where, who wrote and approved it, its clicks, and a way to share it again. */
export function HistoryPage({ channel, channels, zone, onChannel }: HistoryPageProps) {
  const history = useSuspenseInfiniteQuery(historyOptions(channel));
  const posts = history.data.pages.flatMap((page) => page.data.posts);
  const share = useShareAgain();
  // A table from tablets up, a list on a phone: one of them rendered, so assistive technology meets one structure.
  const wide = useMediaQuery('(min-width: 640px)');
  const View = wide ? HistoryTable : HistoryList;
  const oldest = posts.at(-1);
  const today = todayIn(zone);
  const from = oldest && exportStart(oldest.published_time || oldest.display_time, today);
  return (
    <section aria-labelledby="page-title" className="max-w-7xl">
      <h1 id="page-title" className="text-2xl font-bold">
        History
      </h1>
      <p className="mt-2 text-slate-600">
        Posts that went out, newest first, with their authors, approvers and clicks.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <ChannelFilter channel={channel} channels={channels} onChange={onChannel} />
        {from && (
          <div className="flex flex-wrap items-center gap-2">
            <ExportButton kind="history" from={from} to={today} channelIds={channel ? [String(channel)] : undefined} />
            <span className="text-xs text-slate-600">
              The file has the posts of {from} to {today}.
            </span>
          </div>
        )}
      </div>
      {posts.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">Nothing published yet.</p>
          <p className="mt-1">
            Posts appear here once they go out; schedule some in the Outbox or the Calendar.
            {channel !== undefined && ' This list shows one channel: choose All channels to see the others.'}
          </p>
        </div>
      ) : (
        <View
          posts={posts}
          zone={zone}
          sharing={share.isPending ? share.variables?.body.post_id : undefined}
          onShare={share.shareAgain}
        />
      )}
      {history.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
      {history.isFetchNextPageError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The next posts could not load. Try again.
        </p>
      )}
    </section>
  );
}
