import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drafts, posts, queueTails, shortLinks } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// A post's link and picture are checked where they are given (decision 021): every way in refuses these, with the
// error body naming the parameter, and writes nothing.
const REFUSED = [
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/phish',
  'file:///etc/passwd',
  'http://127.0.0.1/admin',
  'http://[::7f00:1]/',
  'http://[64:ff9b::7f00:1]/',
  'http://198.18.0.1/',
  'http://240.0.0.1/',
];
const FIELDS = ['link', 'picture'] as const;
const X = 1;

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
});

const everything = async () => ({
  posts: await t.db.select().from(posts).orderBy(posts.id),
  drafts: await t.db.select().from(drafts).orderBy(drafts.id),
  links: await t.db.select().from(shortLinks).orderBy(shortLinks.id),
});

/** Each refused value in each field: a 400 naming the field, and the database as it was. */
async function expectRefused(call: (field: (typeof FIELDS)[number], value: string) => ReturnType<ApiClient['post']>) {
  const before = await everything();
  for (const field of FIELDS)
    for (const value of REFUSED) {
      const reply = await call(field, value);
      expect(reply.status, `${field}=${value}: ${JSON.stringify(reply.body)}`).toBe(400);
      expect(reply.body).toMatchObject({ status: 'error', code: `invalid_${field}`, field });
      expect(reply.body.message).toMatch(field === 'link' ? /^The link / : /^The picture address /);
    }
  expect(await everything()).toEqual(before);
}

describe('a post’s link and picture', () => {
  it('are refused by posts/create, for owners and collaborators alike', async () => {
    for (const api of [owner, collab])
      await expectRefused((field, value) =>
        api.post('/posts/create', { channel_ids: ch[X]!, message: 'Look', [field]: value }),
      );
  });

  it('are refused by posts/update, of one post or its group', async () => {
    const id = (await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'Look' })).body.data.post_id[0];
    await expectRefused((field, value) => owner.post('/posts/update', { id, [field]: value }));
    await expectRefused((field, value) => owner.post('/posts/update', { id, update_mapped: 1, [field]: value }));
  });

  it('are refused by drafts/create and drafts/update, also when the update moves the draft', async () => {
    await expectRefused((field, value) => owner.post('/drafts/create', { message: 'Later', [field]: value }));
    const draftId = (await owner.post('/drafts/create', { message: 'Later', channel_ids: String(ch[X]) })).body.data
      .draft_id;
    await expectRefused((field, value) =>
      owner.post('/drafts/update', { draft_id: draftId, message: 'Later', [field]: value }),
    );
    await expectRefused((field, value) =>
      owner.post('/drafts/update', { draft_id: draftId, message: 'Later', add_to_stack: 1, [field]: value }),
    );
  });

  it('are refused by a CSV import, row by row in the preview and whole in the import', async () => {
    const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    const csv = [
      'channel,message,link,picture',
      ...REFUSED.map((value) => [ch[X]!, 'Imported', value, ''].map(String).map(quote).join(',')),
      ...REFUSED.map((value) => [ch[X]!, 'Imported', '', value].map(String).map(quote).join(',')),
    ].join('\n');
    const preview = await owner.post('/posts/importPreview', { csv });
    expect(preview.status).toBe(200);
    const codes = preview.body.data.rows.map((r: { problems: { field: string; code: string }[] }) =>
      r.problems.map((p) => `${p.field}:${p.code}`),
    );
    expect(codes).toEqual([
      ...REFUSED.map(() => ['link:invalid_link']),
      ...REFUSED.map(() => ['picture:invalid_picture']),
    ]);
    const before = await everything();
    const imported = await owner.post('/posts/import', { csv });
    expect(imported).toMatchObject({ status: 400, body: { status: 'error', code: 'import_has_problems' } });
    expect(await everything()).toEqual(before);
  });

  it('are checked again when a post or draft made before the rule is copied or moved to the outbox', async () => {
    const id = (await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'Old' })).body.data.post_id[0];
    await t.db.update(posts).set({ link: 'javascript:alert(1)' }).where(eq(posts.id, id));
    const draftId = (await owner.post('/drafts/create', { message: 'Old', channel_ids: String(ch[X]) })).body.data
      .draft_id;
    await t.db.update(drafts).set({ picture: 'file:///etc/passwd' }).where(eq(drafts.id, draftId));
    const before = await everything();
    const copied = await owner.post('/posts/copy', { post_id: id, channel_id: ch[X]! });
    expect(copied).toMatchObject({ status: 400, body: { code: 'invalid_link', field: 'link' } });
    const queued = await owner.post(`/drafts/add_to_stack?draft_id=${draftId}`);
    expect(queued).toMatchObject({ status: 400, body: { code: 'invalid_picture', field: 'picture' } });
    expect(await everything()).toEqual(before);
  });

  it('takes public addresses, this service’s own pictures, and none', async () => {
    const created = await owner.post('/posts/create', {
      channel_ids: ch[X]!,
      message: 'Look',
      link: 'https://northwind.example/menu',
      picture: 'http://localhost:8787/media/abcdefghijklmnopqrstuv.png',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.post_id[0];
    expect((await owner.post('/posts/update', { id, link: '', picture: '/demo/latte.png' })).status).toBe(200);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ link: '', picture: '/demo/latte.png' });
  });
});

describe('with FETCH_PRIVATE_ADDRESSES=1', () => {
  it('takes private addresses, but still only http(s)', async () => {
    const open = await createTestApp({ env: { FETCH_PRIVATE_ADDRESSES: '1' } });
    try {
      const api = apiClient(open, await open.tokenFor(DEMO.owner));
      const channels = await demoChannels(api);
      const create = (params: Record<string, string>) =>
        api.post('/posts/create', { channel_ids: channels[X]!, message: 'Inside', ...params });
      expect((await create({ link: 'http://127.0.0.1:3000/', picture: 'http://[::1]:9000/a.png' })).status).toBe(200);
      expect((await create({ link: 'javascript:alert(1)' })).body).toMatchObject({ code: 'invalid_link' });
    } finally {
      await open.close();
    }
  });
});
