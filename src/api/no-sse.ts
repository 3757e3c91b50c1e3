import type { ServerSentEventsOptions, ServerSentEventsResult } from './generated/core/serverSentEvents.gen';

/**
 * What the dashboard's build puts in place of the generated client's reader of Server-Sent Events (vite.config.ts).
 * The generator writes that reader into every client, whatever the contract (hey-api/hey-api#2762), and the client
 * object holds it, so it would ship with the first download although nothing calls `client.sse`: the event stream
 * is read by the browser's own EventSource (lib/events.ts).
 */
export const createSseClient = <TData = unknown>({ url }: ServerSentEventsOptions): ServerSentEventsResult<TData> => {
  throw new Error(`Not built into the dashboard: ${url} is read with EventSource, as lib/events.ts does.`);
};
