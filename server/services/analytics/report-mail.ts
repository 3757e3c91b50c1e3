import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { channels, reportSchedules, workspaces, type ReportScheduleRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { channelName } from '../../domain/audit-subjects.ts';
import type { Log } from '../../domain/log.ts';
import {
  nextRunAfter,
  REPORT_RETRIES,
  REPORT_RETRY_MS,
  reportPeriod,
  runAtOrBefore,
} from '../../domain/report-schedule.ts';
import type { SecretBox } from '../channels/secret-box.ts';
import type { Mail, MailAttachment, Mailer } from '../mail/mailer.ts';
import type { MediaStorage } from '../media/storage.ts';
import { linkOrigin } from '../outbox/links.ts';
import { everyInterval } from '../system/rounds.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { reportInput } from './report.ts';
import { reportCsv, reportFilename } from './report-csv.ts';
import { renderReportPdf, ReportBusy } from './report-pdf.ts';
import { reportUnsubscribeToken, reportUnsubscribeUrl } from './report-schedules.ts';

// Scheduled results reports by email (decision 079): every five minutes, one due schedule at a time.

export interface ReportMailDeps {
  db: Db;
  config: Config;
  secrets: SecretBox;
  mailer: Mailer;
  media: MediaStorage;
  log: Log;
  now: () => Date;
}

export const REPORT_MAIL_ROUND_MS = 5 * 60_000;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Takes the next due schedule for this instance: the row `FOR UPDATE SKIP LOCKED` (another instance passes it by),
 * its next_run_at moved 15 minutes on before anything is sent, so that an instance that dies mid-send leaves it to be
 * tried again then, and no other instance takes it meanwhile. Answers it with its workspace, or null when none is due.
 */
async function claimDue(db: Db, now: Date) {
  return inTransaction(db, async (tx) => {
    const [due] = await tx
      .select()
      .from(reportSchedules)
      .where(lte(reportSchedules.nextRunAt, now))
      .orderBy(reportSchedules.nextRunAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    await tx
      .update(reportSchedules)
      .set({ nextRunAt: new Date(now.getTime() + REPORT_RETRY_MS) })
      .where(eq(reportSchedules.id, due.id));
    const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.id, due.workspaceId));
    return { schedule: due, workspace: workspace! };
  });
}

/**
 * Who reads the report: the workspace itself, as a reader of its own results (the read services look at the
 * workspace, its zone and name alone). Not the schedule's maker: they may have left, and the report is the
 * workspace's.
 */
const readerOf = (workspace: typeof workspaces.$inferSelect, now: Date): AuthContext => ({
  tokenId: 0,
  userId: 0,
  userName: 'Scheduled report',
  userPicture: '',
  email: '',
  role: 'admin',
  workspaceId: workspace.id,
  workspaceName: workspace.name,
  timezone: workspace.timezone,
  clock: workspace.clock,
  approvalRequired: workspace.approvalRequired,
  clientId: 'report-mail',
  expiresAt: new Date(now.getTime() + REPORT_RETRY_MS),
});

/** The files of a run: a PDF (and a CSV) of the workspace, or of each chosen channel still there. */
async function attachmentsOf(
  deps: ReportMailDeps,
  auth: AuthContext,
  schedule: ReportScheduleRow,
  period: { from: string; to: string },
): Promise<MailAttachment[]> {
  const chosen = schedule.channelIds ?? [];
  const present = chosen.length
    ? (
        await deps.db
          .select({ id: channels.id, name: channels.name, channelType: channels.channelType })
          .from(channels)
          .where(and(eq(channels.workspaceId, auth.workspaceId), inArray(channels.id, chosen)))
      ).sort((a, b) => chosen.indexOf(a.id) - chosen.indexOf(b.id))
    : [];
  if (chosen.length && !present.length) throw new Error('None of the chosen channels is in the workspace any more.');
  const parts: { channelId?: number; suffix: string }[] = present.length
    ? present.map((channel) => ({ channelId: channel.id, suffix: `-${slug(channelName(channel)) || channel.id}` }))
    : [{ suffix: '' }];
  const files: MailAttachment[] = [];
  for (const part of parts) {
    const query = { ...period, channelId: part.channelId };
    const pdf = await renderReportPdf(await reportInput(deps, auth, { ...query, posts: 'top' }));
    const named = (ext: 'pdf' | 'csv') => reportFilename(period, ext).replace(`.${ext}`, `${part.suffix}.${ext}`);
    files.push({ filename: named('pdf'), content: Buffer.from(pdf), contentType: 'application/pdf' });
    if (schedule.attachCsv)
      files.push({
        filename: named('csv'),
        content: reportCsv(await reportInput(deps, auth, { ...query, posts: 'every' }), 'posts'),
        contentType: 'text/csv; charset=utf-8',
      });
  }
  return files;
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 40);

