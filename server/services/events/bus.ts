import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { CallerScope } from '../workspaces/token-cache.ts';
import type { Messages } from '../../db/client.ts';

/** What the dashboard hears about its workspace: new or changed inbox items, and outbox changes. */
export type WorkspaceEvent =
  | {
      type: 'inbox';
      itemIds: number[];
      /** The threads those items belong to, so that a dashboard refreshes the one it shows only when named. */
      conversationIds: number[];
      reason: 'new' | 'changed';
      /**
       * Only the threads changed, no item as the lists show it (a team's note written or deleted): kept lists stay,
       * kept threads named go. The stream carries the event as any other.
       */
      threadsOnly?: true;
    }
  | { type: 'outbox'; channelIds: number[] }
  /** Drafts were written, moved or made (a post sent back): drafts lists change. */
  | { type: 'drafts' }
  /** Channels were connected, reconnected, disconnected, or their health changed (needs reconnecting, rate limited). */
  | { type: 'channels'; channelIds: number[] }
  /**
   * A label was made, renamed, recoloured or deleted: the labels lists change, and so does every inbox item and
   * thread carrying it (items carry their labels by name).
   */
  | { type: 'labels' }
  /** Members were named in a team's note: only their own streams carry it (decision 042). */
  | { type: 'mention'; userIds: number[]; mention: MentionNews }
  /** A member opened, is typing in, or left a conversation; it lasts `expiresIn` seconds unless said again. */
  | { type: 'presence'; presence: PresenceNews }
  /**
   * Members' notifications changed (one came, gathered another, or was read): only their own streams carry it, so
   * that their bells refetch (decision 053).
   */
  | { type: 'notifications'; userIds: number[] }
  /** A comment was written on a post or draft, or deleted: open threads of it refetch (decision 056). */
  | { type: 'comments'; postId: number | null; draftId: number | null };

/** What a mentioned member is told: the note, who wrote it, and where. */
export interface MentionNews {
  noteId: number;
  itemId: number;
  channelId: number;
  conversationId: number;
  authorId: number;
  authorName: string;
  text: string;
}

/** Who is where in the inbox: a member on a unit of work (and the item they opened), and what they do there. */
export interface PresenceNews {
  userId: number;
  userName: string;
  itemId: number;
  channelId: number;
  conversationId: number;
  workId: number;
  state: 'viewing' | 'typing' | 'left';
  expiresIn: number;
}

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
  /**
   * Hears that this instance may have missed other instances' changes (its link to them was down): caches forget
   * everything, and open dashboards are told to refresh what they show.
   */
  onMissed(listener: () => void): () => void;
  /**
   * Several instances only: answers true once this instance has heard every change that another instance
   * acknowledged before the call, so that its caches may be trusted; false when it cannot tell now.
   */
  heard?(): Promise<boolean>;
  /** Several instances only: resolves once the changes published so far have reached the other instances. */
  sent?(): Promise<void>;
}

/** What a dashboard that may have missed changes is told: every list it shows may have changed. */
const EVERYTHING_CHANGED: WorkspaceEvent[] = [
  { type: 'outbox', channelIds: [] },
  { type: 'channels', channelIds: [] },
  { type: 'drafts' },
];

