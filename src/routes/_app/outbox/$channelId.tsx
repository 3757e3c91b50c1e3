import { createFileRoute, notFound } from '@tanstack/react-router';
import { draftsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useComposer } from '../../../features/composer/components/composer-provider';
import { outboxOptions } from '../../../features/outbox/api/outbox-query';
import { OutboxPage } from '../../../features/outbox/components/outbox-page';
import { SandboxSettings } from '../../../features/sandbox/sandbox-settings';
import { ComingSoon } from '../../../features/shell/components/coming-soon';
import { useWorkspace } from '../../../api/use-workspace';

export const Route = createFileRoute('/_app/outbox/$channelId')({
  loader: async ({ context: { queryClient }, params }) => {
    const { data } = await queryClient.ensureQueryData(draftsGetOptions());
    const channel = data.channels.find((c) => c.channel_id === params.channelId);
    if (!channel) throw notFound();
    await queryClient.ensureQueryData(outboxOptions(params.channelId));
    return { name: channel.name };
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData ? `${loaderData.name} · Outbox` : 'Outbox' }] }),
  component: ChannelOutbox,
  notFoundComponent: () => (
    <ComingSoon title="Channel not found">This channel is not in your workspace. Pick one from the list.</ComingSoon>
  ),
});

function ChannelOutbox() {
  const { channelId } = Route.useParams();
  const { user, role, zone, channels } = useWorkspace();
  const compose = useComposer();
  const channel = channels.find((c) => c.channel_id === channelId)!;
  return (
    <OutboxPage
      key={channelId}
      channel={channel}
      channels={channels}
      zone={zone}
      viewer={{ role, userId: user.user_id }}
      onCompose={() => compose({ mode: 'new', channelIds: [channelId] })}
      onEdit={(post) => compose({ mode: 'edit', post })}
      networkSettings={<SandboxSettings channelId={channelId} />}
    />
  );
}
