import { z } from 'zod';
import { digits, id, success } from './common.ts';
import { defineOperation } from './operation.ts';

const slotList = z
  .string()
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d(_([01]\d|2[0-3]):[0-5]\d)*$/, 'Use times HH:mm joined by _, such as 09:00_13:00');

const slots = z.array(z.string());
export const schedule = z
  .object({ mon: slots, tue: slots, wed: slots, thu: slots, fri: slots, sat: slots, sun: slots })
  .meta({ id: 'PostingSchedule', description: 'HH:mm slots per weekday, in the workspace zone' });

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
    method: 'POST',
    path: '/channels/updateSchedule',
    tag: 'extension',
    summary: "Change a channel's posting schedule (owner or admin); queued posts move to the new slots",
    description:
      'Each weekday takes its HH:mm slots joined by _; a weekday left out keeps its slots, an empty value clears it.',
    paramsIn: 'body',
    params: z.object({
      channel_id: id,
      mon: slotList.optional(),
      tue: slotList.optional(),
      wed: slotList.optional(),
      thu: slotList.optional(),
      fri: slotList.optional(),
      sat: slotList.optional(),
      sun: slotList.optional(),
    }),
    response: success(z.object({ channel_id: digits, timezone: z.string(), schedule })),
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
