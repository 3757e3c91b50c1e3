import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { channelsGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { ChannelEntry, ChannelsGetResponse } from '../../../api/generated/types.gen';
import { SandboxChannelForm } from '../../../components/channels/sandbox-channel-form';
import { Dialog } from '../../../components/ui/dialog';
import { RadioCards } from '../../../components/ui/radio-cards';
import { useToast } from '../../../components/ui/toast';
import { networks } from '../../../../shared/networks';
import { BlueskyForm } from './bluesky-form';

type Choice = 'bluesky' | 'sandbox';

/** Networks connected through their own sign-in page: not on this installation yet. */
const comingSoon = networks.filter((network) => network.connect === 'oauth');

/**
 * Connects a channel: a Bluesky account (handle and app password) or a sandbox channel to try the product with.
 * Given `reconnect`, it signs that Bluesky channel in again instead, keeping its queue, history and schedule.
 * Mounted only while open (the Dialog), so each opening starts blank.
 */
export function ConnectDialog({
  open,
  reconnect,
  onClose,
}: {
  open: boolean;
  reconnect?: ChannelEntry;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={reconnect ? `Reconnect ${reconnect.name}` : 'Connect a channel'}
      description={
        reconnect
          ? `Sign in to Bluesky as @${reconnect.screen_name} with a new app password. Its queue, history and posting schedule stay as they are.`
          : 'Pick the network, then sign in to the account that posts.'
      }
    >
      {reconnect ? <ReconnectForm channel={reconnect} onDone={onClose} /> : <NewChannel onDone={onClose} />}
    </Dialog>
  );
}

function ReconnectForm({ channel, onDone }: { channel: ChannelEntry; onDone: () => void }) {
  const toast = useToast();
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

function NewChannel({ onDone }: { onDone: () => void }) {
  const [choice, setChoice] = useState<Choice>('bluesky');
  const toast = useToast();
  const queryClient = useQueryClient();
  // The channel as the refreshed list has it: the service names it after the account.
  const connected = (channelId: string) =>
    queryClient
      .getQueryData<ChannelsGetResponse>(channelsGetQueryKey())
      ?.data.find((channel) => channel.channel_id === channelId);
  return (
    <div className="space-y-5">
      <RadioCards
        legend="Network"
        value={choice}
        onChange={setChoice}
        options={[
          { value: 'bluesky', label: 'Bluesky', hint: 'Sign in with your handle and an app password.' },
          {
            value: 'sandbox',
            label: 'Sandbox (demo)',
            hint: 'A practice channel on the simulated network: nothing is published.',
          },
        ]}
      >
        <p className="mt-2 text-sm text-slate-600">
          Coming soon: {comingSoon.map((network) => network.name).join(', ')}.
        </p>
      </RadioCards>
      {choice === 'bluesky' ? (
        <BlueskyForm
          onCancel={onDone}
          onConnected={(answer) => {
            const channel = connected(answer.channel_id);
            const who = channel ? `${channel.name} (@${channel.screen_name})` : 'The Bluesky account';
            toast.show(answer.reconnected ? `${who} was already here: it is reconnected.` : `${who} is connected.`);
            onDone();
          }}
        />
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
