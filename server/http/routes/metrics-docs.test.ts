import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import { createDeps } from '../../deps.ts';
import { scrapeMetrics } from '../../services/system/metrics-scrape.ts';
import { freePort } from '../../testing/instance.ts';
import { METRICS_TOKEN, readMetrics, scrape } from '../../testing/metrics.ts';
import { createTestApp } from '../../testing/test-app.ts';

// The operator's manual names metrics in three places: its list, its alert rules and the Grafana dashboard. Each name
// must be one the service serves, on the embedded database or on PostgreSQL, and each metric served must be listed.

const manual = readFileSync('docs/operations.md', 'utf8');
const section = manual.slice(manual.indexOf('## Metrics'), manual.indexOf('\n## ', manual.indexOf('## Metrics') + 1));
const dashboard = JSON.parse(readFileSync('docs/grafana/social-desk.json', 'utf8')) as unknown;
const names = (text: string) => [...new Set(text.match(/\bsocialdesk_[a-z0-9_]+/g) ?? [])];

/** Every PromQL expression of the dashboard: its panels' queries and its variables'. */
function expressions(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(expressions);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    (key === 'expr' || key === 'definition') && typeof value === 'string' ? [value] : expressions(value),
  );
}

const served = new Map<string, string>();
const pglite = await createTestApp({ env: { METRICS_TOKEN } });
// An instance on PostgreSQL declares its pool's metrics whether or not the server answers.
const postgres = openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/nowhere`, 2);
afterAll(async () => {
  await pglite.close();
  await postgres.close();
});
for (const { families } of [
  await scrape(pglite),
  readMetrics(
    (
      await scrapeMetrics(
        createDeps(
          postgres.db,
          loadConfig({ DATABASE_URL: 'postgres://nowhere/x', METRICS_TOKEN, LOG_LEVEL: 'silent' }),
        ),
      )
    ).text,
  ),
])
  for (const family of families.values()) served.set(family.name, family.type);

/** Whether the service serves `name`: a metric, or a series of one of its histograms. */
const isServed = (name: string) =>
  served.has(name) || served.get(name.replace(/_(bucket|sum|count)$/, '')) === 'HISTOGRAM';

describe('the metrics the manual names', () => {
  it('are served, in the alert rules and the Grafana dashboard alike', () => {
    const rules = section.slice(section.indexOf('groups:'));
    const inRules = names(rules.slice(0, rules.indexOf('```')));
    const inDashboard = names(expressions(dashboard).join('\n'));
    expect(inRules.length).toBeGreaterThan(8);
    expect(inDashboard.length).toBeGreaterThan(15);
    expect([...inRules, ...inDashboard].filter((name) => !isServed(name))).toEqual([]);
  });

  it('are listed, each of the service’s own, and each listed one is served', () => {
    const table = section.slice(section.indexOf('| metric'), section.indexOf('\n\n', section.indexOf('| metric')));
    const listed = names(table).filter((name) => !/^socialdesk_(process|nodejs)_$/.test(name));
    const own = [...served.keys()].filter((name) => !/^socialdesk_(process|nodejs)_/.test(name));
    expect(listed.filter((name) => !served.has(name))).toEqual([]);
    expect(own.filter((name) => !listed.includes(name))).toEqual([]);
    expect(served.has('socialdesk_process_resident_memory_bytes')).toBe(true);
  });
});
