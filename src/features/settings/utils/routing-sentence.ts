import { listInWords } from '../../../lib/words';

/** The channels by name while a sentence can hold them; past three, how many. */
const onChannels = (channels: readonly string[]) =>
  channels.length > 3 ? `these ${channels.length} channels` : listInWords(channels);

/** The members in turn: "Maya, then Ben, then Sam". */
const inTurn = (members: readonly string[]) => members.join(', then ');

/**
 * What round-robin will do, in words: "New conversations on Northwind Coffee and Northwind Cafe go to Maya Chen,
 * then Ben Ortiz, in turn." Said of the choices on the form, before they are saved.
 */
export function routingSentence({
  enabled,
  channels,
  members,
}: {
  enabled: boolean;
  channels: readonly string[];
  members: readonly string[];
}): string {
  if (!enabled) return 'Round-robin is off: new conversations arrive unassigned, for anyone to take.';
  if (channels.length === 0 || members.length === 0)
    return `Choose at least one ${channels.length === 0 ? 'channel' : 'member'} for round-robin to assign anything.`;
  if (members.length === 1) return `New conversations on ${onChannels(channels)} all go to ${members[0]!}.`;
  return `New conversations on ${onChannels(channels)} go to ${inTurn(members)}, in turn.`;
}
