import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { WorkspaceEvent } from '../../services/events/bus.ts';
import { createStreamWatch, type EndReason } from '../../services/events/stream-watch.ts';
import { mentionData, presenceData } from '../../services/inbox/team-news.ts';
import type { Router } from '../route.ts';
import { callerOf } from '../route.ts';

const HEARTBEAT_MS = 25_000;
/**
 * Events that come within this of the first are written together: a busy workspace makes many changes a second,
 * and each write to each open stream is a system call (the dashboard gathers them for 250 ms anyway).
 */
const GATHER_MS = 50;

/** Each event is written the same way to every stream of its workspace: encoded once. */
const encoded = new WeakMap<WorkspaceEvent, string>();

/**
 * The event as the stream carries it, or nothing for one the stream does not carry: `drafts` events only tell the
 * answer caches of every instance (the stream's contract has inbox, outbox and channels events).
 */
function encode(event: WorkspaceEvent): string | undefined {
  if (event.type === 'drafts') return undefined;
  const known = encoded.get(event);
  if (known !== undefined) return known;
  const data = dataOf(event);
  const text = `event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
  encoded.set(event, text);
  return text;
}

function dataOf(event: Exclude<WorkspaceEvent, { type: 'drafts' }>): object {
  switch (event.type) {
    case 'inbox':
      return { item_ids: event.itemIds, conversation_ids: event.conversationIds, reason: event.reason };
    case 'mention':
      return mentionData(event.mention);
    case 'presence':
      return presenceData(event.presence);
    case 'labels':
    case 'notifications':
      return {};
    case 'comments':
      return {
        post_id: event.postId === null ? '' : String(event.postId),
        draft_id: event.draftId === null ? '' : String(event.draftId),
      };
    default:
      return { channel_ids: event.channelIds };
  }
}

const endMessages: Record<EndReason, string> = {
  token_revoked: 'The access token was revoked (logged out). Log in again.',
  token_expired: 'The access token has expired. Log in again.',
};

/**
 * `GET /api/events/stream`: server-sent events about the caller's workspace (`inbox` and `outbox`), so an open
 * dashboard refreshes what changed. EventSource sends no headers, so the token may come as access_token (logs
 * redact it). A comment line every 25 s keeps proxies from closing a quiet stream. The stream lasts as long as its
 * token: when the token expires or is revoked (on any instance), an `end` event says why and the stream closes;
 * reconnecting with that token is then refused (401).
 */
export function eventRoutes(router: Router, deps: AppDeps) {
  const tokens = createStreamWatch(deps);
  router.rawRoute(operationById('eventsStream'), async (request, reply) => {
    const auth = await callerOf(deps, request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    deps.metrics.streamOpened();
    res.once('close', () => deps.metrics.streamClosed());
    let gathered = '';
    let gathering: NodeJS.Timeout | undefined;
    const takeGathered = () => {
      clearTimeout(gathering);
      gathering = undefined;
      const text = gathered;
      gathered = '';
      return text;
    };
    const unsubscribe = deps.events.subscribe(auth.workspaceId, (event) => {
      // A mention, and a change of notifications, are news to the members they name alone.
      if ((event.type === 'mention' || event.type === 'notifications') && !event.userIds.includes(auth.userId)) return;
      const text = encode(event);
      if (text === undefined) return;
      gathered += text;
      gathering ??= setTimeout(() => res.write(takeGathered()), GATHER_MS);
    });
    const heartbeat = setInterval(() => res.write(': still here\n\n'), HEARTBEAT_MS);
    let unstop = () => undefined as unknown;
    const close = () => {
      clearInterval(heartbeat);
      clearTimeout(gathering);
      unsubscribe();
      unwatch();
      unstop();
    };
    const unwatch = tokens.watch(auth.tokenId, auth.expiresAt, (reason) => {
      const last = takeGathered();
      close();
      res.end(`${last}event: end\ndata: ${JSON.stringify({ reason, message: endMessages[reason] })}\n\n`);
    });
    // The instance is stopping: the stream ends with what it gathered and a reconnection delay, spread so that a
    // restart's dashboards do not all come back at once; the browser's EventSource reconnects by itself, to
    // another instance behind a load balancer.
    unstop = deps.lifecycle.onStopping(() => {
      const last = takeGathered();
      close();
      res.end(`${last}retry: ${1000 + Math.floor(Math.random() * 2000)}\n: this instance is stopping\n\n`);
    });
    request.raw.on('close', close);
    return reply;
  });
}
