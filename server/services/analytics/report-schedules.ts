import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels, reportSchedules, users, workspaces, type ReportScheduleRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { workspaceSubject } from '../../domain/audit-subjects.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import {
  nextRunAfter,
  timeMinutes,
  timeText,
  weekdayName,
  weekdayNumber,
  type ReportFrequency,
  type WeekdayName,
} from '../../domain/report-schedule.ts';
import { formatInZone } from '../../domain/time.ts';
import type { SecretBox } from '../channels/secret-box.ts';
import type { Mailer } from '../mail/mailer.ts';
import { requireManager } from '../workspaces/access.ts';
import { recordAudit, type AuditDetails } from '../workspaces/audit.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { actorOf } from '../workspaces/people.ts';

// Scheduled results reports (decision 079): owners and admins keep them; the job in report-mail.ts sends them.

/** What create and update take, as the contract read it. */
export interface ScheduleChange {
  name?: string;
  frequency?: ReportFrequency;
  weekday?: WeekdayName;
  month_day?: number;
  time?: string;
  recipients?: string[];
  channel_ids?: string;
  attach_csv?: number;
}

const WHAT = 'manage scheduled reports';

function requireMail(mailer: Mailer) {
  if (!mailer.enabled)
    throw conflict(
      'mail_not_configured',
      'This service cannot send email: the operator sets SMTP_URL (and MAIL_FROM) for reports to be mailed.',
    );
}

export function scheduleView(row: ReportScheduleRow & { createdByName: string | null }, zone: string) {
  return {
    schedule_id: String(row.id),
    name: row.name,
    frequency: row.frequency,
    weekday: row.weekday === null ? null : weekdayName(row.weekday),
    month_day: row.monthDay,
    time: timeText(row.time),
    recipients: row.recipients,
    channel_ids: (row.channelIds ?? []).map(String),
    attach_csv: row.attachCsv ? 1 : 0,
    next_run_at: formatInZone(row.nextRunAt, zone),
    last_sent_at: row.lastSentAt ? formatInZone(row.lastSentAt, zone) : null,
    last_error: row.lastError,
    created_by: row.createdByName ?? '',
  };
}

const withCreator = (db: Db) =>
  db
    .select({ row: reportSchedules, createdByName: users.name })
    .from(reportSchedules)
    .leftJoin(users, eq(users.id, reportSchedules.createdBy));

export async function listSchedules(db: Db, auth: AuthContext) {
  requireManager(auth, WHAT);
  const rows = await withCreator(db)
    .where(eq(reportSchedules.workspaceId, auth.workspaceId))
    .orderBy(sql`lower(${reportSchedules.name})`, asc(reportSchedules.id));
  return rows.map(({ row, createdByName }) => scheduleView({ ...row, createdByName }, auth.timezone));
}

async function scheduleOf(db: Db, auth: AuthContext, scheduleId: number) {
  const [found] = await withCreator(db).where(
    and(eq(reportSchedules.id, scheduleId), eq(reportSchedules.workspaceId, auth.workspaceId)),
  );
  if (!found)
    throw notFound(`scheduled report ${scheduleId}`, 'schedule_id', 'list them with GET /api/reports/schedules');
  return { ...found.row, createdByName: found.createdByName };
}

/** The chosen channels, each the workspace's (another workspace's is the same 404 as an unknown one). */
async function channelIdsOf(db: Db, auth: AuthContext, joined: string): Promise<number[] | null> {
  if (joined === '') return null;
  const ids = [...new Set(joined.split('_').map(Number))];
  const found = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.workspaceId, auth.workspaceId), inArray(channels.id, ids)));
  if (found.length !== ids.length) throw notFound('channel', 'channel_ids', 'list them with GET /api/channels/list');
  return ids;
}

/** The schedule's when, checked whole: a weekly one has its weekday and no day of the month, a monthly the other. */
function whenOf(next: { frequency: ReportFrequency; weekday: number | null; monthDay: number | null }) {
  if (next.frequency === 'weekly' && next.weekday === null)
    throw invalid('missing_parameter', 'A weekly report needs its weekday (mon … sun).', 'weekday');
  if (next.frequency === 'monthly' && next.monthDay === null)
    throw invalid('missing_parameter', 'A monthly report needs its day of the month (1 to 28).', 'month_day');
  return {
    frequency: next.frequency,
    weekday: next.frequency === 'weekly' ? next.weekday : null,
    monthDay: next.frequency === 'monthly' ? next.monthDay : null,
  };
}

