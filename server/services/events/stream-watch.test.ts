import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../workspaces/secrets.ts';
import { accessTokens } from '../../db/schema.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { createStreamWatch, type EndReason } from './stream-watch.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const tokenId = async (email: string) => {
  const token = await t.tokenFor(email);
  const [row] = await t.db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, sha256(token)));
  return row!.id;
};

describe('the event streams’ token watch', () => {
  it('ends a stream whose token was revoked behind its back at the next check of the database', async () => {
    const watch = createStreamWatch(t.deps, 50);
    const id = await tokenId(DEMO.owner);
    const ended = new Promise<EndReason>((resolve) => watch.watch(id, new Date(Date.now() + 60_000), resolve));
    // Revoked in the database without a word on the bus (as a message lost between instances would leave it).
    await t.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, id));
    expect(await ended).toBe('token_revoked');
  });

  it('ends a stream at its token’s expiry, and stops watching one that closed', async () => {
    const watch = createStreamWatch(t.deps, 60_000);
    const ended = await new Promise<EndReason>((resolve) => watch.watch(1, new Date(Date.now() + 30), resolve));
    expect(ended).toBe('token_expired');
    const calls: EndReason[] = [];
    const stop = watch.watch(2, new Date(Date.now() + 30), (reason) => calls.push(reason));
    stop();
    t.deps.events.revokeTokens([2]);
    await new Promise<void>((resolve) => watch.watch(3, new Date(Date.now() + 60), () => resolve()));
    expect(calls).toEqual([]);
  });
});
