import { z } from 'zod';
import { digits, id, success } from './common.ts';
import { defineOperation } from './operation.ts';

export const slotList = z
  .string()
  // Every minute of a day at most once: 1,440 times of 5 characters and their separators.
  .max(1440 * 6)
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d(_([01]\d|2[0-3]):[0-5]\d)*$/, 'Use times HH:mm joined by _, such as 09:00_13:00');

/** A weekday's slots as a parameter each (mon…sun): left out, the weekday keeps its slots; empty, it has none. */
export const weekdaySlots = {
  mon: slotList.optional(),
  tue: slotList.optional(),
  wed: slotList.optional(),
  thu: slotList.optional(),
  fri: slotList.optional(),
  sat: slotList.optional(),
  sun: slotList.optional(),
};

const slots = z.array(z.string());
export const schedule = z
  .object({ mon: slots, tue: slots, wed: slots, thu: slots, fri: slots, sat: slots, sun: slots })
  .meta({ id: 'PostingSchedule', description: 'HH:mm slots per weekday, in the workspace zone' });

const sandboxBehaviour = z
  .enum(['publish', 'fail', 'hang'])
  .meta({ description: 'publish: posts go out; fail: refused with failure_reason; hang: the network never answers' });

const sandboxChannel = z
  .object({
    channel_id: digits,
    behaviour: sandboxBehaviour,
    failure_reason: z.string().nullable(),
    publications: z.int().meta({ description: 'every publication the channel ever received, duplicates included' }),
  })
  .meta({ id: 'SandboxChannel' });

export const extensionOperations = [
  defineOperation({
    operationId: 'accountGet',
    method: 'GET',
    path: '/account/get',
    tag: 'extension',
    summary: 'Who the token belongs to: the user, their role and the workspace',
    paramsIn: 'query',
    params: z.object({}),
    response: success(
      z.object({
        user: z.object({
          user_id: digits,
          name: z.string(),
          email: z.string(),
          picture: z.string().meta({ description: 'an https address or a path of this service; empty for none' }),
          role: z.enum(['owner', 'admin', 'collaborator']),
        }),
        workspace: z.object({
          workspace_id: digits,
          name: z.string(),
          timezone: z.string().meta({ description: 'IANA time zone of every Y-m-d h:i:s field' }),
        }),
      }),
    ),
  }),
  defineOperation({
    operationId: 'channelsGetSchedule',
    errors: [404],
    method: 'GET',
    path: '/channels/getSchedule',
    tag: 'extension',
    summary: "A channel's posting schedule",
    paramsIn: 'query',
    params: z.object({ channel_id: id }),
    response: success(z.object({ channel_id: digits, timezone: z.string(), schedule })),
  }),
  defineOperation({
    operationId: 'channelsUpdateSchedule',
    errors: [403, 404],
    method: 'POST',
    path: '/channels/updateSchedule',
    tag: 'extension',
    summary: "Change a channel's posting schedule (owner or admin); queued posts move to the new slots",
    description:
      'Each weekday takes its HH:mm slots joined by _; a weekday left out keeps its slots, an empty value clears it.',
    paramsIn: 'body',
    params: z.object({ channel_id: id, ...weekdaySlots }),
    response: success(z.object({ channel_id: digits, timezone: z.string(), schedule })),
  }),
  defineOperation({
    operationId: 'channelsConnect',
    errors: [403],
    method: 'POST',
    path: '/channels/connect',
    tag: 'extension',
    summary: 'Connect a channel (owner or admin): for now a channel on the sandbox network, to try the product',
    description:
      'network=sandbox with a channel_type and a name makes a channel on the simulated network: posts to it are published there, and it starts with the workspace’s default posting schedule.',
    paramsIn: 'body',
    params: z.object({
      network: z.literal('sandbox').meta({ description: 'the simulated network' }),
      channel_type: z
        .int()
        .min(1)
        .max(7)
        .meta({ description: 'the network it plays: 1 X … 7 Google Business Profile' }),
      name: z.string().trim().min(1, 'Name the channel').max(100, 'A channel name has at most 100 characters'),
    }),
    response: success(z.object({ channel_id: digits })),
  }),
  defineOperation({
    operationId: 'sandboxGet',
    method: 'GET',
    path: '/sandbox/get',
    tag: 'extension',
    summary: 'How each sandbox channel answers publishing, and how many publications it has had',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.array(sandboxChannel)),
  }),
  defineOperation({
    operationId: 'sandboxUpdate',
    errors: [403, 404],
    method: 'POST',
    path: '/sandbox/update',
    tag: 'extension',
    summary: 'Set how a sandbox channel answers publishing (owner or admin): publish, refuse with a reason, or hang',
    description:
      'For demos and tests of the error paths: "fail" refuses every post with the reason given, "hang" never answers, so that the publisher times out and fails the post as outcome unknown.',
    paramsIn: 'body',
    params: z.object({
      channel_id: id,
      behaviour: sandboxBehaviour,
      reason: z.string().trim().min(1, 'Write the reason the network gives').max(500).optional(),
    }),
    response: success(sandboxChannel),
  }),
  defineOperation({
    operationId: 'eventsStream',
    method: 'GET',
    path: '/events/stream',
    tag: 'extension',
    summary: "Server-sent events about the workspace's inbox and outbox",
    description:
      'Events: inbox (new or changed items) and outbox (posts changed, published or failed). The token may come as access_token, since EventSource sends no headers.',
    paramsIn: 'query',
    produces: 'text/event-stream',
    params: z.object({}),
    response: z.string(),
  }),
];