export async function createSchedule(
  deps: { db: Db; mailer: Mailer },
  auth: AuthContext,
  change: Required<Pick<ScheduleChange, 'name' | 'frequency' | 'time' | 'recipients'>> & ScheduleChange,
  now: Date,
) {
  requireManager(auth, WHAT);
  requireMail(deps.mailer);
  if (change.frequency === 'weekly' && change.month_day !== undefined)
    throw invalid('invalid_parameter', 'A weekly report takes a weekday, not a day of the month.', 'month_day');
  if (change.frequency === 'monthly' && change.weekday !== undefined)
    throw invalid('invalid_parameter', 'A monthly report takes a day of the month, not a weekday.', 'weekday');
  const when = {
    ...whenOf({
      frequency: change.frequency,
      weekday: change.weekday ? weekdayNumber(change.weekday) : null,
      monthDay: change.month_day ?? null,
    }),
    time: timeMinutes(change.time),
  };
  const channelIds = await channelIdsOf(deps.db, auth, change.channel_ids ?? '');
  const row = await inTransaction(deps.db, async (tx) => {
    const [created] = await tx
      .insert(reportSchedules)
      .values({
        workspaceId: auth.workspaceId,
        name: change.name,
        ...when,
        recipients: change.recipients,
        channelIds,
        attachCsv: change.attach_csv === 1,
        nextRunAt: nextRunAfter(when, auth.timezone, now),
        createdBy: auth.userId,
      })
      .returning();
    await recordAudit(
      tx,
      auth.workspaceId,
      actorOf(auth),
      'report_schedule.created',
      created!.name,
      {
        frequency: created!.frequency,
        recipients: created!.recipients.length,
      },
      [workspaceSubject({ id: auth.workspaceId, name: auth.workspaceName })],
    );
    return created!;
  });
  return scheduleView({ ...row, createdByName: auth.userName }, auth.timezone);
}

export async function updateSchedule(
  deps: { db: Db; mailer: Mailer },
  auth: AuthContext,
  scheduleId: number,
  change: ScheduleChange,
  now: Date,
) {
  requireManager(auth, WHAT);
  requireMail(deps.mailer);
  if (Object.values(change).every((value) => value === undefined))
    throw invalid('missing_parameter', 'Give a field to change: name, frequency, weekday, time, recipients…', 'name');
  const before = await scheduleOf(deps.db, auth, scheduleId);
  const frequency = change.frequency ?? before.frequency;
  if (frequency === 'weekly' && change.month_day !== undefined)
    throw invalid('invalid_parameter', 'A weekly report takes a weekday, not a day of the month.', 'month_day');
  if (frequency === 'monthly' && change.weekday !== undefined)
    throw invalid('invalid_parameter', 'A monthly report takes a day of the month, not a weekday.', 'weekday');
  const when = {
    ...whenOf({
      frequency,
      weekday: change.weekday ? weekdayNumber(change.weekday) : frequency === before.frequency ? before.weekday : null,
      monthDay: change.month_day ?? (frequency === before.frequency ? before.monthDay : null),
    }),
    time: change.time === undefined ? before.time : timeMinutes(change.time),
  };
  const channelIds =
    change.channel_ids === undefined ? before.channelIds : await channelIdsOf(deps.db, auth, change.channel_ids);
  const next: Partial<ReportScheduleRow> = {};
  const details: AuditDetails = {};
  if (change.name !== undefined && change.name !== before.name) next.name = details.name = change.name;
  if (
    when.frequency !== before.frequency ||
    when.weekday !== before.weekday ||
    when.monthDay !== before.monthDay ||
    when.time !== before.time
  ) {
    Object.assign(next, when, { nextRunAt: nextRunAfter(when, auth.timezone, now), tries: 0 });
    details.frequency = when.frequency;
    details.when = when.weekday ? weekdayName(when.weekday) : `day ${when.monthDay}`;
    details.time = timeText(when.time);
  }
  if (change.recipients !== undefined && change.recipients.join(',') !== before.recipients.join(',')) {
    next.recipients = change.recipients;
    details.recipients = change.recipients.length;
  }
  if ((channelIds ?? []).join('_') !== (before.channelIds ?? []).join('_')) {
    next.channelIds = channelIds;
    details.channels = channelIds ? channelIds.length : 'all';
  }
  if (change.attach_csv !== undefined && (change.attach_csv === 1) !== before.attachCsv)
    next.attachCsv = details.attach_csv = change.attach_csv === 1;
  if (Object.keys(next).length === 0) return scheduleView(before, auth.timezone);
  const row = await inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(reportSchedules)
      .set(next)
      .where(and(eq(reportSchedules.id, scheduleId), eq(reportSchedules.workspaceId, auth.workspaceId)))
      .returning();
    if (!updated) throw notFound(`scheduled report ${scheduleId}`, 'schedule_id');
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'report_schedule.updated', updated.name, details, [
      workspaceSubject({ id: auth.workspaceId, name: auth.workspaceName }),
    ]);
    return updated;
  });
  return scheduleView({ ...row, createdByName: before.createdByName }, auth.timezone);
}

