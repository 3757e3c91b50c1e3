import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../domain/errors.ts';
import { uniqueIds } from '../../domain/queue.ts';
import { listNotifications, markRead, NOTIFICATIONS_PAGE } from '../../services/notifications/read.ts';
import { announceNotifications } from '../../services/notifications/write.ts';
import { operationById } from '../contract/index.ts';
import type { Router } from '../route.ts';

/** Which notifications notifications/read marks: the ids named, or all (one of the two, never both). */
function readWhich(params: { notification_ids?: string; all?: number }): { ids: number[] } | 'all' {
  const all = params.all === 1;
  if (all && params.notification_ids !== undefined)
    throw invalid('invalid_parameter', 'Send notification_ids or all=1, not both.', 'notification_ids');
  if (all) return 'all';
  if (params.notification_ids === undefined)
    throw invalid('missing_parameter', 'Name the notifications (notification_ids) or send all=1.', 'notification_ids');
  return { ids: uniqueIds(params.notification_ids) };
}

/** Each member's notifications (decision 053): the events are written by the services that make them. */
export function notificationRoutes(router: Router, deps: AppDeps) {
  // Each member's own list: not kept in the answer cache, which shares answers across a workspace.
  router.route(operationById('notificationsList'), async ({ params, auth }) => {
    const page = await listNotifications(deps.db, auth, params.last_notification_id);
    return {
      status: 'success' as const,
      data: {
        count: page.notifications.length,
        limit: NOTIFICATIONS_PAGE,
        view_more: page.more ? 1 : 0,
        unread: page.unread,
        notifications: page.notifications,
      },
    };
  });

  // Marking one's own notifications read is everyday work, not in the audit log (as inbox/mentions/seen).
  router.route(operationById('notificationsRead'), async ({ params, auth }) => {
    const unread = await markRead(deps.db, auth, readWhich(params), deps.now());
    // The member's other dashboards (another tab, a phone) bring their bell's count down too.
    announceNotifications(deps.events, auth.workspaceId, [auth.userId]);
    return { status: 'success' as const, data: { unread } };
  });
}
