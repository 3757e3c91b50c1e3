import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { memberships, notifications, notificationSettings, users, workspaces } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DEFAULT_DIGEST_HOUR, MAIL_WINDOW_MS, mailDue } from '../../domain/notification-mail.ts';
import { notificationSentence } from '../../domain/notification-words.ts';
import { notificationLink, type NotificationKind } from '../../domain/notifications.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Log } from '../../domain/log.ts';
import type { SecretBox } from '../channels/secret-box.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notificationMail } from '../mail/notification-mail.ts';
import { linkOrigin } from '../outbox/links.ts';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe.ts';
import { everyInterval } from '../system/rounds.ts';

/** What the mail job needs of the service (named apart from ServiceDeps, so that the bench can run it alone). */
export interface MailDeps {
  db: Db;
  config: Config;
  secrets: SecretBox;
  mailer: Mailer;
  log: Log;
}

/** The mail job's period: an entry at once goes out within a minute of its burst settling. */
export const MAIL_ROUND_MS = 60_000;
/** A claim older than this is of an instance that stopped mid-send: the entries are free to mail again. */
const CLAIM_STALE_MS = 10 * 60_000;

type Row = typeof notifications.$inferSelect;
/** A recipient: the member, in one workspace. */
const keyOf = (row: { workspaceId: number; userId: number }) => `${row.workspaceId}:${row.userId}`;

/**
 * Which unread entries with events not mailed yet are due now, by recipient: those whose kind the person hears of at
 * once and whose burst is quiet, and those of their digest once its hour came. Read entries are not mailed: the
 * person saw them in the bell.
 */
async function dueByRecipient(deps: MailDeps, now: Date) {
  const rows = await deps.db
    .select({
      id: notifications.id,
      workspaceId: notifications.workspaceId,
      userId: notifications.userId,
      kind: notifications.kind,
      createdAt: notifications.createdAt,
      updatedAt: notifications.updatedAt,
      mailedAt: notifications.mailedAt,
      modes: notificationSettings.modes,
      digestHour: notificationSettings.digestHour,
      zone: sql<string>`coalesce(${notificationSettings.timezone}, ${workspaces.timezone})`,
    })
    .from(notifications)
    .innerJoin(workspaces, eq(workspaces.id, notifications.workspaceId))
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.workspaceId, notifications.workspaceId),
        eq(notificationSettings.userId, notifications.userId),
      ),
    )
    .where(
      and(
        isNull(notifications.readAt),
        gt(notifications.count, notifications.mailedCount),
        gt(notifications.updatedAt, new Date(now.getTime() - MAIL_WINDOW_MS)),
        or(
          isNull(notifications.mailClaimedAt),
          lt(notifications.mailClaimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
        ),
      ),
    );
  const due = new Map<string, { workspaceId: number; userId: number; ids: number[]; digest: boolean }>();
  for (const row of rows) {
    const how = mailDue(
      { kind: row.kind, since: row.mailedAt ?? row.createdAt, latest: row.updatedAt },
      { modes: row.modes ?? {}, digestHour: row.digestHour ?? DEFAULT_DIGEST_HOUR, zone: row.zone },
      now,
    );
    if (!how) continue;
    const group = due.get(keyOf(row)) ?? { workspaceId: row.workspaceId, userId: row.userId, ids: [], digest: false };
    group.ids.push(row.id);
    group.digest ||= how === 'digest';
    due.set(keyOf(row), group);
  }
  return [...due.values()];
}

/**
 * Claims a recipient's due entries for this instance: the member's row is taken `FOR NO KEY UPDATE SKIP LOCKED` (as
 * the publisher takes a channel's), so that an instance claiming the same person meanwhile passes them by, and the
 * entries are marked claimed only where nobody claimed or mailed them since: on any number of instances, one mails
 * each event. Answers the entries, their recipient's address and the workspace's name; none when another has them.
 */
