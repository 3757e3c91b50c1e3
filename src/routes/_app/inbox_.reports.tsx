import { createFileRoute } from '@tanstack/react-router';
import { accountGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { useWorkspace } from '../../api/use-workspace';
import { InboxSections } from '../../components/inbox/inbox-sections';
import { reportOptions } from '../../features/inbox-team/api/report-query';
import { ReportsPage } from '../../features/inbox-team/components/reports-page';
import { defaultRange, rangeProblem, type ReportRange } from '../../features/inbox-team/lib/report-range';
import { groupings, looksLikeDay, type Grouping } from '../../features/inbox-team/lib/report-search';

type Search = Partial<ReportRange> & { group_by?: Grouping };

/**
 * Days that have a day's shape are kept, even one the calendar lacks or a range the service would refuse: the page
 * says what is wrong with them, where the person can change them. Anything else is dropped for the default. (No zod:
 * validateSearch comes with the first download; lib/report-range's checks are small.)
 */
const validateSearch = (search: Record<string, unknown>): Search => ({
  from: looksLikeDay(search.from) ? search.from : undefined,
  to: looksLikeDay(search.to) ? search.to : undefined,
  group_by: groupings.find((grouping) => grouping === search.group_by),
});

/** The range asked for, each end the last 30 days' when not given. */
const rangeOf = (search: Search, zone: string): ReportRange => {
  const fallback = defaultRange(zone);
  return { from: search.from ?? fallback.from, to: search.to ?? fallback.to };
};

/** The team's response times: beside the inbox (its own page, not a pane of the inbox's layout). */
export const Route = createFileRoute('/_app/inbox_/reports')({
  // Loader and page in one lazy chunk, and the chart in one of its own after it: the first download stays the inbox's.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { data } = await queryClient.ensureQueryData(accountGetOptions());
    const range = rangeOf(deps, data.workspace.timezone);
    // Never thrown: a failure shows in the page, under the dates that can be changed.
    if (!rangeProblem(range)) await queryClient.prefetchQuery(reportOptions(range, deps.group_by ?? 'member'));
  },
  head: () => ({ meta: [{ title: 'Inbox reports' }] }),
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { zone } = useWorkspace();
  return (
    <ReportsPage
      range={rangeOf(search, zone)}
      grouping={search.group_by ?? 'member'}
      onRange={(range) => navigate({ search: (previous) => ({ ...previous, ...range }) })}
      onGrouping={(group_by) => navigate({ search: (previous) => ({ ...previous, group_by }) })}
      sections={<InboxSections />}
    />
  );
}
