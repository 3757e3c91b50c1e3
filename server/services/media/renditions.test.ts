import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPglite, type Database } from '../../db/client.ts';
import { media, workspaces } from '../../db/schema.ts';
import { encoded } from '../../testing/images.ts';
import { runAdmin } from '../workspaces/admin-cli.ts';
import { checkPictureSuits } from './picture-fit.ts';
import { localStorage } from './storage.ts';
import { loadConfig } from '../../config.ts';

// `npm run admin -- media-renditions` (decision 072) on a real database and real files in a data directory.

let database: Database | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  database = undefined;
  dataDir = undefined;
});

async function setUp() {
  database = await openPglite({ loadDataDir: new Blob([readFileSync(inject('templateDatabase'))]) });
  dataDir = mkdtempSync(join(tmpdir(), 'renditions-'));
  const db = database.db;
  const storage = localStorage(dataDir);
  const [workspace] = await db.select({ id: workspaces.id }).from(workspaces).limit(1);
  const lines: string[] = [];
  const run = () =>
    runAdmin(
      ['media-renditions'],
      { DATA_DIR: dataDir },
      {
        out: (line) => lines.push(line),
        readPassword: async () => '',
        openDatabase: async () => ({ ...database!, close: async () => undefined }),
      },
    );
  /** A picture as 0.1.0 stored it: its file, and a row without renditions. */
  async function oldPicture(type: 'png' | 'jpeg', width: number, height: number, { file = true } = {}) {
    const id = randomBytes(16).toString('base64url');
    const bytes = await encoded(type, width, height);
    const storageKey = `media/${id}.${type === 'png' ? 'png' : 'jpg'}`;
    if (file) await storage.put(storageKey, bytes, `image/${type}`);
    await db.insert(media).values({
      id,
      workspaceId: workspace!.id,
      contentType: `image/${type}`,
      size: bytes.byteLength,
      width,
      height,
      storageKey,
      sha256: 'x'.repeat(64),
    });
    return id;
  }
  const rowOf = async (id: string) => (await db.select().from(media).where(eq(media.id, id)))[0]!;
  return { db, storage, lines, run, oldPicture, rowOf };
}

describe('npm run admin -- media-renditions', () => {
  it('makes the missing renditions of old pictures, says how far it is and what it could not do, and runs again safely', async () => {
    const h = await setUp();
    const before = await h.db.$count(media);
    const png = await h.oldPicture('png', 600, 400);
    const jpeg = await h.oldPicture('jpeg', 300, 500);
    const lost = await h.oldPicture('png', 40, 40, { file: false });
    const deps = { db: h.db, config: loadConfig({ DATA_DIR: dataDir }), media: h.storage };
    // Without its JPEG, Instagram refuses the PNG.
    await expect(checkPictureSuits(deps, `/media/${png}.png`, [{ channelType: 5 }])).rejects.toMatchObject({
      code: 'picture_not_suitable',
      message: expect.stringMatching(/^Instagram takes JPEG pictures only/),
    });

    expect(await h.run()).toBe(1);
    expect(h.lines).toContain('3 of 3 pictures');
    expect(h.lines).toContainEqual(
      expect.stringMatching(new RegExp(`^Picture ${lost} \\(workspace \\d+\\): its file`)),
    );
    expect(h.lines.at(-1)).toBe(
      `2 of 3 picture(s) without renditions now have them; ${before} of ${before + 3} already had them. 1 could not be done (each said above); run the command again once the cause is fixed.`,
    );

    // The PNG: a small WebP of 400 × 267 and a JPEG of its full size, under the keys an upload uses.
    const pngRow = await h.rowOf(png);
    expect(pngRow).toMatchObject({ thumbnailKey: `media/${png}.small.webp`, jpegKey: `media/${png}.jpg` });
    const small = await sharp(await h.storage.get(pngRow.thumbnailKey!)).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 400, 267]);
    const big = await sharp(await h.storage.get(pngRow.jpegKey!)).metadata();
    expect([big.format, big.width, big.height]).toEqual(['jpeg', 600, 400]);
    // The JPEG gets its small rendition only; the lost one is left as it was.
    expect(await h.rowOf(jpeg)).toMatchObject({ thumbnailKey: `media/${jpeg}.small.webp`, jpegKey: null });
    expect(await h.rowOf(lost)).toMatchObject({ thumbnailKey: null, jpegKey: null });
    await expect(checkPictureSuits(deps, `/media/${png}.png`, [{ channelType: 5 }])).resolves.toBeUndefined();

    // Again, once the lost picture is deleted: nothing left to do, nothing written again.
    const written = statSync(join(dataDir!, pngRow.thumbnailKey!)).mtimeMs;
    await h.db.delete(media).where(eq(media.id, lost));
    h.lines.length = 0;
    expect(await h.run()).toBe(0);
    expect(h.lines).toEqual([
      `0 of 0 picture(s) without renditions now have them; ${before + 2} of ${before + 2} already had them.`,
    ]);
    expect(statSync(join(dataDir!, pngRow.thumbnailKey!)).mtimeMs).toBe(written);
  });

  it('tells its progress about every twentieth picture of many', async () => {
    const h = await setUp();
    for (let i = 0; i < 40; i++) await h.oldPicture('jpeg', 8, 8);
    expect(await h.run()).toBe(0);
    const progress = h.lines.filter((line) => / of 40 pictures$/.test(line));
    expect(progress).toEqual(Array.from({ length: 20 }, (_, i) => `${(i + 1) * 2} of 40 pictures`));
  });
});
