import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { exportCsv } from '../../services/outbox/csv-export.ts';
import { checkImport, importPosts, previewView } from '../../services/outbox/csv-import.ts';
import { historyPage } from '../../services/outbox/history.ts';
import { needsApproval } from '../../services/workspaces/access.ts';

/** What went out (history), the plan and history as CSV, and posts imported from a CSV. */
export function historyRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('postsHistory'), async ({ params, auth }) => ({
    status: 'success' as const,
    data: await historyPage(deps.db, auth, params),
  }));

  router.route(operationById('postsExport'), async ({ params, auth, reply }) => {
    const file = await exportCsv(deps.db, auth, params);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.text);
  });

  router.route(operationById('postsImportPreview'), async ({ params, auth }) => ({
    status: 'success' as const,
    data: previewView(await checkImport(deps, auth, params.csv, deps.now()), auth.timezone),
  }));

  router.route(operationById('postsImport'), async ({ params, auth, changed }) => {
    const { ids, channelIds } = await importPosts(deps, auth, params.csv);
    changed(channelIds);
    const one = ids.length === 1;
    const imported = `${one ? '1 post' : `${ids.length} posts`} imported`;
    return {
      status: 'success' as const,
      data: {
        message: needsApproval(auth) ? `${imported}; ${one ? 'it awaits' : 'they await'} approval.` : `${imported}.`,
        post_id: ids,
        channel_ids: channelIds.map(String),
      },
    };
  });
}
