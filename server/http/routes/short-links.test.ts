import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drafts, posts, queueTails, shortLinks } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const X = 1;
const PHISH = 'https://evil.example/phish';

let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let ch: Record<number, number>;

beforeAll(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  ch = await demoChannels(owner);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
  await owner.post('/workspace/update', { approval_required: 1 });
});

/** A post with a link, by whom; answers its id and its link's short path. */
async function postWithLink(api: ApiClient, link = PHISH) {
  const created = await api.post('/posts/create', { channel_ids: ch[X]!, message: 'Look at this', link });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id: number = created.body.data.post_id[0];
  const [short] = await t.db.select().from(shortLinks).where(eq(shortLinks.postId, id));
  return { id, path: `/l/${short!.code}` };
}
const visit = (path: string) => t.app.inject({ url: path });
const clicks = async (path: string) =>
  (
    await t.db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.code, path.slice(3)))
  )[0]!.clicks;

/** The page a short link shows instead of redirecting: no Location, the address on it, nothing counted. */
async function expectPage(path: string, address: string, asLink: boolean) {
  const before = await clicks(path);
  const reply = await visit(path);
  expect(reply.statusCode).toBe(200);
  expect(reply.headers.location).toBeUndefined();
  expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
  expect(reply.body).toContain(asLink ? `<a href="${address}" rel="nofollow noopener noreferrer">` : '<code>');
  if (!asLink) expect(reply.body).not.toMatch(/<a\s/);
  return { reply, counted: (await clicks(path)) - before };
}

describe('GET /l/{code}', () => {
  it('shows where a collaborator’s post awaiting approval leads, without sending the visitor there', async () => {
    const { path } = await postWithLink(collab);
    const { reply, counted } = await expectPage(path, PHISH, true);
    expect(reply.body).toContain('waiting for approval');
    expect(counted).toBe(0);
  });

  it('redirects once the post is approved, counting the click', async () => {
    const { id, path } = await postWithLink(collab);
    expect((await owner.post('/posts/approvePost', { channel_id: ch[X]!, post_id: id })).status).toBe(200);
    const reply = await visit(path);
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe(PHISH);
    expect(await clicks(path)).toBe(1);
  });

  it('shows the page again when the collaborator edits the approved post, which goes back to approval', async () => {
    const { id, path } = await postWithLink(collab);
    await owner.post('/posts/approvePost', { channel_id: ch[X]!, post_id: id });
    expect((await collab.post('/posts/update', { id, message: `Look again ${PHISH}` })).status).toBe(200);
    await expectPage(path, PHISH, true);
  });

  it('never redirects for a post sent back to its writer', async () => {
    const { id, path } = await postWithLink(collab);
    await owner.post('/posts/disapprovePost', { channel_id: ch[X]!, post_id: id, message: 'No' });
    const { reply } = await expectPage(path, PHISH, true);
    expect(reply.body).toContain('sent back');
  });

  it('redirects for an owner’s own post, and a collaborator’s where the workspace needs no approval', async () => {
    const mine = await postWithLink(owner, 'https://northwind.example/menu');
    expect((await visit(mine.path)).headers.location).toBe('https://northwind.example/menu');
    await owner.post('/workspace/update', { approval_required: 0 });
    const trusted = await postWithLink(collab, 'https://northwind.example/shop');
    expect((await visit(trusted.path)).statusCode).toBe(302);
  });

  it.each([
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/phish',
    'http://',
  ])('never redirects to a stored target that is no web address: %s', async (target) => {
    const { id, path } = await postWithLink(owner, 'https://northwind.example/');
    // As a link stored before addresses were checked.
    await t.db.update(shortLinks).set({ url: target }).where(eq(shortLinks.postId, id));
    const { reply } = await expectPage(path, target, false);
    expect(reply.body).not.toContain('<script>');
    expect(reply.body).toContain('not an http or https one');
  });

  it('answers an unknown code with 404', async () => {
    expect((await visit('/l/nothing')).statusCode).toBe(404);
  });
});
