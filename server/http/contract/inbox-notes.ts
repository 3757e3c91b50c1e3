import { z } from 'zod';
import { dateTime, digits, flag, id, int, statusOnly, success } from './common.ts';
import { defineOperation } from './operation.ts';

/** The longest note, in characters. */
export const NOTE_MAX = 5000;

const itemRef = {
  post_id: id.meta({ description: 'the inbox item whose conversation it is about' }),
  channel_id: id,
};

export const inboxMention = z
  .object({
    note_id: digits,
    text: z.string().meta({ description: "the note's text" }),
    author_id: digits.meta({ description: 'the member who wrote it ("0" once they left)' }),
    author_name: z.string(),
    author_picture: z.string().meta({ description: 'the author\'s picture; "" for none' }),
    timestamp: dateTime,
    seen: flag,
    post_id: digits.meta({ description: 'the inbox item the note was written on' }),
    channel_id: digits,
    channel: z.string().meta({ description: "the channel's channel_type, as a string" }),
    channel_id_screen_name: z.string(),
    get_conversation_id: digits,
    is_direct_post: z.enum(['0', '1']),
  })
  .meta({ id: 'InboxMention' });

export const inboxPresence = z
  .object({
    user_id: digits,
    user_name: z.string(),
    post_id: digits.meta({ description: 'the item the member has open' }),
    channel_id: digits,
    get_conversation_id: digits,
    work_id: digits.meta({ description: 'the unit of work: the DM conversation, or the top comment and its replies' }),
    state: z.enum(['viewing', 'typing']),
    expires_in: int.meta({ description: 'seconds until it lapses unless said again' }),
  })
  .meta({ id: 'InboxPresence' });

export const inboxNoteOperations = [
  defineOperation({
    operationId: 'inboxNote',
    errors: [404],
    method: 'POST',
    path: '/inbox/note',
    tag: 'extension',
    summary: "Write an internal note on an item's conversation, never sent to a network",
    description:
      'Every member writes notes, collaborators too. inbox/conversation lists the note among the items (is_note 1). @name mentions a teammate: @ and their whole name (@Maya Chen), the part of their email before the @ (@maya.chen), or their first name when no other member shares it (@Maya), without regard to case. A mentioned member is told on their event stream (event mention) and finds it in inbox/mentions.',
    paramsIn: 'body',
    params: z.object({
      ...itemRef,
      message: z
        .string()
        .trim()
        .min(1, 'Write the note')
        .max(NOTE_MAX, `A note has at most ${NOTE_MAX} characters`)
        .meta({ description: `the note, at most ${NOTE_MAX} characters` }),
    }),
    response: success(
      z.object({
        note_id: digits.meta({ description: 'the note; in inbox/conversation its post_id' }),
        mentioned: z.array(digits).meta({ description: 'the user_id of each member the note mentions' }),
      }),
    ),
  }),
  defineOperation({
    operationId: 'inboxNoteDelete',
    errors: [403, 404],
    method: 'POST',
    path: '/inbox/note/delete',
    tag: 'extension',
    summary: 'Delete an internal note',
    description: 'Its author may delete it, and owners and admins any note (403 for another collaborator).',
    paramsIn: 'body',
    params: z.object({ note_id: id }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'inboxMentions',
    errors: [404],
    method: 'GET',
    path: '/inbox/mentions',
    tag: 'extension',
    summary: "The caller's mentions in the team's notes, newest first, 20 a page",
    paramsIn: 'query',
    params: z.object({
      is_unseen: flag.optional().meta({ description: '1: only mentions not yet seen' }),
      last_note_id: id.optional().meta({ description: 'the note_id of the last mention of the previous page' }),
    }),
    response: success(
      z.object({
        count: int,
        limit: int,
        view_more: flag,
        unseen: int.meta({ description: "the caller's mentions not yet seen, for the view's badge" }),
        mentions: z.array(inboxMention),
      }),
    ),
  }),
  defineOperation({
    operationId: 'inboxMentionsSeen',
    errors: [404],
    method: 'POST',
    path: '/inbox/mentions/seen',
    tag: 'extension',
    summary: "Mark the caller's mention in a note seen, or all of them",
    paramsIn: 'body',
    params: z.object({
      note_id: id.optional().meta({ description: 'the note; without it, every mention of the caller' }),
    }),
    response: success(z.object({ unseen: int.meta({ description: 'mentions still not seen' }) })),
  }),
  defineOperation({
    operationId: 'inboxPresenceSet',
    errors: [404],
    method: 'POST',
    path: '/inbox/presence',
    tag: 'extension',
    summary: 'Tell the team that the caller has a conversation open, is typing a reply in it, or left it',
    description:
      'Published on the event stream of every member (event presence, the InboxPresence fields, state left included). A presence lapses after expires_in seconds (30): a dashboard repeats it every 15 s while it holds. Never written to the database.',
    paramsIn: 'body',
    params: z.object({ ...itemRef, state: z.enum(['viewing', 'typing', 'left']) }),
    response: success(z.object({ expires_in: int })),
  }),
  defineOperation({
    operationId: 'inboxPresence',
    method: 'GET',
    path: '/inbox/presence',
    tag: 'extension',
    summary: 'Who has which conversation open, or is typing in it, now: for a dashboard that opens after they said so',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.object({ presence: z.array(inboxPresence) })),
  }),
];
