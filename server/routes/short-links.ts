import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { errorPage } from '../oauth/login-page.ts';
import { followShortLink } from '../outbox/links.ts';

/** `GET /l/{code}`: counts the click and sends the visitor on (outside /api: people follow these links). */
export function shortLinkRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { code: string } }>('/l/:code', async (request, reply) => {
    const target = await followShortLink(deps.db, request.params.code);
    if (!target) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(errorPage('Link not found', 'This short link does not exist, or the post it belonged to was deleted.'));
    }
    return reply.code(302).header('cache-control', 'no-store').header('location', target).send();
  });
}