export async function deleteSchedule(db: Db, auth: AuthContext, scheduleId: number) {
  requireManager(auth, WHAT);
  await inTransaction(db, async (tx) => {
    const [deleted] = await tx
      .delete(reportSchedules)
      .where(and(eq(reportSchedules.id, scheduleId), eq(reportSchedules.workspaceId, auth.workspaceId)))
      .returning();
    if (!deleted)
      throw notFound(`scheduled report ${scheduleId}`, 'schedule_id', 'list them with GET /api/reports/schedules');
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'report_schedule.deleted', deleted.name, {}, [
      workspaceSubject({ id: auth.workspaceId, name: auth.workspaceName }),
    ]);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Unsubscribing an address from a schedule, without logging in (decision 058's signed links).

const PURPOSE = 'report-unsubscribe';

/** What a report's unsubscribe link names: one address on one schedule. */
export interface ReportUnsubscribe {
  scheduleId: number;
  email: string;
}

const signed = ({ scheduleId, email }: ReportUnsubscribe) =>
  `${scheduleId}.${Buffer.from(email).toString('base64url')}`;

/** The token: whom it names in the clear, and an HMAC over it with a key for this purpose alone. It does not expire. */
export const reportUnsubscribeToken = (secrets: SecretBox, what: ReportUnsubscribe) =>
  `${signed(what)}.${secrets.sign(PURPOSE, signed(what))}`;

export function readReportUnsubscribeToken(secrets: SecretBox, token: string): ReportUnsubscribe | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{1,500})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const what = { scheduleId: Number(match[1]), email: Buffer.from(match[2]!, 'base64url').toString() };
  return secrets.verify(PURPOSE, signed(what), match[3]!) ? what : null;
}

export const reportUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/reports/unsubscribe?token=${encodeURIComponent(token)}`;

/** The schedule and workspace a link names, while its address is still on the schedule; else null. */
export async function unsubscribeTarget(db: Db, what: ReportUnsubscribe) {
  const [found] = await db
    .select({ name: reportSchedules.name, recipients: reportSchedules.recipients, workspace: workspaces.name })
    .from(reportSchedules)
    .innerJoin(workspaces, eq(workspaces.id, reportSchedules.workspaceId))
    .where(eq(reportSchedules.id, what.scheduleId));
  return found && found.recipients.includes(what.email) ? found : null;
}

/** Takes the address off the schedule; audited with the address as who did it. Answers whether it was on it. */
export async function unsubscribeAddress(db: Db, what: ReportUnsubscribe): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(reportSchedules)
      .set({ recipients: sql`array_remove(${reportSchedules.recipients}, ${what.email})` })
      .where(and(eq(reportSchedules.id, what.scheduleId), sql`${what.email} = any(${reportSchedules.recipients})`))
      .returning({ workspaceId: reportSchedules.workspaceId, name: reportSchedules.name });
    if (!updated) return false;
    await recordAudit(
      tx,
      updated.workspaceId,
      { userId: null, name: what.email },
      'report_schedule.unsubscribed',
      updated.name,
      { email: what.email },
    );
    return true;
  });
}
