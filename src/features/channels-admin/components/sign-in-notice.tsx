import type { ChannelEntry } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { handle } from '../../../components/channels/handle';

/** What a network's sign-in ended with, as the service's callback put it in the address. */
export interface SignInOutcome {
  connected?: number;
  reconnected?: number;
  error?: string;
  /** Several accounts were reached: the key of the choice among them. */
  choose?: string;
}

export interface SignInNoticeProps {
  signIn?: SignInOutcome;
  onSignInSeen?: () => void;
}

/**
 * Back from a network's sign-in (X, …): which channel is now connected, or why none is and what to do. It stays
 * until dismissed, so a person coming back to the tab later still reads it.
 */
export function SignInNotice({ signIn, onSignInSeen, channels }: SignInNoticeProps & { channels: ChannelEntry[] }) {
  if (!signIn || (!signIn.connected && !signIn.reconnected && !signIn.error)) return null;
  const id = String(signIn.connected ?? signIn.reconnected ?? '');
  const channel = channels.find((c) => c.channel_id === id);
  const dismiss = onSignInSeen && (
    <Button variant="secondary" className="mt-2 px-3 py-1.5 text-xs" onClick={onSignInSeen}>
      Dismiss
    </Button>
  );
  if (signIn.error)
    return (
      <div role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
        <p>{signIn.error}</p>
        {dismiss}
      </div>
    );
  const who = channel ? `${channel.name} (${handle(channel.screen_name)}) on ${channel.network}` : 'The account';
  return (
    <div role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
      <p>
        {signIn.reconnected
          ? `${who} is signed in again: its waiting posts go out again.`
          : `${who} is connected. Its posts go out at the slots of its posting schedule.`}
      </p>
      {dismiss}
    </div>
  );
}
