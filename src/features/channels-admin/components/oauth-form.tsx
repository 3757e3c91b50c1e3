import { useState } from 'react';
import { isConnected } from '../../../components/channels/connect-answer';
import { useConnectChannel } from '../../../components/channels/use-connect-channel';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';

/**
 * A network that signs in on its own pages: the person goes there (this tab), grants access to the account that
 * posts, and comes back to the Channels page, where the new channel is. Given `channelId`, that channel is signed
 * in again instead.
 */
export function OAuthForm({
  channelType,
  network,
  channelId,
  onCancel,
}: {
  channelType: number;
  network: string;
  channelId?: string;
  onCancel: () => void;
}) {
  const connect = useConnectChannel();
  const [problem, setProblem] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(undefined);
        connect.mutate(
          { body: { channel_type: channelType, ...(channelId ? { channel_id: Number(channelId) } : {}) } },
          {
            onSuccess: (answer) => {
              if (isConnected(answer.data)) return;
              setLeaving(true);
              window.location.assign(answer.data.authorize_url);
            },
            onError: (failure) => setProblem(apiErrorMessage(failure)),
          },
        );
      }}
    >
      <p className="text-sm text-slate-700">
        {network} opens in this tab: sign in there to the account that posts and allow Social Desk to publish and read
        its replies. You come back here once it is done.
      </p>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={connect.isPending || leaving}>
          {leaving ? `Opening ${network}…` : `Continue to ${network}`}
        </Button>
      </div>
    </form>
  );
}
