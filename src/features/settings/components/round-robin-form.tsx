import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { networkName } from '../../../../shared/networks';
import type { Channel, InboxRouting, Member } from '../../../api/generated/types.gen';
import { serviceErrors } from '../../../lib/form-errors';
import { useUpdateRouting } from '../api/use-update-routing';
import { routingSentence } from '../utils/routing-sentence';
import { MemberTurns } from './member-turns';
import { FormError, SettingsSection, SubmitButton } from './settings-section';

const ids = (joined: string) => joined.split('_').filter(Boolean);
const sameSet = (a: string, b: string) => ids(a).sort().join('_') === ids(b).sort().join('_');

/**
 * Round-robin (decision 039): on or off, the channels whose new conversations it assigns, and the members who take
 * them in turn. The sentence under the choices says what they will do before they are saved; all three are sent.
 */
export function RoundRobinForm({
  routing,
  channels,
  members,
}: {
  routing: InboxRouting;
  channels: readonly Channel[];
  members: readonly Member[];
}) {
  const [enabled, setEnabled] = useState(routing.enabled === 1);
  const [channelIds, setChannelIds] = useState(() => ids(routing.channel_ids));
  const [turns, setTurns] = useState(() => ids(routing.member_ids));
  const [unchanged, setUnchanged] = useState(false);
  const save = useUpdateRouting();

  const chosenChannels = channels.filter((channel) => channelIds.includes(channel.channel_id));
  const names = turns.flatMap((id) => members.find((member) => member.user_id === id)?.name ?? []);
  const next = members.find((member) => member.user_id === routing.next_member_id);
  const change = {
    enabled: enabled ? 1 : 0,
    channel_ids: chosenChannels.map((channel) => channel.channel_id).join('_'),
    member_ids: turns.join('_'),
  };
  // Channels are a set (compared in any order); members a turn order.
  const saved =
    change.enabled === routing.enabled &&
    sameSet(change.channel_ids, routing.channel_ids) &&
    change.member_ids === routing.member_ids;
  const refused = save.isError ? serviceErrors(save.error, ['channel_ids', 'member_ids'] as const) : undefined;
  const channelsError = refused?.fields.channel_ids;
  const membersError = refused?.fields.member_ids;
  const alert = refused?.alert;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setUnchanged(saved);
    if (!saved) save.mutate({ body: change });
  };

  return (
    <form onSubmit={submit} noValidate>
      <SettingsSection
        title="Round-robin"
        description="Hands each new conversation to the next teammate in turn as it arrives, so nothing waits for someone to pick it up."
      >
        <div className="space-y-6">
          <div className="flex items-start gap-3">
            <input
              id="round-robin-enabled"
              type="checkbox"
              role="switch"
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
              aria-describedby="round-robin-enabled-hint"
              className="mt-1 size-4"
            />
            <div>
              <label htmlFor="round-robin-enabled" className="text-sm font-semibold">
                Assign new conversations in turn
              </label>
              <p id="round-robin-enabled-hint" className="text-sm text-slate-600">
                A first direct message, a new comment on a post or a mention. Conversations already in the inbox keep
                their assignees.
              </p>
            </div>
          </div>
          <fieldset aria-describedby={channelsError ? 'round-robin-channels-error' : undefined}>
            <legend className="text-sm font-semibold">Channels</legend>
            {channels.length === 0 ? (
              <p className="text-sm text-slate-600">
                No channels connected yet.{' '}
                <Link to="/settings/channels" className="font-semibold text-blue-800 underline">
                  Connect one
                </Link>{' '}
                first: round-robin hands out the conversations it brings.
              </p>
            ) : (
              <ul aria-label="Channels" className="mt-2 grid gap-2 sm:grid-cols-2">
                {channels.map((channel) => (
                  <li key={channel.channel_id}>
                    <label className="grid cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-200 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-300">
                      <input
                        type="checkbox"
                        checked={channelIds.includes(channel.channel_id)}
                        onChange={(e) =>
                          setChannelIds((all) =>
                            e.target.checked
                              ? [...all, channel.channel_id]
                              : all.filter((id) => id !== channel.channel_id),
                          )
                        }
                        className="row-span-2 size-4"
                      />
                      <span className="min-w-0 break-words font-medium">{channel.name}</span>
                      <span className="min-w-0 break-all text-xs text-slate-600">
                        {networkName(channel.channel_type)} · {channel.screen_name}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {channelsError && (
              <p id="round-robin-channels-error" className="mt-1 text-sm text-red-800">
                {channelsError}
              </p>
            )}
          </fieldset>
          <div>
            <MemberTurns members={members} turns={turns} onChange={setTurns} error={membersError} />
          </div>
          <div aria-live="polite" className="rounded-lg bg-blue-50 p-3 text-sm ring-1 ring-blue-200">
            <p className="font-semibold text-blue-950">
              {routingSentence({
                enabled,
                // With the network: a brand's channels often share a name.
                channels: chosenChannels.map((channel) => `${channel.name} (${networkName(channel.channel_type)})`),
                members: names,
              })}
            </p>
            {enabled && saved && next && names.length > 1 && (
              <p className="mt-1 text-slate-700">Next up: {next.name}.</p>
            )}
            {!saved && <p className="mt-1 text-slate-700">Not saved yet.</p>}
          </div>
          <FormError message={alert} />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton pending={save.isPending}>{save.isPending ? 'Saving…' : 'Save round-robin'}</SubmitButton>
            <p role="status" className="text-sm text-slate-600">
              {unchanged && saved ? 'Nothing changed: there is nothing to save.' : ''}
            </p>
          </div>
        </div>
      </SettingsSection>
    </form>
  );
}
