import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../domain/notifications.ts';
import { dateTime, digits, flag, id, idList, int, success } from './common.ts';
import { defineOperation } from './operation.ts';

const idOrEmpty = z.union([digits, z.literal('')]);

export const notification = z
  .object({
    notification_id: digits,
    kind: z.enum(NOTIFICATION_KINDS).meta({
      description:
        'approval_requested: a collaborator’s posts await the caller’s approval (count of them, gathered per writer while unread); post_approved and post_sent_back (with reason): the caller’s post; post_failed: posts of the caller’s, or of a channel the caller manages as owner or admin, failed to go out (count, gathered per channel while unread; reason: the latest one’s); channel_needs_reconnect: a channel’s sign-in lapsed (reason: the network’s); conversation_assigned: to the caller, by someone else; mentioned: in a team’s note; comment_mention: in a comment on a post or draft; post_comment: someone else commented on the caller’s post or draft (count, gathered per post or draft while unread; excerpt: the latest comment’s)',
    }),
    is_unread: flag,
    timestamp: dateTime.meta({ description: 'when it happened; for a gathered entry, the latest of its events' }),
    actor_id: idOrEmpty.meta({ description: 'the member who did it; empty for the publisher’s or a network’s doing' }),
    actor_name: z.string().meta({ description: 'their name then; empty with actor_id' }),
    post_id: idOrEmpty.meta({ description: 'the outbox post (for a gathered entry, the latest)' }),
    draft_id: idOrEmpty.meta({ description: 'the draft a comment is on; empty for everything else' }),
    excerpt: z.string().meta({
      description:
        'the start of what it is about, then: the post’s text, the assigned inbox item’s, the note’s that named the caller, or the comment’s',
    }),
    channel_id: idOrEmpty,
    channel_name: z.string().meta({ description: 'the channel’s name and network then, "Northwind Coffee (X)"' }),
    item_id: idOrEmpty.meta({ description: 'the inbox item (its post_id in inbox operations)' }),
    conversation_id: idOrEmpty.meta({ description: 'its thread (get_conversation_id)' }),
    reason: z
      .string()
      .meta({ description: 'why a post was sent back or failed, or a sign-in lapsed; empty otherwise' }),
    count: int.meta({ description: 'how many events the entry stands for; 1 unless it gathers' }),
    link: z.string().meta({
      description:
        'the dashboard’s path that shows it: /approvals, /drafts, /outbox/{channel_id}, /settings/channels, /inbox?item={item_id}&itemChannel={channel_id}; a comment: its post’s /outbox/{channel_id}, or /drafts for a draft’s',
    }),
  })
  .meta({ id: 'Notification' });

export const notificationsOperations = [
  defineOperation({
    operationId: 'notificationsList',
    errors: [404],
    method: 'GET',
    path: '/notifications/list',
    tag: 'extension',
    summary: "The caller's notifications in this workspace, newest first, 20 a page, with the unread count",
    description:
      'Every member has their own, collaborators too; nobody sees another’s. An entry that gathers (failures on a channel, a writer’s posts to approve) counts its events while unread and comes to the top with each; once read, the next event starts a new entry. The open dashboards of the members concerned hear event notifications on their event stream. Read entries go after 30 days.',
    paramsIn: 'query',
    params: z.object({
      last_notification_id: id
        .optional()
        .meta({ description: 'the notification_id of the last entry of the previous page' }),
    }),
    response: success(
      z.object({
        count: int,
        limit: int,
        view_more: flag,
        unread: int.meta({ description: "the caller's unread notifications, for the bell" }),
        notifications: z.array(notification),
      }),
    ),
  }),
  defineOperation({
    operationId: 'notificationsRead',
    errors: [404],
    method: 'POST',
    path: '/notifications/read',
    tag: 'extension',
    summary: "Mark the caller's notifications read: those named, or all of them",
    description:
      'Send notification_ids or all=1, not both. Ids that are not the caller’s notifications in this workspace are refused with 404 naming them, and nothing is marked.',
    paramsIn: 'body',
    params: z.object({
      notification_ids: idList.optional().meta({ description: 'the notifications, their ids joined by _' }),
      all: flag.optional().meta({ description: '1: every notification of the caller' }),
    }),
    response: success(z.object({ unread: int.meta({ description: 'the caller’s notifications still unread' }) })),
  }),
];
