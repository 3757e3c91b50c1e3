import { z } from 'zod';
import {
  albumName,
  dateTime,
  digits,
  flag,
  id,
  idOrIdList,
  idList,
  int,
  jsonParam,
  picture,
  postMessage as message,
  success,
  textMessage,
  url,
} from './common.ts';
import { defineOperation } from './operation.ts';
import { utmCampaign } from './utm.ts';
import { APPROVAL_DECIDERS, MAX_APPROVAL_STEPS } from '../../domain/approval-steps.ts';

/** A thread's parts and a first comment (decisions 064, 065): on posts/create and posts/update, and in listings. */
export const threadParams = {
  thread: jsonParam(
    z.array(z.string().max(63206), { error: 'must be a JSON array of texts, such as ["one", "two"]' }).max(1000),
  )
    .optional()
    .meta({
      description:
        'extension: a JSON array of the parts after the first (whose text is message), 1 to 24, each a reply to the one before; X and Bluesky only. On posts/update, [] removes the thread (before any part is out).',
      examples: ['["part 2", "part 3"]'],
    }),
  first_comment: z.string().max(63206).optional().meta({
    description:
      'extension: a comment published right after the post (a reply on X and Bluesky); not on Pinterest or Google Business Profile. On posts/update, empty removes it.',
  }),
};
const threadFields = {
  thread: z.array(z.string()).optional().meta({ description: 'extension: the parts after the first, of a thread' }),
  thread_published: int
    .optional()
    .meta({ description: 'extension, on threads: how many parts, the first included, are out' }),
  first_comment: z.string().optional().meta({ description: 'extension: the comment published right after the post' }),
  first_comment_status: z
    .enum(['pending', 'published', 'failed'])
    .optional()
    .meta({ description: 'extension, with a first comment' }),
  first_comment_error: z
    .string()
    .optional()
    .meta({ description: 'extension: why the first comment failed (the post stays published)' }),
};

export const outboxPost = z
  .object({
    message: z.string(),
    hash: z.string().meta({ description: 'the group of posts created together (mapped posts)' }),
    is_processed: int.meta({ description: '0 pending, 1 published, 2 failed, 3 publishing' }),
    created_time: dateTime,
    updated_time: dateTime,
    channel: int.meta({ description: "the channel's channel_type" }),
    channel_id: digits,
    post_id: int,
    creator_id: digits,
    creator_name: z.string(),
    display_time: dateTime.meta({ description: 'when the post goes out, in the workspace zone' }),
    utc_post_time: dateTime.meta({ description: 'the same instant in UTC' }),
    map_ids: int.optional().meta({ description: 'how many posts share the hash (listing only)' }),
    is_custom_time: flag.optional().meta({ description: '1: pinned to its custom time (listing only)' }),
    to_approve: flag.optional().meta({ description: '1: awaits approval (listing only)' }),
    approval_step: int
      .optional()
      .meta({ description: 'extension, on posts awaiting approval: the step it waits at, from 1 (decision 057)' }),
    approval_steps: int
      .optional()
      .meta({ description: 'extension, on posts awaiting approval: how many steps there are' }),
    approvers: z
      .object({
        who: z.enum(APPROVAL_DECIDERS),
        names: z.string().meta({ description: '“owners and admins”, a member’s name, or “the client”' }),
        user_ids: z.string().meta({ description: 'the members who may decide the step now, joined by _' }),
      })
      .optional()
      .meta({ description: 'extension, on posts awaiting approval: who may decide the step it waits at' }),
    link: z.string().optional().meta({ description: 'extension: the shared URL' }),
    picture: z.string().optional().meta({ description: 'extension: the image URL' }),
    create_album: flag.optional().meta({ description: 'extension' }),
    album_name: z.string().optional().meta({ description: 'extension' }),
    error_message: z.string().optional().meta({ description: "extension: the network's reason, on failed posts" }),
    has_version: flag.optional().meta({
      description: 'extension: 1 when its text or picture is its own, not its group’s (decision 063)',
    }),
    utm_campaign: z.string().optional().meta({ description: 'extension: its own utm_campaign (decision 068)' }),
    series_id: z
      .string()
      .optional()
      .meta({ description: 'extension: the recurring series it is one of (decision 069)' }),
    repeat_every: z.string().optional().meta({ description: 'extension: how often its series repeats (3d, 2w)' }),
    occurrence: int.optional().meta({ description: 'extension: which occurrence of its series, from 1' }),
    occurrences: int.optional().meta({ description: 'extension: how many occurrences its series has' }),
    ...threadFields,
  })
  .meta({ id: 'OutboxPost' });

