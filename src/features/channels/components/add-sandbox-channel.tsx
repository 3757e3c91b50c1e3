import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  accountGetOptions,
  channelsConnectMutation,
  draftsGetQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClass } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { networkNames } from '../../../lib/networks';

/**
 * Owners and admins add a practice channel on the sandbox network, the simulated network in the service: a new
 * workspace tries posting, approvals and the inbox before it connects a real account.
 */
export function AddSandboxChannel({ emphasis = false }: { emphasis?: boolean }) {
  const account = useSuspenseQuery(accountGetOptions());
  const [open, setOpen] = useState(false);
  if (account.data.data.user.role === 'collaborator') return null;
  return (
    <>
      <Button variant={emphasis ? 'primary' : 'secondary'} className="mx-3 mt-2" onClick={() => setOpen(true)}>
        Add a sandbox channel
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Add a sandbox channel"
        description="A practice channel on the simulated network: posts to it are published there, and its inbox fills with the network's replies. Real accounts connect from the Channels page."
      >
        <AddSandboxForm onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function AddSandboxForm({ onDone }: { onDone: () => void }) {
  const [channelType, setChannelType] = useState(1);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const connect = useMutation({
    ...channelsConnectMutation(),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: draftsGetQueryKey() });
      toast.show(`${name.trim()} is connected to the sandbox network.`);
      onDone();
      await navigate({ to: '/outbox/$channelId', params: { channelId: answer.data.channel_id } });
    },
    onError: (failure) => setError(apiErrorMessage(failure)),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setError('Name the channel, such as your shop’s name on that network.');
        setError(undefined);
        connect.mutate({ body: { network: 'sandbox', channel_type: channelType, name: name.trim() } });
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
            {Object.entries(networkNames).map(([type, label]) => (
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
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Adding…' : 'Add channel'}
        </Button>
      </div>
    </form>
  );
}
