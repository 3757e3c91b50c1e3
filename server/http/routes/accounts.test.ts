/**
 * A team's own workspace from an empty database: first start, sign-up, invitations (with their email), and the
 * login of a person of several workspaces.
 */
import { eq } from 'drizzle-orm';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { users, workspaces } from '../../db/schema.ts';
import { apiClient } from '../../testing/api.ts';
import { DASHBOARD, DEMO_APP, formFields, pkcePair, submitLogin } from '../../testing/oauth-flow.ts';
import { DEMO, openedPerTest, type TestApp } from '../../testing/test-app.ts';

const open = openedPerTest();

const FIRST = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.test',
  password: 'correct horse battery',
  workspace_name: 'Analytical Engines',
  timezone: 'Europe/London',
};

const post = (t: TestApp, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));
const get = (t: TestApp, path: string) =>
  t.app.inject({ url: `/api${path}` }).then((r) => ({ status: r.statusCode, body: r.json() }));

/** Logs in through the demo application's form and exchanges the code: the token a client would hold. */
async function login(t: TestApp, email: string, password: string, extra: Record<string, string> = {}) {
  const reply = await submitLogin(
    t.app,
    { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri, response_type: 'code', state: 's' },
    { email, password, ...extra },
  );
  return reply;
}

async function exchange(t: TestApp, location: string) {
  const code = new URL(location).searchParams.get('code')!;
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/oauth/getAccessToken?${new URLSearchParams({ ...DEMO_APP, code })}`,
  });
  return reply.json().access_token as string;
}

/** Logs in as the dashboard does (a public client: PKCE), which every installation has: the token it holds. */
async function dashboardLogin(t: TestApp, email: string, password: string): Promise<string> {
  const { verifier, challenge } = pkcePair();
  const reply = await submitLogin(
    t.app,
    { ...DASHBOARD, response_type: 'code', state: 's', code_challenge: challenge, code_challenge_method: 'S256' },
    { email, password },
  );
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(302);
  const code = new URL(String(reply.headers.location)).searchParams.get('code')!;
  const token = await t.app.inject({
    method: 'POST',
    url: `/api/oauth/getAccessToken?${new URLSearchParams({ ...DASHBOARD, code, code_verifier: verifier })}`,
  });
  return token.json().access_token as string;
}

describe('first start', () => {
  it('creates the first owner and workspace once, and they log in to it', async () => {
    const t = await open({ empty: true });
    expect((await get(t, '/setup/get')).body.data).toEqual({ setup_needed: true, signup: 'invite' });

    const short = await post(t, '/setup', { ...FIRST, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'invalid_parameter', field: 'password' });
    const zone = await post(t, '/setup', { ...FIRST, timezone: 'Mars/Olympus' });
    expect(zone.body).toMatchObject({ code: 'invalid_parameter', field: 'timezone' });
    expect(await t.db.select().from(users)).toEqual([]);

    const created = await post(t, '/setup', FIRST);
    expect(created.status).toBe(200);
    expect((await get(t, '/setup/get')).body.data.setup_needed).toBe(false);
    const again = await post(t, '/setup', { ...FIRST, email: 'someone@else.test' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_set_up');

    const me = await apiClient(t, await dashboardLogin(t, 'ada@example.test', FIRST.password)).get('/account/get');
    expect(me.body.data).toMatchObject({
      user: { name: 'Ada Lovelace', email: 'ada@example.test', role: 'owner' },
      workspace: { name: 'Analytical Engines', timezone: 'Europe/London' },
    });
  });

  it('lets one of two setups at once through', async () => {
    const t = await open({ empty: true });
    const answers = await Promise.all([
      post(t, '/setup', FIRST),
      post(t, '/setup', { ...FIRST, email: 'grace@example.test', name: 'Grace Hopper' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(workspaces)).toHaveLength(1);
  });

  it('is refused on the demo database, where people exist', async () => {
    const t = await open();
    expect((await post(t, '/setup', FIRST)).status).toBe(409);
  });
});

describe('sign-up', () => {
  it('is by invitation unless SIGNUP=open', async () => {
    const t = await open();
    const refused = await post(t, '/signup', FIRST);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/invitation/);
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    expect((await owner.post('/workspaces/create', { name: 'Another', timezone: 'UTC' })).status).toBe(403);
    expect((await owner.get('/workspaces/list')).body.data.can_create).toBe(false);
  });

  it('where open, makes an account and a workspace, one per email', async () => {
    const t = await open({ env: { SIGNUP: 'open' } });
    expect((await post(t, '/signup', FIRST)).status).toBe(200);
    const twice = await post(t, '/signup', { ...FIRST, email: 'ADA@example.test' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('email_taken');
    expect((await post(t, '/signup', { ...FIRST, email: DEMO.owner })).status).toBe(409);
  });
});

/** The invitation link's secret, from the link answered. */
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

describe('invitations', () => {
  it('let a new person in once, with the role given, until they expire', async () => {
    let now = Date.now();
    const t = await open({ now: () => new Date(now) });
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const invited = await owner.post('/invitations/create', { email: 'New.Hire@Example.test', role: 'admin' });
    expect(invited.status).toBe(200);
    const { link, email, role, emailed } = invited.body.data;
    expect({ email, role, emailed }).toEqual({ email: 'new.hire@example.test', role: 'admin', emailed: false });
    expect(link).toMatch(/^http:\/\/localhost:8787\/invite\/[A-Za-z0-9_-]{43}$/);
    expect((await owner.get('/invitations/list')).body.data.map((i: { email: string }) => i.email)).toContain(email);

    const token = tokenOf(link);
    const shown = await get(t, `/invitations/get?token=${token}`);
    expect(shown.body.data).toMatchObject({
      workspace_name: 'Northwind Coffee',
      email,
      role: 'admin',
      invited_by: 'Maya Chen',
      account_exists: false,
    });
    expect((await post(t, '/invitations/accept', { token, password: 'long enough password' })).body.field).toBe('name');
    expect((await post(t, '/invitations/accept', { token, name: 'Nia', password: 'short' })).body.field).toBe(
      'password',
    );
    const accepted = await post(t, '/invitations/accept', {
      token,
      name: 'Nia Okafor',
      password: 'long enough password',
    });
    expect(accepted.status).toBe(200);
    const reused = await post(t, '/invitations/accept', { token, name: 'Mallory', password: 'long enough password' });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('invitation_accepted');

    const reply = await login(t, 'new.hire@example.test', 'long enough password');
    const me = await apiClient(t, await exchange(t, String(reply.headers.location))).get('/account/get');
    expect(me.body.data.user.role).toBe('admin');
    expect(me.body.data.workspace.name).toBe('Northwind Coffee');

    const late = tokenOf(
      (await owner.post('/invitations/create', { email: 'late@example.test', role: 'collaborator' })).body.data.link,
    );
    now += 8 * 86_400_000;
    const expired = await post(t, '/invitations/accept', {
      token: late,
      name: 'Late',
      password: 'long enough password',
    });
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('invitation_expired');
    expect((await get(t, '/invitations/get?token=not-a-real-token')).status).toBe(404);
  });

  it('stop when withdrawn or replaced, and only owners and admins send them', async () => {
    const t = await open();
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    expect((await collab.post('/invitations/create', { email: 'x@example.test', role: 'collaborator' })).status).toBe(
      403,
    );
    expect((await collab.get('/invitations/list')).status).toBe(403);
    expect((await owner.post('/invitations/create', { email: DEMO.collab, role: 'admin' })).status).toBe(409);

    const first = (await owner.post('/invitations/create', { email: 'twice@example.test', role: 'collaborator' })).body
      .data;
    const second = (await owner.post('/invitations/create', { email: 'twice@example.test', role: 'admin' })).body.data;
    const replaced = await post(t, '/invitations/accept', {
      token: tokenOf(first.link),
      name: 'T',
      password: 'long enough password',
    });
    expect(replaced.body.code).toBe('invitation_revoked');
    expect((await owner.post('/invitations/revoke', { invitation_id: second.invitation_id })).status).toBe(200);
    expect((await owner.post('/invitations/revoke', { invitation_id: second.invitation_id })).status).toBe(409);
    const withdrawn = await post(t, '/invitations/accept', {
      token: tokenOf(second.link),
      name: 'T',
      password: 'long enough password',
    });
    expect(withdrawn.body.code).toBe('invitation_revoked');

    const other = apiClient(t, await t.tokenFor(DEMO.other));
    expect((await other.post('/invitations/revoke', { invitation_id: first.invitation_id })).status).toBe(404);
  });

  it('join an existing account with its own password, which then has two workspaces to log in to', async () => {
    const t = await open();
    const owner = apiClient(t, await t.tokenFor(DEMO.other));
    const { link } = (await owner.post('/invitations/create', { email: DEMO.owner, role: 'collaborator' })).body.data;
    const token = tokenOf(link);
    expect((await get(t, `/invitations/get?token=${token}`)).body.data.account_exists).toBe(true);
    const wrong = await post(t, '/invitations/accept', { token, password: 'not her password' });
    expect(wrong.status).toBe(401);
    expect((await post(t, '/invitations/accept', { token, password: DEMO.password })).status).toBe(200);

    // The login form now asks which workspace, with a ticket instead of the password.
    const first = await login(t, DEMO.owner, DEMO.password);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Choose a workspace');
    expect(first.body).toContain('Northwind Coffee');
    expect(first.body).toContain('Harbor Books');
    const fields = formFields(first.body);
    expect(fields.password).toBeUndefined();
    const harbor = /value="(\d+)"[^>]*> Harbor Books/.exec(first.body)![1]!;
    // The cookies the browser holds now: the login session's (its CSRF value is bound to it) and the device's.
    const cookie = [first.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    const choose = (workspaceId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams({ ...fields, workspace_id: workspaceId }).toString(),
      });
    const chosen = await choose(harbor);
    expect(chosen.statusCode).toBe(302);
    const me = await apiClient(t, await exchange(t, String(chosen.headers.location))).get('/account/get');
    expect(me.body.data).toMatchObject({ user: { role: 'collaborator' }, workspace: { name: 'Harbor Books' } });
    // The ticket was spent.
    const again = await choose(harbor);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('enter your email and password again');

    // A form that names the workspace skips the step.
    const direct = await login(t, DEMO.owner, DEMO.password, { workspace_id: harbor });
    expect(direct.statusCode).toBe(302);
  });
});

describe('invitation emails', () => {
  it('go out through SMTP_URL with the link, to a real SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString());
          done();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const port = (server.server.address() as AddressInfo).port;
    try {
      const t = await open({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Desk <desk@example.test>' } });
      const owner = apiClient(t, await t.tokenFor(DEMO.owner));
      const invited = await owner.post('/invitations/create', { email: 'mail@example.test', role: 'collaborator' });
      expect(invited.body.data.emailed).toBe(true);
      expect(received).toHaveLength(1);
      const mail = received[0]!.replace(/=\r\n/g, '');
      expect(mail).toMatch(/^To: mail@example\.test/m);
      expect(mail).toMatch(/^From: Desk <desk@example\.test>/m);
      expect(mail).toContain('Maya Chen invites you to join Northwind Coffee');
      expect(mail).toContain(invited.body.data.link);
      expect(t.logs()).not.toContain(tokenOf(invited.body.data.link));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('still answer the link to copy when the mail server is down', async () => {
    const t = await open({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const invited = await owner.post('/invitations/create', { email: 'down@example.test', role: 'collaborator' });
    expect(invited.status).toBe(200);
    expect(invited.body.data.emailed).toBe(false);
    expect(t.logs()).toContain('invitation email not sent');
  });
});

describe('the workspace switcher', () => {
  it('trades a dashboard token for one of another workspace of the same person', async () => {
    const t = await open({ env: { SIGNUP: 'open' } });
    const dashboard = await t.tokenFor(DEMO.owner, { clientId: 'dashboard' });
    const me = apiClient(t, dashboard);
    const created = await me.post('/workspaces/create', { name: 'Northwind Roastery', timezone: 'Asia/Tokyo' });
    expect(created.status).toBe(200);
    const list = (await me.get('/workspaces/list')).body.data;
    expect(list.workspaces.map((w: { name: string; current: boolean }) => [w.name, w.current])).toEqual([
      ['Northwind Coffee', true],
      ['Northwind Roastery', false],
    ]);
    const switched = await me.post('/oauth/switchWorkspace', { workspace_id: created.body.data.workspace_id });
    expect(switched.status).toBe(200);
    const there = await apiClient(t, switched.body.access_token).get('/account/get');
    expect(there.body.data.workspace).toMatchObject({ name: 'Northwind Roastery', timezone: 'Asia/Tokyo' });
    expect((await me.get('/account/get')).status).toBe(401);

    const [harbor] = await t.db.select().from(workspaces).where(eq(workspaces.name, 'Harbor Books'));
    const stranger = apiClient(t, switched.body.access_token);
    expect((await stranger.post('/oauth/switchWorkspace', { workspace_id: harbor!.id })).status).toBe(404);
    const app = apiClient(t, await t.tokenFor(DEMO.owner));
    expect((await app.post('/oauth/switchWorkspace', { workspace_id: created.body.data.workspace_id })).status).toBe(
      403,
    );
  });
});
