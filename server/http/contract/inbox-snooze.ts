import { z } from 'zod';
import { dateTime, id, int, success } from './common.ts';
import { defineOperation } from './operation.ts';

export const inboxSnoozeOperations = [
  defineOperation({
    operationId: 'inboxSnooze',
    errors: [404],
    method: 'POST',
    path: '/inbox/snooze',
    tag: 'extension',
    summary: 'Snooze a conversation until a time: it leaves the open list and comes back unread then',
    description:
      "Snoozes the item's whole unit of work (a direct-message conversation, or a comment with the replies under it): its items are archived and listed with snoozed_until among the archived ones; at that time they come back to the open list, unread. A new message from outside in it, or unarchiving one of its items (inbox/action), ends the snooze at once. Snoozing again replaces the time; the assignee stays. Any member may snooze.",
    paramsIn: 'body',
    params: z.object({
      post_id: id,
      channel_id: id,
      until: dateTime.meta({ description: 'when it comes back, in the workspace zone; later than now' }),
    }),
    response: success(
      z.object({
        snoozed_until: dateTime.meta({ description: 'in the workspace zone' }),
        count: int.meta({ description: 'the items it archived (those of the unit that were not archived yet)' }),
      }),
    ),
  }),
];
