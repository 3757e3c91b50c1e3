// A token revoked on one instance stops working on every other at once: its event streams end, and its cached
// identity is forgotten (not kept for the cache's ten seconds).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seededDatabase, startInstances, type Instances } from '../postgres-instances.ts';
import { DEMO } from '../test-app.ts';

let service: Instances;

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `revocation_${process.pid}`);
  service = await startInstances(url, 2);
});
afterAll(() => service?.close());

describe('a token revoked on one instance', () => {
  it('ends its event streams on the other, and is refused there at once', async () => {
    const token = await service.tokenFor(DEMO.owner);
    const [a, b] = service.instances as [Instances['instances'][0], Instances['instances'][0]];
    const address = await b.app.listen({ port: 0, host: '127.0.0.1' });
    // b has seen the token: its identity sits in b's cache.
    const who = () => b.app.inject({ url: '/api/account/get', headers: { authorization: `Bearer ${token}` } });
    expect((await who()).statusCode).toBe(200);
    const stream = await fetch(`${address}/api/events/stream?access_token=${token}`);
    const received = stream.text();

    const revoked = await a.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.statusCode).toBe(200);

    expect(await received).toContain('event: end\ndata: {"reason":"token_revoked"');
    // The message that ended the stream had emptied b's cache first: no ten seconds of grace.
    const after = await who();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'token_revoked' });
  });
});
