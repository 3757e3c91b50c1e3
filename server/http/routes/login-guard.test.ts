// The login's defences against strangers (decision 020): failed logins lock the stranger's place, not the person;
// the form's CSRF value belongs to its login session and request; a page of another site cannot post it.
import { describe, expect, it } from 'vitest';
import { oauthCodes } from '../../db/schema.ts';
import { apiClient } from '../../testing/api.ts';
import { cookiesOf, DEMO_APP, deviceCookie, formFields, loginFrom } from '../../testing/oauth-flow.ts';
import { DEMO, openedPerTest } from '../../testing/test-app.ts';

const open = openedPerTest();
const NOW = new Date('2026-06-10T14:00:00Z');
const A = '203.0.113.7';
const B = '198.51.100.20';
const owner = (password = DEMO.password) => ({ email: DEMO.owner, password });

describe('failed logins', () => {
  it('lock the stranger out where he tries, never the owner where she logged in before', async () => {
    const t = await open({ now: () => NOW });
    const home = await loginFrom(t.app, { address: B }, owner());
    expect(home.statusCode).toBe(302);
    const device = deviceCookie(home);

    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await loginFrom(t.app, { address: A }, owner('guess'))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // The stranger is refused even with the right password, and told how long to wait.
    const stranger = await loginFrom(t.app, { address: A }, owner());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBe('30');
    expect(stranger.body).toContain('Too many failed logins for this account');

    // The owner still logs in from home, with her browser's device cookie or without it.
    expect((await loginFrom(t.app, { address: B, cookies: device }, owner())).statusCode).toBe(302);
    expect((await loginFrom(t.app, { address: B }, owner())).statusCode).toBe(302);
    // And from the stranger's own address (one office, one NAT) in the browser she logged in from before.
    expect(device).toHaveLength(1);
    expect((await loginFrom(t.app, { address: A, cookies: device }, owner())).statusCode).toBe(302);
  });

  it('from many addresses lock the account for strangers’ devices, not for the owner’s', async () => {
    const t = await open({ now: () => NOW });
    const device = deviceCookie(await loginFrom(t.app, { address: B }, owner()));
    // Four failures from each of five addresses: no address is locked, and the account has seen twenty.
    const last = [];
    for (let a = 1; a <= 5; a++)
      for (let i = 0; i < 4; i++)
        last.push((await loginFrom(t.app, { address: `192.0.2.${a}` }, owner('x'))).statusCode);
    expect(last.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(last[19]).toBe(429);
    // A device the account never logged in from waits, wherever it is; the owner's own browser does not.
    expect((await loginFrom(t.app, { address: '192.0.2.99' }, owner())).statusCode).toBe(429);
    expect((await loginFrom(t.app, { address: B, cookies: device }, owner())).statusCode).toBe(302);
  });

  it('from one address over many accounts lock that address out, and no one else', async () => {
    const t = await open({ now: () => NOW });
    const collabDevice = deviceCookie(
      await loginFrom(t.app, { address: B }, { email: DEMO.collab, password: DEMO.password }),
    );
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await loginFrom(t.app, { address: A }, { email: `person-${i}@demo.test`, password: 'Winter2026!' }))
          .statusCode,
      );
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(19)).toEqual([429, 429]);
    // Every account is out of reach from that address, even with its right password...
    const sprayed = await loginFrom(t.app, { address: A }, { email: DEMO.owner, password: DEMO.password });
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.body).toContain('Too many failed logins from this network');
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(0);
    // ...but from elsewhere nothing changed, and a person's own browser there still gets in.
    expect((await loginFrom(t.app, { address: B }, owner())).statusCode).toBe(302);
    const collab = { email: DEMO.collab, password: DEMO.password };
    expect((await loginFrom(t.app, { address: A, cookies: collabDevice }, collab)).statusCode).toBe(302);
  });

  it('with a device cookie are limited for that device, which then counts as a stranger', async () => {
    const t = await open({ now: () => NOW });
    const device = deviceCookie(await loginFrom(t.app, { address: B }, owner()));
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await loginFrom(t.app, { address: A, cookies: device }, owner('guess'))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // The stolen cookie is locked; from A the guesses went on the device alone, so A itself is not.
    expect((await loginFrom(t.app, { address: A, cookies: device }, owner('guess'))).statusCode).toBe(401);
  });

  it('at an invitation’s password are limited as at the login form', async () => {
    const t = await open({ now: () => NOW });
    const other = apiClient(t, await t.tokenFor(DEMO.other));
    const { link } = (await other.post('/invitations/create', { email: DEMO.owner, role: 'collaborator' })).body.data;
    const token = new URL(link).pathname.split('/').pop()!;
    const accept = (password: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invitations/accept',
        remoteAddress: address,
        payload: { token, password },
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await accept('guess', A)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await accept(DEMO.password, A);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 'error', code: 'login_locked' });
    expect(locked.headers['retry-after']).toBe('30');
    // The login form counts them too, from that address only.
    expect((await loginFrom(t.app, { address: A }, owner())).statusCode).toBe(429);
    expect((await accept(DEMO.password, B)).statusCode).toBe(200);
  });
});

