// Failed logins are counted in the database (decision 020): a stranger who spreads his guesses over two instances
// meets the same locks on both, all at once counted, and the owner's device, remembered by one, is known to the other.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deviceCookie, loginFrom } from '../oauth-flow.ts';
import { seededDatabase, startInstances, type Instances } from '../postgres-instances.ts';
import { DEMO } from '../test-app.ts';

let service: Instances;

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `login_throttle_${process.pid}`);
  service = await startInstances(url, 2);
});
afterAll(() => service?.close());

const A = '203.0.113.7';
const B = '198.51.100.20';
const apps = () => service.instances.map((i) => i.app);

describe('failed logins on two instances', () => {
  it('lock the stranger out on both, counting guesses made at once, and never the owner', async () => {
    const [one, two] = apps() as [ReturnType<typeof apps>[0], ReturnType<typeof apps>[0]];
    const device = deviceCookie(await loginFrom(one, { address: B }, { email: DEMO.owner, password: DEMO.password }));

    // Eight guesses at once, four on each instance: none is lost, so no more than four are checked.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        loginFrom(i % 2 ? two : one, { address: A }, { email: DEMO.owner, password: `guess-${i}` }),
      ),
    );
    const statuses = guesses.map((g) => g.statusCode).sort();
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    for (const app of [one, two])
      expect((await loginFrom(app, { address: A }, { email: DEMO.owner, password: DEMO.password })).statusCode).toBe(
        429,
      );
    // The owner, from home on either instance, and in her own browser from anywhere.
    for (const app of [one, two]) {
      expect((await loginFrom(app, { address: B }, { email: DEMO.owner, password: DEMO.password })).statusCode).toBe(
        302,
      );
    }
    const owner = { email: DEMO.owner, password: DEMO.password };
    expect(device).toHaveLength(1);
    expect((await loginFrom(two, { address: A, cookies: device }, owner)).statusCode).toBe(302);
  });

  it('throttle one address spraying many accounts across both', async () => {
    const [one, two] = apps() as [ReturnType<typeof apps>[0], ReturnType<typeof apps>[0]];
    const address = '192.0.2.50';
    const statuses = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (await loginFrom(i % 2 ? two : one, { address }, { email: `person-${i}@demo.test`, password: 'Spring2026' }))
          .statusCode,
      );
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    for (const app of [one, two])
      expect((await loginFrom(app, { address }, { email: DEMO.collab, password: DEMO.password })).statusCode).toBe(429);
    expect((await loginFrom(two, { address: B }, { email: DEMO.collab, password: DEMO.password })).statusCode).toBe(
      302,
    );
  });
});
