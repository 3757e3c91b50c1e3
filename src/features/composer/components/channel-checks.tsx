import { CircleAlert } from 'lucide-react';
import { networkName } from '../../../../shared/networks';
import type { ChannelCheck } from './network-rules';

/** What each chosen channel's network would refuse, said while writing, next to the channel it concerns. */
export function ChannelChecks({ checks }: { checks: ChannelCheck[] }) {
  const blocked = checks.filter((c) => c.problems.length > 0);
  if (blocked.length === 0) return null;
  return (
    <ul
      aria-label="Problems per channel"
      className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
    >
      {blocked.map(({ channel, problems }) => (
        <li key={channel.channel_id} className="flex gap-2 text-amber-950">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>
              {channel.name} ({networkName(channel.channel_type)}):
            </strong>{' '}
            {problems.join(' ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
