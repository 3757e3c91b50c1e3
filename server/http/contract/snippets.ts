import { z } from 'zod';
import { MAX_SNIPPET_BODY, MAX_SNIPPET_NAME, MAX_SNIPPETS, SNIPPET_KINDS } from '../../domain/snippets.ts';
import { dateTime, digits, flag, id, success, statusOnly } from './common.ts';
import { defineOperation } from './operation.ts';

const kind = z.enum(SNIPPET_KINDS).meta({
  description: 'hashtags: a group of hashtags inserted where the cursor is; signature: a sign-off put at the end',
});
const name = z
  .string()
  .trim()
  .min(1, 'Give the snippet a name')
  .max(MAX_SNIPPET_NAME, `A snippet's name has at most ${MAX_SNIPPET_NAME} characters`)
  .meta({
    description: `1 to ${MAX_SNIPPET_NAME} characters, unique among the workspace's snippets of its kind whatever the case`,
  });
const body = z
  .string()
  .trim()
  .min(1, 'Write what the snippet inserts')
  .max(MAX_SNIPPET_BODY, `A snippet has at most ${MAX_SNIPPET_BODY} characters`)
  .meta({ description: `the text inserted, 1 to ${MAX_SNIPPET_BODY} characters` });

export const snippet = z
  .object({
    snippet_id: digits,
    kind,
    name: z.string(),
    body: z.string(),
    created_by: z.string().meta({ description: 'who wrote it; "" when they left' }),
    created_by_id: z.string().meta({ description: 'their user_id; "" when they left' }),
    can_edit: flag.meta({
      description: '1 when the caller may change or delete it: owners and admins any, others their own',
    }),
    updated_at: dateTime,
  })
  .meta({ id: 'Snippet' });

const writers = 'Owners and admins change any snippet, collaborators their own (403 otherwise).';

/** Saved hashtag groups and signatures, inserted in the composer (extensions: issue 37, decision 067). */
export const snippetsOperations = [
  defineOperation({
    operationId: 'snippetsList',
    method: 'GET',
    path: '/snippets/list',
    tag: 'extension',
    summary: "The workspace's snippets by kind and name; with kind or search, those alone",
    description:
      'Every member but a client reads them. Without parameters, every snippet (hashtag groups, then signatures, each by name). search keeps those whose name or body contains it (any case), those whose name does first.',
    paramsIn: 'query',
    params: z.object({
      kind: kind.optional(),
      search: z.string().trim().max(200, 'A search has at most 200 characters').optional().meta({
        description: 'words to find in names and bodies',
      }),
    }),
    response: success(z.array(snippet)),
  }),
  defineOperation({
    operationId: 'snippetsCreate',
    errors: [403, 409],
    method: 'POST',
    path: '/snippets/create',
    tag: 'extension',
    summary: 'Save a hashtag group or a signature (any member but a client)',
    description: `409 snippet_exists when a snippet of that kind has the name (whatever the case); 409 too_many_snippets past ${MAX_SNIPPETS}.`,
    paramsIn: 'body',
    params: z.object({ kind, name, body }),
    response: success(snippet),
  }),
  defineOperation({
    operationId: 'snippetsUpdate',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/snippets/update',
    tag: 'extension',
    summary: "Change a snippet's name or body",
    description: `Give name, body or both; its kind stays. ${writers} 409 snippet_exists when another snippet of its kind has the name (whatever the case).`,
    paramsIn: 'body',
    params: z.object({ snippet_id: id, name: name.optional(), body: body.optional() }),
    response: success(snippet),
  }),
  defineOperation({
    operationId: 'snippetsDelete',
    errors: [403, 404],
    method: 'POST',
    path: '/snippets/delete',
    tag: 'extension',
    summary: 'Delete a snippet',
    description: writers,
    paramsIn: 'body',
    params: z.object({ snippet_id: id }),
    response: statusOnly,
  }),
];
