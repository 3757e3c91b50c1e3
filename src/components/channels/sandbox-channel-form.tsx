import { isConnected } from './connect-answer';
import { useState } from 'react';
import { networks } from '../../../shared/networks';
import { apiErrorMessage } from '../../lib/api-error';
import { Button } from '../ui/button';
import { Field, inputClass } from '../ui/field';
import { useConnectChannel } from './use-connect-channel';

/**
 * Makes a practice channel on the sandbox network, the simulated network in the service: which network it plays,
 * and its name. The lists showing channels are fresh by the time `onConnected` hears of it.
 */
export function SandboxChannelForm({
  onConnected,
  onCancel,
}: {
  onConnected: (channel: { channelId: string; name: string }) => void | Promise<void>;
  onCancel: () => void;
}) {
  const [channelType, setChannelType] = useState(1);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const connect = useConnectChannel();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (connect.isPending) return;
        const trimmed = name.trim();
        if (!trimmed) return setError('Name the channel, such as your shop’s name on that network.');
        setError(undefined);
        connect.mutate(
          { body: { network: 'sandbox', channel_type: channelType, name: trimmed } },
          {
            onSuccess: (answer) => {
              if (isConnected(answer.data)) return onConnected({ channelId: answer.data.channel_id, name: trimmed });
            },
            onError: (failure) => setError(apiErrorMessage(failure)),
          },
        );
      }}
      className="space-y-4"
      noValidate
    >
      <Field label="Network it plays">
        {(control) => (
          <select
            {...control}
            value={channelType}
            onChange={(event) => setChannelType(Number(event.target.value))}
            className={inputClass}
          >
            {networks.map(({ type, name: label }) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Channel name" error={error}>
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
            autoComplete="off"
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Adding…' : 'Add channel'}
        </Button>
      </div>
    </form>
  );
}
