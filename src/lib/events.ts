import { useEffect, useRef } from 'react';
import { onSessionChange, readSession } from './auth/session';
import { apiBaseUrl } from './env';
import { isNumberArray, isObject } from './guards';

type InboxEvent = {
  item_ids: number[];
  /** The threads of those items (none: no open thread needs refreshing). */
  conversation_ids: number[];
  reason: 'new' | 'changed';
};
type OutboxEvent = { channel_ids: number[] };
/** Channels connected, disconnected, or whose health changed (needs reconnecting, rate limited, healthy again). */
type ChannelsEvent = { channel_ids: number[] };
export type WorkspaceEvent =
  | { type: 'inbox'; data: InboxEvent }
  | { type: 'outbox'; data: OutboxEvent }
  | { type: 'channels'; data: ChannelsEvent };

// An event's data as the stream sends it, or null when it is not what its type promises.
const inboxEvent = (data: unknown): InboxEvent | null =>
  isObject(data) && isNumberArray(data.item_ids) && (data.reason === 'new' || data.reason === 'changed')
    ? {
        item_ids: data.item_ids,
        conversation_ids: isNumberArray(data.conversation_ids) ? data.conversation_ids : [],
        reason: data.reason,
      }
    : null;
const outboxEvent = (data: unknown): OutboxEvent | null =>
  isObject(data) && isNumberArray(data.channel_ids) ? { channel_ids: data.channel_ids } : null;
const channelsEvent = (data: unknown): ChannelsEvent | null =>
  isObject(data) && isNumberArray(data.channel_ids) ? { channel_ids: data.channel_ids } : null;
type Listener = (event: WorkspaceEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
/** The token the open stream was opened with. */
let sourceToken: string | undefined;
let stopFollowing: (() => void) | undefined;

/**
 * A new session (the workspace switcher's token, a login in another tab) opens the stream again with its token: the
 * old token's stream hears the old workspace, and ends when that token is revoked.
 */
function followSession() {
  stopFollowing ??= onSessionChange(() => {
    if (readSession()?.token === sourceToken) return;
    disconnect();
    if (listeners.size > 0) connect();
  });
}

function disconnect() {
  source?.close();
  source = null;
  sourceToken = undefined;
}

/**
 * One connection to the service's event stream (`/events/stream`, an extension of the contract) for the whole
 * app, open while anything listens. EventSource reconnects by itself; it cannot send headers, so the token goes
 * as access_token (the service's logs redact it).
 */
function connect() {
  followSession();
  const token = readSession()?.token;
  if (source || !token || typeof EventSource === 'undefined') return;
  sourceToken = token;
  source = new EventSource(`${apiBaseUrl}/events/stream?access_token=${encodeURIComponent(token)}`);
  const relay = <E extends WorkspaceEvent>(type: E['type'], read: (data: unknown) => E['data'] | null) =>
    source!.addEventListener(type, (message) => {
      const data = read(JSON.parse((message as MessageEvent<string>).data));
      if (data) listeners.forEach((listener) => listener({ type, data } as E));
    });
  relay('inbox', inboxEvent);
  relay('outbox', outboxEvent);
  relay('channels', channelsEvent);
  // The stream ends when its token stops working (expired or logged out, maybe in another tab): reconnecting
  // with it would only be refused. The next call to the service meets the same 401 and leads to the login.
  source.addEventListener('end', disconnect);
}

export function useWorkspaceEvents(onEvent: Listener) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const listener: Listener = (event) => handler.current(event);
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) disconnect();
    };
  }, []);
}
