import { z } from 'zod';
import { MAX_ID } from '../../domain/limits.ts';
import { digits, flag, id, idList, int, statusOnly, success } from './common.ts';
import { defineOperation } from './operation.ts';

/** A member's user_id, or 0 for nobody. */
const memberOrNobody = z.int().min(0).max(MAX_ID);

const viewCount = z
  .object({
    open: int.meta({ description: 'items listed and not archived (what the view lists)' }),
    unread: int.meta({ description: 'of those, unread' }),
  })
  .meta({ id: 'InboxViewCount' });

const assigneeEntry = z
  .object({
    user_id: digits,
    name: z.string(),
    picture: z.string(),
    is_member: flag.meta({
      description: '1 for a member of the workspace; 0 for someone who left it and still holds open items',
    }),
    open: int,
    unread: int,
  })
  .meta({ id: 'InboxAssignee' });

const routing = z
  .object({
    enabled: flag,
    channel_ids: z.string().meta({ description: 'the channels whose new conversations are assigned, joined by _' }),
    member_ids: z.string().meta({ description: 'the members who take them in turn, in that order, joined by _' }),
    next_member_id: digits.meta({ description: 'whose turn is next; "0" when nobody’s' }),
  })
  .meta({ id: 'InboxRouting' });

/** Who handles what in the team inbox (issue 35, decision 039): assignment, the assignee views' counts, round-robin. */
export const inboxAssignmentOperations = [
  defineOperation({
    operationId: 'inboxAssign',
    errors: [404, 409],
    method: 'POST',
    path: '/inbox/assign',
    tag: 'extension',
    summary: 'Assign an item’s conversation to a member, or unassign it',
    description:
      'Assigns the whole unit of work the item belongs to (a direct-message conversation, or a top comment with the replies under it): every item of it, and those that arrive later. Any member may assign, collaborators too, to any member of the workspace (another workspace’s member is a 404). With expected_assignee_id the change is made only while the conversation is still as the caller saw it: of two people taking one conversation at once, one gets it and the other a 409 naming who has it. Without it, the call sets the assignee whoever had it. Assigning to whoever has it already changes nothing and succeeds.',
    paramsIn: 'body',
    params: z.object({
      post_id: id,
      channel_id: id,
      assignee_id: memberOrNobody.meta({ description: 'the member’s user_id; 0 unassigns' }),
      expected_assignee_id: memberOrNobody.optional().meta({
        description: 'who the caller saw holding the conversation (0: nobody); a 409 if it changed meanwhile',
      }),
    }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'inboxAssignees',
    method: 'GET',
    path: '/inbox/assignees',
    tag: 'extension',
    summary: 'The counts of the assignee views: each member’s, unassigned, everyone’s',
    description:
      'Open items (listed, not archived: what inbox/get lists) and unread ones, per member of the workspace, by name, then per person who left it and still holds open items; unassigned; and everyone (the whole open list). Mine is the caller’s entry. inbox/get lists each view with assignee=<user_id>, none or me.',
    paramsIn: 'query',
    params: z.object({}),
    response: success(
      z.object({
        everyone: viewCount,
        unassigned: viewCount,
        assignees: z.array(assigneeEntry),
      }),
    ),
  }),
  defineOperation({
    operationId: 'inboxRoutingGet',
    errors: [403],
    method: 'GET',
    path: '/inbox/routing',
    tag: 'extension',
    summary: 'Round-robin: which channels’ new conversations go to which members in turn (owner or admin)',
    description:
      'Channels disconnected and members who left since are not listed: they take no turn. Owners and admins only (403 for a collaborator).',
    paramsIn: 'query',
    params: z.object({}),
    response: success(routing),
  }),
  defineOperation({
    operationId: 'inboxRoutingUpdate',
    errors: [403, 404],
    method: 'POST',
    path: '/inbox/routing',
    tag: 'extension',
    summary: 'Set round-robin (owner or admin): the channels, the members in turn, on or off',
    description:
      'A new conversation from outside on one of the channels (a first direct message, a top comment, a mention; not the channels’ own posts or replies) is assigned to the next member in turn as it arrives; members who left the workspace are skipped. Conversations already there keep their assignees. Parameters left out stay as they are; an empty list empties it. A channel or member not of the workspace is a 404 and changes nothing. Owners and admins only (403 for a collaborator); recorded in the audit log.',
    paramsIn: 'body',
    params: z.object({
      enabled: flag.optional().meta({ description: '1 turns round-robin on, 0 off' }),
      channel_ids: z.union([idList, z.literal('')]).optional(),
      member_ids: z
        .union([idList, z.literal('')])
        .optional()
        .meta({ description: 'user_ids in the order they take turns' }),
    }),
    response: success(routing),
  }),
];
