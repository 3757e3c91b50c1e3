import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { changeChannel, deletePosts, movePosts, undoBulk } from '../../services/outbox/bulk.ts';
import { readCalendar } from '../../services/outbox/calendar.ts';
import { recordAfter } from '../../services/workspaces/audit.ts';
import { postSubjects } from '../../services/workspaces/audit-names.ts';

/** The calendar: every channel's posts over a range of days, and moving, re-channelling and deleting several at once. */
export function calendarRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('postsCalendar'), async ({ params, auth }) => ({
    status: 'success' as const,
    data: await readCalendar(deps.db, auth, deps.now(), {
      from: params.from,
      to: params.to,
      channelIds: params.channel_ids,
      states: params.states,
    }),
  }));

  router.route(operationById('postsBulkMove'), async ({ params, auth, changed }) => {
    const { channelIds, ...data } = await movePosts(deps, auth, {
      postIds: params.post_ids,
      to: params.to,
      toUtc: params.to_utc,
      shiftDays: params.shift_days,
    });
    changed(channelIds);
    return { status: 'success' as const, data };
  });

  router.route(operationById('postsBulkChangeChannel'), async ({ params, auth, changed }) => {
    const { channelIds, ...data } = await changeChannel(deps, auth, params.post_ids, params.channel_id);
    changed(channelIds);
    return { status: 'success' as const, data };
  });

  router.route(operationById('postsBulkUndo'), async ({ params, auth, changed }) => {
    const { channelIds, message, posts } = await undoBulk(deps, auth, params.undo);
    changed(channelIds);
    return { status: 'success' as const, data: { message, posts } };
  });

  router.route(operationById('postsBulkDelete'), async ({ params, auth, changed, request }) => {
    const { count, channelIds, posts } = await deletePosts(deps, auth, params.post_ids);
    changed(channelIds);
    await recordAfter(deps.db, auth, request.log, {
      action: 'post.deleted',
      target: `posts ${params.post_ids}`,
      details: { channel_ids: channelIds.join('_'), posts: count },
      subjects: () => postSubjects(deps.db, auth.workspaceId, posts),
    });
    return {
      status: 'success' as const,
      data: {
        message: count > 1 ? `${count} posts deleted.` : 'Post deleted.',
        deleted: count,
        channel_ids: channelIds.map(String),
      },
    };
  });
}
