import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drafts, posts, queueTails, sandboxPublications } from '../../db/schema.ts';
import { publishDue } from '../../publisher/publisher.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Wednesday 2026-06-10, 10:00 in New York (the demo workspace's zone).
const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;
const LINKEDIN = 4;
const INSTAGRAM = 5;
const PICTURE = '/demo/latte.png';

let t: TestApp;
let clock = NOW;
let owner: ApiClient;
let token: string;
let ch: Record<number, number>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  token = await t.tokenFor(DEMO.owner);
  owner = apiClient(t, token);
  ch = await demoChannels(owner);
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = NOW;
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
});

/** posts/create with a JSON body that may carry JSON values (the test client sends text and numbers only). */
const createJson = async (params: Record<string, unknown>) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/posts/create',
    headers: { authorization: `Bearer ${token}` },
    payload: params,
  });
  return { status: reply.statusCode, body: reply.json() };
};
/** posts/create as a form: every value text. */
const createForm = async (params: Record<string, string>) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/posts/create',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });
  return { status: reply.statusCode, body: reply.json() };
};
const rows = () => t.db.select().from(posts).orderBy(asc(posts.id));
const listed = async (channelId: number) => {
  const { body } = await owner.get('/posts/get', { channel_id: channelId });
  return [...body.data.channels[String(channelId)], ...body.data.postsToApprove[String(channelId)]] as Record<
    string,
    unknown
  >[];
};

