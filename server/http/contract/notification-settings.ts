import { z } from 'zod';
import { timezone } from '../../domain/account-rules.ts';
import { MAIL_MODES } from '../../domain/notification-mail.ts';
import { NOTIFICATION_KINDS } from '../../domain/notifications.ts';
import { flag, success } from './common.ts';
import { defineOperation } from './operation.ts';

const mode = z.enum(MAIL_MODES).meta({
  description: 'off: no email; now: at once (a burst gathers a minute into one mail); digest: in the daily digest',
});
const hour = z.int().min(0).max(23);

const settings = z
  .object({
    email_enabled: flag.meta({
      description: '0: this service sends no email (no SMTP_URL): the choices are kept for when it does',
    }),
    kinds: z.array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS),
        email: mode,
        default_email: mode.meta({ description: 'what the kind is when the member has not chosen' }),
      }),
    ),
    digest_hour: hour.meta({ description: 'the hour of the day (0-23) the daily digest goes out, in digest_zone' }),
    timezone: z.string().meta({ description: 'the zone chosen for the digest; empty: the workspace’s' }),
    digest_zone: z.string().meta({ description: 'the zone the digest hour is read in: timezone, or the workspace’s' }),
  })
  .meta({ id: 'NotificationSettings' });

const token = z
  .string()
  .min(1)
  .max(1200)
  .meta({ description: 'the signed token of the link in the email (names the member, workspace and kinds)' });

export const notificationSettingsOperations = [
  defineOperation({
    operationId: 'notificationsSettings',
    method: 'GET',
    path: '/notifications/settings',
    tag: 'extension',
    summary: 'How the caller hears of their notifications in this workspace by email',
    description:
      'Every member has their own, collaborators too. Each kind is off, at once or in the daily digest; a kind the member has not chosen follows its default (posts to approve, posts sent back, failures and channels to reconnect at once; the rest in the digest).',
    paramsIn: 'query',
    params: z.object({}),
    response: success(settings),
  }),
  defineOperation({
    operationId: 'notificationsUpdateSettings',
    method: 'POST',
    path: '/notifications/settings',
    tag: 'extension',
    summary: 'Change how the caller hears of their notifications by email',
    description:
      'Send a kind with its email mode, the digest hour, the time zone, or several of them; the others stay. Only the caller’s own, in this workspace.',
    paramsIn: 'body',
    params: z.object({
      kind: z.enum(NOTIFICATION_KINDS).optional().meta({ description: 'the kind whose email changes, with email' }),
      email: mode.optional(),
      digest_hour: hour.optional(),
      timezone: z
        .union([timezone, z.literal('')])
        .optional()
        .meta({ description: 'the IANA zone of the digest hour; empty: the workspace’s' }),
    }),
    response: success(settings),
  }),
  defineOperation({
    operationId: 'notificationsUnsubscribePage',
    method: 'GET',
    path: '/notifications/unsubscribe',
    tag: 'extension',
    summary: 'The page of an email’s unsubscribe link (HTML), without logging in',
    description:
      'Says which emails the link turns off, with a button that does (a link opened by a mail scanner turns nothing off). An unknown or tampered token is a 404 page.',
    paramsIn: 'query',
    auth: false,
    produces: 'text/html',
    htmlFailures: [404],
    params: z.object({ token }),
    response: z.string(),
  }),
  defineOperation({
    operationId: 'notificationsUnsubscribe',
    method: 'POST',
    path: '/notifications/unsubscribe',
    tag: 'extension',
    summary: 'Turn off the emails an unsubscribe link names, without logging in (RFC 8058 one-click)',
    description:
      'The List-Unsubscribe header’s address: mail programs POST List-Unsubscribe=One-Click to it; the page’s button posts here too. Answers a page saying what was turned off and how to turn it on again (Profile). An unknown or tampered token is a 404 page and changes nothing.',
    paramsIn: 'query',
    auth: false,
    produces: 'text/html',
    htmlFailures: [404],
    params: z.object({
      token,
      'List-Unsubscribe': z.literal('One-Click').optional().meta({ description: 'sent by mail programs (RFC 8058)' }),
    }),
    response: z.string(),
  }),
];
