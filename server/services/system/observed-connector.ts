import {
  NeedsReconnect,
  PublishError,
  RateLimited,
  type Connector,
  type ConnectorChannel,
} from '../../connectors/types.ts';
import type { CallOutcome, Metrics } from './metrics.ts';

/** The calls a connector makes on its network, by the name the metrics give them. */
const CALLS = {
  publish: 'publish',
  find: 'find',
  reply: 'reply',
  findReply: 'find_reply',
  readInbox: 'read_inbox',
  act: 'act',
  readResults: 'read_results',
  readGrowth: 'read_growth',
} as const;
type Call = keyof typeof CALLS;

/** A connector's failure in the metrics' terms (NeedsReconnect is a PublishError: asked first). */
export function outcomeOf(error: unknown): CallOutcome {
  if (error instanceof NeedsReconnect) return 'needs_reconnect';
  if (error instanceof RateLimited) return 'rate_limited';
  if (error instanceof PublishError) return 'refused';
  return 'error';
}

/** A connector whose network calls are timed and counted under `network`; everything else is the connector's own. */
function observed<C extends ConnectorChannel>(
  connector: Connector<C>,
  network: string,
  metrics: Metrics,
): Connector<C> {
  const wrapper = Object.create(connector) as Record<Call, unknown>;
  for (const call of Object.keys(CALLS) as Call[]) {
    const original = connector[call] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof original !== 'function') continue;
    wrapper[call] = async (...args: unknown[]) => {
      const started = performance.now();
      const done = (outcome: CallOutcome) =>
        metrics.networkCall(network, CALLS[call], outcome, (performance.now() - started) / 1000);
      try {
        const answer = await original.apply(connector, args);
        done('ok');
        return answer;
      } catch (error) {
        done(outcomeOf(error));
        throw error;
      }
    };
  }
  return wrapper as unknown as Connector<C>;
}

/**
 * `connectorFor` with its connectors observed (decision 032): connectors stay adapters that know nothing of the
 * metrics, and every call the services make on a network is counted where it is made. Each connector is wrapped
 * once per network it serves.
 */
export function observedConnectors<C extends ConnectorChannel & { connector: string }>(
  connectorFor: (channel: C) => Connector<C>,
  metrics: Metrics,
): (channel: C) => Connector<C> {
  const wrapped = new WeakMap<Connector<C>, Map<string, Connector<C>>>();
  return (channel) => {
    const connector = connectorFor(channel);
    let byNetwork = wrapped.get(connector);
    if (!byNetwork) wrapped.set(connector, (byNetwork = new Map()));
    let answer = byNetwork.get(channel.connector);
    if (!answer) byNetwork.set(channel.connector, (answer = observed(connector, channel.connector, metrics)));
    return answer;
  };
}
