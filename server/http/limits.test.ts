import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { formFields, DEMO_APP } from '../testing/oauth-flow.ts';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let open: TestApp | undefined;
const start = async (options: Parameters<typeof createTestApp>[0]) => (open = t = await createTestApp(options));
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const account = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/account/get', headers: { authorization: `Bearer ${token}`, ...headers } });

describe('the per-minute limits', () => {
  it('count calls with junk tokens against the client address, not as a fresh allowance each', async () => {
    await start({ env: { RATE_LIMIT_PER_MINUTE: '4' } });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await account(`junk-${i}`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
    const limited = await account('junk-7');
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('this address') });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A valid token counts for itself: the address's spent allowance does not stop its owner.
    expect((await account(await t.tokenFor(DEMO.owner))).statusCode).toBe(200);
  });

  it('keeps the login form to 30 submissions a minute per address, whatever token rides along', async () => {
    await start({ env: { RATE_LIMIT_PER_MINUTE: '600' } });
    const page = await t.app.inject({
      url: `/api/oauth/authorize?${new URLSearchParams({ ...DEMO_APP, response_type: 'code' })}`,
    });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const fields = formFields(page.body);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/oauth/authorize?access_token=junk-${i}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        // No password, so that no failed login counts: the address's own lock (decision 020) would get in the way.
        payload: new URLSearchParams({ ...fields, email: `nobody-${i}@demo.test`, password: '' }).toString(),
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('reads X-Forwarded-For only when TRUST_PROXY says so', async () => {
    await start({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const spoofed = (i: number) => account('junk', { 'x-forwarded-for': `203.0.113.${i}` });
    expect([(await spoofed(1)).statusCode, (await spoofed(2)).statusCode, (await spoofed(3)).statusCode]).toEqual([
      401, 401, 429,
    ]);
    await open?.close();

    await start({ env: { RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' } });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await spoofed(i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await spoofed(1)).statusCode).toBe(401);
    expect((await spoofed(1)).statusCode).toBe(429);
  });

  it('take TRUST_PROXY as a hop count or proxy ranges, and refuse anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    for (const bad of ['true', 'everyone', '10.0.0.0/40', '0'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});

describe('failed logins per account', () => {
  const NOW = new Date('2026-06-10T14:00:00Z');

  async function login(email: string, password: string) {
    const page = await t.app.inject({
      url: `/api/oauth/authorize?${new URLSearchParams({ ...DEMO_APP, response_type: 'code' })}`,
    });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    return t.app.inject({
      method: 'POST',
      url: '/api/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ ...formFields(page.body), email, password }).toString(),
    });
  }

  it('lock the account for a growing time after five, say when to try again, and forget them on success', async () => {
    let now = NOW;
    await start({ now: () => now });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(DEMO.owner, 'guess')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // While locked even the right password is not checked, and the page says how long to wait.
    const locked = await login(DEMO.owner, DEMO.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.body).toContain('try again in 30 seconds');
    // Other accounts are not affected.
    expect((await login(DEMO.collab, DEMO.password)).statusCode).toBe(302);

    now = new Date(NOW.getTime() + 31_000);
    expect((await login(DEMO.owner, 'guess again')).statusCode).toBe(429);
    const longer = await login(DEMO.owner, DEMO.password);
    expect(longer.headers['retry-after']).toBe('60');

    now = new Date(NOW.getTime() + 92_000);
    expect((await login(DEMO.owner, DEMO.password)).statusCode).toBe(302);
    // A success forgets the failures: the next wrong password is the first again.
    expect((await login(DEMO.owner, 'oops')).statusCode).toBe(401);
  });

  it('count unknown addresses alike, so a lock tells nothing about which accounts exist', async () => {
    await start({ now: () => NOW });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login('nobody@demo.test', 'guess')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('forget failures after an hour without one', async () => {
    let now = NOW;
    await start({ now: () => now });
    for (let i = 0; i < 4; i++) await login(DEMO.owner, 'guess');
    now = new Date(NOW.getTime() + 61 * 60_000);
    expect((await login(DEMO.owner, 'guess')).statusCode).toBe(401);
  });
});