/** One recipient's mail: what is attached, the range, and the signed link that takes the address off. */
export function reportMail(what: {
  to: string;
  workspace: string;
  schedule: string;
  period: { from: string; to: string };
  files: string[];
  unsubscribe: string;
}): Mail {
  const range = `${what.period.from} to ${what.period.to}`;
  const files = what.files.join(', ');
  return {
    to: what.to,
    subject: `${what.schedule}: results of ${what.workspace}, ${range}`,
    text: [
      `The results of ${what.workspace} from ${range} are attached (${files}).`,
      '',
      `You get this report, “${what.schedule}”, because someone at ${what.workspace} added your address to it.`,
      `To stop getting it: ${what.unsubscribe}`,
    ].join('\n'),
    html: `<p>The results of ${escape(what.workspace)} from ${escape(range)} are attached (${escape(files)}).</p>
<p style="color:#666;font-size:13px">You get this report, “${escape(what.schedule)}”, because someone at ${escape(what.workspace)} added your address to it. <a href="${escape(what.unsubscribe)}">Stop getting this report</a>.</p>`,
    headers: {
      'List-Unsubscribe': `<${what.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const whenOf = (schedule: ReportScheduleRow) => ({
  frequency: schedule.frequency,
  weekday: schedule.weekday,
  monthDay: schedule.monthDay,
  time: schedule.time,
});

/** Sends one claimed schedule's run; throws what went wrong. */
async function send(deps: ReportMailDeps, claimed: NonNullable<Awaited<ReturnType<typeof claimDue>>>, now: Date) {
  const { schedule, workspace } = claimed;
  // The run this send belongs to (a retry 15 minutes late still tells of the same period).
  const run = runAtOrBefore(whenOf(schedule), workspace.timezone, now);
  const period = reportPeriod(schedule.frequency, run, workspace.timezone);
  if (schedule.recipients.length === 0) throw new Error('Nobody gets this report: every address unsubscribed.');
  const files = await attachmentsOf(deps, readerOf(workspace, now), schedule, period);
  const origin = linkOrigin(deps.config);
  for (const to of schedule.recipients) {
    const mail = reportMail({
      to,
      workspace: workspace.name,
      schedule: schedule.name,
      period,
      files: files.map((file) => file.filename),
      unsubscribe: reportUnsubscribeUrl(
        origin,
        reportUnsubscribeToken(deps.secrets, { scheduleId: schedule.id, email: to }),
      ),
    });
    await deps.mailer.send({ ...mail, attachments: files });
  }
}

/**
 * One round: each due schedule in turn, claimed one at a time. A sent one goes next at its next slot; a failed one
 * again in 15 minutes, up to three times, then at its next slot, its error kept for Settings → Reports. A report
 * refused because two PDFs are being drawn already is tried at the next round, not counted as a failure.
 */
export async function reportMailRound(deps: ReportMailDeps, now: Date): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    // A claimed schedule is due again 15 minutes on at the earliest: the loop ends when none is due now.
    const claimed = await claimDue(deps.db, now);
    if (!claimed) break;
    const { schedule, workspace } = claimed;
    const when = whenOf(schedule);
    try {
      await send(deps, claimed, now);
    } catch (error) {
      if (error instanceof ReportBusy) {
        await deps.db.update(reportSchedules).set({ nextRunAt: now }).where(eq(reportSchedules.id, schedule.id));
        break;
      }
      failed++;
      const tries = schedule.tries + 1;
      const message = (error as Error).message.slice(0, 500);
      await deps.db
        .update(reportSchedules)
        .set(
          tries > REPORT_RETRIES
            ? { tries: 0, lastError: message, nextRunAt: nextRunAfter(when, workspace.timezone, now) }
            : { tries, lastError: message, nextRunAt: new Date(now.getTime() + REPORT_RETRY_MS) },
        )
        .where(eq(reportSchedules.id, schedule.id));
      // The mail server's words, never the mail's links (they carry unsubscribe tokens).
      deps.log.warn(
        { err: { message }, workspaceId: workspace.id, scheduleId: schedule.id, tries },
        tries > REPORT_RETRIES
          ? 'scheduled report not sent; it waits for its next period'
          : 'scheduled report not sent; retried in 15 minutes',
      );
      continue;
    }
    await deps.db
      .update(reportSchedules)
      .set({ tries: 0, lastError: null, lastSentAt: now, nextRunAt: nextRunAfter(when, workspace.timezone, now) })
      .where(eq(reportSchedules.id, schedule.id));
    sent++;
  }
  return { sent, failed };
}

/** Mails scheduled reports every five minutes on every instance; without SMTP_URL it does not start. */
export function startReportMail(deps: ReportMailDeps, intervalMs = REPORT_MAIL_ROUND_MS): () => Promise<void> {
  if (!deps.mailer.enabled) return async () => undefined;
  const failed = 'mailing scheduled reports failed; the next round retries';
  return everyInterval({ log: deps.log, job: 'report-mail', intervalMs, failed }, async (log) => {
    const { sent, failed: refused } = await reportMailRound({ ...deps, log }, deps.now());
    if (sent || refused) log.info({ sent, failed: refused }, 'mailed scheduled reports');
  });
}
