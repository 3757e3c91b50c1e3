import { z } from 'zod';
import { dateTime, digits, flag, id, int, statusOnly, success } from './common.ts';
import { defineOperation } from './operation.ts';

/** The longest comment, in characters. */
export const COMMENT_MAX = 2000;

const thread = {
  post_id: id.optional().meta({ description: 'the post whose thread it is; or send draft_id' }),
  draft_id: id.optional().meta({ description: 'the draft whose thread it is, instead of post_id' }),
};

export const postComment = z
  .object({
    comment_id: digits,
    author_id: digits.meta({ description: 'the member who wrote it ("0" once they are deleted)' }),
    author_name: z.string().meta({ description: 'their name then' }),
    author_picture: z.string().meta({ description: 'their picture now; "" for none' }),
    message: z.string(),
    timestamp: dateTime,
    can_delete: flag.meta({ description: '1 when the caller may delete it: their own, or any for owners and admins' }),
  })
  .meta({ id: 'PostComment' });

const ROLES =
  'Owners and admins read and write the thread of every post and draft of the workspace; a collaborator that of their own posts and drafts (403 for another’s post, 404 for another’s draft, which they cannot see).';

export const commentsOperations = [
  defineOperation({
    operationId: 'postsComments',
    errors: [403, 404],
    method: 'GET',
    path: '/posts/comments',
    tag: 'extension',
    summary: 'The comments on a post or a draft, oldest first',
    description: `Send post_id or draft_id, not both. ${ROLES} A draft’s comments move to its post when it goes to the outbox (each post of a group gets them), and a post’s to the draft it becomes when sent back.`,
    paramsIn: 'query',
    params: z.object(thread),
    response: success(z.object({ count: int, comments: z.array(postComment) })),
  }),
  defineOperation({
    operationId: 'postsComment',
    errors: [403, 404],
    method: 'POST',
    path: '/posts/comment',
    tag: 'extension',
    summary: 'Comment on a post or a draft, for the people preparing it',
    description: `Send post_id or draft_id, not both. ${ROLES} @name mentions a member who can read the thread (an owner, an admin, the post’s writer), as inbox notes do: @ and their whole name, the part of their email before the @, or their first name when no other member shares it. Each member named is notified (comment_mention); the post’s writer is notified of others’ comments (post_comment). Open dashboards hear event comments.`,
    paramsIn: 'body',
    params: z.object({
      ...thread,
      message: z
        .string()
        .trim()
        .min(1, 'Write the comment')
        .max(COMMENT_MAX, `A comment has at most ${COMMENT_MAX} characters`)
        .meta({ description: `the comment, 1 to ${COMMENT_MAX} characters` }),
    }),
    response: success(
      z.object({
        comment: postComment,
        mentioned: z.array(digits).meta({ description: 'the user_id of each member the comment mentions' }),
      }),
    ),
  }),
  defineOperation({
    operationId: 'postsDeleteComment',
    errors: [403, 404],
    method: 'POST',
    path: '/posts/deleteComment',
    tag: 'extension',
    summary: 'Delete a comment on a post or a draft',
    description:
      'Its author may delete it, and owners and admins any comment (403 for another collaborator). Recorded in the audit log.',
    paramsIn: 'body',
    params: z.object({ comment_id: id }),
    response: statusOnly,
  }),
];
