import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { approvePost, disapprovePost } from '../../services/outbox/approvals.ts';
import { recordAfter } from '../../services/workspaces/audit.ts';
import { postSubjects } from '../../services/workspaces/audit-names.ts';
import { draftSubject, personSubject } from '../../domain/audit-subjects.ts';

/** Reviewing collaborators' posts: approve into the queue, or send back as a draft with a reason. */
export function approvalRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('postsApprovePost'), async ({ params, auth, changed, request }) => {
    const { pinned, post } = await approvePost(deps, auth, params.post_id, params.channel_id);
    changed([params.channel_id]);
    await recordAfter(deps.db, auth, request.log, {
      action: 'post.approved',
      target: `post ${params.post_id}`,
      details: { channel_id: params.channel_id },
      subjects: () => postSubjects(deps.db, auth.workspaceId, [post]),
    });
    return {
      status: 'success' as const,
      data: pinned
        ? 'Post approved: it goes out at its scheduled time.'
        : 'Post approved: it joined the end of the queue.',
    };
  });

  router.route(operationById('postsDisapprovePost'), async ({ params, auth, changed, request }) => {
    const { post, writer, draftId } = await disapprovePost(
      deps,
      auth,
      params.post_id,
      params.channel_id,
      params.message,
    );
    await recordAfter(deps.db, auth, request.log, {
      action: 'post.sent_back',
      target: `post ${params.post_id}`,
      details: { channel_id: params.channel_id, writer: writer.name },
      subjects: async () => [
        ...(await postSubjects(deps.db, auth.workspaceId, [post])),
        personSubject(writer),
        draftSubject({ id: draftId, message: post.message }),
      ],
    });
    // The post left the outbox and became a draft of its writer.
    changed([params.channel_id], { drafts: true });
    return { status: 'success' as const, data: { message: `Post sent back to ${writer.name} as a draft.` } };
  });
}
