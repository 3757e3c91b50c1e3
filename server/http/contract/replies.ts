import { z } from 'zod';
import { MAX_REPLY_TEXT, MAX_REPLY_TITLE, MAX_SAVED_REPLIES } from '../../domain/saved-replies.ts';
import { REPLY_VARIABLES } from '../../../shared/saved-replies.ts';
import { dateTime, digits, id, int, success, statusOnly } from './common.ts';
import { defineOperation } from './operation.ts';

const variables = REPLY_VARIABLES.map((name) => `{${name}}`).join(', ');

const title = z
  .string()
  .trim()
  .min(1, 'Give the reply a title')
  .max(MAX_REPLY_TITLE, `A title has at most ${MAX_REPLY_TITLE} characters`)
  .meta({ description: `1 to ${MAX_REPLY_TITLE} characters, unique in the workspace whatever the case` });
const text = z
  .string()
  .trim()
  .min(1, 'Write the reply')
  .max(MAX_REPLY_TEXT, `A saved reply has at most ${MAX_REPLY_TEXT} characters`)
  .meta({ description: `up to ${MAX_REPLY_TEXT} characters; may hold the variables ${variables}` });

export const savedReply = z
  .object({
    reply_id: digits,
    title: z.string(),
    text: z.string().meta({ description: `as written, variables (${variables}) and all` }),
    use_count: int.meta({ description: 'how many times it was used (POST /replies/use)' }),
    created_by: z.string().meta({ description: 'who wrote it; "" when they left' }),
    updated_at: dateTime,
  })
  .meta({ id: 'SavedReply' });

/** A workspace's library of saved replies (extensions: issue 35, decision 041). */
export const repliesOperations = [
  defineOperation({
    operationId: 'repliesList',
    method: 'GET',
    path: '/replies/list',
    tag: 'extension',
    summary: "The workspace's saved replies, by title; with q, those whose title or text has it",
    description:
      'Without q, the whole library by title. With q, the replies whose title or text contains it (any case), those whose title does first.',
    paramsIn: 'query',
    params: z.object({
      q: z.string().trim().max(200, 'A search has at most 200 characters').optional().meta({
        description: 'words to find in titles and texts',
      }),
    }),
    response: success(z.array(savedReply)),
  }),
  defineOperation({
    operationId: 'repliesCreate',
    errors: [403, 409],
    method: 'POST',
    path: '/replies/create',
    tag: 'extension',
    summary: 'Add a saved reply to the library (owner or admin)',
    description: `Variables other than ${variables} are refused (400, naming them). 409 reply_exists when a reply has that title (whatever the case); 409 too_many_replies past ${MAX_SAVED_REPLIES}.`,
    paramsIn: 'body',
    params: z.object({ title, text }),
    response: success(savedReply),
  }),
  defineOperation({
    operationId: 'repliesUpdate',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/replies/update',
    tag: 'extension',
    summary: "Change a saved reply's title or text (owner or admin)",
    description: 'Give title, text or both. 409 reply_exists when another reply has that title (whatever the case).',
    paramsIn: 'body',
    params: z.object({ reply_id: id, title: title.optional(), text: text.optional() }),
    response: success(savedReply),
  }),
  defineOperation({
    operationId: 'repliesDelete',
    errors: [403, 404],
    method: 'POST',
    path: '/replies/delete',
    tag: 'extension',
    summary: 'Delete a saved reply from the library (owner or admin)',
    paramsIn: 'body',
    params: z.object({ reply_id: id }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'repliesUse',
    errors: [404],
    method: 'POST',
    path: '/replies/use',
    tag: 'extension',
    summary: 'Count a use of a saved reply (any member), once its text was sent',
    paramsIn: 'body',
    params: z.object({ reply_id: id }),
    response: success(z.object({ reply_id: digits, use_count: int })),
  }),
  defineOperation({
    operationId: 'repliesFill',
    errors: [404],
    method: 'GET',
    path: '/replies/fill',
    tag: 'extension',
    summary: "A saved reply's text filled for an inbox item, and whether it fits the item's network",
    description:
      "{first_name}: the first word of the item's author's name; {channel_name}: the channel's screen name; {my_name}: the caller's name. A variable with no value is left out and named in unfilled. length counts as the network does (X weighs links and wide characters, Bluesky counts what a reader sees as one character).",
    paramsIn: 'query',
    params: z.object({ reply_id: id, post_id: id, channel_id: id }),
    response: success(
      z.object({
        reply_id: digits,
        text: z.string().meta({ description: 'the text filled for the item' }),
        unfilled: z.array(z.enum(REPLY_VARIABLES)).meta({ description: 'variables that had no value here' }),
        length: int.meta({ description: 'the filled text, counted as the network counts' }),
        limit: int.meta({ description: "the network's limit" }),
        fits: int.meta({ description: '1 when length is within limit' }),
      }),
    ),
  }),
];
