import { createFileRoute } from '@tanstack/react-router';
import { accountGetOptions, draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { useWorkspace } from '../../api/use-workspace';
import { channelsOptions, topPostsOptions } from '../../features/analytics/api/analytics-queries';
import { AnalyticsPage } from '../../features/analytics/components/analytics-page';
import { defaultRange, rangeProblem, type DayRange } from '../../features/analytics/lib/analytics-range';
import { looksLikeDay, type AnalyticsSearch } from '../../features/analytics/lib/analytics-search';
import { positiveInt } from '../../lib/guards';

/**
 * Days that have a day's shape are kept, even one the calendar lacks or a range the service would refuse: the page
 * says what is wrong with them, where the person can change them. Anything else is dropped for the default, as a
 * channel that is not an id is. (No zod: validateSearch comes with the first download, decision 044.)
 */
const validateSearch = (search: Record<string, unknown>): AnalyticsSearch => ({
  from: looksLikeDay(search.from) ? search.from : undefined,
  to: looksLikeDay(search.to) ? search.to : undefined,
  channel: positiveInt(search.channel),
});

/** The range asked for, each end the last 30 days' when not given. */
const rangeOf = (search: AnalyticsSearch, zone: string): DayRange => {
  const fallback = defaultRange(zone);
  return { from: search.from ?? fallback.from, to: search.to ?? fallback.to };
};

/** What the posts did and how the channels grew (decision 077). */
export const Route = createFileRoute('/_app/analytics')({
  // Loader and page in one lazy chunk, the charts in the chart library's chunk after it: the first download stays
  // the inbox's (decision 049).
  codeSplitGroupings: [['loader', 'component']],
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { data } = await queryClient.ensureQueryData(accountGetOptions());
    const range = rangeOf(deps, data.workspace.timezone);
    // Without a channel the page says to connect one; a bad range is said in the page. Neither is asked for.
    if (rangeProblem(range) || !(await queryClient.ensureQueryData(draftsGetOptions())).data.channels.length) return;
    // Never thrown: a failure shows in the page, under the dates that can be changed.
    await Promise.all([
      queryClient.prefetchInfiniteQuery(topPostsOptions(range, deps.channel)),
      queryClient.prefetchQuery(channelsOptions(range, deps.channel)),
    ]);
  },
  head: () => ({ meta: [{ title: 'Analytics' }] }),
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { zone, channels } = useWorkspace();
  // A channel no longer in the workspace (an old link) shows every channel rather than an error.
  const channel = channels.some((each) => Number(each.channel_id) === search.channel) ? search.channel : undefined;
  return (
    <AnalyticsPage
      range={rangeOf(search, zone)}
      channel={channel}
      onRange={(range) => navigate({ search: (previous) => ({ ...previous, ...range }) })}
      onChannel={(next) => navigate({ search: (previous) => ({ ...previous, channel: next }) })}
    />
  );
}
