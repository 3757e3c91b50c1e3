import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { scrapeMetrics } from '../../services/system/metrics-scrape.ts';
import { ApiError } from '../errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the header carries the token, compared in constant time (digests first: lengths differ freely). */
function carries(header: string | undefined, token: string): boolean {
  const given = /^bearer (.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics`, for Prometheus (decision 032): outside the API and its contract, and outside the admission line,
 * so that a busy instance can still be watched. Without METRICS_TOKEN it is not there (404, as any unknown
 * address); with it, it answers only `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function metricsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const token = deps.config.METRICS_TOKEN;
  app.get('/metrics', async (request, reply) => {
    if (token === undefined)
      throw new ApiError(404, 'not_found', 'There is no GET /metrics. See /api/openapi.json for the interface.');
    if (!carries(request.headers.authorization, token))
      throw new ApiError(
        401,
        'invalid_token',
        'GET /metrics needs the header Authorization: Bearer followed by the METRICS_TOKEN setting.',
        undefined,
        { 'www-authenticate': 'Bearer realm="metrics"' },
      );
    const { contentType, text } = await scrapeMetrics(deps);
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}
