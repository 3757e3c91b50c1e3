import { z } from 'zod';
import { MAX_LABELS, MAX_LABEL_NAME } from '../../domain/labels.ts';
import { id, idList, success } from './common.ts';
import { defineOperation } from './operation.ts';
import { inboxLabel } from './inbox.ts';

const labelName = z
  .string()
  .trim()
  .min(1, 'Name the label')
  .max(MAX_LABEL_NAME, `A label's name has at most ${MAX_LABEL_NAME} characters`)
  .meta({ description: `1 to ${MAX_LABEL_NAME} characters, unique in the workspace whatever the case` });
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Give a colour as #rrggbb, such as #2f80ed')
  .meta({ description: '#rrggbb (answered in lower case)', examples: ['#2f80ed'] });

/** A workspace's labels, and the labels of an inbox item (extensions: issue 35, decision 041). */
export const labelsOperations = [
  defineOperation({
    operationId: 'labelsList',
    method: 'GET',
    path: '/labels/list',
    tag: 'extension',
    summary: "The workspace's labels for inbox items, by name",
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.array(inboxLabel)),
  }),
  defineOperation({
    operationId: 'labelsCreate',
    errors: [403, 409],
    method: 'POST',
    path: '/labels/create',
    tag: 'extension',
    summary: 'Add a label (owner or admin)',
    description: `409 label_exists when the workspace has a label of that name (whatever the case); 409 too_many_labels past ${MAX_LABELS} labels.`,
    paramsIn: 'body',
    params: z.object({ name: labelName, color }),
    response: success(inboxLabel),
  }),
  defineOperation({
    operationId: 'labelsUpdate',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/labels/update',
    tag: 'extension',
    summary: 'Rename a label or change its colour (owner or admin); the items carrying it show the change',
    description: 'Give name, color or both. 409 label_exists when another label has that name (whatever the case).',
    paramsIn: 'body',
    params: z.object({ label_id: id, name: labelName.optional(), color: color.optional() }),
    response: success(inboxLabel),
  }),
  defineOperation({
    operationId: 'labelsDelete',
    errors: [403, 404],
    method: 'POST',
    path: '/labels/delete',
    tag: 'extension',
    summary: 'Delete a label (owner or admin); the items carrying it lose it',
    paramsIn: 'body',
    params: z.object({ label_id: id }),
    response: success(
      z.object({ label_id: z.string(), items: z.int().meta({ description: 'items that carried it' }) }),
    ),
  }),
  defineOperation({
    operationId: 'inboxLabel',
    errors: [404],
    method: 'POST',
    path: '/inbox/label',
    tag: 'extension',
    summary: "Set an inbox item's labels to exactly those given",
    description:
      'label_ids: the labels the item carries from now on, joined by underscores; empty clears them. Any member may label. An unknown label, or one of another workspace, is a 404 and changes nothing.',
    paramsIn: 'body',
    params: z.object({
      post_id: id,
      channel_id: id,
      label_ids: z.union([id, z.literal(''), idList]).meta({ description: 'such as 3_5; "" for none' }),
    }),
    response: success(z.array(inboxLabel).meta({ description: "the item's labels now, by name" })),
  }),
];
