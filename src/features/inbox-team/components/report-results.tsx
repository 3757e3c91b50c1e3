import { lazy, Suspense, useId } from 'react';
import { useWorkspace } from '../../../api/use-workspace';
import type { Report } from '../api/report-query';
import { groupingWords, groupName } from '../lib/group-names';
import type { ChartPoint } from './report-chart';
import { ReportTable } from './report-table';

// The chart's library is the larger part of the page: it comes after the table, which carries every figure.
const ReportChart = lazy(async () => ({ default: (await import('./report-chart')).ReportChart }));

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);

/** A report that has an answer: the chart of first-answer times, then the table of every figure. */
export function ReportResults({ report }: { report: Report }) {
  const { channels } = useWorkspace();
  const captionId = useId();
  if (report.total.count === 0)
    return (
      <div className="mt-6 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">
          Nothing came in from {report.from} to {report.to}.
        </p>
        <p className="mt-1">
          The report counts the comments, replies, mentions and direct messages people sent to your channels, and how
          fast the team answered them. Choose earlier dates, or come back once your channels have had some.
        </p>
      </div>
    );
  const names = report.groups.map((row) => groupName(row, report.group_by, channels));
  const byDay = report.group_by === 'day';
  const points: ChartPoint[] = report.groups.map((row, index) => ({
    name: byDay ? row.key : names[index]!,
    p50: minutes(row.first_response_p50),
    p90: minutes(row.first_response_p90),
  }));
  return (
    <>
      <figure aria-labelledby={captionId} className="mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <figcaption id={captionId} className="text-sm font-semibold">
          Time to the first answer by {groupingWords[report.group_by].toLowerCase()}
          <span className="font-normal text-slate-600"> (the table below has every figure)</span>
        </figcaption>
        <div aria-hidden="true" className="mt-3 min-h-40">
          <Suspense fallback={<p className="text-sm text-slate-600">Drawing the chart…</p>}>
            <ReportChart points={points} byDay={byDay} />
          </Suspense>
        </div>
      </figure>
      <ReportTable report={report} names={names} />
      <p className="mt-2 text-xs text-slate-600">
        Received: comments, replies, mentions and direct messages that came in. Answered: the share one of your channels
        answered in public. Median: half were answered (or done) within this time; 9 in 10 within: nine in ten were.
        Done: archived, and still so. A dash: nothing to measure.
      </p>
    </>
  );
}