/** In-process delivery: every open event stream of a workspace on this instance hears every change made here. */
export function createEventBus(): EventBus & { missed(): void } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publish = (workspaceId: number, event: WorkspaceEvent) => {
    emitter.emit('*', workspaceId, event);
    emitter.emit(String(workspaceId), event);
  };
  return {
    publish,
    /**
     * Tells this instance's caches and open dashboards that changes may have been missed: every workspace with an
     * open stream here (its listeners are named by its id) hears that everything changed.
     */
    missed() {
      emitter.emit('missed');
      for (const name of emitter.eventNames())
        if (typeof name === 'string' && /^\d+$/.test(name))
          for (const event of EVERYTHING_CHANGED) publish(Number(name), event);
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
    onMissed(listener) {
      emitter.on('missed', listener);
      return () => emitter.off('missed', listener);
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
  if ((event.type === 'mention' || event.type === 'notifications') && event.userIds.length > IDS_PER_MESSAGE)
    return chunks(event.userIds).map((userIds) => ({ ...event, userIds }));
  if (event.type === 'outbox' && event.channelIds.length > IDS_PER_MESSAGE)
    return chunks(event.channelIds).map((channelIds) => ({ ...event, channelIds }));
  return [event];
}

/** Attempts at sending one statement of messages before it is given up (the connection it took may have ended). */
const SEND_ATTEMPTS = 3;

/**
 * Delivery across every instance on one PostgreSQL database: a change is heard at once by this instance's
 * streams, and through NOTIFY by the others' (each ignores its own messages).
 *
 * Read-your-writes across instances (decision 019): a write is acknowledged only once its messages are sent
 * (`sent`), and a read trusts its instance's caches only once `heard` says every message sent before it arrived
 * (a marker of its own came back through the same queue, which PostgreSQL keeps in commit order). Should the
 * link to the other instances drop, `heard` answers false until it is back, and then caches forget everything and
 * dashboards are told to refresh (`onMissed`), since what was sent meanwhile was not heard.
 */
export async function createSharedEventBus(messages: Messages): Promise<EventBus & { close: () => Promise<void> }> {
  const local = createEventBus();
  const instance = randomUUID();
  type Message = { from: string } & (
    { workspaceId: number; event: WorkspaceEvent } | { revoked: number[] } | { callers: CallerScope }
  );
  // One statement at a time, so that other instances hear this one's changes in the order they happened. A first
  // change waits GATHER_MS for others, and what comes while a statement is out goes in the next, together: under
  // load a few statements a second carry every change (their dashboards gather events for 250 ms anyway).
  // PostgreSQL delivers identical messages of one statement once: they say the same thing, so nothing is lost.
  const queued: string[] = [];
  /** Messages queued so far, and sent (or given up) so far: `sent` waits for the one to reach the other. */
  let queuedCount = 0;
  let sentCount = 0;
  const waitingSent: { upTo: number; resolve: () => void }[] = [];
  let sending: Promise<void> | undefined;
  let gathering: NodeJS.Timeout | undefined;
  const sendStatement = async (batch: string[]) => {
    for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt++) {
      try {
        return await messages.send(TOPIC, batch);
      } catch {
        // The database is away or the connection ended: the next attempt takes another. Given up, the others
        // hear of it when their own link resumes (a lost message costs a refresh, never data).
      }
    }
  };
  const sendQueued = async () => {
    while (queued.length > 0) {
      const batch = queued.splice(0, MESSAGES_PER_STATEMENT);
      await sendStatement(batch);
      sentCount += batch.length;
      for (let i = waitingSent.length - 1; i >= 0; i--)
        if (waitingSent[i]!.upTo <= sentCount) waitingSent.splice(i, 1)[0]!.resolve();
    }
    sending = undefined;
  };
  const sentAll = (): Promise<void> => {
    if (sentCount >= queuedCount) return Promise.resolve();
    const upTo = queuedCount;
    flush();
    return new Promise<void>((resolve) => waitingSent.push({ upTo, resolve }));
  };
  const flush = () => {
    clearTimeout(gathering);
    gathering = undefined;
    sending ??= sendQueued();
  };
  /** `urgent` (a revocation: tokens must stop working everywhere) goes with what is queued, without gathering. */
  const send = (message: Message, urgent = false) => {
    queued.push(JSON.stringify(message));
    queuedCount++;
    if (urgent) flush();
    else if (!sending && !gathering) gathering = setTimeout(flush, GATHER_MS);
  };
  const listening = await messages.listen(
    TOPIC,
    (payload) => {
      try {
        const message = JSON.parse(payload) as Message;
        if (message.from === instance) return;
        if ('revoked' in message) local.revokeTokens(message.revoked);
        else if ('callers' in message) local.callersChanged(message.callers);
        else local.publish(message.workspaceId, message.event);
      } catch {
        // Not ours to read: ignore.
      }
    },
    () => local.missed(),
    // A newcomer is welcomed once what this instance queued has gone out, so that it hears all of it first.
    { beforeWelcome: () => sentAll() },
  );
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
    onMissed: local.onMissed,
    subscribe: local.subscribe,
    subscribeAll: local.subscribeAll,
    heard: () => listening.heard(),
    // Alone, nobody waits for this instance's messages: they go out with the next statement, and the write is
    // answered at once. A newcomer is welcomed only after they went out (`beforeWelcome`).
    sent: () => (listening.alone ? Promise.resolve() : listening.known().then(sentAll)),
    close: async () => {
      if (queued.length > 0) flush();
      await sending;
      await listening.stop();
    },
  };
}
