import { createFileRoute } from '@tanstack/react-router';
import { draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { Channel } from '../../api/generated/types.gen';
import { useWorkspace } from '../../api/use-workspace';
import { historyOptions } from '../../features/history/api/history-query';
import { HistoryPage } from '../../features/history/components/history-page';
import { positiveInt } from '../../lib/guards';

/**
 * `channel` when it is a channel id, dropped (never an error page) when not. lib/guards rather than zod, as the
 * inbox route does: validateSearch is not code-split, so zod here would join the first download (decision 001).
 */
const validateSearch = (search: Record<string, unknown>): { channel?: number } => ({
  channel: positiveInt(search.channel),
});

/** A channel no longer in the workspace (an old link) shows every channel rather than an error. */
const known = (channels: Channel[], channel?: number) =>
  channels.some((c) => Number(c.channel_id) === channel) ? channel : undefined;

export const Route = createFileRoute('/_app/history')({
  // Loader and page in one lazy chunk: a page few open first keeps its queries and dates off the first download.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch,
  loaderDeps: ({ search }) => ({ channel: search.channel }),
  loader: async ({ context: { queryClient }, deps }) => {
    const { data } = await queryClient.ensureQueryData(draftsGetOptions());
    await queryClient.ensureInfiniteQueryData(historyOptions(known(data.channels, deps.channel)));
  },
  head: () => ({ meta: [{ title: 'History' }] }),
  component: HistoryRoute,
});

function HistoryRoute() {
  const { channel } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { zone, channels } = useWorkspace();
  return (
    <HistoryPage
      channel={known(channels, channel)}
      channels={channels}
      zone={zone}
      onChannel={(next) => navigate({ search: { channel: next } })}
    />
  );
}
