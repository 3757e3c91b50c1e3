import type { AppDeps } from '../../deps.ts';
import { inboxReport } from '../../services/inbox/report.ts';
import { operationById } from '../contract/index.ts';
import { inScope, type Router } from '../route.ts';

/** The team's response times (decision 040): every member of the workspace may read them. */
export function inboxReportRoutes(router: Router, deps: AppDeps) {
  router.route(
    operationById('inboxReport'),
    async ({ params, auth }) => {
      const report = await inboxReport(deps.db, auth, { from: params.from, to: params.to, groupBy: params.group_by });
      return {
        status: 'success' as const,
        data: { from: params.from, to: params.to, group_by: params.group_by, ...report },
      };
    },
    // Read from the inbox's items alone: kept until the workspace's next inbox change, as the list is.
    { cache: inScope(() => 'inbox') },
  );
}
