import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema.ts';
import { ownMedia } from '../../services/media/media.ts';
import { POST_STATUS } from '../../services/outbox/read.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { encoded } from '../../testing/images.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Pictures done properly (decision 061) and the media library (decision 062), on real files made by sharp.
const X = 1;
const BLUESKY = 3;
const INSTAGRAM = 5;
const PINTEREST = 6;
let t: TestApp;
let owner: ApiClient;
let ch: Record<number, number>;

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  ch = await demoChannels(owner);
});
afterEach(() => t.close());

async function upload(bytes: Buffer, contentType: string, name?: string, token?: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/media/upload${name === undefined ? '' : `?name=${encodeURIComponent(name)}`}`,
    headers: { authorization: `Bearer ${token ?? (await t.tokenFor(DEMO.owner))}`, 'content-type': contentType },
    payload: bytes,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { media_id: string; url: string; thumbnail_url: string; name: string };
}

const served = async (url: string) => (await t.app.inject({ url: new URL(url).pathname })).rawPayload;

/** A JPEG's Huffman tables (its DHT segments, up to the scan): each one's class (0 DC, 1 AC), id and code counts. */
function huffmanTables(jpeg: Buffer) {
  const tables: { class: number; id: number; counts: number[] }[] = [];
  for (let at = 2; jpeg[at] === 0xff && jpeg[at + 1] !== 0xda; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] !== 0xc4) continue;
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    for (let table = at + 4; table < end;) {
      const counts = [...jpeg.subarray(table + 1, table + 17)];
      tables.push({ class: jpeg[table]! >> 4, id: jpeg[table]! & 15, counts });
      table += 17 + counts.reduce((sum, count) => sum + count, 0);
    }
  }
  return tables;
}

describe('an upload is stored upright, without metadata, with its renditions', () => {
  it('turns an EXIF-rotated JPEG upright and drops its EXIF and GPS position', async () => {
    // 60 × 40 as stored, orientation 6: shown 40 wide and 60 high. With a GPS position and XMP, as a phone writes.
    const phone = await sharp(await encoded('jpeg', 60, 40))
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const sent = await sharp(phone).metadata();
    expect(sent).toMatchObject({ width: 60, height: 40, orientation: 6 });
    // The EXIF holds the GPS position (its IFD pointer, tag 0x8825, little-endian: 25 88).
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const picture = await upload(phone, 'image/jpeg', 'IMG_0042.jpg');
    expect(picture).toMatchObject({ width: 40, height: 60, name: 'IMG_0042.jpg' });
    const stored = await sharp(await served(picture.url)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    const small = await sharp(await served(picture.thumbnail_url)).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 40, height: 60 });
  });

  it('makes a PNG a JPEG rendition and a small one of 400 pixels on its long side', async () => {
    const picture = await upload(await encoded('png', 1200, 600), 'image/png');
    expect(await sharp(await served(picture.url.replace(/\.png$/, '.jpg'))).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 600,
    });
    expect(await sharp(await served(picture.thumbnail_url)).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
    });
  });

  it('writes its JPEGs in one pass, with the standard Huffman tables rather than ones made for the picture', async () => {
    // Tables made for the picture take a second pass over all its coefficients, held meanwhile: 65-80 MB for a
    // 12-megapixel photo (decision 061). libjpeg's standard luminance tables (ITU T.81 Annex K) mean it streamed.
    const standard = [
      { class: 0, id: 0, counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0] },
      { class: 1, id: 0, counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d] },
    ];
    const photo = await upload(await encoded('jpeg', 640, 480), 'image/jpeg');
    const drawing = await upload(await encoded('png', 640, 480), 'image/png');
    for (const url of [photo.url, drawing.url.replace(/\.png$/, '.jpg')])
      expect(huffmanTables(await served(url)), url).toEqual(expect.arrayContaining(standard));
  });

  it('refuses a decompression bomb (a small file of 48 megapixels) and stores nothing', async () => {
    const bomb = await encoded('png', 8000, 6000, { flat: true });
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}`, 'content-type': 'image/png' },
      payload: bomb,
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ code: 'picture_too_large' });
    expect((await owner.get('/media/get')).body.data.count).toBe(0);
  });

  it('keeps a name without folders or control characters, at most 200 characters', async () => {
    const bytes = await encoded('jpeg', 8, 8);
    expect((await upload(bytes, 'image/jpeg', 'C:\\Users\\me\\Summer  \u0007party.jpg')).name).toBe('Summer party.jpg');
    expect((await upload(bytes, 'image/jpeg', 'x'.repeat(300))).name).toBe('x'.repeat(200));
  });
});

