import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxItems, posts } from '../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.ts';
import { createAnswerCache, type Scope } from './answer-cache.ts';

describe('the answer cache', () => {
  it('serves an answer until its scope changes, and only that scope of that workspace', () => {
    const cache = createAnswerCache<string>();
    const keep = (key: string, ws: number, scope: Scope) => cache.set(key, ws, scope, cache.sequence, key);
    keep('inbox-1', 1, 'inbox');
    keep('outbox-1-5', 1, 'outbox:5');
    keep('outbox-1-6', 1, 'outbox:6');
    keep('thread-1-9', 1, 'thread:9');
    keep('inbox-2', 2, 'inbox');
    cache.invalidate(1, 'outbox:5');
    expect(cache.get('outbox-1-5', 1)).toBeUndefined();
    expect(cache.get('outbox-1-6', 1)).toBe('outbox-1-6');
    expect(cache.get('inbox-1', 1)).toBe('inbox-1');
    cache.invalidate(1, 'outbox');
    expect(cache.get('outbox-1-6', 1)).toBeUndefined();
    expect(cache.get('inbox-1', 1)).toBe('inbox-1');
    cache.invalidate(1, 'thread:8');
    expect(cache.get('thread-1-9', 1)).toBe('thread-1-9');
    cache.invalidate(1);
    expect(cache.get('inbox-1', 1)).toBeUndefined();
    expect(cache.get('thread-1-9', 1)).toBeUndefined();
    expect(cache.get('inbox-2', 2)).toBe('inbox-2');
  });

  it('does not keep an answer read before a change that came in meanwhile', () => {
    const cache = createAnswerCache<string>();
    const before = cache.sequence;
    cache.invalidate(1, 'inbox'); // a write committed while the read ran
    cache.set('a', 1, 'inbox', before, 'maybe stale');
    expect(cache.get('a', 1)).toBeUndefined();
    // Another scope's change is no reason to drop it.
    const again = cache.sequence;
    cache.invalidate(1, 'outbox:3');
    cache.set('a', 1, 'inbox', again, 'fresh');
    expect(cache.get('a', 1)).toBe('fresh');
  });

  it('forgets answers after their time, and the oldest first when full', () => {
    let clock = 0;
    const cache = createAnswerCache<string>({ ttlMs: 100, max: 2, now: () => clock });
    const at = cache.sequence;
    cache.set('a', 1, 'inbox', at, 'A');
    cache.set('b', 1, 'inbox', at, 'B');
    cache.set('c', 1, 'inbox', at, 'C');
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 'B', 'C']);
    clock = 100;
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('lets go of answers past their time as new ones come, though nobody asked for them again', () => {
    let clock = 0;
    const cache = createAnswerCache<string>({ ttlMs: 100, now: () => clock });
    cache.set('a', 1, 'inbox', cache.sequence, 'A');
    clock = 50;
    cache.set('b', 1, 'inbox', cache.sequence, 'B');
    clock = 100;
    cache.set('c', 1, 'inbox', cache.sequence, 'C');
    expect(cache.size).toBe(2);
    clock = 150;
    cache.set('d', 1, 'inbox', cache.sequence, 'D');
    expect(cache.size).toBe(2);
    expect([cache.get('c', 1), cache.get('d', 1)]).toEqual(['C', 'D']);
  });

  it('computes an answer once for the callers that miss it together, and again after a change', async () => {
    const cache = createAnswerCache<string>();
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = async () => {
      reads += 1;
      await gate;
      return { body: `answer ${reads}`, scope: 'outbox:5' as const };
    };
    const together = Promise.all([1, 2, 3].map(() => cache.compute('k', 1, 'outbox:5', read)));
    release();
    expect(await together).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await cache.compute('k', 1, 'outbox:5', read)).toBe('answer 1');
    cache.invalidate(1, 'outbox:5');
    expect(await cache.compute('k', 1, 'outbox:5', read)).toBe('answer 2');
  });

  it('lets a change during a computation start a fresh one, which is what gets kept', async () => {
    const cache = createAnswerCache<string>();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = cache.compute('k', 1, 'inbox', async () => {
      await gate;
      return { body: 'before the change', scope: 'inbox' as const };
    });
    cache.invalidate(1, 'inbox');
    const second = cache.compute('k', 1, 'inbox', async () => ({ body: 'after the change', scope: 'inbox' as const }));
    release();
    expect(await first).toBe('before the change');
    expect(await second).toBe('after the change');
    expect(cache.get('k', 1)).toBe('after the change');
  });

  it('keeps an answer under the scope it learnt while reading, shared while its family stays still', async () => {
    const cache = createAnswerCache<string>();
    let reads = 0;
    const read = async () => ({ body: `thread ${++reads}`, scope: 'thread:9' as const });
    expect(await cache.compute('t', 1, 'thread', read)).toBe('thread 1');
    cache.invalidate(1, 'thread:4');
    expect(await cache.compute('t', 1, 'thread', read)).toBe('thread 1');
    cache.invalidate(1, 'thread:9');
    expect(await cache.compute('t', 1, 'thread', read)).toBe('thread 2');
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
    t.deps.events.publish(row!.workspaceId, {
      type: 'inbox',
      itemIds: [Number(item.post_id)],
      conversationIds: [],
      reason: 'changed',
    });
    expect((await firstItem(owner)).text).toBe('from the network');
  });

  it('drop only what a write touched: one channel’s outbox, not the others’, nor the inbox', async () => {
    t = await createTestApp();
    owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const ch = await demoChannels(owner);
    const queueOf = async (channelId: number) =>
      (await owner.get('/posts/get', { channel_id: channelId })).body.data.channels[String(channelId)] as {
        post_id: number;
        message: string;
      }[];
    const [first] = await queueOf(ch[1]!);
    const [other] = await queueOf(ch[4]!);
    const item = await firstItem(owner);
    // Changes behind the service's back, on both channels and in the inbox: invisible while answers are kept.
    await t.db
      .update(posts)
      .set({ message: 'edited behind its back' })
      .where(inArray(posts.id, [first!.post_id, other!.post_id]));
    await t.db
      .update(inboxItems)
      .set({ text: 'changed behind its back' })
      .where(eq(inboxItems.id, Number(item.post_id)));

    expect((await owner.post('/posts/create', { channel_ids: ch[1]!, message: 'new on X' })).status).toBe(200);
    expect((await queueOf(ch[1]!))[0]!.message).toBe('edited behind its back');
    expect((await queueOf(ch[4]!))[0]!.message).toBe(other!.message);
    expect((await firstItem(owner)).text).toBe(item.text);
  });

  it('keep a thread until a change in it, and drafts per caller until a draft changes', async () => {
    t = await createTestApp();
    owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    const [a, b] = (await owner.get('/inbox/get', {})).body.data.posts as {
      post_id: string;
      channel_id: string;
      channel: string;
      get_conversation_id: string;
      text: string;
    }[];
    const thread = (item: typeof a) =>
      owner.get('/inbox/conversation', {
        post_id: Number(item!.post_id),
        channel_id: Number(item!.channel_id),
        channel_type: Number(item!.channel),
      });
    const before = (await thread(a)).body;
    await t.db
      .update(inboxItems)
      .set({ text: 'edited behind its back' })
      .where(eq(inboxItems.id, Number(a!.get_conversation_id)));
    expect((await thread(a)).body).toEqual(before);
    // A change in another thread keeps it; one in this thread does not.
    if (b!.get_conversation_id !== a!.get_conversation_id) {
      await owner.post('/inbox/action', {
        post_id: Number(b!.post_id),
        channel_id: Number(b!.channel_id),
        channel_type: Number(b!.channel),
        action: 'unread',
      });
      expect((await thread(a)).body).toEqual(before);
    }
    await owner.post('/inbox/action', {
      post_id: Number(a!.post_id),
      channel_id: Number(a!.channel_id),
      channel_type: Number(a!.channel),
      action: 'unread',
    });
    expect((await thread(a)).body.data.posts[0].text).toBe('edited behind its back');

    const mine = (await owner.get('/drafts/get')).body.data.count;
    const theirs = (await collab.get('/drafts/get')).body.data.count;
    expect(theirs).toBeLessThan(mine);
    expect((await collab.post('/drafts/create', { message: 'a new idea' })).status).toBe(200);
    expect((await collab.get('/drafts/get')).body.data.count).toBe(theirs + 1);
    expect((await owner.get('/drafts/get')).body.data.count).toBe(mine + 1);
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
    t.deps.events.publish(row!.workspaceId + 1000, {
      type: 'inbox',
      itemIds: [],
      conversationIds: [],
      reason: 'changed',
    });
    expect((await firstItem(owner)).text).toBe(item.text);
  });
});
