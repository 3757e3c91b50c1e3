import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxItems } from '../db/schema.ts';
import { apiClient, type ApiClient } from '../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.ts';
import { createAnswerCache } from './answer-cache.ts';

describe('the answer cache', () => {
  it('serves an answer until its workspace changes, and only that workspace', () => {
    const cache = createAnswerCache();
    cache.set('a', 1, cache.generation(1), 'one');
    cache.set('b', 2, cache.generation(2), 'two');
    expect(cache.get('a', 1)).toBe('one');
    cache.invalidate(1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 2)).toBe('two');
  });

  it('does not keep an answer read before a change that came in meanwhile', () => {
    const cache = createAnswerCache();
    const before = cache.generation(1);
    cache.invalidate(1); // a write committed while the read ran
    cache.set('a', 1, before, 'maybe stale');
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('forgets answers after their time, and the oldest first when full', () => {
    let clock = 0;
    const cache = createAnswerCache({ ttlMs: 100, max: 2, now: () => clock });
    cache.set('a', 1, 0, 'A');
    cache.set('b', 1, 0, 'B');
    cache.set('c', 1, 0, 'C');
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 'B', 'C']);
    clock = 100;
    expect(cache.get('b', 1)).toBeUndefined();
  });
});

describe('cached reads through the API', () => {
  let t: TestApp;
  let owner: ApiClient;
  afterEach(() => t.close());

  const firstItem = async (api: ApiClient) => (await api.get('/inbox/get', {})).body.data.posts[0];

  it('answer the same until a change, then the change, whoever or whatever made it', async () => {
    t = await createTestApp();
    owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    const item = await firstItem(owner);

    // A change behind the service's back is not seen: the answer is the kept one.
    await t.db
      .update(inboxItems)
      .set({ text: 'changed behind its back' })
      .where(eq(inboxItems.id, Number(item.post_id)));
    expect((await firstItem(owner)).text).toBe(item.text);

    // A write through the API, by anyone in the workspace, is.
    const wasUnread = item.is_unread === '1';
    const acted = await collab.post('/inbox/action', {
      channel_id: Number(item.channel_id),
      channel_type: Number(item.channel),
      post_id: Number(item.post_id),
      action: wasUnread ? 'read' : 'unread',
    });
    expect(acted.status).toBe(200);
    const after = await firstItem(owner);
    expect(after.text).toBe('changed behind its back');
    expect(after.is_unread).toBe(wasUnread ? '0' : '1');

    // So is an event of the workspace (the publisher, the network simulator, another instance).
    await t.db
      .update(inboxItems)
      .set({ text: 'from the network' })
      .where(eq(inboxItems.id, Number(item.post_id)));
    const [row] = await t.db
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.id, Number(item.post_id)));
    t.deps.events.publish(row!.workspaceId, { type: 'inbox', itemIds: [Number(item.post_id)], reason: 'changed' });
    expect((await firstItem(owner)).text).toBe('from the network');
  });

  it('keep answers apart per caller and parameters, and other workspaces’ changes do not touch them', async () => {
    t = await createTestApp();
    owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const other = apiClient(t, await t.tokenFor(DEMO.other));
    const mine = await owner.get('/inbox/get', {});
    const theirs = await other.get('/inbox/get', {});
    expect(theirs.body.data.posts[0]?.post_id).not.toBe(mine.body.data.posts[0].post_id);
    const unread = await owner.get('/inbox/get', { is_unread: 1 });
    expect(unread.body.data.posts.every((p: { is_unread: string }) => p.is_unread === '1')).toBe(true);
    const item = mine.body.data.posts[0];
    await t.db
      .update(inboxItems)
      .set({ text: 'unseen' })
      .where(eq(inboxItems.id, Number(item.post_id)));
    const [row] = await t.db
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.id, Number(item.post_id)));
    t.deps.events.publish(row!.workspaceId + 1000, { type: 'inbox', itemIds: [], reason: 'changed' });
    expect((await firstItem(owner)).text).toBe(item.text);
  });
});