describe('a version per network', () => {
  it('gives each channel of a group its own text and picture, read from a JSON body, and publishes each', async () => {
    const created = await createJson({
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}_${ch[INSTAGRAM]}`,
      message: 'Autumn menu is here',
      picture: PICTURE,
      versions: [
        { channel_id: ch[X], message: 'Autumn menu: pumpkin latte is back', picture: '' },
        { channel_id: String(ch[LINKEDIN]), message: 'Our autumn menu, written by our baristas' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const byChannel = Object.fromEntries((await rows()).map((p) => [p.channelId, p]));
    expect(new Set(Object.values(byChannel).map((p) => p.hash)).size).toBe(1);
    expect(byChannel[ch[X]!]).toMatchObject({ message: 'Autumn menu: pumpkin latte is back', picture: null });
    expect(byChannel[ch[LINKEDIN]!]).toMatchObject({ message: 'Our autumn menu, written by our baristas' });
    // A version without a picture takes the post's.
    expect(byChannel[ch[LINKEDIN]!]!.picture).toBe(PICTURE);
    expect(byChannel[ch[INSTAGRAM]!]).toMatchObject({ message: 'Autumn menu is here', picture: PICTURE });
    expect((await listed(ch[X]!))[0]).toMatchObject({ message: 'Autumn menu: pumpkin latte is back', has_version: 1 });
    expect((await listed(ch[INSTAGRAM]!))[0]).toMatchObject({ message: 'Autumn menu is here', has_version: 0 });
    // The calendar lists each channel's row with its own text.
    const { body: calendar } = await owner.get('/posts/calendar', { from: '2026-06-10', to: '2026-06-12' });
    const texts = Object.fromEntries(
      (calendar.data.posts as { channel_id: string; message: string }[]).map((p) => [p.channel_id, p.message]),
    );
    expect(texts).toEqual({
      [ch[X]!]: 'Autumn menu: pumpkin latte is back',
      [ch[LINKEDIN]!]: 'Our autumn menu, written by our baristas',
      [ch[INSTAGRAM]!]: 'Autumn menu is here',
    });
    // Each network receives its own text, once.
    clock = new Date('2026-06-12T14:00:00Z');
    expect(await publishDue(t.deps)).toBe(3);
    const sent = await t.db.select().from(sandboxPublications);
    expect(
      sent
        .filter((p) => p.postId !== null)
        .map((p) => p.message)
        .sort(),
    ).toEqual(
      ['Autumn menu is here', 'Autumn menu: pumpkin latte is back', 'Our autumn menu, written by our baristas'].sort(),
    );
  });

  it('reads versions as JSON text in a form the same way', async () => {
    const created = await createForm({
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      message: 'Open late on Friday',
      versions: JSON.stringify([{ channel_id: ch[X], message: 'Open till 22:00 Friday' }]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await rows()).map((p) => [p.channelId, p.message, p.hasVersion])).toEqual([
      [ch[X], 'Open till 22:00 Friday', true],
      [ch[LINKEDIN], 'Open late on Friday', false],
    ]);
  });

  it('reads versions from the query string too, and shows a collaborator’s versions each to approve', async () => {
    const collabToken = await t.tokenFor(DEMO.collab);
    await owner.post('/workspace/update', { approval_required: 1 });
    const query = new URLSearchParams({
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      message: 'Quiz night on Thursday',
      versions: JSON.stringify([{ channel_id: String(ch[LINKEDIN]), message: 'Our team quiz night, Thursday 19:00' }]),
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/posts/create?${query}`,
      headers: { authorization: `Bearer ${collabToken}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const toApprove = async (channelId: number) =>
      (await owner.get('/posts/get', { channel_id: channelId })).body.data.postsToApprove[String(channelId)];
    expect(await toApprove(ch[X]!)).toMatchObject([
      { message: 'Quiz night on Thursday', has_version: 0, to_approve: 1 },
    ]);
    expect(await toApprove(ch[LINKEDIN]!)).toMatchObject([
      { message: 'Our team quiz night, Thursday 19:00', has_version: 1, to_approve: 1 },
    ]);
  });

  it('checks every rule on each channel’s own text and picture, naming the network, and changes nothing', async () => {
    const tooLongForX = 'x'.repeat(300);
    const refused = await createJson({
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      message: 'Short enough everywhere',
      versions: [{ channel_id: ch[X], message: tooLongForX }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'message_too_long', field: 'versions' });
    expect(refused.body.message).toContain('The version for X: Too long for X: 300 of 280 characters.');
    // A text too long for X is fine for LinkedIn alone, as its version.
    const fine = await createJson({
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      message: 'Short',
      versions: [{ channel_id: ch[LINKEDIN], message: tooLongForX }],
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    await t.db.delete(posts);
    const noPicture = await createJson({
      channel_ids: `${ch[X]}_${ch[INSTAGRAM]}`,
      message: 'Latte art',
      picture: PICTURE,
      versions: [{ channel_id: ch[INSTAGRAM], message: 'Latte art', picture: '' }],
    });
    expect(noPicture.status).toBe(400);
    expect(noPicture.body).toMatchObject({ code: 'picture_required', field: 'versions' });
    expect(noPicture.body.message).toContain('Instagram');
    const badAddress = await createJson({
      channel_ids: `${ch[X]}`,
      message: 'Latte art',
      versions: [{ channel_id: ch[X], message: 'Latte', picture: 'http://127.0.0.1/x.png' }],
    });
    expect(badAddress.status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('refuses versions that are not JSON of the shape, naming where, with nothing changed', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ versions: '[{"channel_id":' }, 'versions: is not JSON'],
      [{ versions: '{"channel_id":1}' }, 'versions: Invalid input: expected array'],
      [{ versions: '[{"channel_id":"one","message":"a"}]' }, 'versions[0].channel_id'],
      [{ versions: '[{"channel_id":1,"text":"a"}]' }, 'versions[0]'],
      [{ versions: '[]' }, 'versions: Give at least one version'],
    ];
    for (const [params, said] of cases) {
      const refused = await createForm({ channel_ids: String(ch[X]), message: 'Hello', ...params });
      expect(refused.status, JSON.stringify(params)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalid_parameter', field: 'versions' });
      expect(refused.body.message).toContain(said);
    }
    const foreign = await createJson({
      channel_ids: String(ch[X]),
      message: 'Hello',
      versions: [{ channel_id: ch[LINKEDIN], message: 'Hi' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain(`channel ${ch[LINKEDIN]} is not one of channel_ids`);
    const twice = await createJson({
      channel_ids: String(ch[X]),
      message: 'Hello',
      versions: [
        { channel_id: ch[X], message: 'Hi' },
        { channel_id: ch[X], message: 'Hey' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('two versions');
    const nul = await createJson({
      channel_ids: String(ch[X]),
      message: 'Hello',
      versions: [{ channel_id: ch[X], message: 'Hi\u0000' }],
    });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('NUL');
    expect(await rows()).toEqual([]);
  });

  it('update_mapped changes the shared parts everywhere and the text only where there is no version', async () => {
    const created = await createJson({
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}_${ch[INSTAGRAM]}`,
      message: 'Autumn menu is here',
      picture: PICTURE,
      versions: [{ channel_id: ch[X], message: 'Autumn on X' }],
    });
    const [xId, linkedinId] = created.body.data.post_id as number[];
    const updated = await owner.post('/posts/update', {
      id: linkedinId,
      message: 'Autumn menu, now with pie',
      link: 'https://cafe.example/autumn',
      update_mapped: 1,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toBe('3 posts updated. The X version keeps its own text and picture.');
    expect((await rows()).map((p) => [p.channelId, p.message, p.link, p.hasVersion])).toEqual([
      [ch[X], 'Autumn on X', 'https://cafe.example/autumn', true],
      [ch[LINKEDIN], 'Autumn menu, now with pie', 'https://cafe.example/autumn', false],
      [ch[INSTAGRAM], 'Autumn menu, now with pie', 'https://cafe.example/autumn', false],
    ]);
    // Without update_mapped, a new text is that post's alone, and its version from then on.
    const alone = await owner.post('/posts/update', { id: linkedinId, message: 'Pie for LinkedIn' });
    expect(alone.body.data).toBe('Post updated.');
    const again = await owner.post('/posts/update', { id: xId, message: 'Pie everywhere', update_mapped: 1 });
    expect(again.body.data).toBe('3 posts updated. The X and LinkedIn versions keep their own text and picture.');
    expect((await rows()).map((p) => [p.channelId, p.message, p.hasVersion])).toEqual([
      [ch[X], 'Autumn on X', true],
      [ch[LINKEDIN], 'Pie for LinkedIn', true],
      [ch[INSTAGRAM], 'Pie everywhere', false],
    ]);
    // A mapped change of shared parts only says nothing of versions.
    const time = await owner.post('/posts/update', {
      id: xId,
      custom_time: '2026-06-20 09:00:00',
      update_mapped: 1,
    });
    expect(time.body.data).toBe('3 posts updated.');
  });

  it('copies the source channel’s own text', async () => {
    const created = await createJson({
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      message: 'Shared text',
      versions: [{ channel_id: ch[X], message: 'X text' }],
    });
    const copied = await owner.post('/posts/copy', { post_id: created.body.data.post_id[0], channel_id: ch[LINKEDIN] });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.data.params).toMatchObject({ message: 'X text', channel: LINKEDIN });
  });
});
