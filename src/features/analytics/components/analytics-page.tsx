import { Link } from '@tanstack/react-router';
import { useWorkspace } from '../../../api/use-workspace';
import { NoChannels } from '../../../components/channels/no-channels';
import { zoneLabel } from '../../../lib/time';
import { rangeProblem, type DayRange } from '../lib/analytics-range';
import { AnalyticsResults } from './analytics-results';
import { DownloadButtons } from './download-buttons';
import { RangeFilters } from './range-filters';

interface AnalyticsPageProps {
  range: DayRange;
  channel?: number;
  onRange: (range: DayRange) => void;
  onChannel: (channel: number | undefined) => void;
}

/**
 * What the posts did and how the channels grew over a range (decision 077): for owners, admins and collaborators (a
 * client gets the emailed report, decision 073). A range the service would refuse is said here and never asked for.
 */
export function AnalyticsPage({ range, channel, onRange, onChannel }: AnalyticsPageProps) {
  const { zone, channels } = useWorkspace();
  const problem = rangeProblem(range);
  return (
    <section aria-labelledby="page-title" className="max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div>
          <h1 id="page-title" className="text-2xl font-bold">
            Analytics
          </h1>
          <p className="mt-2 text-slate-600">
            What your posts did and how your channels grew, day by day in {zoneLabel(zone)}.
          </p>
        </div>
        {channels.length > 0 && !problem && <DownloadButtons range={range} channel={channel} />}
      </div>
      {channels.length === 0 ? (
        <NoChannels what="see what your posts did and how your channels grow" className="mt-6" />
      ) : (
        <>
          {/* Keyed by the range, so the fields show the address's days when it changes (a preset, back, a link). */}
          <RangeFilters
            key={`${range.from}/${range.to}`}
            range={range}
            zone={zone}
            channel={channel}
            channels={channels}
            onRange={onRange}
            onChannel={onChannel}
          />
          {problem ? (
            <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
              {problem.message}
            </p>
          ) : (
            <AnalyticsResults range={range} channel={channel} />
          )}
          <p className="mt-6 text-sm text-slate-600">
            How fast the team answers comments and messages:{' '}
            <Link
              to="/inbox/reports"
              search={problem ? {} : { from: range.from, to: range.to }}
              className="font-medium text-blue-800 underline"
            >
              Inbox → Reports
            </Link>
            .
          </p>
        </>
      )}
    </section>
  );
}
