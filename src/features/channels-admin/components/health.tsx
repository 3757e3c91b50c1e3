import type { ChannelEntry } from '../../../api/generated/types.gen';
import { useClock } from '../../../api/use-workspace';
import type { Clock } from '../../../lib/clock';
import { formatWorkspaceTime } from '../../../lib/time';
import { reasonText } from './health-reason';

const pill = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1';

/** How a channel is doing, in words (the colour only repeats them): connected, needs reconnecting, rate limited. */
export function HealthBadge({ channel, zone }: { channel: ChannelEntry; zone: string }) {
  const clock = useClock();
  switch (channel.status) {
    case 'connected':
      return <span className={`${pill} bg-green-50 text-green-900 ring-green-200`}>Connected</span>;
    case 'needs_reconnect': {
      const reason = reasonText(channel.status_reason);
      const since = channel.status_since ? `since ${formatWorkspaceTime(channel.status_since, zone, clock)}` : '';
      return (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`${pill} bg-red-50 text-red-900 ring-red-200`}>Needs reconnecting</span>
          <span className="text-sm text-red-900">{[reason, since].filter(Boolean).join(', ')}</span>
        </span>
      );
    }
    case 'rate_limited':
      return (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`${pill} bg-amber-50 text-amber-950 ring-amber-300`}>
            {channel.rate_limited_until
              ? `Rate limited until ${formatWorkspaceTime(channel.rate_limited_until, zone, clock)}`
              : 'Rate limited'}
          </span>
          <span className="text-sm text-slate-700">Its posts wait until then.</span>
        </span>
      );
  }
}

/** "Last successful call Today 09:12", that the network has not answered a call yet, or that it is simulated. */
export const lastSuccessText = (channel: ChannelEntry, zone: string, clock: Clock) =>
  channel.connector === 'sandbox'
    ? 'Posts to the simulated network'
    : channel.last_success
      ? `Last successful call ${formatWorkspaceTime(channel.last_success, zone, clock)}`
      : 'No calls yet';

/** "No waiting posts", "1 waiting post", "4 waiting posts". */
export const waitingText = (n: number) =>
  n === 0 ? 'No waiting posts' : n === 1 ? '1 waiting post' : `${n} waiting posts`;

/** Days ahead of a sign-in's end from which the Channels page asks for reconnecting. */
const RECONNECT_AHEAD_DAYS = 14;

/**
 * When the network's sign-in ends beyond any renewal (LinkedIn's year, a Meta token): reconnecting is asked for
 * in the two weeks before, and the date is shown otherwise. Undefined when it lasts (or has already failed).
 */
export function signInEnd(channel: ChannelEntry, zone: string, clock: Clock, now = new Date()) {
  if (!channel.sign_in_ends || channel.status === 'needs_reconnect') return undefined;
  // A workspace time read as UTC is off by the zone's offset at most: hours, against a two-week warning.
  const ends = Date.parse(`${channel.sign_in_ends.replace(' ', 'T')}Z`);
  const soon = ends - now.getTime() <= RECONNECT_AHEAD_DAYS * 86_400_000;
  const when = formatWorkspaceTime(channel.sign_in_ends, zone, clock, now);
  return {
    soon,
    text: soon
      ? `Its sign-in at ${channel.network} ends ${when}: reconnect before then, or its posts stop going out.`
      : `Signed in at ${channel.network} until ${when}.`,
  };
}
