import { createFileRoute } from '@tanstack/react-router';
import { channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { ChannelsPage } from '../../../features/channels-admin/components/channels-page';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { positiveInt, text } from '../../../lib/guards';

export const Route = createFileRoute('/_app/settings/channels')({
  // Loader and page in one lazy chunk, as every settings page: their queries stay off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(channelsGetOptions()),
  head: () => ({ meta: [{ title: 'Channels · Settings' }] }),
  component: ChannelsRoute,
});

function ChannelsRoute() {
  const { zone } = useWorkspace();
  // A network's sign-in comes back here (the service's /api/channels/callback) saying what it ended with: read
  // here, with the page's own code, rather than by the route (whose definition comes with the first download).
  const search: Record<string, unknown> = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ChannelsPage
      zone={zone}
      signIn={{
        connected: positiveInt(search.connected),
        reconnected: positiveInt(search.reconnected),
        error: text(search.connect_error, 1, 500),
        choose: text(search.choose, 1, 100),
      }}
      onSignInSeen={() => navigate({ search: {}, replace: true })}
    />
  );
}
