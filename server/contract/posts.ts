import { z } from 'zod';
import { dateTime, digits, flag, id, idOrIdList, idList, int, success, textMessage, url } from './common.ts';
import { defineOperation } from './operation.ts';

const message = z.string().min(1, 'Write a message').max(63206);
const albumName = z.string().max(64, 'An album name has at most 64 characters');
const picture = z.string().max(5000, 'A picture URL has at most 5000 characters');

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
    link: z.string().optional().meta({ description: 'extension: the shared URL' }),
    picture: z.string().optional().meta({ description: 'extension: the image URL' }),
    create_album: flag.optional().meta({ description: 'extension' }),
    album_name: z.string().optional().meta({ description: 'extension' }),
    error_message: z.string().optional().meta({ description: "extension: the network's reason, on failed posts" }),
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

export const postsOperations = [
  defineOperation({
    operationId: 'postsCreate',
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
    }),
    response: createResult,
  }),
  defineOperation({
    operationId: 'postsCopy',
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
      update_mapped: flag.optional().meta({ description: '1: update every post of the group' }),
      share_now: flag.optional(),
      create_album: flag.optional(),
      album_name: albumName.optional(),
      custom_time: dateTime.optional(),
    }),
    response: textMessage,
  }),
  defineOperation({
    operationId: 'postsReorder',
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
    method: 'DELETE',
    path: '/posts/delete',
    tag: 'outbox',
    summary: 'Delete an outbox post',
    paramsIn: 'query',
    params: z.object({ ...postRef, delete_mapped: flag.optional().meta({ description: '1: delete the whole group' }) }),
    response: textMessage,
  }),
  defineOperation({
    operationId: 'postsApprovePost',
    method: 'POST',
    path: '/posts/approvePost',
    tag: 'outbox',
    summary: "Approve a collaborator's post (owner or admin)",
    paramsIn: 'body',
    params: z.object(postRef),
    response: textMessage,
  }),
  defineOperation({
    operationId: 'postsDisapprovePost',
    method: 'POST',
    path: '/posts/disapprovePost',
    tag: 'outbox',
    summary: "Send a collaborator's post back as a draft, with an optional reason (owner or admin)",
    paramsIn: 'body',
    params: z.object({ ...postRef, message: z.string().max(2000).optional().meta({ description: 'the reason' }) }),
    response: success(z.object({ message: z.string() })),
  }),
  defineOperation({
    operationId: 'postsShareNow',
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
    method: 'POST',
    path: '/posts/addToStack',
    tag: 'outbox',
    summary: "Move a post (pinned or failed) to the end of its channel's queue",
    paramsIn: 'body',
    params: z.object({ post_id: id }),
    response: textMessage,
  }),
];
