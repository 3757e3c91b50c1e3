import type { ServiceDeps } from '../deps.ts';

/** The metrics in Prometheus' text format. */
export async function scrapeMetrics(
  deps: Pick<ServiceDeps, 'metrics'>,
): Promise<{ contentType: string; text: string }> {
  return { contentType: deps.metrics.registry.contentType, text: await deps.metrics.registry.metrics() };
}
