import { useState } from 'react';
import type { ChannelEntry } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RadioCards } from '../../../components/ui/radio-cards';
import { useToast } from '../../../components/ui/toast';
import { disconnectOutcome, useDisconnectChannel } from '../api/use-channel-actions';
import { waitingText } from './health';
import { handle } from '../../../components/channels/handle';

type Queued = 'drafts' | 'delete';

/**
 * Asks before disconnecting a channel, and what becomes of the posts waiting on it: drafts (the default, nothing
 * is lost) or deleted. The outcome shows in a toast; `onDisconnected` hears of it once the lists are fresh.
 */
export function DisconnectDialog({
  channel,
  onClose,
  onDisconnected,
}: {
  channel: ChannelEntry | null;
  onClose: () => void;
  onDisconnected: () => void;
}) {
  return (
    <Dialog
      open={channel !== null}
      onClose={onClose}
      title={channel ? `Disconnect ${channel.name}?` : ''}
      description={
        channel
          ? `${handle(channel.screen_name)} on ${channel.network} stops posting here, and its inbox leaves the workspace. You can connect it again later.`
          : undefined
      }
    >
      {channel && <DisconnectForm channel={channel} onClose={onClose} onDisconnected={onDisconnected} />}
    </Dialog>
  );
}

function DisconnectForm({
  channel,
  onClose,
  onDisconnected,
}: {
  channel: ChannelEntry;
  onClose: () => void;
  onDisconnected: () => void;
}) {
  const [queued, setQueued] = useState<Queued>('drafts');
  const disconnect = useDisconnectChannel();
  const toast = useToast();
  const waiting = channel.waiting_posts;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (disconnect.isPending) return;
        disconnect.mutate(
          { body: { channel_id: Number(channel.channel_id), queued } },
          {
            onSuccess: ({ data }) => {
              toast.show(disconnectOutcome(channel.name, data));
              onDisconnected();
            },
          },
        );
      }}
      className="space-y-4"
    >
      {waiting > 0 ? (
        <RadioCards
          legend={`What becomes of its ${waitingText(waiting).replace(/^1 /, 'one ')}?`}
          value={queued}
          onChange={setQueued}
          options={[
            {
              value: 'drafts',
              label: 'Keep them as drafts',
              hint: 'Their authors find them in Drafts, to post on another channel.',
            },
            { value: 'delete', label: 'Delete them', hint: 'They are gone for good.' },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-700">No posts are waiting on it.</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={disconnect.isPending}
          className="bg-red-700 hover:bg-red-800 disabled:bg-red-400"
        >
          {disconnect.isPending ? 'Disconnecting…' : 'Disconnect'}
        </Button>
      </div>
    </form>
  );
}
