import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { accountGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { PostState } from '../../api/generated/types.gen';
import { useWorkspace } from '../../api/use-workspace';
import { useComposer } from '../../features/composer/components/composer-provider';
import { calendarOptions } from '../../features/calendar/api/calendar-query';
import { CalendarPage } from '../../features/calendar/components/calendar-page';
import { rangeOf, type CalendarSearch } from '../../features/calendar/lib/range';
import { positiveInt } from '../../lib/guards';
import { todayIn } from '../../lib/time';

const STATES: readonly PostState[] = ['queued', 'pinned', 'awaiting_approval', 'failed', 'publishing', 'published'];

/** In the address the channel is a number, as the inbox's is. */
type Search = Partial<Omit<CalendarSearch, 'channel'>> & { channel?: number };

const validateSearch = (search: Record<string, unknown>): Search => ({
  view: search.view === 'month' ? 'month' : search.view === 'week' ? 'week' : undefined,
  date: typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined,
  channel: positiveInt(search.channel),
  state: STATES.find((state) => state === search.state),
});

/** The search with its defaults: this week, in the workspace's zone. */
const withDefaults = (search: Search, zone: string): CalendarSearch => ({
  view: search.view ?? 'week',
  date: search.date ?? todayIn(zone),
  channel: search.channel === undefined ? undefined : String(search.channel),
  state: search.state,
});

export const Route = createFileRoute('/_app/calendar')({
  // Loader and page in one lazy chunk: a page few open first keeps its queries and dates off the first download.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { data } = await queryClient.ensureQueryData(accountGetOptions());
    await queryClient.ensureQueryData(calendarOptions(rangeOf(withDefaults(deps, data.workspace.timezone))));
  },
  head: () => ({ meta: [{ title: 'Calendar' }] }),
  component: CalendarRoute,
});

function CalendarRoute() {
  const { user, role, zone, channels } = useWorkspace();
  const search = withDefaults(Route.useSearch(), zone);
  const navigate = useNavigate({ from: Route.fullPath });
  const compose = useComposer();
  const onSearch = (change: Partial<CalendarSearch>) =>
    void navigate({
      search: (previous) => {
        const { channel, ...rest } = change;
        return { ...previous, ...rest, ...('channel' in change && { channel: channel ? Number(channel) : undefined }) };
      },
    });
  return (
    <CalendarPage
      search={search}
      onSearch={onSearch}
      zone={zone}
      role={role}
      userId={user.user_id}
      channels={channels}
      onOpenSlot={(at, channelIds) => compose({ mode: 'new', channelIds, at })}
      onEdit={(post) => compose({ mode: 'edit', post })}
    />
  );
}
