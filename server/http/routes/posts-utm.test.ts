import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, drafts, posts, queueTails, shortLinks } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const X = 1;
const LINKEDIN = 4;
const MENU = 'https://northwind.example/menu';

let t: TestApp;
let owner: ApiClient;
let member: ApiClient;
let ch: Record<number, number>;

beforeAll(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  member = apiClient(t, await t.tokenFor(DEMO.collab));
  ch = await demoChannels(owner);
  await owner.post('/workspace/update', { approval_required: 0 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
  await owner.post('/workspace/utm', { enabled: 0, campaign: '' });
});

/** The final links of a post (posts/getLinks) and where a click on the first lands. */
async function linksOf(postId: number) {
  const { body } = await owner.get('/posts/getLinks', { post_id: postId });
  const links = body.data as { short_link: string; link: string }[];
  const path = new URL(links[0]!.short_link).pathname;
  const click = await t.app.inject({ url: path });
  return { links: links.map((l) => l.link), landed: click.headers.location };
}

describe('UTM parameters', () => {
  it('is off until an owner or admin turns it on, audited; other roles read it', async () => {
    expect((await member.get('/workspace/utm')).body.data).toEqual({ enabled: 0, campaign: '' });
    const refused = await member.post('/workspace/utm', { enabled: 1 });
    expect(refused.status).toBe(403);
    const saved = await owner.post('/workspace/utm', { enabled: 1, campaign: ' autumn ' });
    expect(saved.body.data).toEqual({ enabled: 1, campaign: 'autumn' });
    // Only what is sent changes.
    expect((await owner.post('/workspace/utm', { enabled: 0 })).body.data).toEqual({ enabled: 0, campaign: 'autumn' });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'workspace.utm_changed')));
    expect(audit.at(-1)?.details).toEqual({ enabled: false, campaign: 'autumn' });
    expect((await owner.post('/workspace/utm', { campaign: 'x'.repeat(101) })).status).toBe(400);
  });

  it('leaves links alone while off', async () => {
    const created = await owner.post('/posts/create', { channel_ids: ch[X]!, message: `Menu: ${MENU}` });
    expect(await linksOf(created.body.data.post_id[0])).toEqual({ links: [MENU], landed: MENU });
  });

  it('tags each network’s links with its key, the workspace’s campaign or the post’s, and a click lands there', async () => {
    await owner.post('/workspace/utm', { enabled: 1, campaign: 'autumn' });
    const created = await owner.post('/posts/create', {
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      message: `Menu: ${MENU} and https://northwind.example/?utm_source=newsletter`,
    });
    const [xPost, linkedinPost] = created.body.data.post_id as number[];
    const tagged = `${MENU}?utm_source=x&utm_medium=social&utm_campaign=autumn`;
    expect(await linksOf(xPost!)).toEqual({
      links: [tagged, 'https://northwind.example/?utm_source=newsletter'],
      landed: tagged,
    });
    expect((await linksOf(linkedinPost!)).landed).toBe(
      `${MENU}?utm_source=linkedin&utm_medium=social&utm_campaign=autumn`,
    );
    // The text the network receives carries the short link, not the long one.
    const [stored] = await t.db.select().from(shortLinks).where(eq(shortLinks.postId, xPost!));
    expect(stored!.url).toBe(MENU);

    const own = await owner.post('/posts/create', {
      channel_ids: ch[X]!,
      message: 'Menu',
      link: MENU,
      utm_campaign: 'pie week',
    });
    const ownId: number = own.body.data.post_id[0];
    expect((await linksOf(ownId)).landed).toBe(`${MENU}?utm_source=x&utm_medium=social&utm_campaign=pie%20week`);
    const { body } = await owner.get('/posts/get', { channel_id: ch[X]! });
    expect(body.data.channels[String(ch[X])].find((p: { post_id: number }) => p.post_id === ownId)).toMatchObject({
      utm_campaign: 'pie week',
    });
    // Editing the campaign re-tags the links the post keeps; an empty one falls back to the workspace's.
    await owner.post('/posts/update', { id: ownId, utm_campaign: '' });
    expect((await linksOf(ownId)).landed).toBe(`${MENU}?utm_source=x&utm_medium=social&utm_campaign=autumn`);
    // Moved to LinkedIn, its links say LinkedIn.
    const moved = await owner.post('/posts/bulkChangeChannel', { post_ids: String(ownId), channel_id: ch[LINKEDIN]! });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await linksOf(ownId)).landed).toBe(`${MENU}?utm_source=linkedin&utm_medium=social&utm_campaign=autumn`);
  });
});
