import parsePrometheusTextFormat, { type PrometheusSample } from 'parse-prometheus-text-format';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** The METRICS_TOKEN the metrics tests run with. */
export const METRICS_TOKEN = 'metrics-token-for-the-tests';

/**
 * A scrape, parsed: the families as the text declares them, and each series by its name and labels. The parser
 * merges the series of a histogram with labels into one, losing labels, sum and count
 * (yunyu/parse-prometheus-text-format#13), so series are read from the text with histograms declared untyped:
 * `x_bucket`, `x_sum` and `x_count` are then families of their own, each series with its labels.
 */
export function readMetrics(text: string) {
  const families = new Map(parsePrometheusTextFormat(text).map((f) => [f.name, f]));
  // A histogram's series come label set by label set: x_bucket, x_sum, x_count, then again for the next.
  const series = new Map<string, PrometheusSample[]>();
  for (const family of parsePrometheusTextFormat(text.replace(/^(# TYPE \S+) histogram$/gm, '$1 untyped')))
    series.set(family.name, [...(series.get(family.name) ?? []), ...family.metrics]);
  const matching = (name: string, labels: Record<string, string>) =>
    (series.get(name) ?? []).filter((m) => Object.entries(labels).every(([key, value]) => m.labels?.[key] === value));
  return {
    text,
    families,
    /** The sum of the series of `name` whose labels include `labels` (0 when there are none). */
    sum: (name: string, labels: Record<string, string> = {}) =>
      matching(name, labels).reduce((total, m) => total + Number(m.value), 0),
    /** How many series of `name` have labels including `labels`. */
    seriesOf: (name: string, labels: Record<string, string> = {}) => matching(name, labels),
  };
}

export type Scrape = ReturnType<typeof readMetrics>;

/** GET /metrics with the tests' token, checked to answer 200 in the text format, parsed. */
export async function scrape(t: TestApp): Promise<Scrape> {
  const reply = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return readMetrics(reply.body);
}
