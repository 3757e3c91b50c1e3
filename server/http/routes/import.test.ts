import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drafts, media, posts, queueTails } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { encoded } from '../../testing/images.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Wednesday 2026-06-10, 10:00 in New York (the demo workspace's zone).
const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;
const LINKEDIN = 4;
const INSTAGRAM = 5;
const PINTEREST = 6;

let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let ch: Record<number, number>;

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  ch = await demoChannels(owner);
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
});
afterEach(() => t.close());

type Problem = { code: string; field: string; message: string };
type PreviewRow = { row: number; channel_id: string; placement: string; display_time: string; problems: Problem[] };

const preview = async (api: ApiClient, csv: string) => {
  const { status, body } = await api.post('/posts/importPreview', { csv });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { valid: number; count: number; problems: Problem[]; rows: PreviewRow[] };
};
const codesByRow = (rows: PreviewRow[]) => rows.map((r) => [r.row, r.problems.map((p) => `${p.field}:${p.code}`)]);
const postCount = async () => (await t.db.select().from(posts)).length;
const outbox = async (channelId: number) => {
  const { body } = await owner.get('/posts/get', { channel_id: channelId });
  const key = String(channelId);
  type Post = { message: string; display_time: string; is_custom_time: number };
  return { queue: body.data.channels[key] as Post[], toApprove: body.data.postsToApprove[key] as Post[] };
};

const TOO_LONG = 'A'.repeat(281);
/** Every mistake of the issue: an unknown channel, X's limit, a past time, Instagram without an image. */
const BROKEN = [
  'channel,message,picture,time',
  'nowhere,Hello,,queue',
  `northwindcoffee,${TOO_LONG},,`,
  'northwind-coffee-co,Too late,,2026-06-01 09:00:00',
  'northwind.cafe,Latte art,,queue',
].join('\n');
/** The same rows mended; `{1}` stands for the demo's X channel id (`withIds`). */
const FIXED = [
  'channel,message,picture,time',
  '{1},First from the file,,queue',
  'northwind-coffee-co,On Friday morning,,2026-06-12 09:00:00',
  '@NorthwindCoffee,"Second, with a comma",,',
  'northwind.cafe,Latte art,/demo/latte.png,queue',
  'northwindcoffee,Third,,QUEUE',
].join('\n');
const withIds = (csv: string) => csv.replace(/\{(\d)\}/g, (_, type: string) => String(ch[Number(type)]));

