import { kindTopic } from '../../domain/notification-words.ts';
import type { NotificationKind } from '../../domain/notifications.ts';
import type { Mail } from './mailer.ts';

/** One line of a notification mail: what happened, in words, and where the dashboard shows it. */
export interface MailLine {
  kind: NotificationKind;
  sentence: string;
  /** An absolute address on the public origin. */
  link: string;
}

export interface NotificationMail {
  to: string;
  workspace: string;
  /** Whether it is the person's daily digest (else: at once). */
  digest: boolean;
  lines: MailLine[];
  /** Where Profile is, to change what is mailed. */
  profileLink: string;
  /** A link per kind in the mail, and one for all of them (the List-Unsubscribe header's). */
  unsubscribe: { kind: NotificationKind; url: string }[];
  unsubscribeAll: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function subjectOf(mail: NotificationMail): string {
  if (mail.digest) return `Your daily digest from ${mail.workspace}`;
  const [only] = mail.lines;
  if (mail.lines.length === 1 && only) return `${mail.workspace}: ${only.sentence.replace(/\.$/, '')}`;
  return `${mail.lines.length} new notifications in ${mail.workspace}`;
}

/**
 * A mail of a person's notifications in one workspace: plain text and simple HTML saying the same, a line per entry
 * (a gathered burst is one line), a link to each on the dashboard, and how to hear less: a link per kind that turns
 * it off without logging in, and Profile. The List-Unsubscribe headers (RFC 8058) turn off the kinds in this mail.
 */
export function notificationMail(mail: NotificationMail): Mail {
  const intro = mail.digest ? `What happened in ${mail.workspace} since your last digest:` : `In ${mail.workspace}:`;
  const text = [
    intro,
    '',
    ...mail.lines.flatMap((line) => [`- ${line.sentence}`, `  ${line.link}`]),
    '',
    'Change which emails you get, and when, in Profile: ' + mail.profileLink,
    ...mail.unsubscribe.map(({ kind, url }) => `Stop emails about ${kindTopic(kind)}: ${url}`),
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.4">',
    `<p>${escape(intro)}</p>`,
    '<ul>',
    ...mail.lines.map((line) => `<li>${escape(line.sentence)} <a href="${escape(line.link)}">Open</a></li>`),
    '</ul>',
    `<p style="color: #475569; font-size: 0.875em">Change which emails you get, and when, in <a href="${escape(mail.profileLink)}">Profile</a>.`,
    ...mail.unsubscribe.map(
      ({ kind, url }) => `<br><a href="${escape(url)}">Stop emails about ${escape(kindTopic(kind))}</a>`,
    ),
    '</p></body></html>',
  ].join('\n');
  return {
    to: mail.to,
    subject: subjectOf(mail),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeAll}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
