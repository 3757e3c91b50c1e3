import { z } from 'zod';
import { clock } from './extension.ts';
import { channelType, dateTime, digits, id, idList, int, statusOnly, success } from './common.ts';
import { defineOperation } from './operation.ts';
import { REVIEW_DAYS, REVIEW_MAX_POSTS } from '../../domain/reviews.ts';

/** A review link as owners and admins list it: never its secret, which is shown once. */
const review = z
  .object({
    review_id: digits,
    note: z.string(),
    created_by_name: z.string(),
    created_at: dateTime,
    expires_at: dateTime,
    posts: int.meta({ description: 'how many posts the link shows (those deleted since are gone from it)' }),
    decisions: int.meta({ description: 'how many decisions its visitors made' }),
  })
  .meta({ id: 'Review' });

const visitorDecision = z.enum(['approve', 'changes']);

/** A post as the review page shows it. */
const reviewPost = z
  .object({
    post_id: digits,
    channel_id: digits,
    channel_name: z.string(),
    channel_type: channelType,
    screen_name: z.string(),
    channel_picture: z.string(),
    message: z.string(),
    link: z.string(),
    picture: z.string(),
    time: z.union([dateTime, z.literal('')]).meta({ description: 'when it goes out; empty while it has no time yet' }),
    state: z.enum(['waiting', 'feedback', 'closed']).meta({
      description:
        'waiting: at the client’s approval step, which the visitor’s decision decides; feedback: not at a client’s step, a decision is recorded as feedback for the team; closed: published or sent back, nothing to decide',
    }),
    decisions: z.array(
      z.object({ name: z.string(), decision: visitorDecision, comment: z.string(), at: dateTime }).meta({
        id: 'ReviewDecision',
      }),
    ),
  })
  .meta({ id: 'ReviewPost' });

const reviewPage = z
  .object({
    workspace_name: z.string(),
    timezone: z.string().meta({ description: 'the zone every time is written in' }),
    clock,
    note: z.string(),
    created_by_name: z.string(),
    expires_at: dateTime,
    posts: z.array(reviewPost),
  })
  .meta({ id: 'ReviewPage' });

const publicNote =
  'Public: the link’s secret travels in the X-Review-Token header, never in an address. An unknown, expired or withdrawn link is one 404 that does not say which. A review token never authenticates any other call.';

export const reviewsOperations = [
  defineOperation({
    operationId: 'reviewsCreate',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/reviews/create',
    tag: 'extension',
    summary: 'Share posts for review by people without an account: a link, shown once',
    description:
      'Owners and admins. The posts must be the workspace’s and still to go out (queued, pinned or awaiting approval): an unknown or foreign id is 404, a published, failed or sent-back post 409 not_reviewable, and nothing is made. The link’s visitor types a name, then approves or asks for changes per post; at the client’s approval step that decides the step, elsewhere it is feedback. The link is stored hashed: its url is answered here only.',
    paramsIn: 'body',
    params: z.object({
      post_ids: idList.meta({
        description: `the posts, their ids joined by _, in the order to show them (at most ${REVIEW_MAX_POSTS})`,
      }),
      expires_in_days: z
        .int()
        .min(1)
        .max(REVIEW_DAYS.max)
        .optional()
        .meta({ description: `how long the link works; ${REVIEW_DAYS.default} when left out` }),
      note: z.string().max(1000).optional().meta({ description: 'what the reviewer reads first' }),
    }),
    response: success(
      review.extend({
        url: z
          .string()
          .meta({ description: '{public origin}/review/{token}: give it to the reviewer; it is not shown again' }),
      }),
    ),
  }),
  defineOperation({
    operationId: 'reviewsList',
    errors: [403],
    method: 'GET',
    path: '/reviews/list',
    tag: 'extension',
    summary: 'The workspace’s open review links, newest first',
    description: 'Owners and admins. Links expired or withdrawn are not listed. Their addresses are not shown again.',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.array(review)),
  }),
  defineOperation({
    operationId: 'reviewsRevoke',
    errors: [403, 404],
    method: 'POST',
    path: '/reviews/revoke',
    tag: 'extension',
    summary: 'Withdraw an open review link at once',
    description: 'Owners and admins; audited. A link already expired or withdrawn, or another workspace’s, is 404.',
    paramsIn: 'body',
    params: z.object({ review_id: id }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'reviewGet',
    errors: [404],
    method: 'GET',
    path: '/review/get',
    tag: 'extension',
    summary: 'What a review link shows: the posts as they will go out, and what visitors said',
    description: publicNote,
    paramsIn: 'query',
    auth: false,
    reviewToken: true,
    params: z.object({}),
    response: success(reviewPage),
  }),
  defineOperation({
    operationId: 'reviewDecide',
    errors: [404, 409],
    method: 'POST',
    path: '/review/decide',
    tag: 'extension',
    summary: 'A review link’s visitor approves a post or asks for changes',
    description: `${publicNote} At the client’s step the decision decides it (409 already_decided naming who decided first); elsewhere it is feedback. Either way it goes into the post’s comments, the audit log (with the name typed) and the bell of whoever shared the link. 409 not_reviewable for a post published or sent back meanwhile.`,
    paramsIn: 'body',
    auth: false,
    reviewToken: true,
    params: z.object({
      post_id: id,
      decision: visitorDecision,
      comment: z.string().max(2000).optional().meta({ description: 'required for changes' }),
      name: z.string().min(1).max(100).meta({ description: 'the visitor’s name, as they typed it' }),
    }),
    response: success(z.object({ post: reviewPost })),
  }),
];