describe('posts/importPreview', () => {
  it('lists every problem with its row and column, and creates nothing', async () => {
    const checked = await preview(owner, BROKEN);
    expect(checked).toMatchObject({ valid: 0, count: 4, problems: [] });
    expect(codesByRow(checked.rows)).toEqual([
      [2, ['channel:unknown_channel']],
      [3, ['message:message_too_long']],
      [4, ['time:custom_time_in_past']],
      [5, ['picture:picture_required']],
    ]);
    expect(checked.rows.map((r) => r.problems[0]!.message)).toEqual([
      'No channel of this workspace is called "nowhere": use a channel\'s id, or its name or screen name as the Channels page shows it.',
      'Too long for X: 281 of 280 characters.',
      '2026-06-01 09:00:00 (America/New_York) has already passed. Pick a time ahead, or put the post in the queue.',
      'Instagram needs an image: add a picture.',
    ]);
    expect(await postCount()).toBe(0);
  });

  it('shows what a good file would create: channels, placement and the time of pinned rows', async () => {
    const checked = await preview(owner, withIds(FIXED));
    expect(checked).toMatchObject({ valid: 1, count: 5, problems: [] });
    expect(checked.rows.map((r) => [r.row, r.channel_id, r.placement, r.display_time])).toEqual([
      [2, String(ch[X]), 'queue', ''],
      [3, String(ch[LINKEDIN]), 'pinned', '2026-06-12 09:00:00'],
      [4, String(ch[X]), 'queue', ''],
      [5, String(ch[INSTAGRAM]), 'queue', ''],
      [6, String(ch[X]), 'queue', ''],
    ]);
    expect(checked.rows[2]).toMatchObject({ message: 'Second, with a comma', channel_name: 'Northwind Coffee' });
    expect(await postCount()).toBe(0);
  });

  it('names an ambiguous channel, a skipped or malformed time, bad addresses and an empty message', async () => {
    const checked = await preview(
      owner,
      [
        'Channel,Message,Link,Picture,Time',
        'Northwind Coffee,Which one?,,,',
        'northwindcoffee,Spring forward,,,2027-03-14 02:30:00',
        'northwindcoffee,Wrong format,,,14/06/2026 09:00',
        'northwindcoffee,No such day,,,2026-02-30 09:00:00',
        'northwindcoffee,FTP,ftp://files.example/a,,',
        'NORTHWIND RECIPES,Pin,,javascript:alert(1),',
        'northwindcoffee,  ,,,',
        `northwindcoffee,Long link,https://example.com/${'a'.repeat(2048)},,`,
        'northwindcoffee,Minutes are enough,,,2026-06-12 09:00',
      ].join('\r\n'),
    );
    expect(codesByRow(checked.rows)).toEqual([
      [2, ['channel:ambiguous_channel']],
      [3, ['time:time_skipped']],
      [4, ['time:invalid_time']],
      [5, ['time:invalid_time']],
      [6, ['link:invalid_link']],
      [7, ['picture:invalid_picture']],
      [8, ['message:missing_message']],
      [9, ['link:link_too_long']],
      [10, []],
    ]);
    const [ambiguous, skipped] = checked.rows.map((r) => r.problems[0]?.message);
    expect(ambiguous).toMatch(/^"Northwind Coffee" names 4 channels \(northwindcoffee \d+, .*\): use the channel's id/);
    expect(skipped).toBe(
      '2027-03-14 02:30:00 does not exist in America/New_York: the clocks skip it for daylight saving time. Pick another time.',
    );
    expect(checked.rows.at(-1)!.display_time).toBe('2026-06-12 09:00:00');
  });

  it('reads a spreadsheet’s file: a byte order mark, CRLF, quoted lines and blank lines', async () => {
    const csv = `\uFEFFchannel,message\r\nnorthwindcoffee,"Two\r\nlines, ""quoted"""\r\n\r\nnorthwindcoffee,Next\r\n`;
    const checked = await preview(owner, csv);
    expect(checked).toMatchObject({ valid: 1, count: 2 });
    expect(checked.rows.map((r) => [r.row, (r as unknown as { message: string }).message])).toEqual([
      [2, 'Two\r\nlines, "quoted"'],
      [4, 'Next'],
    ]);
  });

  it('refuses the file as a whole for unknown columns, too many rows or no header', async () => {
    const unknown = await preview(owner, 'channel,message,colour\nnorthwindcoffee,Hi,blue\n');
    expect(unknown).toMatchObject({ valid: 0, count: 1, rows: [] });
    expect(unknown.problems).toEqual([
      {
        code: 'unknown_column',
        field: 'csv',
        message:
          'Column 3 ("colour") is not one an import reads: name the columns channel, message, link, picture, time, or remove it.',
      },
    ]);
    const many = await preview(owner, ['channel,message', ...Array(501).fill('northwindcoffee,Hi')].join('\n'));
    expect(many).toMatchObject({ valid: 0, count: 501, rows: [] });
    expect(many.problems.map((p) => p.code)).toEqual(['too_many_rows']);
    expect((await preview(owner, '')).problems.map((p) => p.code)).toEqual(['missing_header']);
    expect((await preview(owner, 'message\nHi\n')).problems.map((p) => p.code)).toEqual(['missing_column']);
    expect((await preview(owner, 'channel,message\n')).problems.map((p) => p.code)).toEqual(['no_rows']);
    const ragged = await preview(owner, 'channel,message\nnorthwindcoffee,Hi,extra\n');
    expect(codesByRow(ragged.rows)).toEqual([[2, ['csv:ragged_row']]]);
  });
});

describe('posts/import', () => {
  it('refuses a file with any problem, naming how many, and creates nothing', async () => {
    const refused = await owner.post('/posts/import', { csv: BROKEN });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      status: 'error',
      code: 'import_has_problems',
      field: 'csv',
      message:
        'The file has 4 problems, so nothing was imported: preview it to see each, fix the file and import it again.',
    });
    // One bad row among good ones refuses them all.
    const oneBad = `${withIds(FIXED)}\nnowhere,Hello,,queue\n`;
    expect((await owner.post('/posts/import', { csv: oneBad })).body).toMatchObject({
      code: 'import_has_problems',
      message: expect.stringMatching(/^The file has 1 problem,/),
    });
    expect(await postCount()).toBe(0);
  });

  it('creates every row: queued ones at the end of their queue in file order, pinned ones at their time', async () => {
    await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'Already queued' });
    const { status, body } = await owner.post('/posts/import', { csv: withIds(FIXED) });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.message).toBe('5 posts imported.');
    expect(body.data.post_id).toHaveLength(5);
    expect(new Set(body.data.channel_ids)).toEqual(new Set([ch[X], ch[LINKEDIN], ch[INSTAGRAM]].map(String)));
    expect((await outbox(ch[X]!)).queue.map((p) => [p.message, p.display_time, p.is_custom_time])).toEqual([
      ['Already queued', '2026-06-10 13:00:00', 0],
      ['First from the file', '2026-06-10 17:00:00', 0],
      ['Second, with a comma', '2026-06-11 09:00:00', 0],
      ['Third', '2026-06-11 13:00:00', 0],
    ]);
    expect((await outbox(ch[LINKEDIN]!)).queue.map((p) => [p.message, p.display_time, p.is_custom_time])).toEqual([
      ['On Friday morning', '2026-06-12 09:00:00', 1],
    ]);
    expect((await outbox(ch[INSTAGRAM]!)).queue).toMatchObject([{ message: 'Latte art', picture: '/demo/latte.png' }]);
    // Each row is a post of its own.
    expect(new Set((await t.db.select().from(posts)).map((p) => p.hash)).size).toBe(6);
  });

  it('gives the rows of a collaborator’s file to approval', async () => {
    const { body } = await collab.post('/posts/import', {
      csv: 'channel,message,picture\nnorthwindrecipes,Pin this,https://cdn.northwind.example/pin.jpg\n',
    });
    expect(body.data.message).toBe('1 post imported; it awaits approval.');
    const { queue, toApprove } = await outbox(ch[PINTEREST]!);
    expect(queue).toEqual([]);
    expect(toApprove.map((p) => p.message)).toEqual(['Pin this']);
  });
});

