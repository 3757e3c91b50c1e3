import { Readable } from 'node:stream';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fetchPicture } from '../../connectors/media.ts';
import { PublishError } from '../../connectors/types.ts';
import { media } from '../../db/schema.ts';
import { ownMedia } from '../../services/media/media.ts';
import { encoded, forgedPng, gif, jpeg, png, webp } from '../../testing/images.ts';
import { openedPerTest, DEMO, type TestApp } from '../../testing/test-app.ts';
import { spoolFolder } from '../upload-spool.ts';

const open = openedPerTest();

async function upload(t: TestApp, token: string | undefined, body: Buffer | Readable, contentType = 'image/png') {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': contentType },
    payload: body,
  });
  return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
}

/** The uploads' bodies waiting on disk (../upload-spool.ts): none once each is answered. */
const waitingBodies = async () => readdirSync(await spoolFolder());

const mediaRows = async (t: TestApp) =>
  ((await t.db.execute(sql`select count(*)::int as n from media`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const storedFiles = (t: TestApp) => {
  try {
    return readdirSync(join(t.deps.config.DATA_DIR, 'media'));
  } catch {
    return [];
  }
};

describe('POST /api/media/upload', () => {
  it('stores a PNG and answers its id, public address, renditions, name, type, size and dimensions', async () => {
    const t = await open();
    const bytes = png(1080, 566);
    const { status, body } = await upload(t, await t.tokenFor(DEMO.owner), bytes);
    expect(status).toBe(200);
    const stored = readFileSync(join(t.deps.config.DATA_DIR, 'media', `${body.data.media_id}.png`));
    expect(body.data).toMatchObject({
      content_type: 'image/png',
      size: stored.byteLength,
      name: expect.stringMatching(/^picture-\d{4}-\d\d-\d\d$/),
      width: 1080,
      height: 566,
      uploaded_by: expect.stringMatching(/^\d+$/),
      created_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(body.data.media_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.data.url).toBe(`http://localhost:8787/media/${body.data.media_id}.png`);
    expect(body.data.thumbnail_url).toBe(`http://localhost:8787/media/${body.data.media_id}.small.webp`);
    // The picture, its small rendition and (a PNG) its JPEG one.
    expect(storedFiles(t).sort()).toEqual(
      [`${body.data.media_id}.jpg`, `${body.data.media_id}.png`, `${body.data.media_id}.small.webp`].sort(),
    );
    expect(await waitingBodies()).toEqual([]);
  });

  it('reads the real type from the bytes: JPEG, GIF and WebP, whatever image type was declared', async () => {
    const t = await open();
    const token = await t.tokenFor(DEMO.owner);
    const cases = [
      [await encoded('jpeg', 403, 302), 'image/jpeg', 'image/jpeg', 403, 302, 'jpg'],
      [await encoded('gif', 320, 240), 'image/gif', 'image/gif', 320, 240, 'gif'],
      [await encoded('webp', 1200, 628), 'image/webp', 'image/webp', 1200, 628, 'webp'],
      // A JPEG sent as PNG is still a JPEG.
      [await encoded('jpeg', 10, 20), 'image/png', 'image/jpeg', 10, 20, 'jpg'],
      [png(7, 9), 'application/octet-stream', 'image/png', 7, 9, 'png'],
    ] as const;
    for (const [bytes, declared, type, width, height, ext] of cases) {
      const { status, body } = await upload(t, token, bytes, declared);
      expect(status, declared).toBe(200);
      expect(body.data).toMatchObject({ content_type: type, width, height });
      expect(body.data.url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('records the size the decoder reads, not the one a header claims', async () => {
    const t = await open();
    const token = await t.tokenFor(DEMO.owner);
    for (const [bytes, type, width, height] of [
      [await encoded('jpeg', 640, 427), 'image/jpeg', 640, 427],
      [await encoded('png', 333, 77), 'image/png', 333, 77],
      // A logical screen of 4000 × 3000 around a frame of one pixel: one pixel is all there is to decode.
      [gif(4000, 3000), 'image/gif', 1, 1],
    ] as const) {
      const { status, body } = await upload(t, token, bytes, type);
      expect(status, type).toBe(200);
      expect(body.data, type).toMatchObject({ content_type: type, width, height });
      const [row] = await t.db.select().from(media).where(eq(media.id, body.data.media_id));
      expect(row, type).toMatchObject({ width, height });
    }
  });

  it('refuses a file that is not one of those images, whatever its Content-Type, and stores nothing', async () => {
    const t = await open();
    const token = await t.tokenFor(DEMO.owner);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, type] of [
      [Buffer.from('just some text'), 'image/png'],
      [svg, 'image/svg+xml'],
    ] as const) {
      const { status, body } = await upload(t, token, bytes, type);
      expect(status).toBe(415);
      expect(body).toMatchObject({ status: 'error', code: 'unsupported_image_type' });
      expect(body.message).toMatch(/PNG, JPEG, GIF or WebP/);
    }
    // A JSON or form body is not an upload; an image body is no parameter of other calls.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { authorization: `Bearer ${token}` },
      payload: { picture: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ status: 'error', code: 'unsupported_media_type' });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/posts/create',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      payload: png(2, 2),
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(await mediaRows(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
    expect(await waitingBodies()).toEqual([]);
  });

  it('refuses a picture over MEDIA_MAX_BYTES with 413, by its length or as it streams, storing nothing', async () => {
    const t = await open({ env: { MEDIA_MAX_BYTES: '4096' } });
    const token = await t.tokenFor(DEMO.owner);
    // Noise does not compress: a PNG well over 4 KB.
    const big = png(64, 64, (x, y) => [(x * 7919 + y * 104729) % 251, (x * 31 + y * 17) % 253, (x ^ y) % 255]);
    expect(big.length).toBeGreaterThan(4096);
    const declared = await upload(t, token, big);
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ status: 'error', code: 'picture_too_large' });
    // Without a Content-Length, counted as it arrives.
    const streamed = await upload(t, token, Readable.from([big.subarray(0, 3000), big.subarray(3000)]));
    expect(streamed.status).toBe(413);
    expect(streamed.body.code).toBe('picture_too_large');
    expect(await mediaRows(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
    expect(await waitingBodies()).toEqual([]);
    expect((await upload(t, token, png(8, 8))).status).toBe(200);
  });

  it('refuses a picture of more than 40 megapixels by the size its decoder reads, before decoding it', async () => {
    const t = await open();
    const token = await t.tokenFor(DEMO.owner);
    // 413, not 415: the header is read first, and 2.5 gigapixels is refused for its size before a byte of its
    // data is inflated. Whether the data would have held them does not matter; the person is told the real reason.
    const bomb = await upload(t, token, forgedPng(50_000, 50_000));
    expect(bomb.status).toBe(413);
    expect(bomb.body).toEqual({
      status: 'error',
      code: 'picture_too_large',
      message:
        'The picture is 50000 × 50000 pixels (2500 megapixels); the service takes at most 40 megapixels. Scale it down and upload it again.',
    });
    // Every type: JPEG, GIF and WebP headers declaring that much cost nothing to write.
    for (const [bytes, type] of [
      [jpeg(10_000, 5000), 'image/jpeg'],
      [gif(8000, 6000, [8000, 6000]), 'image/gif'],
      [webp('VP8 ', 16_000, 16_000), 'image/webp'],
    ] as const) {
      const refused = await upload(t, token, bytes, type);
      expect(refused.status, type).toBe(413);
      expect(refused.body.code, type).toBe('picture_too_large');
    }
    expect(await mediaRows(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
    // 40 megapixels exactly is taken.
    const largest = await upload(t, token, await encoded('jpeg', 8000, 5000, { flat: true }), 'image/jpeg');
    expect(largest.status).toBe(200);
    expect(largest.body.data).toMatchObject({ width: 8000, height: 5000 });
  });

  it('refuses a picture that does not decode: cut short, or holding less than its header declares', async () => {
    const t = await open();
    const token = await t.tokenFor(DEMO.owner);
    const whole = {
      jpeg: await encoded('jpeg', 400, 300),
      png: png(100, 100),
      webp: await encoded('webp', 400, 300),
      gif: await encoded('gif', 400, 300),
    };
    for (const [bytes, type, name] of [
      // A JPEG whose header declares 400 × 300 while its scan stops halfway.
      [whole.jpeg.subarray(0, whole.jpeg.length / 2), 'image/jpeg', 'JPEG'],
      // Only its end-of-image marker missing.
      [whole.jpeg.subarray(0, whole.jpeg.length - 2), 'image/jpeg', 'JPEG'],
      // A header-only JPEG: a frame of 64 × 64 and no tables or scan to draw it with.
      [jpeg(64, 64), 'image/jpeg', 'JPEG'],
      // Under the limit, but its one pixel of data is not the 2000 × 2000 its header claims.
      [forgedPng(2000, 2000), 'image/png', 'PNG'],
      [forgedPng(2, 1), 'image/png', 'PNG'],
      [whole.png.subarray(0, whole.png.length - 40), 'image/png', 'PNG'],
      [whole.webp.subarray(0, whole.webp.length - 10), 'image/webp', 'WebP'],
      [whole.gif.subarray(0, whole.gif.length / 2), 'image/gif', 'GIF'],
    ] as const) {
      const refused = await upload(t, token, bytes, type);
      expect(refused.status, `${name} of ${bytes.length} bytes`).toBe(415);
      expect(refused.body).toEqual({
        status: 'error',
        code: 'damaged_image',
        message: `This ${name} could not be decoded: its image data is cut short, corrupt, or does not hold the picture its header declares. Export it again and upload that.`,
      });
    }
    expect(await mediaRows(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
    expect(await waitingBodies()).toEqual([]);
  });

  it('finds a JPEG’s frame header behind 320 KB of application segments, as a camera’s metadata can put it', async () => {
    const t = await open();
    const photo = await encoded('jpeg', 400, 300);
    // Five APP4 segments of 64 KB (an application's own data, which decoders skip) between SOI and the rest.
    const segment = Buffer.concat([Buffer.from([0xff, 0xe4, 0xff, 0xff]), Buffer.alloc(0xfffd, 0x41)]);
    const padded = Buffer.concat([photo.subarray(0, 2), ...Array(5).fill(segment), photo.subarray(2)]);
    const { status, body } = await upload(t, await t.tokenFor(DEMO.owner), padded, 'image/jpeg');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ content_type: 'image/jpeg', width: 400, height: 300 });
  });

  it('leaves no body waiting when the parameters are refused after it was read', async () => {
    const t = await open();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/media/upload?name=${'x'.repeat(1001)}`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}`, 'content-type': 'image/png' },
      payload: png(8, 8),
    });
    expect(reply.statusCode).toBe(400);
    // The hook that removes it runs once the answer is sent, as inject resolves.
    await expect.poll(waitingBodies).toEqual([]);
    expect(await mediaRows(t)).toBe(0);
  });

  it('takes a PNG whose data inflates past its declared rows: the decoder stops reading there', async () => {
    const t = await open();
    const base = png(1, 1);
    const rows = deflateSync(Buffer.alloc(16 * 1024 * 1024));
    const idat = Buffer.alloc(8 + rows.length + 4);
    idat.writeUInt32BE(rows.length, 0);
    idat.write('IDAT', 4, 'ascii');
    rows.copy(idat, 8);
    const file = Buffer.concat([base.subarray(0, 33), idat, base.subarray(base.length - 12)]);
    const { status, body } = await upload(t, await t.tokenFor(DEMO.owner), file);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ width: 1, height: 1 });
  });

  it('refuses an upload without a valid token before reading it', async () => {
    const t = await open();
    const anonymous = await upload(t, undefined, png(2, 2));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 'error' });
    expect((await upload(t, 'not-a-token', png(2, 2))).status).toBe(401);
    expect(await mediaRows(t)).toBe(0);
  });
});

describe('when the media storage cannot be written', () => {
  // Root writes through any mode bits: there, only a file where the directory goes makes it unwritable.
  const asRoot = process.getuid?.() === 0;
  const ways = {
    'a file where the media directory goes': (media: string) => writeFileSync(media, ''),
    ...(asRoot ? {} : { 'a media directory of mode 0500': (media: string) => mkdirSync(media, { mode: 0o500 }) }),
  };

  it.each(Object.entries(ways))('uploads answer 503 and health says why, until it is fixed: %s', async (_, breakIt) => {
    const t = await open();
    const token = await t.tokenFor(DEMO.owner);
    const media = join(t.deps.config.DATA_DIR, 'media');
    breakIt(media);

    const refused = await upload(t, token, png(4, 4));
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      status: 'error',
      code: 'media_storage_unavailable',
      message:
        'The picture could not be stored: the service’s media storage is not accepting files right now. Try again later; if it persists, tell the administrator.',
    });
    expect(await mediaRows(t)).toBe(0);
    expect(t.logs()).toContain('the media storage did not take a picture');
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', code: 'media_storage_unwritable' });
    expect(health.json().message).not.toContain(t.deps.config.DATA_DIR);

    rmSync(media, { recursive: true, force: true });
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'success' });
    expect((await upload(t, token, png(4, 4))).status).toBe(200);
    // The probes leave nothing behind: the picture, its small rendition and its JPEG one are there.
    expect(readdirSync(media)).toHaveLength(3);
  });
});

