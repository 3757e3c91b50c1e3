import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountGetOptions, channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { reasonText } from './health';

/**
 * Above every page, for owners and admins: the channels the network stopped taking posts from (their sign-in was
 * refused), until someone reconnects them. Nothing goes out on them meanwhile, so it stays in view. It is no part
 * of a page's data: if the list cannot load, the page shows without it.
 */
export function ChannelHealthBanner() {
  const role = useSuspenseQuery(accountGetOptions()).data.data.user.role;
  const manager = role !== 'collaborator';
  const { data } = useQuery({ ...channelsGetOptions(), enabled: manager });
  const broken = manager ? (data?.data ?? []).filter((channel) => channel.status === 'needs_reconnect') : [];
  if (broken.length === 0) return null;
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
                {channel.name} (@{channel.screen_name})
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
