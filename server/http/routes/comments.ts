import type { AppDeps } from '../../deps.ts';
import { draftSubject, personSubject } from '../../domain/audit-subjects.ts';
import { invalid } from '../../domain/errors.ts';
import {
  announceComments,
  deleteComment,
  findThread,
  listComments,
  writeComment,
  type CommentsOn,
} from '../../services/outbox/comments.ts';
import { announceNotifications } from '../../services/notifications/write.ts';
import { recordAfter } from '../../services/workspaces/audit.ts';
import { postSubjects } from '../../services/workspaces/audit-names.ts';
import { operationById } from '../contract/index.ts';
import type { Router } from '../route.ts';

/** The thread asked for: a post's or a draft's, one of the two. */
function threadOf(params: { post_id?: number; draft_id?: number }): CommentsOn {
  if (params.post_id !== undefined && params.draft_id !== undefined)
    throw invalid('invalid_parameter', 'Send post_id or draft_id, not both.', 'draft_id');
  if (params.post_id !== undefined) return { postId: params.post_id };
  if (params.draft_id !== undefined) return { draftId: params.draft_id };
  throw invalid('missing_parameter', 'Name the post (post_id) or the draft (draft_id).', 'post_id');
}

/** Comments on posts and drafts (issue 36, decision 056). */
export function commentRoutes(router: Router, deps: AppDeps) {
  // Not kept in the answer cache: whether the caller may delete each comment depends on who asks.
  router.route(operationById('postsComments'), async ({ params, auth }) => {
    const thread = await findThread(deps.db, auth, threadOf(params));
    const comments = await listComments(deps.db, auth, thread);
    return { status: 'success' as const, data: { count: comments.length, comments } };
  });

  // Comments are their own record (author and time): not in the audit log. Deleting one is.
  router.route(operationById('postsComment'), async ({ params, auth }) => {
    const thread = await findThread(deps.db, auth, threadOf(params));
    const { comment, mentioned, told } = await writeComment(deps, auth, thread, params.message);
    announceComments(deps.events, auth.workspaceId, thread);
    announceNotifications(deps.events, auth.workspaceId, told);
    return { status: 'success' as const, data: { comment, mentioned: mentioned.map(String) } };
  });

  router.route(operationById('postsDeleteComment'), async ({ params, auth, request }) => {
    const { comment, thread } = await deleteComment(deps, auth, params.comment_id);
    announceComments(deps.events, auth.workspaceId, thread);
    const on = { id: thread.postId ?? thread.draftId!, message: thread.message };
    await recordAfter(deps.db, auth, request.log, {
      action: 'comment.deleted',
      target: `comment ${comment.id}`,
      details: { comment_id: comment.id, author: comment.authorName },
      subjects: async () => [
        ...(thread.postId !== null
          ? await postSubjects(deps.db, auth.workspaceId, [{ ...on, channelId: thread.channelId! }])
          : [draftSubject(on)]),
        personSubject({ id: comment.authorId, name: comment.authorName }),
      ],
    });
    return { status: 'success' as const };
  });
}
