import type { AppDeps } from '../../deps.ts';
import { channelBestTimes } from '../../services/analytics/best-times.ts';
import { operationById } from '../contract/index.ts';
import { inScope, type Router } from '../route.ts';

/**
 * When to post on a channel (decision 076): owners, admins and collaborators, as the other analytics operations; a
 * client is refused by the router (not on the client's operations, decision 057).
 */
export function bestTimesRoutes(router: Router, deps: AppDeps) {
  router.route(
    operationById('analyticsBestTimes'),
    async ({ params, auth }) => ({
      status: 'success' as const,
      data: await channelBestTimes(deps.db, auth, params.channel_id, deps.now()),
    }),
    // Kept as the other results are (routes/analytics.ts): for seconds, or until posts or channels change.
    { cache: inScope(() => 'results') },
  );
}
