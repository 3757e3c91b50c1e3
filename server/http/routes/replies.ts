import type { AppDeps } from '../../deps.ts';
import {
  createReply,
  deleteReply,
  fillReplyFor,
  listReplies,
  updateReply,
  useReply,
} from '../../services/inbox/replies.ts';
import { operationById } from '../contract/index.ts';
import type { Router } from '../route.ts';

const ok = { status: 'success' as const };

/**
 * A workspace's library of saved replies (issue 35, decision 041). Its answers are not kept: the library is read
 * when the reply box's menu opens, and changes only by these calls.
 */
export function replyRoutes(router: Router, deps: AppDeps) {
  const { db } = deps;

  router.route(operationById('repliesList'), async ({ params, auth }) => ({
    ...ok,
    data: await listReplies(db, auth, params.q || undefined),
  }));

  router.route(operationById('repliesCreate'), async ({ params, auth }) => ({
    ...ok,
    data: await createReply(db, auth, { title: params.title, text: params.text }, deps.now()),
  }));

  router.route(operationById('repliesUpdate'), async ({ params, auth }) => ({
    ...ok,
    data: await updateReply(db, auth, params.reply_id, { title: params.title, text: params.text }, deps.now()),
  }));

  router.route(operationById('repliesDelete'), async ({ params, auth }) => {
    await deleteReply(db, auth, params.reply_id);
    return ok;
  });

  router.route(operationById('repliesUse'), async ({ params, auth }) => ({
    ...ok,
    data: await useReply(db, auth, params.reply_id),
  }));

  router.route(operationById('repliesFill'), async ({ params, auth }) => ({
    ...ok,
    data: await fillReplyFor(db, auth, {
      replyId: params.reply_id,
      itemId: params.post_id,
      channelId: params.channel_id,
    }),
  }));
}
