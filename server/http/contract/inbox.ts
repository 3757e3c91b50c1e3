import { z } from 'zod';
import { channelType, dateTime, digits, flag, id, idOrIdList, int, statusOnly, success } from './common.ts';
import { defineOperation } from './operation.ts';
import { MAX_ID } from '../../domain/limits.ts';

const binary = z.enum(['0', '1']);

/** Whose items an assignee view lists (decision 039). */
const assigneeView = z
  .string()
  .max(10)
  .regex(/^(me|none|[1-9]\d*)$/, 'Use me, none or a member’s user_id')
  .refine((value) => !/^\d+$/.test(value) || Number(value) <= MAX_ID, `A user_id is at most ${MAX_ID}`)
  .meta({
    description:
      "extension: me lists the caller's items, none those of conversations nobody handles, a user_id that member's (someone who left the workspace, while they still hold items); another workspace's member is a 404",
  });
/** The kinds of item inbox/get and inbox/search may be narrowed to. */
const itemType = z.enum(['comment', 'mention', 'message', 'post']).meta({
  description:
    'comment: comments and replies; mention: mentions; message: direct messages; post: the channels’ own posts',
});

export const inboxLabel = z
  .object({
    label_id: digits,
    name: z.string(),
    color: z.string().meta({ description: '#rrggbb' }),
  })
  .meta({ id: 'InboxLabel' });

export const inboxItem = z
  .object({
    text: z.string(),
    object_id: z.string().meta({ description: "the network's own id of the item" }),
    channel_reply_index: z.string(),
    post_id: digits.meta({ description: "the item's own id" }),
    channel_id: digits,
    timestamp: dateTime,
    user_name: z.string(),
    user_id: z.string(),
    user_picture: z.string(),
    is_direct_post: binary,
    is_unread: binary,
    reply_id: digits.meta({ description: "the item's own id, as getItem takes it" }),
    channel: z.string().meta({ description: "the channel's channel_type, as a string" }),
    parent_id: digits.meta({ description: 'the item this one answers; "0" at the top' }),
    get_conversation_id: digits.meta({ description: 'the thread: its root post, or the direct-message conversation' }),
    post_creator_id: z.string(),
    service_action_id: z.string().meta({ description: 'the service\'s own last action on the item; "" when none' }),
    service_reply_id: z.string().meta({ description: 'the service\'s own last reply to the item; "" when none' }),
    post_type: z.enum(['post', 'comment', 'reply', 'mention', 'message']),
    channel_id_screen_name: z.string(),
    channel_picture: z.string(),
    mobile_permalink: z.string(),
    is_actionable: int,
    can_delete: int,
    no_data: int,
    is_actioned: int,
    first_response: int,
    action_counter: int,
    is_liked: int,
    attachment: z
      .object({ type: z.enum(['image', 'video', 'link']), url: z.string() })
      .nullable()
      .meta({ description: 'null when the item has no attachment' }),
    work_id: digits.meta({
      description:
        "extension: the item's unit of work (what one person answers: a direct-message conversation, or a top comment and the replies under it); presence names it",
    }),
    assignee_id: digits.meta({
      description: 'extension: the member (user_id) who handles the item\'s conversation; "0" when nobody does',
    }),
    assignee_name: z.string().meta({ description: 'extension: the assignee\'s name; "" when nobody' }),
    labels: z.array(inboxLabel).meta({ description: "extension: the item's labels, by name" }),
    is_note: int.meta({
      description:
        "extension: 1 for a team's internal note (inbox/conversation lists them among the items; never sent to a network), 0 otherwise",
    }),
    snoozed_until: z.string().meta({
      description:
        'extension: when the item\'s snoozed conversation comes back (inbox/snooze), Y-m-d h:i:s in the workspace zone; "" when it is not snoozed',
    }),
  })
  .meta({ id: 'InboxItem' });

export const likeEntry = z
  .object({
    name: z.string(),
    profile_id: int,
    picture: z.string(),
    picture_small: z.string(),
    is_connected: int,
    current_user: int,
  })
  .meta({ id: 'LikeEntry' });

export const retweetEntry = z
  .object({
    name: z.string(),
    screen_name: z.string(),
    profile_id: z.string(),
    picture: z.string(),
    is_connected: int,
    current_user: int,
  })
  .meta({ id: 'RetweetEntry' });

