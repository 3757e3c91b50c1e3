import { DateTime } from 'luxon';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.ts';

/** How a person hears of a kind by email: not at all, at once (gathered a minute), or in a daily digest. */
export const MAIL_MODES = ['off', 'now', 'digest'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/**
 * The kinds mailed at once unless the person chooses otherwise: what waits on them (posts to approve, a post sent
 * back, a client's word through a review link) and what is going wrong (failures, a lapsed channel). Every other kind, today's and those added later, goes
 * into the daily digest: the one place the defaults are said.
 */
const AT_ONCE: ReadonlySet<string> = new Set<NotificationKind>([
  'approval_requested',
  'post_sent_back',
  'review_approved',
  'review_changes_requested',
  'post_failed',
  'first_comment_failed',
  'channel_needs_reconnect',
]);

export const defaultMailMode = (kind: NotificationKind): MailMode => (AT_ONCE.has(kind) ? 'now' : 'digest');

/** The digest's local hour when the person has not chosen one. */
export const DEFAULT_DIGEST_HOUR = 8;

/** A person's choices as stored: only the kinds they changed; the rest follow the defaults. */
export type MailModes = Partial<Record<string, MailMode>>;

export const mailModeOf = (modes: MailModes, kind: NotificationKind): MailMode => modes[kind] ?? defaultMailMode(kind);

/** Every kind with its mode, in the kinds' order: what Profile shows. */
export const mailModesOf = (modes: MailModes) =>
  NOTIFICATION_KINDS.map((kind) => ({ kind, mode: mailModeOf(modes, kind), defaultMode: defaultMailMode(kind) }));

/** An entry mailed at once waits for its burst to settle: this long without a new event. */
export const QUIET_MS = 60_000;
/** ...but no longer than this after its first event not yet mailed, so that a steady trickle is still told. */
export const LONGEST_WAIT_MS = 15 * 60_000;
/** Entries whose latest event is older than this are not mailed: a mode turned on, or mail set up, is not a flood. */
export const MAIL_WINDOW_MS = 36 * 3_600_000;

/** The first `hour`:00 in `zone` after `since`: when an entry made then goes out in the digest. */
export function digestAfter(since: Date, hour: number, zone: string): Date {
  const local = DateTime.fromJSDate(since, { zone });
  let at = local.startOf('day').set({ hour });
  if (at <= local) at = at.plus({ days: 1 }).startOf('day').set({ hour });
  return at.toJSDate();
}

/** What the mail job knows of an entry not yet mailed: when its first unmailed event and its latest came. */
export interface Unmailed {
  kind: NotificationKind;
  /** The first event not yet mailed: the entry's making, or the previous mail of it. */
  since: Date;
  latest: Date;
}

/**
 * Whether an entry goes out now, and how: `now` once its burst is quiet for a minute (or it waited fifteen), `digest`
 * once the person's digest hour came after it; null while it waits, or when the person hears of its kind by no email.
 */
export function mailDue(
  entry: Unmailed,
  person: { modes: MailModes; digestHour: number; zone: string },
  now: Date,
): 'now' | 'digest' | null {
  const t = now.getTime();
  if (t - entry.latest.getTime() > MAIL_WINDOW_MS) return null;
  switch (mailModeOf(person.modes, entry.kind)) {
    case 'off':
      return null;
    case 'now':
      return t - entry.latest.getTime() >= QUIET_MS || t - entry.since.getTime() >= LONGEST_WAIT_MS ? 'now' : null;
    case 'digest':
      return digestAfter(entry.since, person.digestHour, person.zone).getTime() <= t ? 'digest' : null;
  }
}
