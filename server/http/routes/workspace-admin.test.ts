/**
 * Running a workspace: members and roles, API applications, the person's password and sessions, the workspace's
 * settings, and the audit log that records them.
 */
import { describe, expect, it } from 'vitest';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { pkcePair, submitLogin } from '../../testing/oauth-flow.ts';
import { DEMO, openedPerTest, type TestApp } from '../../testing/test-app.ts';

const open = openedPerTest();

async function demo() {
  const t = await open();
  return {
    t,
    owner: apiClient(t, await t.tokenFor(DEMO.owner)),
    collab: apiClient(t, await t.tokenFor(DEMO.collab)),
    other: apiClient(t, await t.tokenFor(DEMO.other)),
  };
}

const idOf = async (api: ApiClient, email: string) =>
  Number(
    (await api.get('/members/list')).body.data.find((m: { email: string }) => m.email === email).user_id as string,
  );

describe('members', () => {
  it('are listed to owners and admins only, and roles change under the owner rules', async () => {
    const { owner, collab, other } = await demo();
    const members = (await owner.get('/members/list')).body.data;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [DEMO.owner, 'owner'],
      [DEMO.collab, 'collaborator'],
    ]);
    expect((await collab.get('/members/list')).status).toBe(403);

    const collabId = await idOf(owner, DEMO.collab);
    const ownerId = await idOf(owner, DEMO.owner);
    const promoted = await owner.post('/members/updateRole', { user_id: collabId, role: 'admin' });
    expect(promoted.body.data.role).toBe('admin');
    // The change holds at once for the member's own token (the token cache forgot it).
    expect((await collab.get('/account/get')).body.data.user.role).toBe('admin');
    // An admin manages collaborators and admins, never owners.
    const refused = await collab.post('/members/updateRole', { user_id: ownerId, role: 'admin' });
    expect(refused.status).toBe(403);
    expect((await collab.post('/members/updateRole', { user_id: collabId, role: 'owner' })).status).toBe(403);
    // The last owner keeps the role.
    const last = await owner.post('/members/updateRole', { user_id: ownerId, role: 'admin' });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('last_owner');
    expect((await owner.post('/members/remove', { user_id: ownerId })).status).toBe(409);
    // Another workspace's person is not found.
    const otherId = Number((await other.get('/account/get')).body.data.user.user_id);
    expect((await owner.post('/members/updateRole', { user_id: otherId, role: 'admin' })).status).toBe(404);
    expect((await owner.post('/members/updateRole', { user_id: collabId, role: 'boss' })).status).toBe(400);
  });

  it('removed, lose their tokens for the workspace at once', async () => {
    const { owner, collab } = await demo();
    expect((await collab.get('/drafts/get')).status).toBe(200);
    expect((await owner.post('/members/remove', { user_id: await idOf(owner, DEMO.collab) })).status).toBe(200);
    const after = await collab.get('/drafts/get');
    expect(after.status).toBe(401);
    expect((await owner.get('/members/list')).body.data).toHaveLength(1);
  });

  it('may leave, but the last owner may not', async () => {
    const { owner, collab } = await demo();
    const me = Number((await collab.get('/account/get')).body.data.user.user_id);
    expect((await collab.post('/members/remove', { user_id: me })).status).toBe(200);
    expect((await collab.get('/account/get')).status).toBe(401);
    const ownerId = Number((await owner.get('/account/get')).body.data.user.user_id);
    expect((await owner.post('/members/remove', { user_id: ownerId })).body.code).toBe('last_owner');
  });

  it('keep an owner when two owners demote each other at once', async () => {
    const { t, owner } = await demo();
    const collabId = await idOf(owner, DEMO.collab);
    await owner.post('/members/updateRole', { user_id: collabId, role: 'owner' });
    const ownerId = await idOf(owner, DEMO.owner);
    const second = apiClient(t, await t.tokenFor(DEMO.collab));
    const answers = await Promise.all([
      owner.post('/members/updateRole', { user_id: collabId, role: 'admin' }),
      second.post('/members/updateRole', { user_id: ownerId, role: 'admin' }),
    ]);
    // The one served second finds either that its caller is no longer an owner, or that its target is the last.
    expect(answers.map((a) => a.status).sort()).toEqual([200, expect.any(Number)]);
    const refused = answers.find((a) => a.status !== 200)!;
    expect(['forbidden', 'last_owner']).toContain(refused.body.code);
    const roles = (await owner.get('/members/list')).body.data.map((m: { role: string }) => m.role);
    expect(roles.filter((r: string) => r === 'owner')).toHaveLength(1);
  });
});

