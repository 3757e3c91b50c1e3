import type { AppDeps } from '../../deps.ts';
import { uniqueIds } from '../../domain/queue.ts';
import { announceInbox, touchedOf } from '../../services/inbox/announce.ts';
import { createLabel, deleteLabel, listLabels, setItemLabels, updateLabel } from '../../services/inbox/labels.ts';
import type { AuthContext } from '../../services/workspaces/auth-context.ts';
import { operationById } from '../contract/index.ts';
import type { Router } from '../route.ts';

const ok = { status: 'success' as const };

/** A workspace's labels, and an inbox item's (issue 35, decision 041). */
export function labelRoutes(router: Router, deps: AppDeps) {
  const { db } = deps;
  /**
   * A label made, renamed, recoloured or deleted: dashboards refresh their labels, and every kept inbox answer and
   * thread goes (their items carry labels by name).
   */
  const labelsChanged = (auth: AuthContext) => deps.events.publish(auth.workspaceId, { type: 'labels' });

  router.route(operationById('labelsList'), async ({ auth }) => ({ ...ok, data: await listLabels(db, auth) }));

  router.route(operationById('labelsCreate'), async ({ params, auth }) => {
    const label = await createLabel(db, auth, { name: params.name, color: params.color });
    labelsChanged(auth);
    return { ...ok, data: label };
  });

  router.route(operationById('labelsUpdate'), async ({ params, auth }) => {
    const label = await updateLabel(db, auth, params.label_id, { name: params.name, color: params.color });
    labelsChanged(auth);
    return { ...ok, data: label };
  });

  router.route(operationById('labelsDelete'), async ({ params, auth }) => {
    const deleted = await deleteLabel(db, auth, params.label_id);
    labelsChanged(auth);
    return { ...ok, data: deleted };
  });

  router.route(operationById('inboxLabel'), async ({ params, auth }) => {
    const { item, labels } = await setItemLabels(db, auth, {
      itemId: params.post_id,
      channelId: params.channel_id,
      labelIds: uniqueIds(params.label_ids),
    });
    // The item changed: the inbox list and its thread show its labels.
    announceInbox(deps.events, auth.workspaceId, touchedOf([item]));
    return { ...ok, data: labels };
  });
}
