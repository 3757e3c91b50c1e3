// The login's defences against strangers (decision 020): failed logins lock the stranger's place, not the person.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api.ts';
import { deviceCookie, loginFrom } from '../testing/oauth-flow.ts';
import { DEMO, openedPerTest } from '../testing/test-app.ts';

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
