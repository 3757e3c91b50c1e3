import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create } from 'tar';
import type { Config } from '../../config.ts';
import { knownMigrations } from '../../db/migration-steps.ts';
import { FORMAT, FORMAT_VERSION, KEY_FILE, MANIFEST, OBJECT_LIST, tableFile, type Manifest } from './manifest.ts';
import type { SnapshotEnd, SnapshotSink } from './snapshot.ts';
import { stagingSink, sumOf } from './stage.ts';

export interface BackupPlan {
  file: string;
  config: Config;
  kind: 'pglite' | 'postgres';
  appVersion: string;
  /** Reads the snapshot into the sink: from the database directly, or through the running service. */
  take: (sink: SnapshotSink) => Promise<SnapshotEnd>;
  progress: (line: string) => void;
  now?: () => Date;
}

/**
 * A picture's file into the staging directory: a hard link where it can be one (no copy, and the bytes stay even if
 * the picture is deleted meanwhile), else a copy. Answers false when the file is gone.
 */
async function stagePicture(from: string, to: string): Promise<boolean> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    try {
      await copyFile(from, to);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw copyError;
    }
  }
  return true;
}

/**
 * Writes a backup: the snapshot's tables, the pictures (local files) or the names of their objects (a bucket), the
 * key file when it sealed the credentials, and the manifest, as one gzipped tar. Everything is staged beside the
 * file first; the archive is written under a temporary name (mode 0600: it holds password hashes and sealed
 * credentials, and possibly their key) and renamed into place, so a failed backup leaves no half file behind and
 * never replaces a good one.
 */
export async function writeBackup(plan: BackupPlan): Promise<Manifest> {
  const target = resolve(plan.file);
  const stage = await mkdtemp(join(dirname(target), '.social-desk-backup-'));
  const partial = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    const staged = stagingSink(stage, plan.progress);
    let end: SnapshotEnd;
    try {
      end = await plan.take(staged.sink);
    } catch (error) {
      staged.abort();
      throw error;
    }
    const files = staged.sums;
    const dataDir = resolve(plan.config.DATA_DIR);

    let media: Manifest['media'];
    if (plan.config.MEDIA_S3_BUCKET) {
      await writeFile(join(stage, OBJECT_LIST), staged.mediaKeys.map((key) => `${key}\n`).join(''));
      files[OBJECT_LIST] = await sumOf(join(stage, OBJECT_LIST));
      media = {
        storage: 's3',
        bucket: plan.config.MEDIA_S3_BUCKET,
        ...(plan.config.MEDIA_S3_ENDPOINT ? { endpoint: plan.config.MEDIA_S3_ENDPOINT } : {}),
        objects: staged.mediaKeys.length,
      };
    } else {
      const present: string[] = [];
      const missing: string[] = [];
      for (const key of staged.mediaKeys) {
        if (await stagePicture(join(dataDir, key), join(stage, key))) {
          files[key] = await sumOf(join(stage, key));
          present.push(key);
        } else missing.push(key);
      }
      media = { storage: 'local', files: present, missing };
      plan.progress(`pictures: ${present.length} file${present.length === 1 ? '' : 's'}`);
    }

    let secretKey: Manifest['secretKey'] = { source: 'none', included: false };
    const keyFile = join(dataDir, KEY_FILE);
    if (plan.config.SECRET_KEY) secretKey = { source: 'SECRET_KEY', included: false };
    else if (existsSync(keyFile)) {
      await writeFile(join(stage, KEY_FILE), readFileSync(keyFile), { mode: 0o600 });
      files[KEY_FILE] = await sumOf(join(stage, KEY_FILE));
      secretKey = { source: 'key-file', included: true };
    }

    const tag = knownMigrations().find((m) => m.when === end.migration)?.tag;
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: plan.appVersion,
      createdAt: (plan.now?.() ?? new Date()).toISOString(),
      database: {
        kind: plan.kind,
        migration: { when: end.migration, ...(tag ? { tag } : {}) },
        tables: end.tables.map((t) => ({ ...t, file: tableFile(t.name) })),
        sequences: end.sequences,
      },
      media,
      secretKey,
      files,
    };
    await writeFile(join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    // The manifest first, so that `tar -tzvf` and a restore meet it before anything else.
    await pipeline(
      create({ gzip: true, cwd: stage, portable: true }, [MANIFEST, ...Object.keys(files)]),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, target);
    chmodSync(target, 0o600);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(stage, { recursive: true, force: true });
  }
}
