import { z } from 'zod';
import { dateTime, digits, id, idList, int, success } from './common.ts';
import { defineOperation } from './operation.ts';
import { MAX_BULK_POSTS, MAX_CALENDAR_DAYS, MAX_IMPORT_ROWS } from '../../domain/limits.ts';
import { outboxPost } from './posts.ts';

/** `YYYY-MM-DD`, a day in the workspace zone, in the same years as `dateTime`. */
export const date = z
  .string()
  .max(10)
  .regex(/^(19[7-9]\d|20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use the format YYYY-MM-DD, such as 2026-11-23')
  .meta({ format: 'Y-m-d', examples: ['2026-11-23'] });

export const POST_STATES = ['queued', 'pinned', 'awaiting_approval', 'failed', 'publishing', 'published'] as const;
export const postState = z.enum(POST_STATES).meta({
  id: 'PostState',
  description:
    'queued: takes its queue’s next slot; pinned: at its own time; awaiting_approval; failed; publishing; published',
});

const stateList = z
  .string()
  .max(120)
  .regex(
    new RegExp(`^(${POST_STATES.join('|')})(_(${POST_STATES.join('|')}))*$`),
    `Use states joined by _, from ${POST_STATES.join(', ')}`,
  );

const postIds = idList
  .refine((value) => value.split('_').length <= MAX_BULK_POSTS, `At most ${MAX_BULK_POSTS} posts in one call`)
  .meta({ description: `post ids joined by _, at most ${MAX_BULK_POSTS}` });

const emptyOr = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('')]);

export const calendarPost = outboxPost
  .extend({
    state: postState,
    channel_name: z.string(),
    thumbnail: z.string().meta({ description: 'the picture’s address, or empty' }),
    published_time: emptyOr(dateTime).meta({
      description: 'when it went out, in the workspace zone; empty until then',
    }),
    published_link: z.string().meta({ description: 'the post on the network; empty until published (or unknown)' }),
  })
  .meta({ id: 'CalendarPost' });

const historyPost = calendarPost
  .extend({
    approver_id: z.union([digits, z.literal('')]).meta({ description: 'who approved it; empty if nobody had to' }),
    approver_name: z.string(),
    link_clicks: int.meta({ description: 'clicks on its short links' }),
  })
  .meta({ id: 'HistoryPost' });

const clockChange = z
  .object({
    kind: z
      .enum(['skip', 'repeat'])
      .meta({ description: 'skip: the clocks jump over from–to; repeat: it happens twice' }),
    from: z.string().meta({ description: 'HH:mm' }),
    to: z.string().meta({ description: 'HH:mm' }),
  })
  .meta({ id: 'ClockChange' });

const freeSlot = z
  .object({ channel_id: digits, display_time: dateTime, utc_post_time: dateTime })
  .meta({ id: 'FreeSlot' });

const bulkResult = success(
  z.object({
    message: z.string(),
    posts: z.array(calendarPost).meta({ description: 'the posts as they are now' }),
    undo: z.string().meta({
      description:
        'give it to posts/bulkUndo to put them back; empty when they cannot be (a failed post moved is tried again)',
    }),
  }),
);

const importProblem = z.object({
  code: z.string(),
  field: z.string().meta({ description: 'the column at fault' }),
  message: z.string(),
});

