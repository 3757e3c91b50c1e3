/**
 * Scheduled results reports by email (decision 079), on a fake clock and a real SMTP server: one mail per
 * recipient with the PDF (and the CSV) attached, the next run across a clock change, the unsubscribe link taking the
 * address off, and a failed send retried every 15 minutes three times before waiting for the next period.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, reportSchedules } from '../../db/schema.ts';
import { nextRunAfter, reportPeriod, runAtOrBefore, type ReportWhen } from '../../domain/report-schedule.ts';
import { demoTeam } from '../../testing/demo-team.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { openedPerTest } from '../../testing/test-app.ts';
import { reportMailRound } from './report-mail.ts';

const ZONE = 'America/New_York';
const open = openedPerTest();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
afterEach(() => {
  smtp.mails.length = 0;
});

const at = (iso: string) => new Date(iso);
/** The mail's attachments' file names, in order (headers unfolded). */
const attached = (raw: string) =>
  [...raw.replace(/\r?\n[ \t]+/g, ' ').matchAll(/Content-Disposition: attachment; filename=(\S+)/g)].map((m) => m[1]);
const scheduleRow = async (t: Awaited<ReturnType<typeof open>>) => (await t.db.select().from(reportSchedules))[0]!;

/** A service on the demo (America/New_York) with a schedule made through the API on Friday 27 November 2026. */
type Params = Record<string, string | number | undefined>;
async function withSchedule(smtpUrl: string, params: Params | ((ch: Record<number, number>) => Params)) {
  const t = await open({ now: () => at('2026-11-27T10:00:00Z'), env: { SMTP_URL: smtpUrl } });
  const team = await demoTeam(t);
  const created = await team.maya.api.post('/reports/schedules/create', {
    name: 'Weekly results',
    frequency: 'weekly',
    weekday: 'mon',
    time: '08:00',
    recipients: 'boss@example.com,agency@example.org',
    ...(typeof params === 'function' ? params(team.ch) : params),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { t, team };
}

describe('when a schedule runs', () => {
  const weekly: ReportWhen = { frequency: 'weekly', weekday: 7, monthDay: null, time: 8 * 60 };
  const monthly: ReportWhen = { frequency: 'monthly', weekday: null, monthDay: 8, time: 2 * 60 + 30 };

  it('goes at the local time each week, across the end of summer time', () => {
    // Sundays at 08:00 in New York: 12:00 UTC in summer time, 13:00 UTC after it ends on 1 November 2026.
    expect(nextRunAfter(weekly, ZONE, at('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-25T12:00:00.000Z');
    expect(nextRunAfter(weekly, ZONE, at('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(nextRunAfter(weekly, ZONE, at('2026-11-01T12:59:59Z')).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(runAtOrBefore(weekly, ZONE, at('2026-11-01T13:40:00Z')).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(runAtOrBefore(weekly, ZONE, at('2026-11-01T12:40:00Z')).toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });

  it('goes on its day each month; a time the clock skips goes just after the change', () => {
    expect(nextRunAfter(monthly, ZONE, at('2026-01-31T00:00:00Z')).toISOString()).toBe('2026-02-08T07:30:00.000Z');
    // 8 March 2026 at 02:30 does not exist in New York (02:00 becomes 03:00): 03:30 summer time.
    expect(nextRunAfter(monthly, ZONE, at('2026-02-08T07:30:00Z')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(nextRunAfter(monthly, ZONE, at('2026-03-08T07:30:00Z')).toISOString()).toBe('2026-04-08T06:30:00.000Z');
  });

  it('tells of the last full week, Monday to Sunday, or the last calendar month, in the zone', () => {
    expect(reportPeriod('weekly', at('2026-11-30T13:00:00Z'), ZONE)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // Sunday 29 November: that week is not over yet.
    expect(reportPeriod('weekly', at('2026-11-29T13:00:00Z'), ZONE)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // 1 December 02:00 UTC is still 30 November in New York.
    expect(reportPeriod('monthly', at('2026-12-01T02:00:00Z'), ZONE)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(reportPeriod('monthly', at('2026-12-01T13:00:00Z'), ZONE)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('the report mail job', () => {
  it('mails each recipient once with the PDF and CSV attached, then waits for the next week', async () => {
    const { t } = await withSchedule(smtp.url, { attach_csv: 1 });
    const deps = { ...t.deps, now: () => at('2026-11-30T13:01:00Z') };
    // Before Monday 08:00 in New York nothing is due.
    expect(await reportMailRound(deps, at('2026-11-30T12:59:00Z'))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(0);

    expect(await reportMailRound(deps, at('2026-11-30T13:01:00Z'))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['boss@example.com'], ['agency@example.org']]);
    for (const mail of smtp.mails) {
      expect(mail.header('Subject')).toContain('2026-11-23 to 2026-11-29');
      expect(mail.text).toContain('results-2026-11-23-2026-11-29.pdf');
      expect(attached(mail.raw)).toEqual(['results-2026-11-23-2026-11-29.pdf', 'results-2026-11-23-2026-11-29.csv']);
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/);
      expect(mail.raw).toMatch(/Content-Type: text\/csv; charset=utf-8/);
      // The PDF's bytes, base64: "%PDF-".
      expect(mail.raw).toContain('JVBERi0');
      expect(mail.header('List-Unsubscribe')).toMatch(/^<http.*\/api\/reports\/unsubscribe\?token=.+>$/);
      expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    const row = await scheduleRow(t);
    expect(row.lastSentAt?.toISOString()).toBe('2026-11-30T13:01:00.000Z');
    expect(row.nextRunAt.toISOString()).toBe('2026-12-07T13:00:00.000Z');
    expect(row).toMatchObject({ tries: 0, lastError: null });
    // The same round again sends nothing more.
    expect(await reportMailRound(deps, at('2026-11-30T13:06:00Z'))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(2);
  });

  it('attaches no CSV unless asked, and a PDF per chosen channel', async () => {
    const { t } = await withSchedule(smtp.url, (ch) => ({
      frequency: 'monthly',
      weekday: undefined,
      month_day: 1,
      recipients: 'boss@example.com',
      channel_ids: `${ch[1]}_${ch[5]}`,
    }));
    // Tuesday 1 December 08:00 in New York: November's report.
    expect(await reportMailRound(t.deps, at('2026-12-01T13:00:00Z'))).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.mails;
    expect(smtp.mails).toHaveLength(1);
    const files = attached(mail!.raw);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^results-2026-11-01-2026-11-30-.+\.pdf$/);
    expect(new Set(files).size).toBe(2);
    expect(mail!.raw).not.toContain('text/csv');
    expect((await scheduleRow(t)).nextRunAt.toISOString()).toBe('2027-01-01T13:00:00.000Z');
  });

  it('takes an address off the schedule through the unsubscribe link, and a tampered link changes nothing', async () => {
    const { t, team } = await withSchedule(smtp.url, {});
    await reportMailRound(t.deps, at('2026-11-30T13:01:00Z'));
    const link = smtp.mails.find((mail) => mail.to[0] === 'agency@example.org')!.header('List-Unsubscribe')!;
    const path = new URL(link.slice(1, -1)).pathname + new URL(link.slice(1, -1)).search;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Weekly results');
    // Opening the link (a mail scanner) took nobody off.
    expect((await scheduleRow(t)).recipients).toEqual(['boss@example.com', 'agency@example.org']);

    const tampered = path.replace(/token=(\d+)/, (_, id: string) => `token=${Number(id) + 1}`);
    expect((await t.app.inject({ method: 'POST', url: tampered })).statusCode).toBe(404);
    expect((await scheduleRow(t)).recipients).toEqual(['boss@example.com', 'agency@example.org']);

    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('agency@example.org gets no more');
    expect((await scheduleRow(t)).recipients).toEqual(['boss@example.com']);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.workspaceId, team.workspaceId), eq(auditEvents.action, 'report_schedule.unsubscribed')),
      );
    expect(audit).toMatchObject({ actorId: null, actorName: 'agency@example.org', target: 'Weekly results' });
    // Used again: the address is off already.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(404);

    smtp.mails.length = 0;
    await reportMailRound(t.deps, at('2026-12-07T13:01:00Z'));
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['boss@example.com']]);
  });

  it('retries a failed send every 15 minutes three times, then waits for the next period', async () => {
    // A mail server that is gone: its port refuses.
    const gone = await startSmtpServer();
    await gone.close();
    const { t, team } = await withSchedule(gone.url, {});
    const round = (iso: string) => reportMailRound(t.deps, at(iso));

    expect(await round('2026-11-30T13:00:00Z')).toEqual({ sent: 0, failed: 1 });
    let row = await scheduleRow(t);
    expect(row.tries).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextRunAt.toISOString()).toBe('2026-11-30T13:15:00.000Z');
    // Not due before then.
    expect(await round('2026-11-30T13:10:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await round('2026-11-30T13:15:00Z')).toEqual({ sent: 0, failed: 1 });
    expect(await round('2026-11-30T13:30:00Z')).toEqual({ sent: 0, failed: 1 });
    row = await scheduleRow(t);
    expect(row.tries).toBe(3);
    expect(row.nextRunAt.toISOString()).toBe('2026-11-30T13:45:00.000Z');
    expect(await round('2026-11-30T13:45:00Z')).toEqual({ sent: 0, failed: 1 });
    row = await scheduleRow(t);
    // Three retries failed too: the next Monday, the error kept for Settings → Reports.
    expect(row.tries).toBe(0);
    expect(row.nextRunAt.toISOString()).toBe('2026-12-07T13:00:00.000Z');
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.lastSentAt).toBeNull();
    const listed = await team.maya.api.get('/reports/schedules');
    expect(listed.body.data.schedules[0]).toMatchObject({
      next_run_at: '2026-12-07 08:00:00',
      last_sent_at: null,
      last_error: row.lastError,
    });
    expect(t.logs()).not.toContain('token=');
  });
});