describe('GET /media/{id}.{ext}', () => {
  it('serves the same bytes publicly, with its type, nosniff, a sandbox policy, a year of caching and an ETag', async () => {
    const t = await open();
    const { body } = await upload(t, await t.tokenFor(DEMO.owner), png(12, 8));
    const bytes = readFileSync(join(t.deps.config.DATA_DIR, 'media', `${body.data.media_id}.png`));
    const path = new URL(body.data.url).pathname;
    const served = await t.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-length': String(bytes.length),
    });
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({ url: path, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The renditions, each with its own type and ETag.
    for (const [url, type] of [
      [body.data.thumbnail_url, 'image/webp'],
      [`/media/${body.data.media_id}.jpg`, 'image/jpeg'],
    ]) {
      const rendition = await t.app.inject({ url: new URL(url, 'http://localhost:8787').pathname });
      expect(rendition.statusCode, url).toBe(200);
      expect(rendition.headers['content-type']).toBe(type);
      expect(rendition.headers.etag).not.toBe(served.headers.etag);
      expect(await sharp(rendition.rawPayload).metadata()).toMatchObject({ width: 12, height: 8 });
    }
  });

  it('answers 404 for an unknown id, a wrong extension or a malformed name', async () => {
    const t = await open();
    const { body } = await upload(t, await t.tokenFor(DEMO.owner), png(2, 2));
    for (const path of [
      '/media/AAAAAAAAAAAAAAAAAAAAAA.png',
      `/media/${body.data.media_id}.gif`,
      `/media/${body.data.media_id}.small.png`,
      `/media/${body.data.media_id}`,
      '/media/..%2F..%2Fsecret.key',
    ]) {
      const reply = await t.app.inject({ url: path });
      expect(reply.statusCode, path).toBe(404);
      expect(reply.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });
});

describe('media/get and media/delete', () => {
  it('lists the workspace’s pictures newest first; another workspace neither sees nor deletes them', async () => {
    const t = await open();
    const owner = await t.tokenFor(DEMO.owner);
    const other = await t.tokenFor(DEMO.other);
    const first = (await upload(t, owner, png(2, 2))).body.data.media_id;
    const second = (await upload(t, owner, png(3, 3))).body.data.media_id;
    const list = (token: string) =>
      t.app.inject({ url: '/api/media/get', headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    const mine = await list(owner);
    expect(mine.data.media.map((m: { media_id: string }) => m.media_id)).toEqual([second, first]);
    expect(mine.data).toMatchObject({ count: 2, view_more: 0 });
    expect((await list(other)).data.media).toEqual([]);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/delete?media_id=${first}`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 'error', code: 'not_found', field: 'media_id' });
    expect((await t.app.inject({ url: `/media/${first}.png` })).statusCode).toBe(200);
  });

  it('lets the uploader, an owner or an admin delete; the address answers 404 from then on', async () => {
    const t = await open();
    const owner = await t.tokenFor(DEMO.owner);
    const collab = await t.tokenFor(DEMO.collab);
    const id = (await upload(t, owner, png(2, 2))).body.data.media_id;
    const remove = (token: string, mediaId: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/media/delete?media_id=${mediaId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await remove(collab, id)).statusCode).toBe(403);
    const own = (await upload(t, collab, png(2, 2))).body.data.media_id;
    expect((await remove(collab, own)).statusCode).toBe(200);
    expect((await remove(owner, id)).json()).toEqual({ status: 'success', data: 'Picture deleted.' });
    expect((await t.app.inject({ url: `/media/${id}.png` })).statusCode).toBe(404);
    expect(storedFiles(t)).toEqual([]);
    expect((await remove(owner, id)).statusCode).toBe(404);
  });
});

describe('publishing an uploaded picture', () => {
  it('reads our own pictures from the storage instead of fetching them, on localhost with private fetches off', async () => {
    const t = await open();
    const { body } = await upload(t, await t.tokenFor(DEMO.owner), png(6, 6));
    const bytes = readFileSync(join(t.deps.config.DATA_DIR, 'media', `${body.data.media_id}.png`));
    expect(t.deps.config.FETCH_PRIVATE_ADDRESSES).toBe(false);
    const options = {
      base: 'http://localhost:8787',
      maxBytes: 1_000_000,
      allowPrivate: false,
      network: 'Bluesky',
      own: (address: string) => ownMedia(t.deps, address),
    };
    for (const address of [body.data.url, new URL(body.data.url).pathname]) {
      const picture = await fetchPicture(address, options);
      expect(picture.contentType).toBe('image/png');
      expect(Buffer.from(picture.bytes).equals(bytes)).toBe(true);
    }
    // Another address on this machine is still never fetched.
    await expect(fetchPicture('http://localhost:8787/avatars/user-1.svg', options)).rejects.toThrow(/private network/);
    // Too large for the network, or deleted since: the post fails saying so.
    await expect(fetchPicture(body.data.url, { ...options, maxBytes: 10 })).rejects.toThrow(
      /larger than Bluesky takes/,
    );
    await t.app.inject({
      method: 'DELETE',
      url: `/api/media/delete?media_id=${body.data.media_id}`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}` },
    });
    await expect(fetchPicture(body.data.url, options)).rejects.toThrow(PublishError);
    await expect(fetchPicture(body.data.url, options)).rejects.toThrow(/deleted/);
  });
});