describe('a row’s picture of ours', () => {
  async function upload(bytes: Buffer, contentType: string) {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}`, 'content-type': contentType },
      payload: bytes,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as { media_id: string; url: string };
  }

  it('is held to its network’s picture rules as posts/create holds it, and the file is refused', async () => {
    const wide = (await upload(await encoded('jpeg', 1000, 400), 'image/jpeg')).url;
    const square = await upload(await encoded('png', 500, 500), 'image/png');
    // Stored before renditions were made (migration 0038): no JPEG for Instagram.
    await t.db.update(media).set({ jpegKey: null, thumbnailKey: null }).where(eq(media.id, square.media_id));
    const csv = [
      'channel,message,picture',
      `${ch[INSTAGRAM]},Panorama,${wide}`,
      `${ch[X]},Panorama,${wide}`,
      `${ch[INSTAGRAM]},Square,${square.url}`,
    ].join('\n');
    const checked = await preview(owner, csv);
    expect(codesByRow(checked.rows)).toEqual([
      [2, ['picture:picture_not_suitable']],
      [3, []],
      [4, ['picture:picture_not_suitable']],
    ]);
    // The words of posts/create, for each.
    for (const [row, picture] of [
      [0, wide],
      [2, square.url],
    ] as const) {
      const created = await owner.post('/posts/create', { channel_ids: ch[INSTAGRAM]!, message: 'Same', picture });
      expect(created.body).toMatchObject({ code: 'picture_not_suitable', field: 'picture' });
      expect(checked.rows[row]!.problems[0]!.message).toBe(created.body.message);
    }
    expect(checked.rows[2]!.problems[0]!.message).toMatch(/^Instagram takes JPEG pictures only/);
    const refused = await owner.post('/posts/import', { csv });
    expect(refused.body).toMatchObject({
      code: 'import_has_problems',
      message: expect.stringMatching(/has 2 problems/),
    });
    expect(await postCount()).toBe(0);
    // Without the rows Instagram refuses, the file is imported.
    const good = await owner.post('/posts/import', {
      csv: csv.split('\n').slice(0, 1).concat(csv.split('\n')[2]!).join('\n'),
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(await postCount()).toBe(1);
  });
});
