import type { ServiceDeps } from '../deps.ts';
import { readStored } from './metrics-stored.ts';

/** The metrics in Prometheus' text format, with what the database and the pool say read now. */
export async function scrapeMetrics(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'networkLimits' | 'metrics'>,
): Promise<{ contentType: string; text: string }> {
  await readStored(deps.metrics.stored, deps);
  return { contentType: deps.metrics.registry.contentType, text: await deps.metrics.registry.metrics() };
}
