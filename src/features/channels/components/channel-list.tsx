import { Link } from '@tanstack/react-router';
import { useWorkspace } from '../../../api/use-workspace';
import { networkName } from '../../../../shared/networks';
import { ChannelAvatar } from '../../../components/channels/channel-avatar';
import { AddSandboxChannel } from './add-sandbox-channel';
import { handle } from '../../../components/channels/handle';

/** The workspace's connected channels (the interface lists them with the drafts), each opening its outbox. */
export function ChannelList() {
  const { channels, role } = useWorkspace();
  if (channels.length === 0) {
    return role === 'collaborator' ? (
      <p className="px-3 text-sm text-slate-600">No channels yet: an owner or admin connects the team’s accounts.</p>
    ) : (
      <>
        <p className="px-3 text-sm text-slate-600">
          No channels yet. Connect the accounts your team posts to, or add a sandbox channel to practise.
        </p>
        <Link
          to="/settings/channels"
          className="mx-3 mt-2 flex items-center justify-center rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
        >
          Connect an account
        </Link>
        <AddSandboxChannel />
      </>
    );
  }
  return (
    <>
      <ul className="space-y-0.5">
        {channels.map((channel) => (
          <li key={channel.channel_id}>
            <Link
              to="/outbox/$channelId"
              params={{ channelId: channel.channel_id }}
              className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-100"
              activeProps={{ className: 'bg-blue-50 ring-1 ring-blue-200', 'aria-current': 'page' }}
            >
              <ChannelAvatar channelType={channel.channel_type} picture={channel.picture} />
              <span className="min-w-0 text-sm leading-tight">
                <span className="block truncate font-medium">{channel.name}</span>{' '}
                <span className="block truncate text-slate-600">
                  {networkName(channel.channel_type)} · {handle(channel.screen_name)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <AddSandboxChannel />
    </>
  );
}