async function claim(deps: MailDeps, recipient: { workspaceId: number; userId: number; ids: number[] }, now: Date) {
  return inTransaction(deps.db, async (tx) => {
    const [member] = await tx
      .select({ email: users.email, workspace: workspaces.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(and(eq(memberships.workspaceId, recipient.workspaceId), eq(memberships.userId, recipient.userId)))
      .for('no key update', { of: memberships, skipLocked: true });
    if (!member) return null;
    const entries = await tx
      .update(notifications)
      .set({ mailClaimedAt: now })
      .where(
        and(
          inArray(notifications.id, recipient.ids),
          isNull(notifications.readAt),
          gt(notifications.count, notifications.mailedCount),
          or(
            isNull(notifications.mailClaimedAt),
            lt(notifications.mailClaimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
          ),
        ),
      )
      .returning();
    return entries.length ? { ...member, entries } : null;
  });
}

/** The entries mailed: their events so far are told (a gathered entry's later ones make the next mail). */
async function markMailed(deps: MailDeps, entries: Row[], now: Date) {
  const told = sql.join(
    entries.map((entry) => sql`(${entry.id}::int, ${entry.count}::int)`),
    sql`, `,
  );
  await deps.db.execute(sql`
    update notifications set mailed_count = greatest(notifications.mailed_count, told.count), mailed_at = ${now},
      mail_claimed_at = null
    from (values ${told}) as told(id, count)
    where notifications.id = told.id`);
}

const release = (deps: MailDeps, entries: Row[]) =>
  deps.db
    .update(notifications)
    .set({ mailClaimedAt: null })
    .where(
      inArray(
        notifications.id,
        entries.map((entry) => entry.id),
      ),
    );

/** The mail of a recipient's claimed entries: a line each, newest first, with links on the public origin. */
function mailOf(
  deps: MailDeps,
  recipient: { workspaceId: number; userId: number; digest: boolean },
  claimed: {
    email: string;
    workspace: string;
    entries: Row[];
  },
) {
  const origin = linkOrigin(deps.config);
  const entries = [...claimed.entries].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
  const kinds = [...new Set(entries.map((entry) => entry.kind))];
  const link = (kinds: NotificationKind[]) =>
    unsubscribeUrl(
      origin,
      unsubscribeToken(deps.secrets, { workspaceId: recipient.workspaceId, userId: recipient.userId, kinds }),
    );
  return notificationMail({
    to: claimed.email,
    workspace: claimed.workspace,
    digest: recipient.digest,
    lines: entries.map((entry) => ({
      kind: entry.kind,
      sentence: notificationSentence({ ...entry, count: entry.count - entry.mailedCount }),
      link: `${origin}${notificationLink(entry.kind, entry)}`,
    })),
    profileLink: `${origin}/settings/profile`,
    unsubscribe: kinds.map((kind) => ({ kind, url: link([kind]) })),
    unsubscribeAll: link(kinds),
  });
}

/**
 * One round of the mail job: each recipient with entries due gets one mail of them all (a burst of failures on a
 * channel is one entry, so one line). A mail that cannot be sent gives its entries back for the next round. Answers
 * how many mails went and how many failed.
 */
export async function mailRound(deps: MailDeps, now: Date): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const recipient of await dueByRecipient(deps, now)) {
    const claimed = await claim(deps, recipient, now);
    if (!claimed) continue;
    try {
      await deps.mailer.send(mailOf(deps, recipient, claimed));
    } catch (error) {
      failed++;
      await release(deps, claimed.entries);
      // The mail server's words, never the address's links (they carry unsubscribe tokens).
      deps.log.warn(
        { err: { message: (error as Error).message }, workspaceId: recipient.workspaceId, userId: recipient.userId },
        'notification email not sent; the next round tries again',
      );
      continue;
    }
    await markMailed(deps, claimed.entries, now);
    sent++;
  }
  return { sent, failed };
}

/**
 * Mails notifications every `intervalMs`, on every instance (each recipient's claim decides who mails them), never two
 * rounds at once on one. Without SMTP_URL it does not start: nothing is mailed, and nothing is kept to mail later.
 */
export function startNotificationMail(
  deps: MailDeps & { now: () => Date },
  intervalMs = MAIL_ROUND_MS,
): () => Promise<void> {
  if (!deps.mailer.enabled) return async () => undefined;
  const failed = 'mailing notifications failed; the next round retries';
  return everyInterval({ log: deps.log, job: 'notification-mail', intervalMs, failed }, async (log) => {
    const { sent, failed: refused } = await mailRound({ ...deps, log }, deps.now());
    if (sent || refused) log.info({ sent, failed: refused }, 'mailed notifications');
  });
}
