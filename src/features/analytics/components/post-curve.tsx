import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useClock } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatTimeOfDay } from '../../../lib/clock';
import { postHistoryOptions } from '../api/analytics-queries';
import { dayWords, figure } from '../lib/figures';
import { colourAt, type Series } from '../lib/series';
import { ChartCard, head, numberCell } from './chart-card';

const LinesChart = lazy(async () => ({ default: (await import('./analytics-charts')).LinesChart }));

const columns = [
  ['engagement', 'Engagement'],
  ['impressions', 'Impressions'],
  ['likes', 'Likes'],
  ['comments', 'Comments'],
  ['shares', 'Shares'],
  ['link_clicks', 'Link clicks'],
] as const;

/** One post's readings over time (its curve, from analytics/postHistory), asked for when its row is opened. */
export function PostCurve({ postId }: { postId: string }) {
  const clock = useClock();
  const history = useQuery(postHistoryOptions(postId));
  if (history.isError)
    return (
      <div role="alert" className="text-sm text-red-900">
        <p>The post’s readings could not load. {apiErrorMessage(history.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!history.data) return <p className="text-sm text-slate-600">Reading the post’s figures over time…</p>;
  const samples = history.data.data.samples;
  if (!samples.length)
    return <p className="text-sm text-slate-600">Not read yet: the first figures come an hour after publishing.</p>;
  const when = (takenAt: string) => `${dayWords(takenAt)} ${formatTimeOfDay(takenAt.slice(11, 16), clock)}`;
  // Engagement alone: impressions, hundreds of times larger, would flatten it on one axis. The table has the rest.
  const series: Series[] = [{ key: 'engagement', name: 'Engagement', color: colourAt(0) }];
  return (
    <ChartCard
      title="Over time"
      note="Each reading of the post’s figures since it was published."
      chart={<LinesChart rows={samples} series={series} x="taken_at" xWords={when} height={200} />}
      tableLabel="The post’s readings"
      table={
        <>
          <thead>
            <tr>
              <th scope="col" className={head}>
                Read at
              </th>
              {columns.map(([key, name]) => (
                <th key={key} scope="col" className={`${head} text-right`}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {samples.map((sample) => (
              <tr key={sample.taken_at}>
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {when(sample.taken_at)}
                </th>
                {columns.map(([key]) => (
                  <td key={key} className={numberCell}>
                    {figure(sample[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}