/** The authorization code flow with a registered application, as a client written against the interface runs it. */
async function oauthWith(t: TestApp, app: { client_id: string; client_secret?: string | null }, redirect: string) {
  const pkce = app.client_secret ? undefined : pkcePair();
  const reply = await submitLogin(
    t.app,
    {
      client_id: app.client_id,
      redirect_uri: redirect,
      response_type: 'code',
      state: 'xyz',
      ...(pkce ? { code_challenge: pkce.challenge, code_challenge_method: 'S256' } : {}),
    },
    { email: DEMO.owner, password: DEMO.password },
  );
  if (reply.statusCode !== 302) return { status: reply.statusCode, page: reply.body };
  const code = new URL(String(reply.headers.location)).searchParams.get('code')!;
  const exchange = await t.app.inject({
    method: 'POST',
    url: `/api/oauth/getAccessToken?${new URLSearchParams({
      client_id: app.client_id,
      redirect_uri: redirect,
      code,
      ...(app.client_secret ? { client_secret: app.client_secret } : { code_verifier: pkce!.verifier }),
    })}`,
  });
  return {
    status: exchange.statusCode,
    token: exchange.json().access_token as string | undefined,
    body: exchange.json(),
  };
}

describe('API applications', () => {
  const REDIRECT = 'https://crm.example/oauth/done';

  it('are registered with a secret shown once, complete the OAuth flow, rotate and delete', async () => {
    const { t, owner, collab, other } = await demo();
    expect((await collab.post('/apps/create', { name: 'CRM', redirect_uris: REDIRECT })).status).toBe(403);
    const plain = await owner.post('/apps/create', { name: 'CRM', redirect_uris: 'http://crm.example/cb' });
    expect(plain.status).toBe(400);
    expect(plain.body.field).toBe('redirect_uris');
    expect((await owner.post('/apps/create', { name: 'CRM', redirect_uris: 'https://crm.example/cb#x' })).status).toBe(
      400,
    );

    const created = await owner.post('/apps/create', {
      name: 'CRM sync',
      redirect_uris: `${REDIRECT} http://localhost:4000/cb`,
    });
    expect(created.status).toBe(200);
    const app = created.body.data;
    expect(app.redirect_uris).toEqual([REDIRECT, 'http://localhost:4000/cb']);
    expect(app.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const own = (list: { source: string }[]) => list.filter((entry) => entry.source === 'workspace');
    const listed = (await owner.get('/apps/list')).body.data;
    expect(own(listed)).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(app.client_secret);
    expect(own((await other.get('/apps/list')).body.data)).toEqual([]);

    // The authorize page names the application and its workspace.
    const page = await t.app.inject({
      url: `/api/oauth/authorize?${new URLSearchParams({ client_id: app.client_id, redirect_uri: REDIRECT })}`,
    });
    expect(page.body).toContain('CRM sync, an application of Northwind Coffee, asks to use your workspace.');

    const flow = await oauthWith(t, app, REDIRECT);
    expect(flow.status).toBe(200);
    const client = apiClient(t, flow.token!);
    expect((await client.get('/drafts/get')).status).toBe(200);

    const rotated = await owner.post('/apps/rotateSecret', { client_id: app.client_id });
    expect(rotated.body.data.client_secret).not.toBe(app.client_secret);
    const stale = await oauthWith(t, app, REDIRECT);
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('invalid_client');
    expect((await oauthWith(t, { ...app, client_secret: rotated.body.data.client_secret }, REDIRECT)).status).toBe(200);
    // Tokens issued before the rotation keep working until they expire.
    expect((await client.get('/drafts/get')).status).toBe(200);

    expect((await other.post('/apps/delete', { client_id: app.client_id })).status).toBe(404);
    expect((await owner.post('/apps/delete', { client_id: app.client_id })).status).toBe(200);
    expect((await client.get('/drafts/get')).status).toBe(401);
    expect(own((await owner.get('/apps/list')).body.data)).toEqual([]);
  });

  it('may be public clients, with PKCE and no secret', async () => {
    const { t, owner } = await demo();
    const created = await owner.post('/apps/create', { name: 'Phone app', redirect_uris: REDIRECT, public: 1 });
    const app = created.body.data;
    expect(app.public).toBe(true);
    expect(app.client_secret).toBeNull();
    const flow = await oauthWith(t, app, REDIRECT);
    expect(flow.status).toBe(200);
    expect((await apiClient(t, flow.token!).get('/account/get')).status).toBe(200);
    expect((await owner.post('/apps/rotateSecret', { client_id: app.client_id })).status).toBe(409);
  });

  it('act only for the workspace that registered them', async () => {
    const { t, other } = await demo();
    const app = (await other.post('/apps/create', { name: 'Harbor tool', redirect_uris: REDIRECT })).body.data;
    // Maya is not a member of Harbor Books: the form says so rather than granting her own workspace.
    const flow = await oauthWith(t, app, REDIRECT);
    expect(flow.status).toBe(403);
    expect(flow.page).toContain('Harbor tool is an application of Harbor Books');
  });
});

describe('password and sessions', () => {
  it('a password change ends the other sessions, and the new password logs in', async () => {
    const { t, owner } = await demo();
    const elsewhere = apiClient(t, await t.tokenFor(DEMO.owner));
    const wrong = await owner.post('/account/changePassword', {
      current_password: 'nope',
      new_password: 'a much better password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('current_password');
    const short = await owner.post('/account/changePassword', { current_password: DEMO.password, new_password: 'x' });
    expect(short.body.field).toBe('new_password');

    const changed = await owner.post('/account/changePassword', {
      current_password: DEMO.password,
      new_password: 'a much better password',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.ended_sessions).toBeGreaterThanOrEqual(1);
    expect((await elsewhere.get('/account/get')).status).toBe(401);
    expect((await owner.get('/account/get')).status).toBe(200);
    const old = await submitLogin(
      t.app,
      { client_id: 'demo-app', redirect_uri: 'http://localhost:3000/callback' },
      { email: DEMO.owner, password: DEMO.password },
    );
    expect(old.statusCode).toBe(401);
  });

  it('are listed, ended one by one, or all at once', async () => {
    const { t, owner } = await demo();
    const second = apiClient(t, await t.tokenFor(DEMO.owner));
    const sessions = (await owner.get('/sessions/list')).body.data;
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const secondId = (await second.get('/sessions/list')).body.data.find(
      (s: { current: boolean }) => s.current,
    ).session_id;
    expect((await owner.post('/sessions/revoke', { session_id: secondId })).status).toBe(200);
    expect((await second.get('/account/get')).status).toBe(401);
    expect((await owner.post('/sessions/revoke', { session_id: secondId })).status).toBe(404);
    // Another person's session is not found.
    const other = apiClient(t, await t.tokenFor(DEMO.other));
    const otherId = (await other.get('/sessions/list')).body.data[0].session_id;
    expect((await owner.post('/sessions/revoke', { session_id: otherId })).status).toBe(404);
    expect((await other.get('/account/get')).status).toBe(200);

    const all = await owner.post('/sessions/revokeAll');
    expect(all.body.data.ended_sessions).toBeGreaterThanOrEqual(1);
    expect((await owner.get('/account/get')).status).toBe(401);
  });

  it('a new name shows at once', async () => {
    const { owner } = await demo();
    const updated = await owner.post('/account/update', { name: 'Maya C.', picture: 'http://insecure.example/a.png' });
    expect(updated.status).toBe(400);
    expect((await owner.post('/account/update', { name: 'Maya C.' })).body.data.name).toBe('Maya C.');
    expect((await owner.get('/account/get')).body.data.user.name).toBe('Maya C.');
  });
});

describe('workspace settings', () => {
  it('a new zone keeps queued posts on their local slots, and pinned posts on their instant', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const t = await open({ now: () => now });
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const linkedIn = (await demoChannels(owner))[4]!;
    const queued = (await owner.post('/posts/create', { channel_ids: linkedIn, message: 'Queued' })).body.data;
    const pinned = (
      await owner.post('/posts/create', {
        channel_ids: linkedIn,
        message: 'Pinned',
        custom_time: '2026-12-01 10:30:00',
      })
    ).body.data;
    const find = async (id: number) =>
      (await owner.get('/posts/get', { channel_id: linkedIn })).body.data.channels[linkedIn].find(
        (p: { post_id: number }) => Number(p.post_id) === id,
      );
    const beforeQueued = await find(queued.post_id[0]);
    const beforePinned = await find(pinned.post_id[0]);

    expect(
      (await apiClient(t, await t.tokenFor(DEMO.collab)).post('/workspace/update', { timezone: 'UTC' })).status,
    ).toBe(403);
    const changed = await owner.post('/workspace/update', { timezone: 'Asia/Tokyo' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.timezone).toBe('Asia/Tokyo');
    expect(changed.body.data.requeued_posts).toBeGreaterThan(0);

    const afterQueued = await find(queued.post_id[0]);
    const afterPinned = await find(pinned.post_id[0]);
    // The queued post's local time of day is a slot of the schedule, as before; its instant moved.
    expect(afterQueued.display_time.slice(11)).toMatch(/^(09|13|17):00:00$/);
    expect(beforeQueued.display_time.slice(11)).toMatch(/^(09|13|17):00:00$/);
    expect(afterQueued.utc_post_time).not.toBe(beforeQueued.utc_post_time);
    // The pinned post's instant is the same; it reads in the new zone.
    expect(afterPinned.utc_post_time).toBe(beforePinned.utc_post_time);
    expect(afterPinned.display_time).toBe('2026-12-02 00:30:00');
    expect((await owner.get('/account/get')).body.data.workspace.timezone).toBe('Asia/Tokyo');
  });

  it('collaborators’ posts skip approval when the workspace says so', async () => {
    const { t, owner, collab } = await demo();
    const linkedIn = (await demoChannels(owner))[4]!;
    const waiting = (await collab.post('/posts/create', { channel_ids: linkedIn, message: 'Needs a look' })).body.data;
    const isAwaiting = async (id: number) =>
      (await owner.get('/posts/get', { channel_id: linkedIn })).body.data.postsToApprove[linkedIn].some(
        (p: { post_id: number }) => Number(p.post_id) === id,
      );
    expect(await isAwaiting(waiting.post_id[0])).toBe(true);
    const off = await owner.post('/workspace/update', { approval_required: 0, mon: '08:15', sun: '' });
    expect(off.body.data.approval_required).toBe(false);
    expect(off.body.data.default_schedule.mon).toEqual(['08:15']);
    expect(off.body.data.default_schedule.sun).toEqual([]);
    const direct = (await collab.post('/posts/create', { channel_ids: linkedIn, message: 'Straight in' })).body.data;
    expect(await isAwaiting(direct.post_id[0])).toBe(false);
    expect((await apiClient(t, await t.tokenFor(DEMO.owner)).get('/workspace/get')).body.data.approval_required).toBe(
      false,
    );
    const empty = await owner.post('/workspace/update', {
      mon: '',
      tue: '',
      wed: '',
      thu: '',
      fri: '',
      sat: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('empty_schedule');
  });

  it('keeps the 24-hour clock until an owner chooses 12-hour, which every token then reads', async () => {
    const { t, owner, collab } = await demo();
    expect((await owner.get('/workspace/get')).body.data.clock).toBe('24h');
    expect((await collab.get('/account/get')).body.data.workspace.clock).toBe('24h');

    const wrong = await owner.post('/workspace/update', { clock: '13h', name: 'Renamed by a bad call' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ status: 'error', field: 'clock' });
    expect((await collab.post('/workspace/update', { clock: '12h' })).status).toBe(403);
    const unchanged = (await owner.get('/workspace/get')).body.data;
    expect([unchanged.clock, unchanged.name]).toEqual(['24h', 'Northwind Coffee']);

    const changed = await owner.post('/workspace/update', { clock: '12h' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.clock).toBe('12h');
    // A token already in use sees it at once (its cached context is dropped), as a new one does.
    expect((await collab.get('/account/get')).body.data.workspace.clock).toBe('12h');
    expect((await apiClient(t, await t.tokenFor(DEMO.owner)).get('/workspace/get')).body.data.clock).toBe('12h');
    const audit = (await owner.get('/audit/list', { limit: 1 })).body.data.events[0];
    expect(audit).toMatchObject({ action: 'workspace.updated', details: { clock: '12h' } });
    // API times stay 24-hour whatever the dashboard shows.
    const linkedIn = (await demoChannels(owner))[4]!;
    const pinned = await owner.post('/posts/create', {
      channel_ids: linkedIn,
      message: 'Afternoon',
      custom_time: '2026-12-01 15:30:00',
    });
    expect(pinned.body.data.params.display_time).toBe('2026-12-01 15:30:00');
  });
});

describe('sandbox channels', () => {
  it('are connected by owners and admins, with the workspace’s default posting schedule', async () => {
    const { owner, collab, other } = await demo();
    await owner.post('/workspace/update', { mon: '07:30', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' });
    expect(
      (await collab.post('/channels/connect', { network: 'sandbox', channel_type: 1, name: 'Practice' })).status,
    ).toBe(403);
    expect(
      (await owner.post('/channels/connect', { network: 'bluesky', channel_type: 3, name: 'Practice' })).status,
    ).toBe(400);
    const connected = await owner.post('/channels/connect', {
      network: 'sandbox',
      channel_type: 6,
      name: 'Northwind Pins',
    });
    expect(connected.status).toBe(200);
    const id = connected.body.data.channel_id;
    const listed = (await owner.get('/drafts/get')).body.data.channels;
    expect(listed).toContainEqual(
      expect.objectContaining({
        channel_id: id,
        channel_type: 6,
        name: 'Northwind Pins',
        screen_name: 'northwind.pins',
      }),
    );
    const schedule = (await owner.get('/channels/getSchedule', { channel_id: id })).body.data.schedule;
    expect(schedule.mon).toEqual(['07:30']);
    expect(schedule.tue).toEqual([]);
    // Another workspace does not see it.
    expect((await other.get('/channels/getSchedule', { channel_id: id })).status).toBe(404);
    const posted = await owner.post('/posts/create', {
      channel_ids: id,
      message: 'First pin',
      picture: 'https://example.com/a.png',
    });
    expect(posted.status).toBe(200);
  });
});

describe('the audit log', () => {
  it('records who did what, newest first, in pages, for owners and admins', async () => {
    const { owner, collab } = await demo();
    await owner.post('/workspace/update', { name: 'Northwind Coffee Roasters' });
    await owner.post('/invitations/create', { email: 'audit@example.test', role: 'collaborator' });
    await owner.post('/members/updateRole', { user_id: await idOf(owner, DEMO.collab), role: 'admin' });
    await owner.post('/apps/create', { name: 'Audit app', redirect_uris: 'https://a.example/cb' });
    const first = (await owner.get('/audit/list', { limit: 2 })).body.data;
    expect(first.more).toBe(true);
    expect(first.events.map((e: { action: string }) => e.action)).toEqual(['app.created', 'member.role_changed']);
    expect(first.events[1]).toMatchObject({
      actor: 'Maya Chen',
      target: 'Sam Rivera',
      details: { from: 'collaborator', to: 'admin' },
    });
    const next = (await owner.get('/audit/list', { before_id: first.events[1].event_id, limit: 2 })).body.data;
    expect(next.events.map((e: { action: string }) => e.action)).toEqual(['member.invited', 'workspace.updated']);
    // Outbox changes are recorded too: a deletion.
    const linkedIn = (await demoChannels(owner))[4]!;
    const post = (await owner.post('/posts/create', { channel_ids: linkedIn, message: 'Gone soon' })).body.data;
    expect((await owner.delete('/posts/delete', { channel_id: linkedIn, post_id: post.post_id[0] })).status).toBe(200);
    const newest = (await owner.get('/audit/list', { limit: 1 })).body.data.events[0];
    expect(newest).toMatchObject({ action: 'post.deleted', target: `post ${post.post_id[0]}` });
    // Sam is an admin now, and reads it; a collaborator does not.
    expect((await collab.get('/audit/list')).status).toBe(200);
    await owner.post('/members/updateRole', { user_id: await idOf(owner, DEMO.collab), role: 'collaborator' });
    expect((await collab.get('/audit/list')).status).toBe(403);
  });
});
