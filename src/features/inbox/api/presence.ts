import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { InboxItem, InboxPresence } from '../../../api/generated/types.gen';
import { inboxPresence } from '../../../api/generated/sdk.gen';
import { listInWords } from '../../../lib/words';
import { onWorkspaceEvent, type PresenceEvent } from '../../../lib/events';

interface Held {
  presence: InboxPresence;
  /** When it lapses unless said again (this tab's clock). */
  until: number;
  /** When it was heard: an answer asked before then does not replace it. */
  heard: number;
}

/**
 * Who has which conversation open or is typing in it, as the event stream tells (decision 042): one board for the
 * whole tab, kept while anything reads it. Keyed by member and unit of work, as the service keeps it; a lapse is
 * counted on this tab's clock from when it was heard. The board asks `inbox/presence` when its first reader comes and
 * when the stream reconnects: what was said before then, or while it was away, is not in the stream.
 */
const held = new Map<string, Held>();
const watchers = new Set<() => void>();
/** What readers see: a new map on every change, so a hook re-renders only then. */
let byWork: ReadonlyMap<string, InboxPresence[]> = new Map();
let lapse: ReturnType<typeof setTimeout> | undefined;

const keyOf = (p: { user_id: string; work_id: string }) => `${p.user_id}|${p.work_id}`;

function publish() {
  const now = Date.now();
  const next = new Map<string, InboxPresence[]>();
  let soonest = Infinity;
  for (const [key, entry] of held) {
    if (entry.until <= now) {
      held.delete(key);
      continue;
    }
    soonest = Math.min(soonest, entry.until);
    const list = next.get(entry.presence.work_id) ?? [];
    list.push(entry.presence);
    next.set(entry.presence.work_id, list);
  }
  for (const list of next.values()) list.sort((a, b) => a.user_name.localeCompare(b.user_name));
  byWork = next;
  clearTimeout(lapse);
  lapse = soonest === Infinity ? undefined : setTimeout(publish, soonest - now + 10);
  watchers.forEach((watch) => watch());
}

/** A presence heard on the stream or read from the service: held until it lapses, or gone when it is `left`. */
function hear(presence: PresenceEvent | InboxPresence) {
  const key = keyOf(presence);
  if (presence.state === 'left' || presence.expires_in <= 0) held.delete(key);
  else
    held.set(key, {
      presence: { ...presence, state: presence.state },
      until: Date.now() + presence.expires_in * 1000,
      heard: Date.now(),
    });
  publish();
}

/** The service's whole board, in place of what was heard before the question (not what the stream said since). */
async function askAgain() {
  const asked = Date.now();
  const answer = await inboxPresence({ throwOnError: false });
  if (!answer.data) return;
  for (const [key, entry] of held) if (entry.heard < asked) held.delete(key);
  const now = Date.now();
  for (const presence of answer.data.data.presence)
    if (!held.has(keyOf(presence)))
      held.set(keyOf(presence), { presence, until: now + presence.expires_in * 1000, heard: asked });
  publish();
}

let readers = 0;
let stopListening: (() => void) | undefined;

/**
 * The board listens while it has readers, once for all of them: nothing was heard while nobody read it, so its first
 * reader asks the service.
 */
function read() {
  if (readers++ === 0) {
    stopListening = onWorkspaceEvent((event) => {
      if (event.type === 'presence') hear(event.data);
      else if (event.type === 'reconnected') void askAgain();
    });
    void askAgain();
  }
  return () => {
    if (--readers === 0) stopListening?.();
  };
}

const subscribe = (watch: () => void) => {
  watchers.add(watch);
  return () => watchers.delete(watch);
};
const snapshot = () => byWork;

/**
 * Every unit of work somebody else is on, with who is there, viewing or typing. The caller is left out: their own
 * presence in another tab is not someone else's.
 */
export function usePresenceBoard(me: string): ReadonlyMap<string, InboxPresence[]> {
  useEffect(read, []);
  const board = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const others = new Map<string, InboxPresence[]>();
    for (const [work, list] of board) {
      const rest = list.filter((p) => p.user_id !== me);
      if (rest.length) others.set(work, rest);
    }
    return others;
  }, [board, me]);
}

/** Who else than `me` (the caller's user_id) is on this item's unit of work (empty when nobody). */
export function usePresenceOn(item: Pick<InboxItem, 'work_id'>, me: string): InboxPresence[] {
  return usePresenceBoard(me).get(item.work_id) ?? none;
}
const none: InboxPresence[] = [];

/** "Maya is typing a reply", "Maya and Ben are viewing this": the people on a unit, in words. */
export function presenceWords(people: InboxPresence[]): string {
  const typing = people.filter((p) => p.state === 'typing').map((p) => p.user_name);
  const viewing = people.filter((p) => p.state === 'viewing').map((p) => p.user_name);
  const parts = [];
  if (typing.length) parts.push(`${listInWords(typing)} ${typing.length === 1 ? 'is' : 'are'} typing a reply`);
  if (viewing.length) parts.push(`${listInWords(viewing)} ${viewing.length === 1 ? 'is' : 'are'} viewing this`);
  return parts.join('; ');
}
