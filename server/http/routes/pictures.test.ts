import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drafts, posts } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { png } from '../../testing/images.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const X = 1;
const LINKEDIN = 4;
const INSTAGRAM = 5;
const PINTEREST = 6;
let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let ch: Record<number, number>;

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  ch = await demoChannels(owner);
});
afterEach(() => t.close());

const postCount = async () =>
  ((await t.db.execute(sql`select count(*)::int as n from posts`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

const refusal = (networks: string) => ({
  status: 'error',
  code: 'picture_required',
  message: `${networks} an image: add a picture.`,
  field: 'picture',
});

describe('Instagram and Pinterest need a picture', () => {
  it('refuses posts/create without one, naming each network, and creates nothing', async () => {
    const before = await postCount();
    const alone = await owner.post('/posts/create', { channel_ids: ch[INSTAGRAM]!, message: 'New mugs' });
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual(refusal('Instagram needs'));
    const several = await owner.post('/posts/create', {
      channel_ids: `${ch[X]}_${ch[INSTAGRAM]}_${ch[PINTEREST]}`,
      message: 'New mugs',
      picture: '  ',
      share_now: 1,
    });
    expect(several.body).toEqual(refusal('Instagram and Pinterest need'));
    expect(await postCount()).toBe(before);
    // Other networks take a post without one.
    expect((await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'New mugs' })).status).toBe(200);
  });

  it('takes a picture uploaded to the service', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}`, 'content-type': 'image/png' },
      payload: png(1080, 1080),
    });
    const url: string = upload.json().data.url;
    const created = await owner.post('/posts/create', {
      channel_ids: `${ch[INSTAGRAM]}_${ch[PINTEREST]}`,
      message: 'New mugs',
      picture: url,
    });
    expect(created.status).toBe(200);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, created.body.data.post_id[0]));
    expect(row!.picture).toBe(url);
  });

  it('refuses an edit that takes the picture away, and a copy of a post without one', async () => {
    const created = await owner.post('/posts/create', {
      channel_ids: `${ch[LINKEDIN]}_${ch[INSTAGRAM]}`,
      message: 'Mugs',
      picture: '/demo/latte.png',
    });
    const [onLinkedIn, onInstagram] = created.body.data.post_id as number[];
    const cleared = await owner.post('/posts/update', { id: onInstagram!, message: 'Mugs', picture: '' });
    expect(cleared.body).toEqual(refusal('Instagram needs'));
    const whole = await owner.post('/posts/update', { id: onLinkedIn!, picture: '', update_mapped: 1 });
    expect(whole.body).toEqual(refusal('Instagram needs'));
    const [kept] = await t.db.select().from(posts).where(eq(posts.id, onInstagram!));
    expect(kept!.picture).toBe('/demo/latte.png');
    // LinkedIn alone may lose it; the text of the Instagram post may change while it keeps one.
    expect((await owner.post('/posts/update', { id: onLinkedIn!, picture: '' })).status).toBe(200);
    expect((await owner.post('/posts/update', { id: onInstagram!, message: 'Mugs!' })).status).toBe(200);
    const copied = await owner.post('/posts/copy', { post_id: onLinkedIn!, channel_id: ch[PINTEREST]! });
    expect(copied.body).toEqual(refusal('Pinterest needs'));
  });

  it('keeps a draft without one, but will not move it into the outbox', async () => {
    const draftId = (
      await owner.post('/drafts/create', { message: 'Gift boxes', channel_ids: `${ch[X]}_${ch[INSTAGRAM]}` })
    ).body.data.draft_id as number;
    const before = await postCount();
    const stacked = await t.app.inject({
      method: 'POST',
      url: `/api/drafts/add_to_stack?draft_id=${draftId}`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}` },
    });
    expect(stacked.statusCode).toBe(400);
    expect(stacked.json()).toEqual(refusal('Instagram needs'));
    const shared = await owner.post('/drafts/update', { draft_id: draftId, message: 'Gift boxes', share_now: 1 });
    expect(shared.body).toEqual(refusal('Instagram needs'));
    expect(await postCount()).toBe(before);
    expect(await t.db.select().from(drafts).where(eq(drafts.id, draftId))).toHaveLength(1);
    const withPicture = await owner.post('/drafts/update', {
      draft_id: draftId,
      message: 'Gift boxes',
      picture: '/demo/beans.png',
      add_to_stack: 1,
    });
    expect(withPicture.status).toBe(200);
    expect(await postCount()).toBe(before + 2);
  });

  it('will not queue, publish or approve a post without one made before the rule', async () => {
    const [row] = await t.db
      .update(posts)
      .set({ picture: null })
      .where(and(eq(posts.channelId, ch[INSTAGRAM]!), eq(posts.toApprove, true)))
      .returning();
    const approved = await owner.post('/posts/approvePost', { channel_id: ch[INSTAGRAM]!, post_id: row!.id });
    expect(approved.body).toEqual(refusal('Instagram needs'));
    const [queued] = await t.db
      .update(posts)
      .set({ picture: null })
      // A queued one: the demo's published year is there too.
      .where(and(eq(posts.channelId, ch[PINTEREST]!), eq(posts.toApprove, false), eq(posts.status, 0)))
      .returning();
    const now = await owner.post('/posts/shareNow', { channel_id: ch[PINTEREST]!, post_id: queued!.id });
    expect(now.body).toEqual(refusal('Pinterest needs'));
    await t.db.update(posts).set({ status: 2, errorMessage: 'failed' }).where(eq(posts.id, queued!.id));
    const again = await owner.post('/posts/addToStack', { post_id: queued!.id });
    expect(again.body).toEqual(refusal('Pinterest needs'));
    expect((await collab.post('/posts/create', { channel_ids: ch[PINTEREST]!, message: 'x' })).status).toBe(400);
  });
});
