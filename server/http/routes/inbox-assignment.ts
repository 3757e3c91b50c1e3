import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import { uniqueIds } from '../../domain/queue.ts';
import type { Router } from '../route.ts';
import { announceInbox } from '../../services/inbox/announce.ts';
import { assignUnit, assigneeCounts } from '../../services/inbox/assignment.ts';
import { findItem } from '../../services/inbox/items.ts';
import { announceNotifications } from '../../services/notifications/write.ts';
import { routingOf, setRouting } from '../../services/inbox/routing.ts';

const idsOf = (value: string | undefined) => (value === undefined ? undefined : uniqueIds(value));
const memberOrNull = (id: number) => (id === 0 ? null : id);

/** Who handles what in the team inbox (decision 039): assignment, the assignee views' counts, round-robin. */
export function inboxAssignmentRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('inboxAssign'), async ({ params, auth }) => {
    const row = await findItem(deps.db, auth, params.post_id, params.channel_id);
    const assignment = {
      assigneeId: memberOrNull(params.assignee_id),
      expected: params.expected_assignee_id === undefined ? undefined : memberOrNull(params.expected_assignee_id),
    };
    const { notified, ...touched } = await assignUnit(deps.db, auth, row, assignment, deps.now());
    // As inbox/action does: other dashboards, and every instance's answer cache, hear which items and threads changed.
    announceInbox(deps.events, auth.workspaceId, touched);
    announceNotifications(deps.events, auth.workspaceId, notified);
    return { status: 'success' as const };
  });

  // Counted afresh each time: two grouped index scans, and the members, whose changes the inbox scope does not hear.
  router.route(operationById('inboxAssignees'), async ({ auth }) => {
    const counts = await assigneeCounts(deps.db, auth);
    return {
      status: 'success' as const,
      data: {
        everyone: counts.everyone,
        unassigned: counts.unassigned,
        assignees: counts.assignees.map((a) => ({
          user_id: String(a.id),
          name: a.name,
          picture: a.picture,
          is_member: a.isMember ? 1 : 0,
          open: a.open,
          unread: a.unread,
        })),
      },
    };
  });

  router.route(operationById('inboxRoutingGet'), async ({ auth }) => ({
    status: 'success' as const,
    data: await routingOf(deps.db, auth),
  }));

  router.route(operationById('inboxRoutingUpdate'), async ({ params, auth }) => ({
    status: 'success' as const,
    data: await setRouting(
      deps.db,
      auth,
      {
        enabled: params.enabled === undefined ? undefined : params.enabled === 1,
        channelIds: idsOf(params.channel_ids),
        memberIds: idsOf(params.member_ids),
      },
      deps.now(),
    ),
  }));
}