const byChannel = z.record(z.string(), z.array(outboxPost)).meta({ description: 'keyed by channel id' });

const createResult = success(
  z.object({
    post_id: z.array(int).meta({ description: 'one per created post' }),
    f_channel_post: z.array(z.object({ channel_id: digits, post_id: int, type: int })),
    errorMessages: z.array(z.string()),
    errorMsgPerChannel: z.record(z.string(), z.string()).meta({ description: 'keyed by channel id' }),
    params: outboxPost.nullable().meta({ description: 'the last created post; null when none was created' }),
  }),
).meta({ id: 'CreatePostResult' });

const postRef = { channel_id: id, post_id: id };

/** A channel id in a JSON value: a number, or digits as the interface writes ids. */
const channelRef = z.union([
  id,
  z
    .string()
    .regex(/^\d{1,10}$/, 'Use a channel id')
    .transform(Number)
    .pipe(id),
]);

/** A channel's own text and picture (decision 063); drafts keep a list of them too (decision 070). */
export const version = z.strictObject({
  channel_id: channelRef,
  message,
  picture: picture.optional().meta({ description: "the channel's own picture; without it, the post's" }),
});

/** A version per network (decision 063). */
const versions = jsonParam(z.array(version).min(1, 'Give at least one version, or leave versions out').max(1000)).meta({
  description:
    'extension: [{channel_id, message, picture?}], each channel one of channel_ids, once; a channel without a version takes message and picture. JSON, or JSON text in a form or the query string.',
});

/** Recurring posts (decision 069). */
export const repeatParams = {
  repeat_every: z
    .string()
    .regex(/^[1-9]\d{0,2}[dw]$/, 'Use a number of days or weeks, such as 3d or 2w')
    .optional()
    .meta({
      description:
        'extension: 1d to 365d or 1w to 52w; needs custom_time (the first occurrence) or share_now=1 (the first now, the next at the interval after)',
    }),
  repeat_until: z
    .string()
    .regex(/^\d{4}-\d\d-\d\d$/, 'Use the format YYYY-MM-DD')
    .optional()
    .meta({ description: 'extension: the last day an occurrence may fall on, in the workspace zone', format: 'Y-m-d' }),
  repeat_count: z
    .int()
    .min(2)
    .max(100)
    .optional()
    .meta({ description: 'extension: how many occurrences, the first included' }),
};

/** What a reviewer saw: a decision on a post that moved on meanwhile is refused rather than taken for the next step. */
const seenStep = {
  approval_step: z.int().min(1).max(MAX_APPROVAL_STEPS).optional().meta({
    description:
      'extension: the step the caller decides (as listed); 409 already_decided when the post is no longer at it',
  }),
};

