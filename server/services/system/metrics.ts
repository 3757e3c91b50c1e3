import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import packageJson from '../../../package.json' with { type: 'json' };

const PREFIX = 'socialdesk_';
/** A histogram's child for one set of labels. */
type Timing = { observe(value: number): void };
/** An API call: most answer in milliseconds; a publish-now waits on the network for seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's metrics (decision 032), one registry per set of deps: tests build many services in one process,
 * and prom-client's global registry would mix them. Events are counted as they happen through the recorders
 * below.
 */
export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  const registers = [registry];
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

  return {
    registry,
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
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
