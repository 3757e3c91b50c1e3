import { z } from 'zod';
import {
  MAX_REPORT_CHANNELS,
  MAX_REPORT_RECIPIENTS,
  MAX_REPORT_SCHEDULE_NAME,
  REPORT_WEEKDAYS,
} from '../../domain/report-schedule.ts';
import { dateTime, digits, flag, id, idList, success, statusOnly } from './common.ts';
import { defineOperation } from './operation.ts';

const name = z
  .string()
  .trim()
  .min(1, 'Give the report a name')
  .max(MAX_REPORT_SCHEDULE_NAME, `A report's name has at most ${MAX_REPORT_SCHEDULE_NAME} characters`)
  .meta({ description: `1 to ${MAX_REPORT_SCHEDULE_NAME} characters` });
const frequency = z.enum(['weekly', 'monthly']).meta({
  description: 'weekly: the last full week, Monday to Sunday; monthly: the last calendar month',
});
const weekday = z.enum(REPORT_WEEKDAYS).meta({ description: 'the day a weekly report goes' });
const monthDay = z
  .int()
  .min(1, 'A day of the month from 1 to 28')
  .max(28, 'A day of the month from 1 to 28 (every month has one)')
  .meta({ description: 'the day of the month a monthly report goes, 1 to 28' });
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write the time as HH:mm, such as 08:00')
  .meta({ description: 'HH:mm in the workspace zone' });
const email = z.email('Write email addresses such as name@example.com, joined by commas');
const recipients = z
  .string()
  .max(MAX_REPORT_RECIPIENTS * 330, `At most ${MAX_REPORT_RECIPIENTS} addresses`)
  .transform((text) =>
    text
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(email.max(320, 'An email address has at most 320 characters'))
      .min(1, 'Give at least one email address')
      .max(MAX_REPORT_RECIPIENTS, `At most ${MAX_REPORT_RECIPIENTS} addresses`),
  )
  .meta({
    description: `1 to ${MAX_REPORT_RECIPIENTS} email addresses joined by commas; people outside the workspace too`,
  });
const channelIds = z
  .union([z.literal(''), idList])
  .refine(
    (value) => value === '' || value.split('_').length <= MAX_REPORT_CHANNELS,
    `At most ${MAX_REPORT_CHANNELS} channels; leave it empty for the whole workspace`,
  )
  .meta({
    description: `channels joined by _: a report (a PDF, and a CSV) for each, up to ${MAX_REPORT_CHANNELS}; empty or left out: the whole workspace`,
  });

export const reportSchedule = z
  .object({
    schedule_id: digits,
    name: z.string(),
    frequency,
    weekday: weekday.nullable(),
    month_day: z.int().nullable(),
    time: z.string(),
    recipients: z.array(z.string()),
    channel_ids: z.array(digits).meta({ description: 'empty: the whole workspace' }),
    attach_csv: flag,
    next_run_at: dateTime.meta({ description: 'when it goes next, in the workspace zone' }),
    last_sent_at: dateTime.nullable(),
    last_error: z.string().nullable().meta({ description: 'why the last send failed; null once one went' }),
    created_by: z.string().meta({ description: 'who made it; "" when they left' }),
  })
  .meta({ id: 'ReportSchedule' });

const managers =
  'Owners and admins (403 otherwise). Without SMTP_URL on the service, 409 mail_not_configured: nothing could be sent.';

/** Results reports mailed on a schedule (extensions: issue 38, decision 079). */
export const reportSchedulesOperations = [
  defineOperation({
    operationId: 'reportSchedulesList',
    method: 'GET',
    path: '/reports/schedules',
    tag: 'extension',
    summary: "The workspace's scheduled reports, by name, with their next send and last error",
    description: 'Owners and admins (403 otherwise). Answers also without SMTP_URL: mail_enabled is then 0.',
    paramsIn: 'query',
    params: z.object({}),
    response: success(z.object({ mail_enabled: flag, schedules: z.array(reportSchedule) })),
  }),
  defineOperation({
    operationId: 'reportSchedulesCreate',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/reports/schedules/create',
    tag: 'extension',
    summary: 'Mail a results report weekly or monthly',
    description: `weekday with weekly, month_day with monthly. ${managers} A channel of another workspace is a 404.`,
    paramsIn: 'body',
    params: z.object({
      name,
      frequency,
      weekday: weekday.optional(),
      month_day: monthDay.optional(),
      time,
      recipients,
      channel_ids: channelIds.optional(),
      attach_csv: flag.optional().meta({ description: '1: the CSV of every post too (default 0)' }),
    }),
    response: success(reportSchedule),
  }),
  defineOperation({
    operationId: 'reportSchedulesUpdate',
    errors: [403, 404, 409],
    method: 'POST',
    path: '/reports/schedules/update',
    tag: 'extension',
    summary: 'Change a scheduled report',
    description: `Give any of its fields; a change of when it goes computes its next send again. ${managers}`,
    paramsIn: 'body',
    params: z.object({
      schedule_id: id,
      name: name.optional(),
      frequency: frequency.optional(),
      weekday: weekday.optional(),
      month_day: monthDay.optional(),
      time: time.optional(),
      recipients: recipients.optional(),
      channel_ids: channelIds.optional(),
      attach_csv: flag.optional(),
    }),
    response: success(reportSchedule),
  }),
  defineOperation({
    operationId: 'reportSchedulesDelete',
    errors: [403, 404],
    method: 'POST',
    path: '/reports/schedules/delete',
    tag: 'extension',
    summary: 'Stop and delete a scheduled report',
    description: 'Owners and admins (403 otherwise).',
    paramsIn: 'body',
    params: z.object({ schedule_id: id }),
    response: statusOnly,
  }),
  defineOperation({
    operationId: 'reportsUnsubscribePage',
    method: 'GET',
    path: '/reports/unsubscribe',
    tag: 'extension',
    summary: 'The page of a report email’s unsubscribe link (HTML), without logging in',
    description:
      'Says which report the link stops, with a button that does (a link opened by a mail scanner stops nothing). An unknown or tampered token, or an address no longer on the report, is a 404 page.',
    paramsIn: 'query',
    auth: false,
    produces: 'text/html',
    htmlFailures: [404],
    params: z.object({ token: z.string().max(2000) }),
    response: z.string(),
  }),
  defineOperation({
    operationId: 'reportsUnsubscribe',
    method: 'POST',
    path: '/reports/unsubscribe',
    tag: 'extension',
    summary: 'Take an address off a scheduled report, without logging in (RFC 8058 one-click)',
    description:
      'The List-Unsubscribe header’s address; the page’s button posts here too. Answers a page saying the address was taken off. An unknown or tampered token is a 404 page and changes nothing.',
    paramsIn: 'query',
    auth: false,
    produces: 'text/html',
    htmlFailures: [404],
    params: z.object({
      token: z.string().max(2000),
      'List-Unsubscribe': z.literal('One-Click').optional().meta({ description: 'sent by mail programs (RFC 8058)' }),
    }),
    response: z.string(),
  }),
];
