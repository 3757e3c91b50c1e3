/**
 * A new team's first hour (issue 33): creating the workspace logs its owner in, the getting-started guide ticks
 * itself off from what the workspace holds, every client that can act on the workspace is listed, and the
 * dashboard's own login reads as the product's.
 */
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { apiClient } from '../../testing/api.ts';
import { DASHBOARD, DEMO_APP, pkcePair } from '../../testing/oauth-flow.ts';
import { DEMO, openedPerTest, type TestApp } from '../../testing/test-app.ts';

const open = openedPerTest();

const FIRST = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  password: 'correct horse battery',
  workspace_name: 'Analytical Engines',
  timezone: 'Europe/London',
};

const post = (t: TestApp, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

/** Trades a code for a token as the dashboard does (PKCE, no secret). */
async function exchange(t: TestApp, code: string, verifier: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/oauth/getAccessToken?${new URLSearchParams({ ...DASHBOARD, code, code_verifier: verifier, grant_type: 'authorization_code' })}`,
  });
  return { status: reply.statusCode, token: reply.json().access_token as string | undefined };
}

describe('creating the workspace', () => {
  it('answers a login code that the dashboard trades for its owner’s token, once', async () => {
    const t = await open({ empty: true });
    const { verifier, challenge } = pkcePair();
    const created = await post(t, '/setup', {
      ...FIRST,
      code_challenge: challenge,
      redirect_uri: DASHBOARD.redirect_uri,
    });
    expect(created.status).toBe(200);
    const code = created.body.data.login_code as string;
    expect(code).toMatch(/\S{20,}/);

    expect((await exchange(t, code, 'a'.repeat(43))).status).toBe(400);
    const traded = await exchange(t, code, verifier);
    expect(traded.status).toBe(200);
    const me = await apiClient(t, traded.token!).get('/account/get');
    expect(me.body.data).toMatchObject({
      user: { email: 'ada@example.test', role: 'owner' },
      workspace: { name: 'Analytical Engines' },
    });
    // A code works once: the second trade is refused (and revokes what the first gave, RFC 6749 §4.1.2).
    expect((await exchange(t, code, verifier)).status).toBe(400);
  });

  it('without a login asked for, answers no code, as before', async () => {
    const t = await open({ empty: true });
    const created = await post(t, '/setup', FIRST);
    expect(created.status).toBe(200);
    expect(created.body.data).not.toHaveProperty('login_code');
  });

  it('refuses a login for another address or half a login, and creates nothing', async () => {
    const t = await open({ empty: true });
    const { challenge } = pkcePair();
    const elsewhere = await post(t, '/setup', {
      ...FIRST,
      code_challenge: challenge,
      redirect_uri: 'https://attacker.example/oauth/callback',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ code: 'invalid_parameter', field: 'redirect_uri' });
    const half = await post(t, '/setup', { ...FIRST, code_challenge: challenge });
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({ code: 'missing_parameter', field: 'redirect_uri' });
    const badChallenge = await post(t, '/setup', {
      ...FIRST,
      code_challenge: 'short',
      redirect_uri: DASHBOARD.redirect_uri,
    });
    expect(badChallenge.status).toBe(400);
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('logs in a person who joins by invitation too', async () => {
    const t = await open();
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const invited = await owner.post('/invitations/create', { email: 'newcomer@example.test', role: 'collaborator' });
    const link = new URL(invited.body.data.link as string);
    const { verifier, challenge } = pkcePair();
    const joined = await post(t, '/invitations/accept', {
      token: link.pathname.split('/').at(-1),
      name: 'New Comer',
      password: 'a long enough password',
      code_challenge: challenge,
      redirect_uri: DASHBOARD.redirect_uri,
    });
    expect(joined.status).toBe(200);
    const traded = await exchange(t, joined.body.data.login_code, verifier);
    const me = await apiClient(t, traded.token!).get('/account/get');
    expect(me.body.data).toMatchObject({ user: { email: 'newcomer@example.test', role: 'collaborator' } });
  });
});

describe('the getting-started guide', () => {
  async function newTeam() {
    const t = await open({ empty: true });
    await post(t, '/setup', FIRST);
    const [ada] = await t.db.select().from(users);
    const owner = apiClient(t, await t.tokenFor(ada!.email, { clientId: 'dashboard' }));
    return { t, owner };
  }

  it('ticks each step off from what the workspace holds, and goes away when all are done', async () => {
    const { owner } = await newTeam();
    const guide = async () => (await owner.get('/onboarding/get')).body.data;
    expect(await guide()).toEqual({
      steps: { channels: false, team: false, schedule: false, first_post: false },
      done: 0,
      total: 4,
      dismissed: false,
      show: true,
    });

    const channel = await owner.post('/channels/connect', { network: 'sandbox', channel_type: 1, name: 'Practice' });
    expect(channel.status).toBe(200);
    expect((await guide()).steps).toMatchObject({ channels: true, team: false });

    await owner.post('/invitations/create', { email: 'grace@example.test', role: 'admin' });
    expect((await guide()).steps).toMatchObject({ team: true, schedule: false });

    // Saving a channel's schedule counts as checking it, as confirming the times as they are does.
    await owner.post('/channels/updateSchedule', { channel_id: channel.body.data.channel_id, mon: '08:00' });
    expect((await guide()).steps.schedule).toBe(true);

    const created = await owner.post('/posts/create', {
      channel_ids: channel.body.data.channel_id,
      message: 'Our first post',
    });
    expect(created.status).toBe(200);
    expect(await guide()).toMatchObject({ done: 4, show: false, dismissed: false });
  });

  it('is ticked by confirming the default schedule, and dismissed per person', async () => {
    const { t, owner } = await newTeam();
    const confirmed = await owner.post('/onboarding/update', { schedule_checked: 1 });
    expect(confirmed.body.data).toMatchObject({ steps: { schedule: true }, done: 1, show: true });

    const dismissed = await owner.post('/onboarding/update', { dismissed: 1 });
    expect(dismissed.body.data).toMatchObject({ dismissed: true, show: false });
    // Another admin of the same workspace still sees it.
    const invited = await owner.post('/invitations/create', { email: 'grace@example.test', role: 'admin' });
    await post(t, '/invitations/accept', {
      token: new URL(invited.body.data.link as string).pathname.split('/').at(-1),
      name: 'Grace Hopper',
      password: 'a long enough password',
    });
    const grace = apiClient(t, await t.tokenFor('grace@example.test', { clientId: 'dashboard' }));
    expect((await grace.get('/onboarding/get')).body.data).toMatchObject({ show: true, steps: { team: true } });

    const back = await owner.post('/onboarding/update', { dismissed: 0 });
    expect(back.body.data).toMatchObject({ dismissed: false, show: true });
  });

  it('is not offered to collaborators, who may not confirm the schedule', async () => {
    const t = await open();
    const collaborator = apiClient(t, await t.tokenFor(DEMO.collab));
    expect((await collaborator.get('/onboarding/get')).body.data.show).toBe(false);
    const refused = await collaborator.post('/onboarding/update', { schedule_checked: 1, dismissed: 1 });
    expect(refused.status).toBe(403);
    // The refusal changed nothing: the dismissal that came with it was not kept.
    expect((await collaborator.get('/onboarding/get')).body.data.dismissed).toBe(false);
  });
});

describe('API applications', () => {
  it('lists the demo’s client, marked as the demo’s, which the workspace cannot rotate or delete', async () => {
    const t = await open();
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    await owner.post('/apps/create', { name: 'CRM sync', redirect_uris: 'https://crm.example/callback' });
    const listed = (await owner.get('/apps/list')).body.data as { client_id: string; source: string }[];
    expect(listed.map((app) => [app.client_id.startsWith('app_') ? 'app_…' : app.client_id, app.source])).toEqual([
      ['app_…', 'workspace'],
      [DEMO_APP.client_id, 'demo'],
    ]);
    const rotate = await owner.post('/apps/rotateSecret', { client_id: DEMO_APP.client_id });
    expect(rotate.status).toBe(403);
    expect(rotate.body.message).toMatch(/server’s own client/);
    expect((await owner.post('/apps/delete', { client_id: DEMO_APP.client_id })).status).toBe(403);
    expect((await owner.post('/apps/delete', { client_id: 'dashboard' })).status).toBe(403);
  });

  it('counts an installation client’s tokens in this workspace only', async () => {
    const t = await open();
    const other = apiClient(t, await t.tokenFor(DEMO.other, { clientId: DEMO_APP.client_id }));
    const owner = apiClient(t, await t.tokenFor(DEMO.owner, { clientId: 'dashboard' }));
    const demoApp = async (api: typeof owner) =>
      ((await api.get('/apps/list')).body.data as { client_id: string; active_tokens: number }[]).find(
        (app) => app.client_id === DEMO_APP.client_id,
      )!;
    expect((await demoApp(owner)).active_tokens).toBe(0);
    expect((await demoApp(other)).active_tokens).toBe(1);
  });
});

describe('the login page', () => {
  const authorize = (t: TestApp, query: Record<string, string>) =>
    t.app.inject({
      url: `/api/oauth/authorize?${new URLSearchParams({ response_type: 'code', state: 's', ...query })}`,
    });

  it('reads as the product’s own login for the dashboard, and as consent for an application', async () => {
    const t = await open();
    const { challenge } = pkcePair();
    const own = await authorize(t, { ...DASHBOARD, code_challenge: challenge, code_challenge_method: 'S256' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Log in with the email and password of your Social Desk account.');
    expect(own.body).not.toContain('asks to use');
    const app = await authorize(t, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    expect(app.body).toContain('Demo API client asks to use your workspace.');
  });
});
