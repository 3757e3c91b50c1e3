import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shortLinks } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { errorPage } from '../oauth/login-page.ts';

/** `GET /l/{code}`: counts the click and sends the visitor on (outside /api: people follow these links). */
export function shortLinkRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { code: string } }>('/l/:code', async (request, reply) => {
    const [link] = await deps.db
      .update(shortLinks)
      .set({ clicks: sql`${shortLinks.clicks} + 1` })
      .where(eq(shortLinks.code, request.params.code))
      .returning({ url: shortLinks.url });
    if (!link) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(errorPage('Link not found', 'This short link does not exist, or the post it belonged to was deleted.'));
    }
    return reply.code(302).header('cache-control', 'no-store').header('location', link.url).send();
  });
}
