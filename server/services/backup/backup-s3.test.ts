import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { list } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { channels, users } from '../../db/schema.ts';
import { admin } from '../../testing/backups.ts';
import { png } from '../../testing/images.ts';
import { startS3StandIn } from '../../testing/s3-stand-in.ts';
import { storeMedia } from '../media/media.ts';
import { localStorage } from '../media/storage.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { openBackup } from './open-backup.ts';

const root = mkdtempSync(join(tmpdir(), 'backup-s3-'));
const bucket = { bucket: 'pictures', accessKeyId: 'AKIDBACKUP', region: 'eu-west-1' };
let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
const SECRET_KEY = 'the bucket tests seal with this key, 32+ characters';
const withBucket = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SECRET_KEY,
  MEDIA_S3_BUCKET: bucket.bucket,
  MEDIA_S3_ENDPOINT: standIn.endpoint,
  MEDIA_S3_REGION: bucket.region,
  MEDIA_S3_ACCESS_KEY_ID: bucket.accessKeyId,
  MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
  MEDIA_S3_PATH_STYLE: '1',
});
const picture = png(9, 6);

beforeAll(async () => {
  standIn = await startS3StandIn(bucket);
  // An installation with its pictures in DATA_DIR/media.
  const dataDir = join(root, 'files');
  const database = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(inject('templateDatabase'))]) });
  const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY });
  const [channel] = await database.db.select().from(channels).orderBy(channels.id).limit(1);
  const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const auth = { workspaceId: channel!.workspaceId, userId: owner!.id } as AuthContext;
  await storeMedia({ db: database.db, config, media: localStorage(dataDir) }, auth, picture);
  await database.close();
}, 60_000);
afterAll(async () => {
  await standIn.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('backups with the pictures in a bucket', () => {
  it('a restore moves a backup’s picture files into the bucket; a backup then names the objects', async () => {
    const files = join(root, 'files.tar.gz');
    expect((await admin(['backup', files], { DATA_DIR: join(root, 'files'), SECRET_KEY })).code).toBe(0);

    const restored = await admin(['restore', files], withBucket(join(root, 'in-bucket')));
    // The picture, its small rendition and its JPEG one (decision 061).
    expect(restored.output).toMatch(/Putting back 3 picture\(s\) into the bucket pictures/);
    expect(restored.code).toBe(0);
    expect(standIn.objects.size).toBe(3);
    const [key, object] = [...standIn.objects.entries()].find(([k]) => /^media\/[A-Za-z0-9_-]+\.png$/.test(k))!;
    expect(object!.body.equals(readFileSync(join(root, 'files', key)))).toBe(true);
    expect(object!.contentType).toBe('image/png');

    const named = join(root, 'named.tar.gz');
    const backup = await admin(['backup', named], withBucket(join(root, 'in-bucket')));
    expect(backup.output).toMatch(/the names of 3 picture\(s\) in the bucket pictures/);
    expect(backup.output).toMatch(/back it up separately/);
    const entries: string[] = [];
    await list({ file: named, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries.filter((e) => e.startsWith('media/'))).toEqual([]);
    const opened = await openBackup(named);
    try {
      expect(opened.manifest.media).toMatchObject({ storage: 's3', bucket: 'pictures', objects: 3 });
      expect(readFileSync(opened.path('media-objects.txt'), 'utf8').split('\n').filter(Boolean).sort()).toEqual(
        [...standIn.objects.keys()].sort(),
      );
    } finally {
      await opened.close();
    }

    const again = await admin(['restore', named], withBucket(join(root, 'again')));
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/The pictures are not in the backup: they are 3 object\(s\) of the bucket pictures/);
  }, 90_000);
});
