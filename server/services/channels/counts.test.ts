import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { drafts, posts, queueTails } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { POST_STATUS } from '../outbox/read.ts';

const X = 1;
const LINKEDIN = 4;
let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let ch: Record<number, number>;

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date('2026-06-10T14:00:00Z') });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  ch = await demoChannels(owner);
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
});
afterEach(() => t.close());

const entry = async (api: ApiClient, channelId: number) =>
  ((await api.get('/channels/get')).body.data as { channel_id: string }[]).find(
    (c) => c.channel_id === String(channelId),
  );

it("counts each channel's waiting, awaiting-approval and failed posts, for every member", async () => {
  for (const message of ['one', 'two']) await owner.post('/posts/create', { channel_ids: ch[X]!, message });
  await collab.post('/posts/create', { channel_ids: `${ch[X]}_${ch[LINKEDIN]}`, message: 'needs a look' });
  const [failing] = await t.db.select().from(posts).where(eq(posts.message, 'two'));
  await t.db.update(posts).set({ status: POST_STATUS.failed }).where(eq(posts.id, failing!.id));

  for (const api of [owner, collab]) {
    expect(await entry(api, ch[X]!)).toMatchObject({ waiting_posts: 3, awaiting_approval: 1, failed_posts: 1 });
    expect(await entry(api, ch[LINKEDIN]!)).toMatchObject({ waiting_posts: 1, awaiting_approval: 1, failed_posts: 0 });
  }
});
