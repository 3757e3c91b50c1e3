// Notifications by email (decision 058), sent to a real local SMTP server, with the service's clock moved by hand.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelName } from '../../domain/audit-subjects.ts';
import { channels, memberships, notifications, users, workspaces } from '../../db/schema.ts';
import { apiClient, type ApiClient } from '../../testing/api.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { issueToken } from '../workspaces/tokens.ts';
import { mailRound } from './mail-job.ts';
import { postDecided, postFailed } from './news.ts';

const ORIGIN = 'https://desk.example.test';
const MINUTE = 60_000;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let clock: number;
let workspaceId: number;
let maya: { id: number; api: ApiClient };
let sam: { id: number; api: ApiClient };
let priya: { id: number; api: ApiClient };
let channelRows: { id: number; name: string; channelType: number }[];

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeEach(async () => {
  smtp.mails.length = 0;
  clock = Date.parse('2026-11-20T14:00:00Z');
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Desk <desk@example.test>', PUBLIC_ORIGIN: ORIGIN },
    now: () => new Date(clock),
  });
  const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.name, 'Northwind Coffee'));
  workspaceId = workspace!.id;
  maya = { id: await userIdOf(DEMO.owner), api: apiClient(t, await t.tokenFor(DEMO.owner)) };
  sam = { id: await userIdOf(DEMO.collab), api: apiClient(t, await t.tokenFor(DEMO.collab)) };
  const [admin] = await t.db
    .insert(users)
    .values({ email: 'priya@demo.test', name: 'Priya Shah', passwordHash: 'not used' })
    .returning();
  await t.db.insert(memberships).values({ workspaceId, userId: admin!.id, role: 'admin' });
  const token = await issueToken(t.db, { clientId: 'dashboard', userId: admin!.id, workspaceId, codeId: null }, 3600);
  priya = { id: admin!.id, api: apiClient(t, token) };
  channelRows = await t.db
    .select({ id: channels.id, name: channels.name, channelType: channels.channelType })
    .from(channels)
    .where(eq(channels.workspaceId, workspaceId))
    .orderBy(channels.id);
});
afterEach(() => t.close());

const round = () => mailRound(t.deps, new Date(clock));
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

/** `n` of Sam's posts failing on a channel, each in its own transaction as the publisher settles them. */
async function failures(n: number, channel: { id: number; name: string; channelType: number }, reason: string) {
  for (let i = 0; i < n; i++)
    await postFailed(
      t.db,
      { id: 100_000 + i, message: `Post ${i}`, channelId: channel.id, workspaceId, creatorId: sam.id },
      channel,
      reason,
      new Date(clock),
    );
}

describe('mails at once', () => {
  it('make a burst of failures one mail per person, a line per channel, once it is quiet a minute', async () => {
    const [first, second] = channelRows;
    await failures(300, first!, 'The network is down');
    await failures(200, second!, 'Token expired');

    expect(await round()).toEqual({ sent: 0, failed: 0 });
    clock += MINUTE;
    expect(await round()).toEqual({ sent: 3, failed: 0 });
    for (const email of [DEMO.owner, DEMO.collab, 'priya@demo.test']) expect(mailsTo(email)).toHaveLength(1);

    const [mail] = mailsTo(DEMO.owner);
    expect(mail!.header('Subject')).toBe('2 new notifications in Northwind Coffee');
    expect(mail!.header('From')).toBe('Desk <desk@example.test>');
    expect(mail!.text).toContain('In Northwind Coffee:');
    expect(mail!.text).toContain(`- 300 posts failed to go out on ${channelName(first!)}`);
    expect(mail!.text).toContain(': The network is down.');
    expect(mail!.text).toContain(`- 200 posts failed to go out on ${channelName(second!)}`);
    expect(mail!.text).toContain(`${ORIGIN}/outbox/${first!.id}`);
    expect(mail!.text).toContain(`${ORIGIN}/settings/profile`);
    expect(mail!.html).toContain(`<a href="${ORIGIN}/outbox/${second!.id}">Open</a>`);
    expect(mail!.header('List-Unsubscribe')).toMatch(
      new RegExp(`^<${ORIGIN}/api/notifications/unsubscribe\\?token=[^>]+>$`),
    );
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Nothing more to tell: no mail repeats.
    clock += MINUTE;
    expect(await round()).toEqual({ sent: 0, failed: 0 });

    // Five more on the first channel gather into the unread entry: the next mail tells of those five.
    await failures(5, first!, 'The network is down');
    clock += MINUTE;
    expect(await round()).toEqual({ sent: 3, failed: 0 });
    const [again] = mailsTo(DEMO.owner).slice(1);
    expect(again!.header('Subject')).toBe(
      `Northwind Coffee: 5 posts failed to go out on ${channelName(first!)}: The network is down`,
    );
    expect(again!.text).not.toContain(channelName(second!));
  });

  it('waits while a burst goes on, but no longer than fifteen minutes', async () => {
    for (let minute = 0; minute < 16; minute++) {
      await failures(3, channelRows[0]!, 'Slow network');
      expect(await round()).toEqual({ sent: 0, failed: 0 });
      clock += 59_000;
    }
    expect((await round()).sent).toBe(3);
  });

  it('leaves out what was read in the bell, and kinds turned off', async () => {
    await failures(10, channelRows[0]!, 'Down');
    expect((await maya.api.post('/notifications/read', { all: 1 })).status).toBe(200);
    expect((await priya.api.post('/notifications/settings', { kind: 'post_failed', email: 'off' })).status).toBe(200);
    clock += MINUTE;
    expect(await round()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.mails.map((mail) => mail.to)).toEqual([[DEMO.collab]]);
  });

  it('gives the entries back when the mail server refuses, and mails them in a later round', async () => {
    await failures(2, channelRows[0]!, 'Down');
    clock += MINUTE;
    const working = t.deps.mailer.send;
    t.deps.mailer.send = async () => {
      throw new Error('421 try again later');
    };
    expect(await round()).toEqual({ sent: 0, failed: 3 });
    expect(t.logs()).toContain('notification email not sent');
    t.deps.mailer.send = working;
    clock += MINUTE;
    expect(await round()).toEqual({ sent: 3, failed: 0 });
  });
});

