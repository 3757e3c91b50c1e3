import type { AuthContext } from '../../services/workspaces/auth-context.ts';
import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { withQueueTimes } from '../../services/outbox/queue-times.ts';
import { postsByIds } from '../../services/outbox/read.ts';
import { checkLengths, checkPicture, exclusive, readCustomTime } from '../../services/outbox/rules.ts';
import { resolveChannels } from '../../services/channels/channels.ts';
import { copyPost, createPosts, deletePost, updatePost } from '../../services/outbox/write.ts';
import { createdView } from '../../services/outbox/views.ts';
import {
  checkFirstComment,
  checkThread,
  readTextList,
  refuseStartedThread,
  writeThread,
} from '../../services/outbox/thread.ts';
import { recordAfter } from '../../services/workspaces/audit.ts';
import { postSubjects } from '../../services/workspaces/audit-names.ts';

/** Writing posts: create (one or several channels), copy, update, delete. */
export function postsRoutes(router: Router, deps: AppDeps) {
  const created = async (auth: AuthContext, ids: number[]) => ({
    status: 'success' as const,
    data: createdView(await withQueueTimes(deps.db, await postsByIds(deps.db, ids)), auth.timezone),
  });

  router.route(operationById('postsCreate'), async ({ params, auth, changed }) => {
    const targets = await resolveChannels(deps.db, auth, params.channel_ids, 'channel_ids');
    exclusive(params.share_now === 1, params.custom_time);
    const customTime = readCustomTime(params.custom_time, auth.timezone, deps.now());
    checkLengths(params.message, targets);
    checkPicture(params.picture, targets);
    const thread = params.thread === undefined ? null : readTextList(params.thread, 'thread');
    if (thread) checkThread(thread, targets);
    if (params.first_comment !== undefined) checkFirstComment(params.first_comment, targets);
    const content = {
      message: params.message,
      link: params.link ?? null,
      picture: params.picture ?? null,
      createAlbum: params.create_album === 1,
      albumName: params.album_name ?? null,
    };
    const ids = await createPosts(
      deps,
      auth,
      targets,
      content,
      { customTime, shareNow: params.share_now === 1 },
      { thread, firstComment: params.first_comment ?? null },
    );
    changed(targets.map((c) => c.id));
    return created(auth, ids);
  });

  router.route(operationById('postsCopy'), async ({ params, auth, changed }) => {
    const ids = await copyPost(deps, auth, params.post_id, params.channel_id);
    changed([params.channel_id]);
    return created(auth, ids);
  });

  router.route(operationById('postsUpdate'), async ({ params, auth, changed }) => {
    const shareNow = params.share_now === 1;
    exclusive(shareNow, params.custom_time);
    const customTime = readCustomTime(params.custom_time, auth.timezone, deps.now());
    const change = {
      message: params.message,
      link: params.link,
      picture: params.picture,
      createAlbum: params.create_album === undefined ? undefined : params.create_album === 1,
      albumName: params.album_name,
    };
    const thread = params.thread === undefined ? undefined : readTextList(params.thread, 'thread');
    const firstComment = params.first_comment;
    const { count, channelIds } = await updatePost(deps, auth, params.id, change, {
      mapped: params.update_mapped === 1,
      shareNow,
      customTime,
      check: async (group) => {
        if (thread?.length)
          checkThread(
            thread,
            group.map((g) => ({ channelType: g.channelType })),
          );
        if (firstComment)
          checkFirstComment(
            firstComment,
            group.map((g) => ({ channelType: g.channelType })),
          );
        // A thread partly out keeps its parts, the first (the message) among them.
        if (thread !== undefined || params.message !== undefined)
          await refuseStartedThread(
            deps.db,
            group.map((g) => g.post.id),
          );
      },
      alsoInTransaction: (tx, postIds) => writeThread(tx, postIds, { thread, firstComment }),
    });
    changed(channelIds);
    return { status: 'success' as const, data: count > 1 ? `${count} posts updated.` : 'Post updated.' };
  });

  router.route(operationById('postsDelete'), async ({ params, auth, changed, request }) => {
    const { count, channelIds, posts } = await deletePost(
      deps,
      auth,
      params.post_id,
      params.channel_id,
      params.delete_mapped === 1,
    );
    changed(channelIds);
    await recordAfter(deps.db, auth, request.log, {
      action: 'post.deleted',
      target: `post ${params.post_id}`,
      details: { channel_id: params.channel_id, posts: count },
      subjects: () => postSubjects(deps.db, auth.workspaceId, posts),
    });
    return { status: 'success' as const, data: count > 1 ? `${count} posts deleted.` : 'Post deleted.' };
  });
}
