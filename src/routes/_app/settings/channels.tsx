import { createFileRoute } from '@tanstack/react-router';
import { channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { ChannelsPage } from '../../../features/channels-admin/components/channels-page';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { useWorkspace } from '../../../api/use-workspace';

export const Route = createFileRoute('/_app/settings/channels')({
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(channelsGetOptions()),
  head: () => ({ meta: [{ title: 'Channels · Settings' }] }),
  component: ChannelsRoute,
});

function ChannelsRoute() {
  const { zone } = useWorkspace();
  return <ChannelsPage zone={zone} />;
}
