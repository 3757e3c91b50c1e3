import { findChannel } from '../../services/channels/channels.ts';
import { operationById } from '../contract/index.ts';
import { parseIds } from '../../domain/queue.ts';
import type { AppDeps } from '../../deps.ts';
import { inScope, type Router } from '../route.ts';
import { linksOf, shortUrl } from '../../services/outbox/links.ts';
import { shareNow } from '../../services/outbox/publish.ts';
import { reorderQueue } from '../../services/outbox/queue.ts';
import { outboxInTimeOrder } from '../../services/outbox/queue-times.ts';
import { findPost } from '../../services/outbox/read.ts';
import { needsApproval, onlyTheirSteps, requireManager } from '../../services/workspaces/access.ts';
import { stepsContext } from '../../services/workspaces/approval-steps.ts';
import { decidesNow, outboxView } from '../../services/outbox/views.ts';
import { addToStack } from '../../services/outbox/write.ts';

/** A channel's outbox and its queue: the listing, reorder, links, back into the queue, publish now. */
export function postsQueueRoutes(router: Router, deps: AppDeps) {
  router.route(
    operationById('postsGet'),
    async ({ params, auth }) => {
      const all = await outboxInTimeOrder(deps.db, auth.workspaceId, params.channel_id);
      // An empty outbox is the channel's own, or the channel is not the workspace's (404): asked only then.
      if (all.length === 0) await findChannel(deps.db, auth.workspaceId, params.channel_id);
      const approval = all.some((r) => r.post.toApprove) ? await stepsContext(deps.db, auth.workspaceId) : undefined;
      // A client sees only the posts waiting for their step (decision 057).
      const rows = onlyTheirSteps(auth)
        ? all.filter((r) => approval && decidesNow(r.post, approval, auth.userId))
        : all;
      return { status: 'success' as const, data: outboxView(params.channel_id, rows, auth.timezone, approval) };
    },
    {
      cache: {
        ...inScope((params) => `outbox:${params.channel_id}`),
        perCaller: (_params, auth) => onlyTheirSteps(auth),
      },
    },
  );

  router.route(operationById('postsReorder'), async ({ params, auth, changed }) => {
    requireManager(auth, 'reorder a queue');
    const order = parseIds(params.order);
    await reorderQueue(deps.db, auth.workspaceId, params.channel_id, order, deps.now());
    changed([params.channel_id]);
    return {
      status: 'success' as const,
      data: { message: 'Queue reordered.', channel_id: String(params.channel_id), order: order.join('_') },
    };
  });

  router.route(operationById('postsGetLinks'), async ({ params, auth }) => {
    const row = await findPost(deps.db, auth, params.post_id);
    const links = await linksOf(deps.db, row.post.id);
    return {
      status: 'success' as const,
      data: links.map((l) => ({
        short_link: shortUrl(deps.config, l.code),
        link: l.target ?? l.url,
        clicks: l.clicks,
      })),
    };
  });

  router.route(operationById('postsAddToStack'), async ({ params, auth, changed }) => {
    changed([await addToStack(deps, auth, params.post_id)]);
    return {
      status: 'success' as const,
      data: needsApproval(auth)
        ? 'Post sent for approval; once approved it joins the queue.'
        : 'Post added to the end of the queue.',
    };
  });

  router.route(operationById('postsShareNow'), async ({ params, auth, changed }) => {
    const outcome = await shareNow(deps, auth, params.post_id, params.channel_id);
    changed([params.channel_id]);
    return {
      status: 'success' as const,
      data: outcome.published ? 'Post published.' : `Publishing failed: ${outcome.error}`,
    };
  });
}
