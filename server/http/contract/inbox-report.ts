import { z } from 'zod';
import { int, success } from './common.ts';
import { date } from './calendar.ts';
import { defineOperation } from './operation.ts';
import { MAX_REPORT_DAYS } from '../../domain/limits.ts';

const seconds = z.int().nullable();

const figures = {
  count: int.meta({ description: "inbound items that arrived (others' comments, replies, mentions, messages)" }),
  answered_share: z.number().min(0).max(1).nullable().meta({
    description: 'the share of them that one of our channels has answered in public, 0 to 1; null when count is 0',
  }),
  first_response_p50: seconds.meta({
    description: 'median seconds from arrival to our first public answer, over the answered ones; null when none',
  }),
  first_response_p90: seconds.meta({
    description: '90th percentile of the same seconds (continuous, as PostgreSQL’s percentile_cont); null when none',
  }),
  done_p50: seconds.meta({
    description: 'median seconds from arrival to done (archived, and still so), over the done ones; null when none',
  }),
};

export const inboxReportRow = z
  .object({
    key: z.string().meta({
      description:
        'member: the assignee\'s user_id, "0" for unassigned; channel: the channel_id; day: the day, Y-m-d in the workspace zone',
    }),
    name: z.string().meta({ description: 'the member\'s name ("Unassigned"), the channel\'s screen name, or the day' }),
    ...figures,
  })
  .meta({ id: 'InboxReportRow' });

export const inboxReportOperations = [
  defineOperation({
    operationId: 'inboxReport',
    method: 'GET',
    path: '/inbox/report',
    tag: 'extension',
    summary: "The team's response times: per member, channel or day, how fast the inbox was answered and done",
    description: `Over the inbound items that arrived from one day to another of the workspace zone (both included, at most ${MAX_REPORT_DAYS} days): their count, the share answered, the time to the first public answer (p50, p90) and to done (p50), in whole seconds. member groups by the conversation's assignee (unassigned ones together), channel by channel, day by the day of arrival (every day of the range, empty ones too). Groups come by count, most first (day: in date order). Every member may read it.`,
    paramsIn: 'query',
    params: z.object({
      from: date,
      to: date.meta({ description: 'included' }),
      group_by: z.enum(['member', 'channel', 'day']),
    }),
    response: success(
      z.object({
        from: date,
        to: date,
        group_by: z.enum(['member', 'channel', 'day']),
        total: z.object(figures).meta({ description: 'the whole range' }),
        groups: z.array(inboxReportRow),
      }),
    ),
  }),
];
