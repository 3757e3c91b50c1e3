import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { channelsGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { ChannelEntry, ChannelsGetResponse } from '../../../api/generated/types.gen';
import { SandboxChannelForm } from '../../../components/channels/sandbox-channel-form';
import { Dialog } from '../../../components/ui/dialog';
import { RadioCards } from '../../../components/ui/radio-cards';
import { useToast } from '../../../components/ui/toast';
import { networksOptions } from '../api/networks-query';
import { BlueskyForm } from './bluesky-form';
import { OAuthForm } from './oauth-form';
import { handle } from '../../../components/channels/handle';

/** Bluesky, the sandbox, or an OAuth network by its channel_type. */
type Choice = string;

/**
 * Connects a channel: a Bluesky account (handle and app password) or a sandbox channel to try the product with.
 * Given `reconnect`, it signs that Bluesky channel in again instead, keeping its queue, history and schedule.
 * Mounted only while open (the Dialog), so each opening starts blank.
 */
export function ConnectDialog({
  open,
  reconnect,
  initialChoice,
  onClose,
}: {
  open: boolean;
  reconnect?: ChannelEntry;
  /** The network chosen when it opens: `sandbox` for a practice channel, or a channel_type; Bluesky else. */
  initialChoice?: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={reconnect ? `Reconnect ${reconnect.name}` : 'Connect a channel'}
      description={
        reconnect
          ? reconnect.connector === 'bluesky'
            ? `Sign in to Bluesky as @${reconnect.screen_name} with a new app password. Its queue, history and posting schedule stay as they are.`
            : `Sign in to ${reconnect.network} as @${reconnect.screen_name} again. Its queue, history and posting schedule stay as they are.`
          : 'Pick the network, then sign in to the account that posts.'
      }
    >
      {reconnect ? (
        <ReconnectForm channel={reconnect} onDone={onClose} />
      ) : (
        <NewChannel initialChoice={initialChoice} onDone={onClose} />
      )}
    </Dialog>
  );
}

function ReconnectForm({ channel, onDone }: { channel: ChannelEntry; onDone: () => void }) {
  const toast = useToast();
  if (channel.connector !== 'bluesky')
    return (
      <OAuthForm
        channelType={channel.channel_type}
        network={channel.network}
        channelId={channel.channel_id}
        onCancel={onDone}
      />
    );
  return (
    <BlueskyForm
      channelId={channel.channel_id}
      initialHandle={channel.screen_name}
      onCancel={onDone}
      onConnected={() => {
        toast.show(`${channel.name} is reconnected: its waiting posts go out again.`);
        onDone();
      }}
    />
  );
}

function NewChannel({ initialChoice = 'bluesky', onDone }: { initialChoice?: string; onDone: () => void }) {
  const [choice, setChoice] = useState<Choice>(initialChoice);
  const toast = useToast();
  const queryClient = useQueryClient();
  const offered = useQuery(networksOptions()).data?.data ?? [];
  // The channel as the refreshed list has it: the service names it after the account.
  const connected = (channelId: string) =>
    queryClient
      .getQueryData<ChannelsGetResponse>(channelsGetQueryKey())
      ?.data.find((channel) => channel.channel_id === channelId);
  const signIns = offered.filter((n) => n.connect === 'oauth' && n.status !== 'not_built');
  const comingSoon = offered.filter((n) => n.status === 'not_built');
  const chosen = signIns.find((n) => String(n.channel_type) === choice);
  return (
    <div className="space-y-5">
      <RadioCards
        legend="Network"
        value={choice}
        onChange={setChoice}
        options={[
          { value: 'bluesky', label: 'Bluesky', hint: 'Sign in with your handle and an app password.' },
          ...signIns.map((n) => ({
            value: String(n.channel_type),
            label: n.name,
            hint:
              n.status === 'available'
                ? `Sign in on ${signInSite(n.name)} and allow Social Desk to post.`
                : `Not set up on this server: its administrator sets ${n.missing_settings.join(' and ')} (the app registered at ${n.name}).`,
          })),
          {
            value: 'sandbox',
            label: 'Sandbox (demo)',
            hint: 'A practice channel on the simulated network: nothing is published.',
          },
        ]}
      >
        {comingSoon.length > 0 && (
          <p className="mt-2 text-sm text-slate-600">Coming soon: {comingSoon.map((n) => n.name).join(', ')}.</p>
        )}
      </RadioCards>
      {choice === 'bluesky' ? (
        <BlueskyForm
          onCancel={onDone}
          onConnected={(answer) => {
            const channel = connected(answer.channel_id);
            const who = channel ? `${channel.name} (${handle(channel.screen_name)})` : 'The Bluesky account';
            toast.show(answer.reconnected ? `${who} was already here: it is reconnected.` : `${who} is connected.`);
            onDone();
          }}
        />
      ) : chosen ? (
        chosen.status === 'available' ? (
          <OAuthForm channelType={chosen.channel_type} network={chosen.name} onCancel={onDone} />
        ) : (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {chosen.name} accounts can be connected once this server has an app registered at {chosen.name}: set{' '}
            {chosen.missing_settings.join(' and ')} and restart it (docs/networks.md says how).
          </p>
        )
      ) : (
        <SandboxChannelForm
          onCancel={onDone}
          onConnected={({ name: channelName }) => {
            toast.show(`${channelName} is connected to the sandbox network.`);
            onDone();
          }}
        />
      )}
    </div>
  );
}

/** Where a network's sign-in happens, as people call it: a Facebook Page signs in on Facebook. */
const signInSite = (network: string) =>
  ({ 'Facebook Page': 'Facebook', 'Google Business Profile': 'Google' })[network] ?? network;
