// What every bench part answers, and the load runner the API parts share.
import autocannon from 'autocannon';

/** One measured figure, printed with its target beside it. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: string;
  note?: string;
}

export async function load(
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    /** Requests to cycle through, instead of one. */
    requests?: { method: 'GET' | 'POST'; body?: string }[];
  } = {},
) {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    requests: options.requests,
  });
  // Failures are a figure like any other: a benchmark prints what happened rather than stopping.
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
