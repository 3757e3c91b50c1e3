import { Link } from '@tanstack/react-router';
import type { ChannelEntry } from '../../../api/generated/types.gen';
import { reasonText } from './health-reason';
import { handle } from '../../../components/channels/handle';

/** The channels that need reconnecting, each with the network's reason and the way to the Channels page. */
export function BrokenChannelsAlert({ channels: broken }: { channels: ChannelEntry[] }) {
  return (
    <div
      role="alert"
      aria-label="Channels needing attention"
      className="border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-950 md:px-6"
    >
      <ul className="space-y-1">
        {broken.map((channel) => {
          const reason = reasonText(channel.status_reason);
          return (
            <li key={channel.channel_id}>
              <strong className="font-semibold">
                {channel.name} ({handle(channel.screen_name)})
              </strong>{' '}
              needs reconnecting{reason ? `: ${reason}` : ''}. Reconnect it on the{' '}
              <Link to="/settings/channels" className="font-semibold underline">
                Channels page
              </Link>
              .
            </li>
          );
        })}
      </ul>
    </div>
  );
}
