import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../services/workspaces/tokens.ts';
import { inboxItems, memberships, users } from '../../db/schema.ts';
import { startSimulator } from '../../services/inbox/simulator.ts';
import { apiClient, demoChannels } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Opens a server-sent event stream, acts, and collects what arrives until `until` holds or `waitMs` passes. */
async function readStream(url: string, until: (text: string) => boolean, act: () => Promise<unknown>, waitMs = 5000) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  let text = '';
  const opened = reader.read().then(({ value }) => (text += new TextDecoder().decode(value)));
  const pump = (async () => {
    await opened;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += new TextDecoder().decode(value);
    }
  })().catch(() => undefined);
  await opened;
  await act();
  const deadline = Date.now() + waitMs;
  while (!until(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  controller.abort();
  await pump;
  return { response, text };
}

describe('the event stream', () => {
  it('tells a workspace’s dashboards about inbox and outbox changes, and nobody else', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const ch = await demoChannels(owner);
    const [item] = await t.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.byChannel, false)))
      .limit(1);
    const ownerToken = await t.tokenFor(DEMO.owner);
    const { response, text } = await readStream(
      `${address}/api/events/stream?access_token=${ownerToken}`,
      (s) => s.includes('event: inbox') && s.includes('event: outbox'),
      async () => {
        await owner.post('/inbox/action', { post_id: item!.id, channel_id: ch[4]!, channel_type: 4, action: 'read' });
        // Drafts changes tell the answer caches only: the stream carries inbox and outbox events.
        await owner.post('/drafts/create', { message: 'An idea' });
        await owner.post('/posts/create', { channel_ids: String(ch[4]), message: 'Hello' });
      },
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(text).toContain(
      `event: inbox\ndata: {"item_ids":[${item!.id}],"conversation_ids":[${item!.conversationId}],"reason":"changed"}`,
    );
    expect(text).toContain('event: outbox');
    expect(text).not.toContain('event: drafts');

    const otherToken = await t.tokenFor(DEMO.other);
    const theirs = await readStream(
      `${address}/api/events/stream?access_token=${otherToken}`,
      () => false,
      () => owner.post('/inbox/action', { post_id: item!.id, channel_id: ch[4]!, channel_type: 4, action: 'unread' }),
      800,
    );
    expect(theirs.text).not.toContain('event: inbox');
  }, 20_000);

  it('ends with an end event when its token is revoked, and refuses the token after', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.tokenFor(DEMO.owner);
    const response = await fetch(`${address}/api/events/stream?access_token=${token}`);
    const received = response.text();
    await t.app.inject({ method: 'POST', url: '/api/oauth/revoke', headers: { authorization: `Bearer ${token}` } });
    // The stream closes by itself (text() resolves only when it does), its last words saying why.
    expect(await received).toMatch(/event: end\ndata: \{"reason":"token_revoked","message":"[^"]+"\}\n\n$/);
    const again = await t.app.inject({ url: `/api/events/stream?access_token=${token}` });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'token_revoked' });
  });

  it('ends when its token expires', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [member] = await t.db
      .select({ userId: users.id, workspaceId: memberships.workspaceId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, DEMO.owner));
    const token = await issueToken(t.db, { clientId: 'demo-app', codeId: null, ...member! }, 1);
    const response = await fetch(`${address}/api/events/stream?access_token=${token}`);
    expect(await response.text()).toContain('event: end\ndata: {"reason":"token_expired"');
  });

  it('needs a token', async () => {
    const reply = await t.app.inject({ url: '/api/events/stream' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ status: 'error', code: 'missing_token' });
  });
});

describe('the demo network simulator', () => {
  it('brings new items and announces them', async () => {
    const before = (await t.db.select().from(inboxItems)).length;
    const heard: number[] = [];
    const workspaceId = Number(
      (await apiClient(t, await t.tokenFor(DEMO.owner)).get('/account/get')).body.data.workspace.workspace_id,
    );
    const otherId = workspaceId + 1;
    t.deps.events.subscribe(workspaceId, (e) => e.type === 'inbox' && heard.push(...e.itemIds));
    t.deps.events.subscribe(otherId, (e) => e.type === 'inbox' && heard.push(...e.itemIds));
    const stop = startSimulator(t.deps, 30);
    await expect.poll(() => heard.length, { timeout: 5000 }).toBeGreaterThan(3);
    stop();
    expect((await t.db.select().from(inboxItems)).length).toBeGreaterThan(before);
  });
});
