import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { draftsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { ComingSoon } from '../../../features/shell/components/coming-soon';

export const Route = createFileRoute('/_app/outbox/$channelId')({
  loader: async ({ context: { queryClient }, params }) => {
    const { data } = await queryClient.ensureQueryData(draftsGetOptions());
    if (!data.channels.some((c) => c.channel_id === params.channelId)) throw notFound();
  },
  component: ChannelOutbox,
  notFoundComponent: () => (
    <ComingSoon title="Channel not found">This channel is not in your workspace. Pick one from the list.</ComingSoon>
  ),
});

function ChannelOutbox() {
  const { channelId } = Route.useParams();
  const { data } = useSuspenseQuery(draftsGetOptions());
  const channel = data.data.channels.find((c) => c.channel_id === channelId)!;
  return (
    <ComingSoon title={`Outbox · ${channel.name}`}>
      The queue of @{channel.screen_name} will show here: each post with the time it goes out, reorderable by drag and
      drop or keyboard.
    </ComingSoon>
  );
}
