/**
 * Scheduled results reports (issue 38, decision 079): kept by owners and admins, refused to collaborators and
 * clients, refused with nothing changed on bad input, another workspace's as the same 404, audited, and refused with
 * 409 mail_not_configured while the service has no SMTP_URL (the list still answers).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, memberships, reportSchedules, users } from '../../db/schema.ts';
import { apiClient, demoChannels } from '../../testing/api.ts';
import { demoTeam } from '../../testing/demo-team.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let team: Awaited<ReturnType<typeof demoTeam>>;

// Friday 27 November 2026, 05:00 in the demo's zone (America/New_York).
const NOW = new Date('2026-11-27T10:00:00Z');

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  t = await createTestApp({ now: () => NOW, env: { SMTP_URL: smtp.url } });
  team = await demoTeam(t);
});
afterEach(() => t.close());

const weekly = {
  name: 'Weekly for the boss',
  frequency: 'weekly',
  weekday: 'mon',
  time: '08:00',
  recipients: 'Boss@Example.com, agency@example.org',
};
const rows = () => t.db.select().from(reportSchedules).orderBy(asc(reportSchedules.id));
const auditOf = (action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, team.workspaceId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.id));

function expectError(reply: { status: number; body: Record<string, unknown> }, status: number, code: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ status: 'error', code });
  expect(typeof reply.body.message).toBe('string');
}

describe('scheduled reports', () => {
  it('are made, listed, changed and deleted by owners and admins, each in the audit log', async () => {
    const created = await team.maya.api.post('/reports/schedules/create', {
      ...weekly,
      channel_ids: `${team.ch[1]}_${team.ch[5]}`,
      attach_csv: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Weekly for the boss',
      frequency: 'weekly',
      weekday: 'mon',
      month_day: null,
      time: '08:00',
      recipients: ['boss@example.com', 'agency@example.org'],
      channel_ids: [String(team.ch[1]), String(team.ch[5])],
      attach_csv: 1,
      // The next Monday, 08:00 in the workspace zone.
      next_run_at: '2026-11-30 08:00:00',
      last_sent_at: null,
      last_error: null,
      created_by: 'Maya Chen',
    });
    const [row] = await rows();
    expect(row!.nextRunAt.toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect((await auditOf('report_schedule.created'))[0]).toMatchObject({
      target: 'Weekly for the boss',
      actorName: 'Maya Chen',
    });

    const id = created.body.data.schedule_id as string;
    const changed = await team.priya.api.post('/reports/schedules/update', {
      schedule_id: id,
      frequency: 'monthly',
      month_day: 1,
      time: '07:30',
      channel_ids: '',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      frequency: 'monthly',
      weekday: null,
      month_day: 1,
      time: '07:30',
      channel_ids: [],
      next_run_at: '2026-12-01 07:30:00',
      created_by: 'Maya Chen',
    });
    expect((await auditOf('report_schedule.updated'))[0]).toMatchObject({
      actorName: 'Priya Shah',
      details: { frequency: 'monthly', when: 'day 1', time: '07:30', channels: 'all' },
    });

    const listed = await team.priya.api.get('/reports/schedules');
    expect(listed.body.data.mail_enabled).toBe(1);
    expect(listed.body.data.schedules.map((s: { schedule_id: string }) => s.schedule_id)).toEqual([id]);

    const deleted = await team.maya.api.post('/reports/schedules/delete', { schedule_id: id });
    expect(deleted.status).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await auditOf('report_schedule.deleted'))[0]).toMatchObject({ target: 'Weekly for the boss' });
  });

  it('are refused to collaborators and clients, and nothing changes', async () => {
    const created = await team.maya.api.post('/reports/schedules/create', weekly);
    const id = created.body.data.schedule_id as string;
    expectError(await team.sam.api.get('/reports/schedules'), 403, 'forbidden');
    expectError(await team.sam.api.post('/reports/schedules/create', weekly), 403, 'forbidden');
    expectError(
      await team.lee.api.post('/reports/schedules/update', { schedule_id: id, name: 'Mine' }),
      403,
      'forbidden',
    );
    expectError(await team.lee.api.post('/reports/schedules/delete', { schedule_id: id }), 403, 'forbidden');
    const [user] = await t.db
      .insert(users)
      .values({ email: 'cleo@client.test', name: 'Cleo', passwordHash: 'x' })
      .returning();
    await t.db.insert(memberships).values({ workspaceId: team.workspaceId, userId: user!.id, role: 'client' });
    const client = apiClient(t, await t.tokenFor('cleo@client.test'));
    expectError(await client.get('/reports/schedules'), 403, 'forbidden');
    expectError(await client.post('/reports/schedules/create', weekly), 403, 'forbidden');
    expect((await rows()).map((r) => r.name)).toEqual(['Weekly for the boss']);
  });

  it("are the workspace's own: another workspace's schedule or channel is the same 404 as none", async () => {
    const created = await team.maya.api.post('/reports/schedules/create', weekly);
    const id = created.body.data.schedule_id as string;
    for (const schedule_id of [id, '999999']) {
      expectError(
        await team.alex.api.post('/reports/schedules/update', { schedule_id, name: 'Taken' }),
        404,
        'not_found',
      );
      expectError(await team.alex.api.post('/reports/schedules/delete', { schedule_id }), 404, 'not_found');
    }
    expect((await team.alex.api.get('/reports/schedules')).body.data.schedules).toEqual([]);
    const theirs = String((await demoChannels(team.alex.api))[1]);
    const foreign = await team.maya.api.post('/reports/schedules/create', { ...weekly, channel_ids: theirs });
    expectError(foreign, 404, 'not_found');
    expect(foreign.body.field).toBe('channel_ids');
    expect((await rows()).map((r) => r.name)).toEqual(['Weekly for the boss']);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ ...weekly, name: ' ' }, 'name'],
      [{ ...weekly, frequency: 'daily' }, 'frequency'],
      [{ ...weekly, weekday: 'monday' }, 'weekday'],
      [{ ...weekly, weekday: undefined as unknown as string }, 'weekday'],
      [{ ...weekly, month_day: 3 }, 'month_day'],
      [{ ...weekly, frequency: 'monthly', weekday: undefined as unknown as string, month_day: 29 }, 'month_day'],
      [{ ...weekly, frequency: 'monthly', weekday: undefined as unknown as string }, 'month_day'],
      [{ ...weekly, time: '24:00' }, 'time'],
      [{ ...weekly, time: '8:00' }, 'time'],
      [{ ...weekly, recipients: '' }, 'recipients'],
      [{ ...weekly, recipients: 'boss@example.com, not an address' }, 'recipients'],
      [{ ...weekly, recipients: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`).join(',') }, 'recipients'],
      [{ ...weekly, channel_ids: '1_x' }, 'channel_ids'],
      [{ ...weekly, attach_csv: 2 }, 'attach_csv'],
    ];
    for (const [params, field] of cases) {
      const reply = await team.maya.api.post('/reports/schedules/create', params);
      expectError(reply, 400, reply.body.code as string);
      expect(reply.body.field, JSON.stringify(params)).toBe(field);
    }
    const created = await team.maya.api.post('/reports/schedules/create', weekly);
    const id = created.body.data.schedule_id as string;
    const nothing = await team.maya.api.post('/reports/schedules/update', { schedule_id: id });
    expectError(nothing, 400, 'missing_parameter');
    const monthDay = await team.maya.api.post('/reports/schedules/update', { schedule_id: id, month_day: 4 });
    expect(monthDay.body.field).toBe('month_day');
    const toMonthly = await team.maya.api.post('/reports/schedules/update', { schedule_id: id, frequency: 'monthly' });
    expect(toMonthly.body.field).toBe('month_day');
    expect((await rows()).map((r) => [r.frequency, r.weekday, r.monthDay])).toEqual([['weekly', 1, null]]);
    expect(await auditOf('report_schedule.updated')).toEqual([]);
  });
});

describe('scheduled reports without SMTP_URL', () => {
  it('are refused with 409 mail_not_configured, while the list still answers', async () => {
    const plain = await createTestApp({ now: () => NOW });
    try {
      const maya = (await demoTeam(plain)).maya;
      const refused = await maya.api.post('/reports/schedules/create', weekly);
      expectError(refused, 409, 'mail_not_configured');
      expect(refused.body.message).toContain('SMTP_URL');
      const listed = await maya.api.get('/reports/schedules');
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual({ mail_enabled: 0, schedules: [] });
      expect(await plain.db.select().from(reportSchedules)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
