import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  channelsChoiceOptions,
  channelsChooseMutation,
  channelsGetQueryKey,
  draftsGetQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';
import { everyOutboxKey } from '../../../api/query-keys';
import { useCallFeedback } from '../../../api/use-write-feedback';
import { ChannelAvatar } from '../../../components/channels/channel-avatar';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { handle } from '../../../components/channels/handle';

/**
 * Back from a sign-in that reached several accounts (a person's Facebook Pages, LinkedIn organizations, Google
 * locations): the person picks which become channels. Nothing is picked for them: a workspace of one shop should
 * not find forty channels. An account already connected is marked; picking it signs it in again.
 */
export function ChooseAccountsDialog({ choice, onDone }: { choice: string | undefined; onDone: () => void }) {
  return (
    <Dialog
      open={choice !== undefined}
      onClose={onDone}
      title="Which accounts to connect?"
      description="Your sign-in gave access to these accounts. Each one you pick becomes a channel with its own queue and inbox."
    >
      {choice && <ChooseForm choice={choice} onDone={onDone} />}
    </Dialog>
  );
}

function ChooseForm({ choice, onDone }: { choice: string; onDone: () => void }) {
  const offered = useQuery({ ...channelsChoiceOptions({ query: { choice } }), retry: false, staleTime: Infinity });
  const [picked, setPicked] = useState<string[]>([]);
  const { refresh } = useCallFeedback();
  const toast = useToast();
  const choose = useMutation({
    ...channelsChooseMutation(),
    onSettled: () => refresh(channelsGetQueryKey(), draftsGetQueryKey(), everyOutboxKey()),
  });

  if (offered.isPending) return <p className="text-sm text-slate-600">Reading the accounts of your sign-in…</p>;
  if (offered.isError)
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-red-900">
          {offered.error.message}
        </p>
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  const { network, accounts } = offered.data.data;
  const toggle = (id: string) =>
    setPicked((current) => (current.includes(id) ? current.filter((p) => p !== id) : [...current, id]));
  const count = picked.length;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (count === 0 || choose.isPending) return;
        choose.mutate(
          { body: { choice, account_ids: picked.join(',') } },
          {
            onSuccess: ({ data }) => {
              const n = data.channel_ids.length;
              toast.show(`${n === 1 ? 'One channel' : `${n} channels`} of ${network} connected.`);
              onDone();
            },
          },
        );
      }}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{network} accounts</legend>
        <ul className="max-h-80 space-y-1 overflow-y-auto">
          {accounts.map((account) => (
            <li key={account.account_id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg p-2 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={picked.includes(account.account_id)}
                  onChange={() => toggle(account.account_id)}
                />
                <ChannelAvatar channelType={offered.data.data.channel_type} picture={account.picture} size={32} />
                <span className="min-w-0 text-sm">
                  <span className="block font-medium">{account.name}</span>
                  <span className="block text-slate-600">
                    {handle(account.screen_name)}
                    {account.channel_id ? ' · already a channel: picking it signs it in again' : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={count === 0 || choose.isPending}>
          {count === 0 ? 'Pick an account' : count === 1 ? 'Connect 1 account' : `Connect ${count} accounts`}
        </Button>
      </div>
    </form>
  );
}
