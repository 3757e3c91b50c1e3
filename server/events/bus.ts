import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { CallerScope } from '../auth/token-cache.ts';
import type { Messages } from '../db/client.ts';

/** What the dashboard hears about its workspace: new or changed inbox items, and outbox changes. */
export type WorkspaceEvent =
  | {
      type: 'inbox';
      itemIds: number[];
      /** The threads those items belong to, so that a dashboard refreshes the one it shows only when named. */
      conversationIds: number[];
      reason: 'new' | 'changed';
    }
  | { type: 'outbox'; channelIds: number[] }
  /** Drafts were written, moved or made (a post sent back): drafts lists change. */
  | { type: 'drafts' }
  /** Channels were connected, reconnected, disconnected, or their health changed (needs reconnecting, rate limited). */
  | { type: 'channels'; channelIds: number[] };

export interface EventBus {
  publish(workspaceId: number, event: WorkspaceEvent): void;
  subscribe(workspaceId: number, listener: (event: WorkspaceEvent) => void): () => void;
  /** Hears every workspace's events (the answer cache). */
  subscribeAll(listener: (workspaceId: number, event: WorkspaceEvent) => void): () => void;
  /** Tells every instance that these tokens stopped working: token caches forget them, event streams end. */
  revokeTokens(tokenIds: number[]): void;
  onTokensRevoked(listener: (tokenIds: number[]) => void): () => void;
  /**
   * Tells every instance that what it knows of these callers changed (a role, a workspace's settings, a person's
   * name): token caches read them again.
   */
  callersChanged(scope: CallerScope): void;
  onCallersChanged(listener: (scope: CallerScope) => void): () => void;
}

/** In-process delivery: every open event stream of a workspace on this instance hears every change made here. */
export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(workspaceId, event) {
      emitter.emit('*', workspaceId, event);
      emitter.emit(String(workspaceId), event);
    },
    subscribe(workspaceId, listener) {
      emitter.on(String(workspaceId), listener);
      return () => emitter.off(String(workspaceId), listener);
    },
    subscribeAll(listener) {
      emitter.on('*', listener);
      return () => emitter.off('*', listener);
    },
    revokeTokens(tokenIds) {
      if (tokenIds.length) emitter.emit('revoked', tokenIds);
    },
    onTokensRevoked(listener) {
      emitter.on('revoked', listener);
      return () => emitter.off('revoked', listener);
    },
    callersChanged(scope) {
      emitter.emit('callers', scope);
    },
    onCallersChanged(listener) {
      emitter.on('callers', listener);
      return () => emitter.off('callers', listener);
    },
  };
}

const TOPIC = 'workspace_events';
/** NOTIFY carries under 8,000 bytes: long id lists go in several messages. */
const IDS_PER_MESSAGE = 500;
/** How long a change waits for others to go out with it to the other instances. */
const GATHER_MS = 20;
/** Messages sent together in one statement at most. */
const MESSAGES_PER_STATEMENT = 100;

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / IDS_PER_MESSAGE) }, (_, i) =>
    items.slice(i * IDS_PER_MESSAGE, (i + 1) * IDS_PER_MESSAGE),
  );

function split(event: WorkspaceEvent): WorkspaceEvent[] {
  if (event.type === 'inbox' && event.itemIds.length > IDS_PER_MESSAGE)
    return chunks(event.itemIds).map((itemIds) => ({ ...event, itemIds }));
  if (event.type === 'outbox' && event.channelIds.length > IDS_PER_MESSAGE)
    return chunks(event.channelIds).map((channelIds) => ({ ...event, channelIds }));
  return [event];
}

/**
 * Delivery across every instance on one PostgreSQL database: a change is heard at once by this instance's
 * streams, and through NOTIFY by the others' (each ignores its own messages). A lost message costs a dashboard
 * one refresh, never data, so sending is best effort.
 */
export async function createSharedEventBus(messages: Messages): Promise<EventBus & { close: () => Promise<void> }> {
  const local = createEventBus();
  const instance = randomUUID();
  type Message = { from: string } & (
    { workspaceId: number; event: WorkspaceEvent } | { revoked: number[] } | { callers: CallerScope }
  );
  const stop = await messages.listen(TOPIC, (payload) => {
    try {
      const message = JSON.parse(payload) as Message;
      if (message.from === instance) return;
      if ('revoked' in message) local.revokeTokens(message.revoked);
      else if ('callers' in message) local.callersChanged(message.callers);
      else local.publish(message.workspaceId, message.event);
    } catch {
      // Not ours to read: ignore.
    }
  });
  // One statement at a time, so that other instances hear this one's changes in the order they happened. A first
  // change waits GATHER_MS for others, and what comes while a statement is out goes in the next, together: under
  // load a few statements a second carry every change (their dashboards gather events for 250 ms anyway).
  // PostgreSQL delivers identical messages of one statement once: they say the same thing, so nothing is lost.
  const queued: string[] = [];
  let sending: Promise<void> | undefined;
  let gathering: NodeJS.Timeout | undefined;
  const sendQueued = async () => {
    while (queued.length > 0) {
      await messages.send(TOPIC, queued.splice(0, MESSAGES_PER_STATEMENT)).catch(() => undefined);
    }
    sending = undefined;
  };
  const flush = () => {
    clearTimeout(gathering);
    gathering = undefined;
    sending ??= sendQueued();
  };
  /** `urgent` (a revocation: tokens must stop working everywhere) goes with what is queued, without gathering. */
  const send = (message: Message, urgent = false) => {
    queued.push(JSON.stringify(message));
    if (urgent) flush();
    else if (!sending && !gathering) gathering = setTimeout(flush, GATHER_MS);
  };
  return {
    publish(workspaceId, event) {
      local.publish(workspaceId, event);
      for (const part of split(event)) send({ from: instance, workspaceId, event: part });
    },
    revokeTokens(tokenIds) {
      local.revokeTokens(tokenIds);
      for (const part of chunks(tokenIds)) send({ from: instance, revoked: part }, true);
    },
    onTokensRevoked: local.onTokensRevoked,
    callersChanged(scope) {
      local.callersChanged(scope);
      // As urgent as a revocation: a role taken away must not linger on another instance.
      send({ from: instance, callers: scope }, true);
    },
    onCallersChanged: local.onCallersChanged,
    subscribe: local.subscribe,
    subscribeAll: local.subscribeAll,
    close: async () => {
      if (queued.length > 0) flush();
      await sending;
      await stop();
    },
  };
}
