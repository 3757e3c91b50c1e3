import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../services/workspaces/secrets.ts';
import { channels, connectChoices } from '../../db/schema.ts';
import { apiClient, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// A sign-in that reached several accounts (a person's Pages, organizations, locations) leaves a choice for the person
// who signed in: channels/choice lists them, channels/choose connects those picked, once.
// X stands for any network here: what is tested is the choice, made as the callback leaves it.
const X = 1;
let t: TestApp;
let owner: ApiClient;

const account = (n: number) => ({
  accountId: `acct-${n}`,
  name: `Northwind ${n}`,
  screenName: `northwind-${n}`,
  picture: '',
  credentials: { accessToken: `token-${n}`, refreshToken: null, expiresAt: null, scope: '' },
  signInEndsAt: new Date('2027-01-20T00:00:00Z'),
});

/** A choice as the callback leaves it, for the owner: its key. */
async function leaveChoice(expiresInMs = 600_000) {
  const me = (await owner.get('/account/get')).body.data;
  const key = randomUUID();
  await t.db.insert(connectChoices).values({
    keyHash: sha256(key),
    workspaceId: Number(me.workspace.workspace_id),
    userId: Number(me.user.user_id),
    channelType: X,
    accounts: t.deps.secrets.seal(JSON.stringify([account(1), account(2), account(3)])),
    expiresAt: new Date(t.deps.now().getTime() + expiresInMs),
  });
  return key;
}

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
});
afterEach(() => t.close());

describe('choosing among the accounts of a sign-in', () => {
  it('lists them, connects those picked with their own credentials, and is used up', async () => {
    const key = await leaveChoice();
    const listed = await owner.get('/channels/choice', { choice: key });
    expect(listed.status).toBe(200);
    expect(listed.body.data.network).toBe('X');
    expect(listed.body.data.accounts.map((a: { name: string }) => a.name)).toEqual([
      'Northwind 1',
      'Northwind 2',
      'Northwind 3',
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('token-');

    const chosen = await owner.post('/channels/choose', {
      choice: key,
      account_ids: 'acct-1,acct-3',
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const ids = (chosen.body.data.channel_ids as string[]).map(Number);
    const rows = await t.db.select().from(channels).where(eq(channels.connector, 'x'));
    expect(rows.map((r) => [r.id, r.name, r.accountId]).sort()).toEqual(
      [
        [ids[0], 'Northwind 1', 'acct-1'],
        [ids[1], 'Northwind 3', 'acct-3'],
      ].sort(),
    );
    expect(JSON.parse(t.deps.secrets.open(rows.find((r) => r.id === ids[1])!.credentials!)).accessToken).toBe(
      'token-3',
    );
    expect(rows[0]!.signInEndsAt).toEqual(new Date('2027-01-20T00:00:00Z'));
    const entry = (await owner.get('/channels/get')).body.data.find(
      (c: { channel_id: string }) => c.channel_id === String(ids[0]),
    );
    expect(entry).toMatchObject({ connector: 'x', status: 'connected' });
    expect(entry.sign_in_ends).toMatch(/^2027-01-\d\d /);

    const again = await owner.post('/channels/choose', { choice: key, account_ids: 'acct-2' });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('choice_not_found');
  });

  it('marks an account the workspace already has, and reconnects it when picked again', async () => {
    const first = await leaveChoice();
    const [id] = (await owner.post('/channels/choose', { choice: first, account_ids: 'acct-2' })).body.data.channel_ids;
    const second = await leaveChoice();
    const listed = (await owner.get('/channels/choice', { choice: second })).body.data.accounts;
    expect(listed.map((a: { channel_id: string }) => a.channel_id)).toEqual(['', id, '']);
    const chosen = await owner.post('/channels/choose', { choice: second, account_ids: 'acct-2' });
    expect(chosen.body.data.channel_ids).toEqual([id]);
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'x'))).toHaveLength(1);
  });

  it('refuses an account not of the sign-in, or none, and connects nothing', async () => {
    const key = await leaveChoice();
    const foreign = await owner.post('/channels/choose', {
      choice: key,
      account_ids: 'acct-1,acct-9',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('acct-9');
    const none = await owner.post('/channels/choose', { choice: key, account_ids: ' , ' });
    expect(none.status).toBe(400);
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'x'))).toEqual([]);
    // Still there to choose from properly.
    expect((await owner.get('/channels/choice', { choice: key })).status).toBe(200);
  });

  it('is for the person who signed in, within ten minutes', async () => {
    const key = await leaveChoice();
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    expect((await collab.get('/channels/choice', { choice: key })).status).toBe(403);
    expect((await owner.get('/channels/choice', { choice: 'not-a-key' })).status).toBe(404);
    const late = await leaveChoice(60_000);
    const later = new Date(t.deps.now().getTime() + 120_000);
    t.setNow(() => later);
    const answer = await owner.post('/channels/choose', { choice: late, account_ids: 'acct-1' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('connect the network again');
  });
});
