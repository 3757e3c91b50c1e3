import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { reportOptions } from '../api/report-query';
import { rangeProblem, type Grouping, type ReportRange } from '../lib/report-range';
import { ReportFilters } from './report-filters';
import { ReportResults } from './report-results';

interface ReportsPageProps {
  range: ReportRange;
  grouping: Grouping;
  onRange: (range: ReportRange) => void;
  onGrouping: (grouping: Grouping) => void;
  /** The inbox's sections (Inbox, Mentions, Reports), beside the title. */
  sections: ReactNode;
}

/**
 * The team's response times (decision 040): how much came in, how much was answered, and how fast, per member,
 * channel or day. Every member may read it. A range the service would refuse is said here and never asked for; a
 * failure shows under the dates, which stay there to be changed.
 */
export function ReportsPage({ range, grouping, onRange, onGrouping, sections }: ReportsPageProps) {
  const problem = rangeProblem(range);
  const report = useQuery({ ...reportOptions(range, grouping), enabled: !problem, placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="page-title" className="max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h1 id="page-title" className="text-2xl font-bold">
          Reports
        </h1>
        {sections}
      </div>
      <p className="mt-2 text-slate-600">
        How fast the team answers the people who write to your channels, from the day they wrote.
      </p>
      {/* Keyed by the range, so the fields show the address's days when it changes (back, a shared link). */}
      <ReportFilters
        key={`${range.from}/${range.to}`}
        range={range}
        grouping={grouping}
        onRange={onRange}
        onGrouping={onGrouping}
      />
      <div aria-busy={report.isFetching || undefined}>
        {problem ? (
          <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
            {problem.message}
          </p>
        ) : report.isError ? (
          <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
            <p>The report could not load. {apiErrorMessage(report.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void report.refetch()}>
              Try again
            </Button>
          </div>
        ) : report.data ? (
          <ReportResults report={report.data.data} />
        ) : (
          <p role="status" className="mt-6 text-slate-600">
            Counting the team’s response times…
          </p>
        )}
      </div>
    </section>
  );
}