describe('the login form’s CSRF value', () => {
  const authorize = `/api/oauth/authorize?${new URLSearchParams({ ...DEMO_APP, response_type: 'code', state: 'st' })}`;
  const post = (t: Awaited<ReturnType<typeof open>>, cookie: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ ...fields, email: DEMO.owner, password: DEMO.password }).toString(),
    });

  it('holds only with the cookie it was made with, for the request it was made for', async () => {
    const t = await open();
    const mine = await t.app.inject({ url: authorize });
    const theirs = await t.app.inject({ url: authorize });
    const [myCookie] = cookiesOf(mine);
    const myFields = formFields(mine.body);
    // Another session's value with my cookie.
    expect((await post(t, myCookie!, { ...myFields, csrf: formFields(theirs.body).csrf! })).statusCode).toBe(400);
    // A value chosen by a forger who can set the cookie too (the plain double-submit took any equal pair).
    expect((await post(t, 'sd_login_csrf=forged-value', { ...myFields, csrf: 'forged-value' })).statusCode).toBe(400);
    const chosen = 'A'.repeat(32);
    expect((await post(t, `sd_login_csrf=${chosen}`, { ...myFields, csrf: chosen })).statusCode).toBe(400);
    // My value, for another authorization request (another state) than the one it was made for.
    expect((await post(t, myCookie!, { ...myFields, state: 'someone-elses' })).statusCode).toBe(400);
    expect(await t.db.select().from(oauthCodes)).toHaveLength(0);
    // Mine, as made: the login goes through.
    const done = await post(t, myCookie!, myFields);
    expect(done.statusCode).toBe(302);
    expect(new URL(String(done.headers.location)).searchParams.get('state')).toBe('st');
  });

  it('survives a second tab: both forms of one browser hold', async () => {
    const t = await open();
    const first = await t.app.inject({ url: authorize });
    const [cookie] = cookiesOf(first);
    const second = await t.app.inject({ url: authorize, headers: { cookie: cookie! } });
    expect(cookiesOf(second)).toEqual([cookie]);
    expect((await post(t, cookie!, formFields(first.body))).statusCode).toBe(302);
  });
});

describe('the login form’s Origin check', () => {
  it('refuses a post from another site, or from an opaque origin, and takes the service’s own', async () => {
    const t = await open();
    const from = (origin: string) => loginFrom(t.app, { address: B, origin }, owner());
    for (const origin of ['http://evil.test', 'null', 'http://localhost.evil.test', 'https://localhost:8787']) {
      const refused = await from(origin);
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.headers.location, origin).toBeUndefined();
      expect(refused.body, origin).toContain('came from another site');
    }
    expect(await t.db.select().from(oauthCodes)).toHaveLength(0);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({ ...DEMO_APP, csrf: 'x', email: DEMO.owner, password: DEMO.password }).toString(),
    });
    expect(crossSite.statusCode).toBe(403);

    // The page's own origin (inject's Host is localhost:80), a dashboard origin, or none (not a browser).
    expect((await from('http://localhost')).statusCode).toBe(302);
    expect((await from('http://127.0.0.1:8787')).statusCode).toBe(302);
    expect((await loginFrom(t.app, { address: B }, owner())).statusCode).toBe(302);
  });

  it('lets the form send its Origin: the page asks for no Referer to other sites only', async () => {
    const t = await open();
    const page = await t.app.inject({ url: `/api/oauth/authorize?${new URLSearchParams(DEMO_APP)}` });
    // Under no-referrer a browser would post the form with `Origin: null`.
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });
});