const thread = z
  .object({
    count: int,
    view_more: flag,
    posts: z.array(inboxItem).meta({ description: 'oldest first' }),
  })
  .meta({ id: 'Conversation' });

const itemRef = { channel_type: channelType, channel_id: id };

export const inboxOperations = [
  defineOperation({
    operationId: 'inboxGet',
    errors: [404],
    method: 'GET',
    path: '/inbox/get',
    tag: 'inbox',
    summary: 'List inbox items of the connected channels, newest first, 20 a page',
    paramsIn: 'query',
    params: z.object({
      timestamp: dateTime.optional().meta({ description: 'items before (or, with is_after=1, after) this time' }),
      is_after: flag.optional(),
      is_archived: flag.optional().meta({ description: '1: only archived items' }),
      filter_by_user_id: z.string().max(200).optional(),
      channel_id: id.optional(),
      is_unread: flag.optional().meta({ description: 'extension: 1 lists unread items only' }),
      label_id: id.optional().meta({
        description:
          "extension: only the items carrying this label (GET /labels/list); another workspace's label is a 404",
      }),
      last_post_id: id.optional().meta({
        description:
          'extension: the last item seen. With it the page continues exactly after that item, even within one second or across a DST fall-back hour; timestamp is then not needed.',
      }),
      assignee: assigneeView.optional(),
      unanswered: flag.optional().meta({
        description:
          'extension: 1 lists only what none of our channels has answered in public yet: others’ comments, replies, mentions and direct messages',
      }),
      type: itemType.optional().meta({ description: 'extension: only items of this kind (as inbox/search takes it)' }),
    }),
    response: success(
      z.object({
        count: int,
        limit: int,
        view_more: flag,
        active: int.meta({ description: 'unread items under the same filter' }),
        posts: z.array(inboxItem),
      }),
    ),
  }),
  defineOperation({
    operationId: 'inboxSearch',
    errors: [404],
    method: 'GET',
    path: '/inbox/search',
    tag: 'extension',
    summary: "Search the workspace's inbox: words of the text and the author's name, best matches first, 20 a page",
    description:
      'Every word must match (any language: words are compared as written, without stemming); the last word also matches the start of a longer one ("crois" finds "croissant"). "Quoted words" match as a phrase, -word excludes, or between words takes either. Items come by relevance, then newest first; last_post_id continues after the last item of a page. The items are those inbox/get lists, in the same shape.',
    paramsIn: 'query',
    params: z.object({
      q: z
        .string()
        .trim()
        .min(1, 'Write what to search for')
        .max(200, 'A search has at most 200 characters')
        .meta({ description: 'the words to find' }),
      type: itemType.optional(),
      unanswered: flag.optional().meta({
        description:
          '1: only what nobody of the workspace has answered yet: comments, replies and mentions without a reply of one of our channels to them, direct messages with no message of ours after them',
      }),
      channel_id: id.optional(),
      is_archived: flag.optional().meta({ description: '1: search archived items instead' }),
      is_unread: flag.optional().meta({ description: 'extension: 1 searches unread items only (as inbox/get)' }),
      label_id: id.optional().meta({
        description: "extension: only the items carrying this label (as inbox/get); another workspace's label is a 404",
      }),
      assignee: assigneeView.optional(),
      last_post_id: id.optional().meta({ description: 'the last item of the previous page' }),
    }),
    response: success(
      z.object({
        count: int,
        limit: int,
        view_more: flag,
        total: int.meta({ description: 'every item that matches' }),
        active: int.meta({ description: 'unread items among them' }),
        terms: z.array(z.string()).meta({
          description:
            'the words searched for, in lower case, for highlighting (excluded words are not among them); the last one also matches longer words that start with it',
        }),
        posts: z.array(inboxItem),
      }),
    ),
  }),
  defineOperation({
    operationId: 'inboxGetItem',
    errors: [404],
    method: 'GET',
    path: '/inbox/getItem',
    tag: 'inbox',
    summary: 'One inbox item',
    paramsIn: 'query',
    params: z.object({ reply_id: id, channel_id: id }),
    response: success(inboxItem),
  }),
  defineOperation({
    operationId: 'inboxLikeInfo',
    errors: [404],
    method: 'GET',
    path: '/inbox/likeInfo',
    tag: 'inbox',
    summary: 'The likes of a post',
    paramsIn: 'query',
    params: z.object({ ...itemRef, item_id: id }),
    response: success(z.array(likeEntry)),
  }),
  defineOperation({
    operationId: 'inboxRetweetInfo',
    errors: [404],
    method: 'GET',
    path: '/inbox/retweetInfo',
    tag: 'inbox',
    summary: 'The retweets of a post (X only)',
    paramsIn: 'query',
    params: z.object({
      channel_type: z.int().min(1).max(1).meta({ description: 'only 1 (X)' }),
      channel_id: id,
      item_id: id,
    }),
    response: success(z.array(retweetEntry)),
  }),
  defineOperation({
    operationId: 'inboxConversation',
    errors: [404],
    method: 'GET',
    path: '/inbox/conversation',
    tag: 'inbox',
    summary: 'A conversation: the thread of a post, or a direct-message conversation',
    paramsIn: 'query',
    params: z.object({
      ...itemRef,
      post_id: id,
      is_message: flag.optional().meta({ description: '1: the direct-message conversation' }),
      comment_id: id.optional().meta({ description: 'items from this comment id onward' }),
    }),
    response: success(thread),
  }),
  defineOperation({
    operationId: 'inboxMoreConversation',
    errors: [404],
    method: 'GET',
    path: '/inbox/moreConversation',
    tag: 'inbox',
    summary: 'More items of a conversation',
    paramsIn: 'query',
    params: z.object({
      ...itemRef,
      post_id: id,
      last_comment_id: id.meta({ description: 'items after this id' }),
      timestamp: dateTime.optional(),
      is_message: flag.optional(),
      is_next: flag.optional().meta({ description: '0: before the timestamp, 1: after it' }),
    }),
    response: success(thread),
  }),
  defineOperation({
    operationId: 'inboxAction',
    errors: [403, 404, 409, 503],
    method: 'POST',
    path: '/inbox/action',
    tag: 'inbox',
    summary: 'Act on an inbox item',
    paramsIn: 'body',
    params: z.object({
      ...itemRef,
      post_id: id,
      action: z.enum([
        'like',
        'unlike',
        'retweet',
        'favorite',
        'unfavorite',
        'archive',
        'unarchive',
        'comment',
        'reply',
        'read',
        'unread',
        'delete',
        'dm_reply',
        'archive_conversation',
      ]),
      message: z.string().min(1).max(63206).optional().meta({ description: 'the text of comment, reply and dm_reply' }),
      seen_last_id: id.optional().meta({
        description:
          'extension, for comment, reply and dm_reply: the post_id of the newest item of the conversation the writer had seen. If an answer of ours came in the same conversation (unit of work) after it, nothing is sent and the call answers 409 answered_meanwhile, quoting that answer; send again without it to send anyway.',
      }),
    }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'inboxRetweet',
    errors: [404, 409, 503],
    method: 'POST',
    path: '/inbox/retweet',
    tag: 'inbox',
    summary: 'Retweet a post to channels',
    paramsIn: 'body',
    params: z.object({ channel_ids: idOrIdList, post_id: id }),
    response: success(
      z.record(
        z.string(),
        z.object({ type: int, status: z.string(), message: z.string().meta({ description: 'a result code' }) }),
      ),
    ),
  }),
  defineOperation({
    operationId: 'inboxDeletePost',
    errors: [403, 404, 409, 503],
    method: 'DELETE',
    path: '/inbox/deletePost',
    tag: 'inbox',
    summary: 'Delete a post',
    description:
      'Deletes a post the channel published, on its network too, with its thread. Owners and admins only (403 for a collaborator).',
    paramsIn: 'query',
    params: z.object({ channel_id: id, post_id: id }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'inboxArchive',
    errors: [404],
    method: 'POST',
    path: '/inbox/archive',
    tag: 'inbox',
    summary: 'Archive all items of a channel, or of every channel',
    paramsIn: 'body',
    params: z.object({ channel_id: id.optional() }),
    response: success(z.string()),
  }),
  defineOperation({
    operationId: 'inboxDeleteComment',
    errors: [403, 404, 409, 503],
    method: 'DELETE',
    path: '/inbox/deleteComment',
    tag: 'inbox',
    summary: 'Delete a comment (or, with is_message=1, a direct message) the service wrote',
    description: 'Deletes it on its network too. Owners and admins only (403 for a collaborator).',
    paramsIn: 'query',
    params: z.object({ ...itemRef, post_id: id, is_message: flag.optional() }),
    response: success(
      z.object({ account_id: z.string(), post_id: z.string(), channel_id: z.string(), type: z.string() }),
    ),
  }),
];
