import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { approvePost, disapprovePost } from '../../services/outbox/approvals.ts';
import { recordAfter } from '../../services/workspaces/audit.ts';
import { postSubjects } from '../../services/workspaces/audit-names.ts';
import { draftSubject, personSubject } from '../../domain/audit-subjects.ts';

/**
 * Reviewing collaborators' posts: approve the step they wait at (the last one queues them), or send back as a draft
 * with a reason, at any step.
 */
export function approvalRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('postsApprovePost'), async ({ params, auth, changed, request }) => {
    const { pinned, post, judgement, next } = await approvePost(
      deps,
      auth,
      params.post_id,
      params.channel_id,
      params.approval_step,
    );
    const { step, of, last } = judgement;
    changed([params.channel_id]);
    await recordAfter(deps.db, auth, request.log, {
      action: last ? 'post.approved' : 'post.step_approved',
      target: `post ${params.post_id}`,
      details: { channel_id: params.channel_id, ...(of > 1 ? { step, of } : {}) },
      subjects: () => postSubjects(deps.db, auth.workspaceId, [post]),
    });
    const data = !last
      ? `Step ${step} of ${of} approved: the post now waits for ${next}.`
      : pinned
        ? 'Post approved: it goes out at its scheduled time.'
        : 'Post approved: it joined the end of the queue.';
    return { status: 'success' as const, data };
  });

  router.route(operationById('postsDisapprovePost'), async ({ params, auth, changed, request }) => {
    const { post, writer, draftId, judgement } = await disapprovePost(
      deps,
      auth,
      params.post_id,
      params.channel_id,
      params.message,
      params.approval_step,
    );
    await recordAfter(deps.db, auth, request.log, {
      action: 'post.sent_back',
      target: `post ${params.post_id}`,
      details: {
        channel_id: params.channel_id,
        writer: writer.name,
        ...(judgement.of > 1 ? { step: judgement.step, of: judgement.of } : {}),
      },
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
