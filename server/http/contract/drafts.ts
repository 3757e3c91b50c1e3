import { z } from 'zod';
import {
  albumName,
  channelType,
  dateTime,
  digits,
  flag,
  id,
  idList,
  int,
  picture,
  postMessage as message,
  success,
  textMessage,
  url,
} from './common.ts';
import { defineOperation } from './operation.ts';

export const draft = z
  .object({
    draft_id: int,
    message: z.string(),
    channel_ids: z.string().optional().meta({ description: 'channel ids joined by _; empty when the draft has none' }),
    is_processed: int,
    created_time: dateTime,
    updated_time: dateTime,
    rejected_user_id: z.string().optional().meta({
      description: 'the reviewer who sent the post back; empty for a review link’s visitor, who has no account',
    }),
    rejected_user_name: z.string().optional(),
    rejected_message: z.string().optional().meta({ description: "extension: the reviewer's reason" }),
    creator_id: z.string().optional().meta({ description: 'extension' }),
    creator_name: z.string().optional().meta({ description: 'extension' }),
    link: z.string().optional().meta({ description: 'extension' }),
    picture: z.string().optional().meta({ description: 'extension' }),
    create_album: flag.optional().meta({ description: 'extension' }),
    album_name: z.string().optional().meta({ description: 'extension' }),
  })
  .meta({ id: 'Draft' });

export const channel = z
  .object({
    channel_id: digits,
    channel_type: channelType.meta({
      description: '1 X, 2 Facebook Page, 3 Bluesky, 4 LinkedIn, 5 Instagram, 6 Pinterest, 7 Google Business Profile',
    }),
    name: z.string(),
    screen_name: z.string(),
    picture: z.string(),
  })
  .meta({ id: 'Channel' });

const draftFields = {
  link: url.optional(),
  create_album: flag.optional(),
  album_name: albumName.optional(),
  picture: picture.optional(),
};

export const draftsOperations = [
  defineOperation({
    operationId: 'draftsGet',
    method: 'GET',
    path: '/drafts/get',
    tag: 'drafts',
    summary: "The drafts the caller may see, newest first, and the workspace's channels",
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.object({ count: int, drafts: z.array(draft), channels: z.array(channel) })),
  }),
  defineOperation({
    operationId: 'draftsCreate',
    errors: [404],
    method: 'POST',
    path: '/drafts/create',
    tag: 'drafts',
    summary: 'Create a draft',
    paramsIn: 'body',
    params: z.object({ message, channel_ids: z.union([idList, z.literal('')]).optional(), ...draftFields }),
    response: success(z.object({ draft_id: int })),
  }),
  defineOperation({
    operationId: 'draftsUpdate',
    errors: [404],
    method: 'POST',
    path: '/drafts/update',
    tag: 'drafts',
    summary: 'Update a draft; optionally move it to the queue, share it now or schedule it',
    paramsIn: 'body',
    params: z.object({
      draft_id: id,
      message,
      channel_id: z
        .union([idList, z.literal('')])
        .optional()
        .meta({ description: 'channel ids joined by _ (the name is singular here)' }),
      ...draftFields,
      add_to_stack: flag.optional(),
      share_now: flag.optional(),
      custom_time: dateTime.optional(),
    }),
    response: success(z.object({ draft_id: digits })),
  }),
  defineOperation({
    operationId: 'draftsDelete',
    errors: [404],
    method: 'DELETE',
    path: '/drafts/delete',
    tag: 'drafts',
    summary: 'Delete a draft',
    paramsIn: 'query',
    params: z.object({ draft_id: id }),
    response: textMessage,
  }),
  defineOperation({
    operationId: 'draftsAddToStack',
    errors: [404],
    method: 'POST',
    path: '/drafts/add_to_stack',
    tag: 'drafts',
    summary: "Move a draft to its channels' queues",
    paramsIn: 'query',
    params: z.object({ draft_id: id }),
    response: success(z.object({ channel_ids: z.string(), message: z.string() })),
  }),
];
