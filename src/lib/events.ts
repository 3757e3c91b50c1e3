import { useEffect, useRef } from 'react';
import { onSessionChange, readSession } from './auth/session';
import { apiBaseUrl } from './env';
import { isNumberArray, isObject } from './guards';
import type { InboxPresence } from '../api/generated/types.gen';

type InboxEvent = {
  item_ids: number[];
  /** The threads of those items (none: no open thread needs refreshing). */
  conversation_ids: number[];
  reason: 'new' | 'changed';
};
type OutboxEvent = { channel_ids: number[] };
/** Channels connected, disconnected, or whose health changed (needs reconnecting, rate limited, healthy again). */
type ChannelsEvent = { channel_ids: number[] };
/** A member has a conversation open, is typing in it, or left it (`expires_in` 0); said again every 15 s while it holds. */
export type PresenceEvent = Omit<InboxPresence, 'state'> & { state: InboxPresence['state'] | 'left' };
/** A teammate's note named the caller (the stream carries it to the members it names alone). */
export type MentionEvent = {
  note_id: string;
  post_id: string;
  channel_id: string;
  get_conversation_id: string;
  author_id: string;
  author_name: string;
  /** The note's first 200 characters. */
  text: string;
};
/** The thread of a post or of a draft changed (decision 056). */
export type CommentsEvent = { post_id: string; draft_id: string };
export type WorkspaceEvent =
  | { type: 'inbox'; data: InboxEvent }
  | { type: 'outbox'; data: OutboxEvent }
  | { type: 'channels'; data: ChannelsEvent }
  | { type: 'presence'; data: PresenceEvent }
  | { type: 'mention'; data: MentionEvent }
  /** A comment on a post or draft was written or deleted: the thread named (the other id "") refetches. */
  | { type: 'comments'; data: CommentsEvent }
  /** The workspace's labels changed (made, renamed, recoloured or deleted). */
  | { type: 'labels'; data: Record<string, never> }
  /** The caller has new or changed notifications (the stream tells the members concerned alone). */
  | { type: 'notifications'; data: Record<string, never> }
  /** The stream opened again after a break: what changed meanwhile was not heard, so what keeps it asks again. */
  | { type: 'reconnected'; data?: undefined };

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
const isDigits = (value: unknown): value is string => typeof value === 'string' && /^\d+$/.test(value);
const presenceEvent = (data: unknown): PresenceEvent | null =>
  isObject(data) &&
  isDigits(data.user_id) &&
  typeof data.user_name === 'string' &&
  isDigits(data.post_id) &&
  isDigits(data.channel_id) &&
  isDigits(data.get_conversation_id) &&
  isDigits(data.work_id) &&
  (data.state === 'viewing' || data.state === 'typing' || data.state === 'left') &&
  typeof data.expires_in === 'number'
    ? {
        user_id: data.user_id,
        user_name: data.user_name,
        post_id: data.post_id,
        channel_id: data.channel_id,
        get_conversation_id: data.get_conversation_id,
        work_id: data.work_id,
        state: data.state,
        expires_in: data.expires_in,
      }
    : null;
const mentionEvent = (data: unknown): MentionEvent | null =>
  isObject(data) &&
  isDigits(data.note_id) &&
  isDigits(data.post_id) &&
  isDigits(data.channel_id) &&
  isDigits(data.get_conversation_id) &&
  isDigits(data.author_id) &&
  typeof data.author_name === 'string' &&
  typeof data.text === 'string'
    ? {
        note_id: data.note_id,
        post_id: data.post_id,
        channel_id: data.channel_id,
        get_conversation_id: data.get_conversation_id,
        author_id: data.author_id,
        author_name: data.author_name,
        text: data.text,
      }
    : null;
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
  relay('presence', presenceEvent);
  relay('mention', mentionEvent);
  relay('labels', () => ({}));
  relay('notifications', () => ({}));
  // Read only by namesThread, which compares its ids and so takes anything: the inbox's first download is at its
  // budget (decision 049), and a check here would cost it.
  relay('comments', (data) => data as CommentsEvent);
  // Only an open after the first is news: whoever listens read what they show when they began.
  let opened = false;
  source.addEventListener('open', () => {
    if (opened) listeners.forEach((listener) => listener({ type: 'reconnected' }));
    opened = true;
  });
  // The stream ends when its token stops working (expired or logged out, maybe in another tab): reconnecting
  // with it would only be refused. The next call to the service meets the same 401 and leads to the login.
  source.addEventListener('end', disconnect);
}

/** Listens to the workspace's events until the returned function is called (the stream is open while any listens). */
export function onWorkspaceEvent(listener: Listener): () => void {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}

export function useWorkspaceEvents(onEvent: Listener) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => onWorkspaceEvent((event) => handler.current(event)), []);
}
