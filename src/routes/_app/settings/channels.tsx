import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountGetOptions, channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { ChannelsPage } from '../../../features/channels-admin/components/channels-page';
import { managersOnly } from '../../../features/settings/api/managers-only';

export const Route = createFileRoute('/_app/settings/channels')({
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(channelsGetOptions()),
  head: () => ({ meta: [{ title: 'Channels · Settings' }] }),
  component: ChannelsRoute,
});

function ChannelsRoute() {
  const zone = useSuspenseQuery(accountGetOptions()).data.data.workspace.timezone;
  return <ChannelsPage zone={zone} />;
}