export const calendarOperations = [
  defineOperation({
    operationId: 'postsCalendar',
    errors: [404],
    method: 'GET',
    path: '/posts/calendar',
    tag: 'extension',
    summary: 'Every channel’s posts from one day to another, and the free queue slots between',
    description: `Days in the workspace zone, both included, at most ${MAX_CALENDAR_DAYS}. Posts are placed at the time they go out (published ones, at the time they went out), in time order. days tells where the clocks change.`,
    paramsIn: 'query',
    params: z.object({
      from: date,
      to: date.meta({ description: 'included' }),
      channel_ids: idList.optional().meta({ description: 'only these channels' }),
      states: stateList.optional().meta({ description: 'only posts in these states, joined by _' }),
    }),
    response: success(
      z.object({
        timezone: z.string(),
        from: date,
        to: date,
        days: z.array(z.object({ date, clock_change: clockChange.nullable() })),
        posts: z.array(calendarPost),
        free_slots: z.array(freeSlot).meta({ description: 'queue slots no post takes yet' }),
      }),
    ),
  }),
  defineOperation({
    operationId: 'postsBulkMove',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/posts/bulkMove',
    tag: 'extension',
    summary: 'Move posts to another time, all or none',
    description:
      'to (or to_utc, for the second time of an hour the clocks repeat) moves one post there: a queued post dropped on a slot its own queue holds stays queued, at that slot; anything else is pinned there. shift_days moves each post that many days, keeping its time of day. A time the clocks skip is refused (time_skipped).',
    paramsIn: 'body',
    params: z.object({
      post_ids: postIds,
      to: dateTime.optional().meta({ description: 'in the workspace zone' }),
      to_utc: dateTime.optional().meta({ description: 'in UTC' }),
      shift_days: z.int().min(-366).max(366).optional(),
    }),
    response: bulkResult,
  }),
  defineOperation({
    operationId: 'postsBulkChangeChannel',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/posts/bulkChangeChannel',
    tag: 'extension',
    summary: 'Move posts to another channel, all or none',
    description:
      'Pinned posts keep their time, queued ones join the end of the new channel’s queue. Refused whole when a post breaks the new network’s rules.',
    paramsIn: 'body',
    params: z.object({ post_ids: postIds, channel_id: id.meta({ description: 'the new channel' }) }),
    response: bulkResult,
  }),
  defineOperation({
    operationId: 'postsBulkUndo',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/posts/bulkUndo',
    tag: 'extension',
    summary: 'Put posts back where a bulk move or channel change found them',
    paramsIn: 'body',
    params: z.object({ undo: z.string().max(MAX_BULK_POSTS * 40) }),
    response: success(z.object({ message: z.string(), posts: z.array(calendarPost) })),
  }),
  defineOperation({
    operationId: 'postsBulkDelete',
    errors: [403, 404, 409],
    method: 'DELETE',
    path: '/posts/bulkDelete',
    tag: 'extension',
    summary: 'Delete posts from the outbox, all or none',
    paramsIn: 'query',
    params: z.object({ post_ids: postIds }),
    response: success(z.object({ message: z.string(), deleted: int, channel_ids: z.array(digits) })),
  }),
  defineOperation({
    operationId: 'postsHistory',
    errors: [404],
    method: 'GET',
    path: '/posts/history',
    tag: 'extension',
    summary: 'Published posts, newest first, 50 a page',
    paramsIn: 'query',
    params: z.object({
      channel_id: id.optional().meta({ description: 'one channel; every channel without it' }),
      from: date.optional(),
      to: date.optional().meta({ description: 'included' }),
      before: dateTime.optional().meta({ description: 'the next page: the published_time of the last post seen' }),
      before_post_id: id.optional().meta({ description: 'with before: the post_id of the last post seen' }),
    }),
    response: success(z.object({ count: int, view_more: z.int().min(0).max(1), posts: z.array(historyPost) })),
  }),
  defineOperation({
    operationId: 'postsExport',
    errors: [404],
    method: 'GET',
    path: '/posts/export',
    tag: 'extension',
    summary: 'The plan or the history as a CSV file',
    description:
      'plan: the posts waiting to go out between the days; history: those published between them. Columns: post_id, channel_id, channel, network, state, time, message, link, picture, author, approver, published_link, link_clicks.',
    paramsIn: 'query',
    produces: 'text/csv',
    params: z.object({
      kind: z.enum(['plan', 'history']),
      from: date,
      to: date.meta({ description: 'included' }),
      channel_ids: idList.optional(),
    }),
    response: z.string(),
  }),
  defineOperation({
    operationId: 'postsImportPreview',
    method: 'POST',
    path: '/posts/importPreview',
    tag: 'extension',
    summary: 'Check a CSV of posts and show what it would create, creating nothing',
    description: `Columns (a header row names them): channel (id or name), message, link, picture (an image address), time (Y-m-d h:i:s in the workspace zone, or queue). At most ${MAX_IMPORT_ROWS} rows.`,
    paramsIn: 'body',
    params: z.object({ csv: z.string().max(1_000_000) }),
    response: success(
      z.object({
        valid: z.int().min(0).max(1).meta({ description: '1: no row has a problem' }),
        count: int,
        problems: z.array(importProblem).meta({ description: 'problems of the file as a whole' }),
        rows: z.array(
          z.object({
            row: int.meta({ description: 'the line in the file, the header being 1' }),
            channel_id: z.union([digits, z.literal('')]),
            channel_name: z.string(),
            message: z.string(),
            link: z.string(),
            picture: z.string(),
            placement: z.enum(['queue', 'pinned']),
            display_time: emptyOr(dateTime).meta({ description: 'for pinned rows' }),
            problems: z.array(importProblem),
          }),
        ),
      }),
    ),
  }),
  defineOperation({
    operationId: 'postsImport',
    method: 'POST',
    path: '/posts/import',
    tag: 'extension',
    summary: 'Create the posts of a CSV, all or none',
    description:
      'Checks the file again as posts/importPreview does; any problem refuses the whole file (import_has_problems) and nothing is created.',
    paramsIn: 'body',
    params: z.object({ csv: z.string().max(1_000_000) }),
    response: success(z.object({ message: z.string(), post_id: z.array(int), channel_ids: z.array(digits) })),
  }),
];
