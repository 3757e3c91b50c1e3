import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { uniqueIds } from '../../domain/queue.ts';
import { createReview, listReviews, reviewUrl, reviewView, revokeReview } from '../../services/reviews/links.ts';
import { decideReview, linkGone, readReview } from '../../services/reviews/visit.ts';
import { operationById } from '../contract/index.ts';
import type { Router } from '../route.ts';

/** A review link's secret, from the header the page sends it in: 43 characters of base64url, or no link at all. */
function reviewToken(request: FastifyRequest): string {
  const token = request.headers['x-review-token'];
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkGone();
  return token;
}

/** Review links (decision 060): owners and admins share posts; the link's visitor reads and decides them. */
export function reviewRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('reviewsCreate'), async ({ params, auth }) => {
    const { review, token, postIds } = await createReview(deps, auth, {
      postIds: uniqueIds(params.post_ids),
      expiresInDays: params.expires_in_days,
      note: params.note,
    });
    return {
      status: 'success' as const,
      data: {
        ...reviewView(review, auth.timezone, { posts: postIds.length, decisions: 0 }),
        url: reviewUrl(deps, token),
      },
    };
  });

  router.route(operationById('reviewsList'), async ({ auth }) => ({
    status: 'success' as const,
    data: await listReviews(deps.db, auth, deps.now()),
  }));

  router.route(operationById('reviewsRevoke'), async ({ params, auth }) => {
    await revokeReview(deps, auth, params.review_id);
    return { status: 'success' as const };
  });

  router.publicRoute(operationById('reviewGet'), async ({ request, reply }) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    return { status: 'success' as const, data: await readReview(deps, reviewToken(request)) };
  });

  router.publicRoute(operationById('reviewDecide'), async ({ params, request, reply }) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    const post = await decideReview(deps, reviewToken(request), {
      postId: params.post_id,
      decision: params.decision,
      comment: params.comment ?? '',
      name: params.name,
    });
    return { status: 'success' as const, data: { post } };
  });
}
