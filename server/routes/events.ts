import { authenticate } from '../auth/tokens.ts';
import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../deps.ts';
import type { WorkspaceEvent } from '../events/bus.ts';
import type { Router } from '../http/route.ts';
import { tokenOf } from '../http/route.ts';

const HEARTBEAT_MS = 25_000;

function encode(event: WorkspaceEvent): string {
  const data =
    event.type === 'inbox' ? { item_ids: event.itemIds, reason: event.reason } : { channel_ids: event.channelIds };
  return `event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * `GET /api/events/stream`: server-sent events about the caller's workspace (`inbox` and `outbox`), so an open
 * dashboard refreshes what changed. EventSource sends no headers, so the token may come as access_token (logs
 * redact it). A comment line every 25 s keeps proxies from closing a quiet stream.
 */
export function eventRoutes(router: Router, deps: AppDeps) {
  router.rawRoute(operationById('eventsStream'), async (request, reply) => {
    const auth = await authenticate(deps.db, tokenOf(request), deps.tokens);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const unsubscribe = deps.events.subscribe(auth.workspaceId, (event) => res.write(encode(event)));
    const heartbeat = setInterval(() => res.write(': still here\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    return reply;
  });
}
