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
  jsonParam,
  picture,
  postMessage as message,
  success,
  textMessage,
  url,
} from './common.ts';
import { defineOperation } from './operation.ts';
import { repeatParams, threadParams, version } from './posts.ts';
import { utmCampaign } from './utm.ts';

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
    // What the draft's posts will carry (decision 070), under the names posts/create takes them by.
    versions: z
      .array(z.object({ channel_id: int, message: z.string(), picture: z.string().optional() }))
      .optional()
      .meta({ description: "extension: each channel's own text and picture, as given" }),
    thread: z.array(z.string()).optional().meta({ description: 'extension: the parts after the first, of a thread' }),
    first_comment: z.string().optional().meta({ description: 'extension' }),
    utm_campaign: z.string().optional().meta({ description: 'extension' }),
    repeat_every: z.string().optional().meta({ description: 'extension: how often its posts will repeat (3d, 2w)' }),
    repeat_until: z.string().optional().meta({ description: 'extension, with repeat_every', format: 'Y-m-d' }),
    repeat_count: int.optional().meta({ description: 'extension, with repeat_every' }),
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
  // What posts/create takes beyond the content (decision 070): its shape is checked at once, its rules (each version's
  // channel picked, a thread's networks, the series' custom_time) when the draft goes to the outbox.
  versions: jsonParam(z.array(version).max(1000)).optional().meta({
    description:
      "extension: [{channel_id, message, picture?}], a channel's own text and picture; a version for a channel the draft no longer names is dropped when it goes to the outbox. On drafts/update, [] removes them.",
  }),
  thread: threadParams.thread.meta({
    description: 'extension: a JSON array of the parts after the first, as on posts/create; [] removes it.',
  }),
  first_comment: threadParams.first_comment.meta({
    description: 'extension: published right after each of its posts, as on posts/create; empty removes it.',
  }),
  utm_campaign: utmCampaign.optional().meta({ description: 'extension: its posts’ utm_campaign; empty for none' }),
  repeat_every: z
    .string()
    .regex(/^([1-9]\d{0,2}[dw])?$/, 'Use a number of days or weeks, such as 3d or 2w')
    .optional()
    .meta({
      description:
        'extension: 1d to 365d or 1w to 52w, as on posts/create (the first occurrence is the custom_time it goes out with, or now with share_now=1; a repeating draft is not queued); empty stops the repeat.',
    }),
  repeat_until: repeatParams.repeat_until.meta({ description: 'extension: replaces repeat_count', format: 'Y-m-d' }),
  repeat_count: repeatParams.repeat_count.meta({ description: 'extension: replaces repeat_until' }),
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
