import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { addressPage, errorPage } from '../login-page.ts';
import { followShortLink, type ShortLinkTarget } from '../../services/outbox/links.ts';

/** The pages of short links: their own inline style, nothing else; never kept, framed or indexed. */
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-robots-tag': 'noindex, nofollow',
};

const WHY: Record<Extract<ShortLinkTarget, { kind: 'page' }>['reason'], { title: string; message: string }> = {
  awaiting_approval: {
    title: 'This link is not live yet',
    message: 'It belongs to a post that is waiting for approval, so it does not send you on. It leads to:',
  },
  sent_back: {
    title: 'This link is not live',
    message: 'It belongs to a post that was sent back to its writer, so it does not send you on. It leads to:',
  },
  not_web: {
    title: 'This link does not lead to a web page',
    message: 'Its address is not an http or https one, so it does not send you there. The address is:',
  },
};

const page = (reply: FastifyReply, status: number, body: string) => reply.code(status).headers(pageHeaders).send(body);

/**
 * `GET /l/{code}` (outside /api: people follow these links): sends the visitor on when the link's post is live and
 * its address a web one, counting the click; otherwise a page says where it leads (decision 021).
 */
export function shortLinkRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { code: string } }>('/l/:code', async (request, reply) => {
    const target = await followShortLink(deps.db, request.params.code);
    if (!target)
      return page(
        reply,
        404,
        errorPage('Link not found', 'This short link does not exist, or the post it belonged to was deleted.'),
      );
    if (target.kind === 'page') {
      const { title, message } = WHY[target.reason];
      return page(reply, 200, addressPage(title, message, target.address, target.web));
    }
    return reply.code(302).header('cache-control', 'no-store').header('location', target.location).send();
  });
}
