import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ChannelEntry } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { ChooseAccountsDialog } from './choose-accounts-dialog';
import { ConnectDialog } from './connect-dialog';
import { SignInNotice, type SignInNoticeProps } from './sign-in-notice';
import { DisconnectDialog } from './disconnect-dialog';
import { useClock } from '../../../api/use-workspace';
import { HealthBadge, lastSuccessText, signInEnd, waitingText } from './health';
import { ChannelAvatar } from '../../../components/channels/channel-avatar';
import { handle } from '../../../components/channels/handle';

const smallButton = 'px-3 py-1.5 text-xs';
const linkButton =
  'inline-flex items-center justify-center rounded-lg bg-white px-3 py-1.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50';

/** The Channels page of the settings (owners and admins): every channel with its health, connect, disconnect. */
export function ChannelsPage({ zone, signIn, onSignInSeen }: { zone: string } & SignInNoticeProps) {
  const channels = useSuspenseQuery(channelsGetOptions()).data.data;
  // The connect dialog: closed, for a new channel, or reconnecting one.
  const [connecting, setConnecting] = useState<{ reconnect?: ChannelEntry } | null>(null);
  const [disconnecting, setDisconnecting] = useState<ChannelEntry | null>(null);
  // A disconnected channel's row (where its dialog was opened from) is gone: focus goes to the page's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [disconnected, setDisconnected] = useState(0);
  useEffect(() => {
    if (disconnected) headingRef.current?.focus();
  }, [disconnected]);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            Channels
          </h2>
          <p className="mt-1 text-slate-600">
            The accounts this workspace posts to, and how each is doing. A channel that needs reconnecting posts nothing
            until it is signed in again.
          </p>
          <SignInNotice signIn={signIn} onSignInSeen={onSignInSeen} channels={channels} />
        </div>
        <Button onClick={() => setConnecting({})}>Connect a channel</Button>
      </div>
      <section
        aria-label="Connected channels"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        {channels.length === 0 ? (
          <p className="text-sm text-slate-600">
            No channels yet: connect one with <strong>Connect a channel</strong>. A Bluesky account posts for real; a
            sandbox channel lets you try posting, approvals and the inbox without one.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Channels">
            {channels.map((channel) => (
              <ChannelRow
                key={channel.channel_id}
                channel={channel}
                zone={zone}
                onReconnect={() => setConnecting({ reconnect: channel })}
                onDisconnect={() => setDisconnecting(channel)}
              />
            ))}
          </ul>
        )}
      </section>
      <ChooseAccountsDialog choice={signIn?.choose} onDone={() => onSignInSeen?.()} />
      <ConnectDialog open={connecting !== null} reconnect={connecting?.reconnect} onClose={() => setConnecting(null)} />
      <DisconnectDialog
        channel={disconnecting}
        onClose={() => setDisconnecting(null)}
        onDisconnected={() => {
          setDisconnecting(null);
          setDisconnected((n) => n + 1);
        }}
      />
    </>
  );
}

function ChannelRow({
  channel,
  zone,
  onReconnect,
  onDisconnect,
}: {
  channel: ChannelEntry;
  zone: string;
  onReconnect: () => void;
  onDisconnect: () => void;
}) {
  // Two channels may share a name (one per network): each control says which it acts on.
  const which = `${channel.name} on ${channel.network}`;
  const clock = useClock();
  const ending = signInEnd(channel, zone, clock);
  return (
    <li className="flex flex-wrap items-start gap-4 py-4 text-sm first:pt-0 last:pb-0">
      <ChannelAvatar channelType={channel.channel_type} picture={channel.picture} size={40} />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-semibold">{channel.name}</h3>
        <p className="text-slate-600">
          {handle(channel.screen_name)} · {channel.network}
          {channel.connector === 'sandbox' ? ' (sandbox)' : ''}
        </p>
        <HealthBadge channel={channel} zone={zone} />
        {ending && <p className={ending.soon ? 'font-medium text-amber-900' : 'text-slate-600'}>{ending.text}</p>}
        <p className="text-slate-600">
          {lastSuccessText(channel, zone, clock)} · {waitingText(channel.waiting_posts)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to="/outbox/$channelId"
          params={{ channelId: channel.channel_id }}
          className={linkButton}
          aria-label={`Posting schedule and queue of ${which}`}
        >
          Posting schedule
        </Link>
        {channel.connector !== 'sandbox' && (
          <Button
            variant={channel.status === 'needs_reconnect' || ending?.soon ? 'primary' : 'secondary'}
            className={smallButton}
            onClick={onReconnect}
            aria-label={`Reconnect ${which}`}
          >
            Reconnect
          </Button>
        )}
        <Button
          variant="secondary"
          className={`${smallButton} text-red-800`}
          onClick={onDisconnect}
          aria-label={`Disconnect ${which}`}
        >
          Disconnect
        </Button>
      </div>
    </li>
  );
}
