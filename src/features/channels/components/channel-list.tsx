import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useWorkspace } from '../../../api/use-workspace';
import { networkName } from '../../../../shared/networks';
import { ChannelAvatar } from '../../../components/channels/channel-avatar';
import { AddSandboxChannel } from './add-sandbox-channel';
import { handle } from '../../../components/channels/handle';
import { manages, roleSections } from '../../../lib/roles';

// Only a workspace's first minutes have no channel: that text comes when needed, not with every page.
const NoChannelsYet = lazy(() => import('./no-channels-yet').then((m) => ({ default: m.NoChannelsYet })));

/**
 * The workspace's connected channels (the interface lists them with the drafts), each opening its outbox; for a role
 * without outboxes (a client), the names of the accounts posts go out on.
 */
export function ChannelList() {
  const { channels, role } = useWorkspace();
  const plain = !!roleSections[role];
  if (channels.length === 0)
    return (
      <Suspense fallback={null}>
        <NoChannelsYet role={role} />
      </Suspense>
    );
  return (
    <>
      <ul className="space-y-0.5">
        {channels.map((channel) => (
          <li key={channel.channel_id}>
            <Link
              to="/outbox/$channelId"
              params={{ channelId: channel.channel_id }}
              // No outbox for a role without one (a client): the name alone, not a link.
              disabled={plain}
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
      {manages(role) && <AddSandboxChannel />}
    </>
  );
}