describe('the daily digest', () => {
  it('goes out at the local hour chosen, with what came since, once', async () => {
    // Tokyo is 23:00 when the post is approved; Sam's digest is at 09:00 there.
    const saved = await sam.api.post('/notifications/settings', { digest_hour: 9, timezone: 'Asia/Tokyo' });
    expect(saved.body.data).toMatchObject({ digest_hour: 9, timezone: 'Asia/Tokyo', digest_zone: 'Asia/Tokyo' });
    const auth = { workspaceId, userId: maya.id, userName: 'Maya Chen' } as Parameters<typeof postDecided>[1];
    await postDecided(
      t.db,
      auth,
      { id: 7, message: 'Our winter blend is here', channelId: channelRows[0]!.id, creatorId: sam.id },
      { approved: true },
      new Date(clock),
    );
    clock += MINUTE;
    expect(await round()).toEqual({ sent: 0, failed: 0 });

    clock = Date.parse('2026-11-20T23:59:00Z'); // 08:59 in Tokyo
    expect(await round()).toEqual({ sent: 0, failed: 0 });
    clock = Date.parse('2026-11-21T00:00:00Z'); // 09:00 in Tokyo
    expect(await round()).toEqual({ sent: 1, failed: 0 });
    const [digest] = mailsTo(DEMO.collab);
    expect(digest!.header('Subject')).toBe('Your daily digest from Northwind Coffee');
    expect(digest!.text).toContain('Maya Chen approved your post on');
    expect(digest!.text).toContain('“Our winter blend is here”');

    clock = Date.parse('2026-11-22T00:00:00Z');
    expect(await round()).toEqual({ sent: 0, failed: 0 });
  });
});

describe('unsubscribe links', () => {
  async function mailedLink() {
    await failures(4, channelRows[0]!, 'Down');
    clock += MINUTE;
    await round();
    const header = mailsTo(DEMO.collab)[0]!.header('List-Unsubscribe')!;
    return new URL(header.slice(1, -1));
  }

  const samsPostFailed = async () => {
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sam.id), eq(notifications.kind, 'post_failed')));
    return row!;
  };
  const samsMode = async () =>
    (await sam.api.get('/notifications/settings')).body.data.kinds.find(
      (k: { kind: string }) => k.kind === 'post_failed',
    ).email;

  it('ask on a page and turn the kind off with one click, without logging in', async () => {
    const link = await mailedLink();
    const page = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop these emails?');
    expect(page.body).toContain('posts that failed to go out');
    expect(page.body).toContain('Northwind Coffee');
    // Opening the page (as a mail scanner does) turns nothing off.
    expect(await samsMode()).toBe('now');

    const clicked = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain('Emails turned off');
    expect(clicked.body).toContain('collab@demo.test gets no more emails from Northwind Coffee');
    expect(clicked.body).toContain(`${ORIGIN}/settings/profile`);
    expect(await samsMode()).toBe('off');

    // The next failures reach the others' mail, not Sam's (the bell still has them).
    await failures(2, channelRows[0]!, 'Down');
    clock += MINUTE;
    expect((await round()).sent).toBe(2);
    expect(mailsTo(DEMO.collab)).toHaveLength(1);
    expect((await samsPostFailed()).count).toBe(6);
  });

  it('refuse a tampered token with a page and change nothing', async () => {
    const link = await mailedLink();
    const token = link.searchParams.get('token')!;
    const [workspace, , kinds, signature] = token.split('.');
    // Another person's id under the same signature, and a signature changed.
    for (const forged of [`${workspace}.${maya.id}.${kinds}.${signature}`, `${token.slice(0, -2)}AA`]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
        payload: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('This link does not work');
    }
    expect(await samsMode()).toBe('now');
    expect((await maya.api.get('/notifications/settings')).body.data.kinds[3]).toMatchObject({
      kind: 'post_failed',
      email: 'now',
    });
  });
});
