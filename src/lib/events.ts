import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { readSession } from './auth/session';
import { apiBaseUrl } from './env';

const inboxEvent = z.object({ item_ids: z.array(z.number()), reason: z.enum(['new', 'changed']) });
const outboxEvent = z.object({ channel_ids: z.array(z.number()) });
export type WorkspaceEvent =
  { type: 'inbox'; data: z.infer<typeof inboxEvent> } | { type: 'outbox'; data: z.infer<typeof outboxEvent> };
type Listener = (event: WorkspaceEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;

/**
 * One connection to the service's event stream (`/events/stream`, an extension of the contract) for the whole
 * app, open while anything listens. EventSource reconnects by itself; it cannot send headers, so the token goes
 * as access_token (the service's logs redact it).
 */
function connect() {
  const token = readSession()?.token;
  if (source || !token || typeof EventSource === 'undefined') return;
  source = new EventSource(`${apiBaseUrl}/events/stream?access_token=${encodeURIComponent(token)}`);
  const relay = <T>(type: WorkspaceEvent['type'], schema: z.ZodType<T>) =>
    source!.addEventListener(type, (message) => {
      const parsed = schema.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (parsed.success) listeners.forEach((listener) => listener({ type, data: parsed.data } as WorkspaceEvent));
    });
  relay('inbox', inboxEvent);
  relay('outbox', outboxEvent);
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
      if (listeners.size === 0) {
        source?.close();
        source = null;
      }
    };
  }, []);
}
