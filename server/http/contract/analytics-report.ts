import { z } from 'zod';
import { id } from './common.ts';
import { date } from './calendar.ts';
import { defineOperation } from './operation.ts';
import { MAX_REPORT_DAYS } from '../../domain/limits.ts';

export const analyticsReportOperations = [
  defineOperation({
    operationId: 'analyticsReport',
    errors: [403, 404, 429],
    method: 'GET',
    path: '/analytics/report',
    tag: 'extension',
    summary: 'The results of a range as a file: a CSV of every figure, or a PDF report to hand a client',
    description: `From one day to another of the workspace zone (both included, at most ${MAX_REPORT_DAYS} days), as an attachment named results-<from>-<to>.csv or .pdf. csv: of=posts (one row per post published in the range, every figure, its address; the default) or of=channels (one row per channel per day). pdf: a cover with the workspace's name and logo, the figures beside the period before, followers and engagement charts, the networks compared, the top 10 posts, the inbox's response times and a table per channel. A PDF takes a few seconds; at most 2 render at once on an instance, a third is answered 429 busy with Retry-After. Errors come in the JSON error body. Owners, admins and collaborators.`,
    paramsIn: 'query',
    produces: ['text/csv', 'application/pdf'],
    params: z.object({
      from: date,
      to: date.meta({ description: 'included' }),
      format: z.enum(['csv', 'pdf']),
      of: z.enum(['posts', 'channels']).optional().meta({ description: 'csv only: posts (the default) or channels' }),
      channel_id: id.optional().meta({ description: 'one channel; every channel without it' }),
    }),
    response: z.string(),
  }),
];