export const postsOperations = [
  defineOperation({
    operationId: 'postsCreate',
    errors: [404],
    method: 'POST',
    path: '/posts/create',
    tag: 'outbox',
    summary: 'Create a post on one or several channels',
    description:
      'Several channels make one post each, sharing a hash. Without share_now or custom_time the posts join the end of each queue.',
    paramsIn: 'body',
    params: z.object({
      channel_ids: idOrIdList.meta({ description: 'one channel id, or several joined by _' }),
      message,
      link: url.optional(),
      picture: picture.optional(),
      share_now: flag.optional(),
      create_album: flag.optional(),
      album_name: albumName.optional(),
      custom_time: dateTime.optional().meta({ description: 'in the workspace zone' }),
      versions: versions.optional(),
      utm_campaign: utmCampaign.optional().meta({ description: "extension: this post's utm_campaign (decision 068)" }),
      ...repeatParams,
      ...threadParams,
    }),
    response: createResult,
  }),
  defineOperation({
    operationId: 'postsCopy',
    errors: [404],
    method: 'POST',
    path: '/posts/copy',
    tag: 'outbox',
    summary: "Copy a post to another channel's queue",
    paramsIn: 'body',
    params: z.object({ channel_id: id.meta({ description: 'target' }), post_id: id.meta({ description: 'source' }) }),
    response: createResult,
  }),
  defineOperation({
    operationId: 'postsUpdate',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/posts/update',
    tag: 'outbox',
    summary: 'Update a post',
    paramsIn: 'body',
    params: z.object({
      id,
      message: message.optional().meta({ description: 'extension: the new text' }),
      link: url.optional(),
      picture: picture.optional().meta({ description: 'extension' }),
      update_mapped: flag.optional().meta({
        description:
          '1: update every post of the group; message and picture only on those without a version of their own',
      }),
      utm_campaign: utmCampaign.optional().meta({ description: 'extension: empty for the workspace default' }),
      share_now: flag.optional(),
      create_album: flag.optional(),
      album_name: albumName.optional(),
      custom_time: dateTime.optional(),
      ...threadParams,
    }),
    response: textMessage,
  }),
  defineOperation({
    operationId: 'postsReorder',
    errors: [403, 404],
    method: 'POST',
    path: '/posts/reorder',
    tag: 'outbox',
    summary: "Reorder a channel's queue",
    description: "order must hold exactly the channel's queued post ids; slot times stay, posts move between them.",
    paramsIn: 'body',
    params: z.object({ channel_id: id, order: idList.meta({ description: 'post ids joined by _' }) }),
    response: success(z.object({ message: z.string(), channel_id: digits, order: z.string() })),
  }),
  defineOperation({
    operationId: 'postsDelete',
    errors: [403, 404, 409],
    method: 'DELETE',
    path: '/posts/delete',
    tag: 'outbox',
    summary: 'Delete an outbox post',
    paramsIn: 'query',
    params: z.object({
      ...postRef,
      delete_mapped: flag.optional().meta({ description: '1: delete the whole group' }),
      delete_series: flag.optional().meta({
        description: "extension: 1: delete every occurrence of the post's series still in the outbox (decision 069)",
      }),
    }),
    response: textMessage,
  }),
  defineOperation({
    operationId: 'postsApprovePost',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/posts/approvePost',
    tag: 'outbox',
    summary: "Approve a collaborator's post (who may decide the step it waits at)",
    description:
      'Approves the step the post waits at: it moves to the next step, and only the last step queues it. 409 already_decided, naming who, when someone decided the step first.',
    paramsIn: 'body',
    params: z.object({ ...postRef, ...seenStep }),
    response: textMessage,
  }),
  defineOperation({
    operationId: 'postsDisapprovePost',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/posts/disapprovePost',
    tag: 'outbox',
    summary: "Send a collaborator's post back as a draft, with an optional reason (who may decide its step)",
    paramsIn: 'body',
    params: z.object({
      ...postRef,
      ...seenStep,
      message: z.string().max(2000).optional().meta({ description: 'the reason' }),
    }),
    response: success(z.object({ message: z.string() })),
  }),
  defineOperation({
    operationId: 'postsShareNow',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/posts/shareNow',
    tag: 'outbox',
    summary: 'Publish a post now',
    paramsIn: 'body',
    params: z.object(postRef),
    response: textMessage,
  }),
  defineOperation({
    operationId: 'postsGet',
    errors: [404],
    method: 'GET',
    path: '/posts/get',
    tag: 'outbox',
    summary: "A channel's outbox: pending posts in time order, failed ones, those awaiting approval",
    paramsIn: 'query',
    params: z.object({ channel_id: id }),
    response: success(z.object({ channels: byChannel, errorPosts: byChannel, postsToApprove: byChannel })),
  }),
  defineOperation({
    operationId: 'postsGetLinks',
    errors: [404],
    method: 'GET',
    path: '/posts/getLinks',
    tag: 'outbox',
    summary: 'The short links of a post',
    paramsIn: 'query',
    params: z.object({ post_id: id }),
    response: success(
      z.array(
        z
          .object({
            short_link: z.string(),
            link: z.string(),
            clicks: int.optional().meta({ description: 'extension' }),
          })
          .meta({ id: 'LinkEntry' }),
      ),
    ),
  }),
  defineOperation({
    operationId: 'postsAddToStack',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/posts/addToStack',
    tag: 'outbox',
    summary: "Move a post (pinned or failed) to the end of its channel's queue",
    paramsIn: 'body',
    params: z.object({ post_id: id }),
    response: textMessage,
  }),
];