describe('each network’s rules for a post’s picture', () => {
  it('refuses a picture Instagram or Pinterest would not take, naming the network and what to do', async () => {
    const wide = (await upload(await encoded('jpeg', 1000, 400), 'image/jpeg')).url;
    const refused = await owner.post('/posts/create', {
      channel_ids: `${ch[X]}_${ch[INSTAGRAM]}`,
      message: 'Panorama',
      picture: wide,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      status: 'error',
      code: 'picture_not_suitable',
      field: 'picture',
      message:
        'Instagram takes pictures between 4:5 (portrait) and 1.91:1 (landscape); this one is 1000 × 400. Crop it to between 4:5 (portrait) and 1.91:1 (landscape).',
    });
    // X alone takes it; a copy to Instagram, an edit for Instagram and a draft moved to it are refused the same.
    const created = await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'Panorama', picture: wide });
    expect(created.status).toBe(200);
    const postId = created.body.data.post_id[0];
    const copy = await owner.post('/posts/copy', { post_id: postId, channel_id: ch[INSTAGRAM]! });
    expect(copy.body.code).toBe('picture_not_suitable');
    const square = (await upload(await encoded('jpeg', 500, 500), 'image/jpeg')).url;
    const onInstagram = await owner.post('/posts/create', {
      channel_ids: ch[INSTAGRAM]!,
      message: 'Square',
      picture: square,
    });
    expect(onInstagram.status).toBe(200);
    const edit = await owner.post('/posts/update', { id: onInstagram.body.data.post_id[0], picture: wide });
    expect(edit.body.code).toBe('picture_not_suitable');
    const draft = await owner.post('/drafts/create', {
      message: 'Later',
      channel_ids: String(ch[INSTAGRAM]),
      picture: wide,
    });
    const moved = await owner.post('/drafts/update', {
      draft_id: draft.body.data.draft_id,
      message: 'Later',
      add_to_stack: 1,
    });
    expect(moved.body.code).toBe('picture_not_suitable');
    // A Pinterest pin may be tall, to 1:3.5, and no wider than 2:1.
    const tall = (await upload(await encoded('jpeg', 300, 1000), 'image/jpeg')).url;
    expect(
      (await owner.post('/posts/create', { channel_ids: ch[PINTEREST]!, message: 'Tall', picture: tall })).status,
    ).toBe(200);
    const pin = await owner.post('/posts/create', { channel_ids: ch[PINTEREST]!, message: 'Wide', picture: wide });
    expect(pin.body.message).toMatch(/^Pinterest takes pictures between 1:3\.5 \(tall\) and 2:1 \(wide\)/);
  });

  it('takes a picture over Bluesky’s 1 MB, which is made a JPEG within it when published', async () => {
    // Random pixels: no encoder makes them small.
    const big = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(1_000_000);
    const picture = (await upload(big, 'image/png')).url;
    const created = await owner.post('/posts/create', { channel_ids: ch[BLUESKY]!, message: 'Big', picture });
    expect(created.status).toBe(200);
    const given = await ownMedia(t.deps, picture, { fitBytes: 1_000_000 });
    if (!given || given === 'gone') throw new Error('not ours');
    expect(given.contentType).toBe('image/jpeg');
    expect(given.bytes.byteLength).toBeLessThanOrEqual(1_000_000);
    expect((await sharp(given.bytes).metadata()).format).toBe('jpeg');
    // X takes 5 MB, so the same picture goes to X as it is.
    expect(await ownMedia(t.deps, picture)).toMatchObject({ contentType: 'image/png' });
  });
});

describe('the media library', () => {
  it('searches by name in any case, with % and _ meaning themselves, never across workspaces', async () => {
    const bytes = await encoded('jpeg', 8, 8);
    const mug = await upload(bytes, 'image/jpeg', 'Blue MUG 100%.jpg');
    await upload(bytes, 'image/jpeg', 'team_photo.png');
    await upload(bytes, 'image/jpeg', 'teamXphoto.png');
    const other = apiClient(t, await t.tokenFor(DEMO.other));
    await upload(bytes, 'image/jpeg', 'Blue mug (theirs).jpg', await t.tokenFor(DEMO.other));
    const names = async (api: ApiClient, search: string) =>
      (await api.get('/media/get', { search })).body.data.media.map((m: { name: string }) => m.name);
    expect(await names(owner, 'blue mug')).toEqual(['Blue MUG 100%.jpg']);
    expect(await names(owner, '100%')).toEqual(['Blue MUG 100%.jpg']);
    expect(await names(owner, '%')).toEqual(['Blue MUG 100%.jpg']);
    expect(await names(owner, 'team_')).toEqual(['team_photo.png']);
    expect(await names(other, 'blue mug')).toEqual(['Blue mug (theirs).jpg']);
    expect((await owner.get('/media/get', { search: 'mug' })).body.data.media[0]).toMatchObject({
      media_id: mug.media_id,
      used_by: { outbox: 0, published: 0, drafts: 0 },
    });
  });

  it('says where a picture is used, and refuses to delete it while a post in the outbox or a draft names it', async () => {
    const picture = await upload(await encoded('png', 64, 64), 'image/png', 'mug.png');
    const jpegRendition = picture.url.replace(/\.png$/, '.jpg');
    const queued = await owner.post('/posts/create', {
      channel_ids: `${ch[X]}_${ch[BLUESKY]}`,
      message: 'Mugs',
      picture: picture.url,
    });
    const draft = await owner.post('/drafts/create', { message: 'Later', picture: jpegRendition });
    const usedBy = async () =>
      (await owner.get('/media/get', { search: 'mug.png' })).body.data.media[0].used_by as Record<string, number>;
    expect(await usedBy()).toEqual({ outbox: 2, published: 0, drafts: 1 });

    const remove = () => owner.delete('/media/delete', { media_id: picture.media_id });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      status: 'error',
      code: 'media_in_use',
      message:
        'This picture is used by 2 posts in the outbox and 1 draft. Remove it from them (or delete them) first, then delete the picture.',
    });
    expect((await t.app.inject({ url: new URL(picture.url).pathname })).statusCode).toBe(200);

    // Published posts do not hold it: the networks have their own copy.
    await t.db
      .update(posts)
      .set({ status: POST_STATUS.published, publishedAt: new Date() })
      .where(eq(posts.hash, queued.body.data.params.hash));
    await owner.delete('/drafts/delete', { draft_id: draft.body.data.draft_id });
    expect(await usedBy()).toEqual({ outbox: 0, published: 2, drafts: 0 });
    expect((await remove()).status).toBe(200);
    for (const url of [picture.url, picture.thumbnail_url, jpegRendition])
      expect((await t.app.inject({ url: new URL(url).pathname })).statusCode, url).toBe(404);
  });
});
