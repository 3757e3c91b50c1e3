import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { Metrics } from '../services/system/metrics.ts';
import type { Operation } from './contract/operation.ts';

/**
 * The name a route's calls are counted under: its operation's (`inbox/get`), never a path with ids in it; for the
 * few routes outside the contract, their pattern (`l/:code`, `openapi.json`). The dashboard's files are not counted.
 */
export function measuredName(route: { url: string; config?: unknown }): string | undefined {
  const operation = (route.config as { operation?: Operation } | undefined)?.operation;
  if (operation) return operation.path.slice(1);
  const { url } = route;
  if (url.startsWith('/api/')) return url.slice('/api/'.length);
  if (url === '/metrics' || url.startsWith('/l/') || url.startsWith('/media/')) return url.slice(1);
  return undefined;
}

/**
 * Counts every API call and times it from its arrival (its wait in the admission line included) to its answer.
 * The name is worked out once per route, as routes are added, so that a call costs one lookup and two updates.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRoute', (route) => {
    const name = measuredName(route);
    if (name === undefined) return;
    const record: onResponseHookHandler = (_request, reply, done) => {
      metrics.request(name, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    // A new array: Fastify copied this route's options for its HEAD twin, which gets its own hook.
    route.onResponse = [...[route.onResponse ?? []].flat(), record];
  });
}
