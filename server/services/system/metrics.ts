import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import packageJson from '../../../package.json' with { type: 'json' };
import { createStoredGauges } from './metrics-stored.ts';

/** What a network's answer to one connector call was, in the terms the connectors throw (connectors/types.ts). */
export type CallOutcome = 'ok' | 'refused' | 'needs_reconnect' | 'rate_limited' | 'error';
export type PollOutcome = 'ok' | 'needs_reconnect' | 'rate_limited' | 'error';

const PREFIX = 'socialdesk_';
/** A histogram's child for one set of labels. */
type Timing = { observe(value: number): void };
/** The SQLSTATEs a transaction is run again after (db/transaction.ts), by name. */
const RETRY_REASONS: Record<string, string> = {
  '40P01': 'deadlock',
  '40001': 'serialization_failure',
  '55P03': 'lock_not_available',
};
/** An API call: most answer in milliseconds; a publish-now waits on the network for seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** How late a post goes out: well under a second when all is well, minutes or hours when something is stuck. */
const DELAY_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 3600];
/** A network call: a few hundred milliseconds, up to PUBLISH_TIMEOUT_SECONDS (30 s by default) and past it. */
const CALL_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The process's metrics (decision 032), one registry per set of deps: tests build many services in one process,
 * and prom-client's global registry would mix them. Events are counted as they happen through the recorders
 * below; what the database holds is read when Prometheus asks (metrics-scrape.ts).
 */
export function createMetrics(options: { lanes: number; processMetrics: boolean; database: 'pglite' | 'postgres' }) {
  const registry = new Registry();
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name: PREFIX + name, help, labelNames, registers });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name: PREFIX + name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram<L>({ name: PREFIX + name, help, labelNames, buckets, registers });

  // Memory, CPU, event-loop delay, garbage collection: each registry starts its own event-loop monitor, so only
  // the registry that can be read (METRICS_TOKEN set) pays for one.
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: PREFIX });
  gauge('build_info', 'The running release: always 1, with its version as a label.', ['version']).set(
    { version: packageJson.version },
    1,
  );

  // prom-client checks and hashes the labels at each update (half a microsecond for this counter alone, beside cached
  // reads of about a hundred): the calls are counted in a map, and handed to the counter when it is read.
  const answered = new Map<string, { operation: string; status: string; count: number; seconds: Timing }>();
  new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'API calls answered, by operation and HTTP status.',
    labelNames: ['operation', 'status'],
    registers,
    collect() {
      this.reset();
      for (const { operation, status, count } of answered.values()) this.inc({ operation, status }, count);
    },
  });
  const requestSeconds = histogram(
    'http_request_duration_seconds',
    'How long API calls took to answer, from arrival (waiting in line included), by operation.',
    ['operation'],
    REQUEST_BUCKETS,
  );
  const publishDelay = histogram(
    'publish_delay_seconds',
    'How long after its due time a post was published or failed, by network.',
    ['network'],
    DELAY_BUCKETS,
  );
  const publications = counter('publications_total', 'Posts whose publishing ended, by network and outcome.', [
    'network',
    'outcome',
  ]);
  const lanes = gauge('publisher_lanes_in_use', 'Channels this instance is publishing to right now, by network.', [
    'network',
  ]);
  gauge('publisher_lanes_max', 'Channels this instance publishes to at once at most (PUBLISH_CONCURRENCY).').set(
    options.lanes,
  );
  const networkCalls = counter('network_calls_total', 'Calls to the social networks, by network, call and outcome.', [
    'network',
    'call',
    'outcome',
  ]);
  const networkSeconds = histogram(
    'network_call_duration_seconds',
    'How long the social networks took to answer, by network and call.',
    ['network', 'call'],
    CALL_BUCKETS,
  );
  const pauses = counter(
    'rate_limit_pauses_total',
    'Rate limits a network answered with: one channel paused (scope channel) or all of its channels (scope app).',
    ['network', 'scope'],
  );
  const polls = counter('inbox_polls_total', 'Readings of a channel’s inbox on its network, by outcome.', [
    'network',
    'outcome',
  ]);
  const resultReads = counter(
    'results_reads_total',
    'Readings of posts’ figures and accounts’ growth on their networks (decision 073), by network and outcome.',
    ['network', 'outcome'],
  );
  const streams = gauge('event_streams', 'Dashboards connected to this instance’s event stream.');
  const retries = counter(
    'db_transaction_retries_total',
    'Transactions run again after the database gave up on them for timing alone, by reason.',
    ['reason'],
  );

  return {
    registry,
    stored: createStoredGauges(registry, options.database),
    /** An API call answered (`operation`: the contract's name, `inbox/get`, never a path with ids). */
    request(operation: string, status: number, seconds: number): void {
      const key = `${operation} ${status}`;
      let calls = answered.get(key);
      if (!calls) {
        calls = { operation, status: String(status), count: 0, seconds: requestSeconds.labels(operation) };
        answered.set(key, calls);
      }
      calls.count += 1;
      calls.seconds.observe(seconds);
    },
    /** A post's publishing ended; a post published before its due time (shared now) was not late. */
    postSettled(network: string, outcome: 'published' | 'failed', dueAt: Date | null, now: Date): void {
      publications.inc({ network, outcome });
      if (dueAt && dueAt <= now) publishDelay.observe({ network }, (now.getTime() - dueAt.getTime()) / 1000);
    },
    laneOpened: (network: string) => lanes.inc({ network }),
    laneClosed: (network: string) => lanes.dec({ network }),
    networkCall(network: string, call: string, outcome: CallOutcome, seconds: number): void {
      networkCalls.inc({ network, call, outcome });
      networkSeconds.observe({ network, call }, seconds);
    },
    rateLimitPause: (network: string, scope: 'channel' | 'app') => pauses.inc({ network, scope }),
    inboxPoll: (network: string, outcome: PollOutcome) => polls.inc({ network, outcome }),
    resultsRead: (network: string, outcome: PollOutcome) => resultReads.inc({ network, outcome }),
    streamOpened: () => streams.inc(),
    streamClosed: () => streams.dec(),
    transactionRetry: (sqlState: string) => retries.inc({ reason: RETRY_REASONS[sqlState] ?? sqlState }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
