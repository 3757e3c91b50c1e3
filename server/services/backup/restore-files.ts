import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { IMAGE_TYPES } from '../media/image-info.ts';
import { storageFor } from '../media/storage.ts';
import { KEY_FILE } from './manifest.ts';
import type { OpenedBackup } from './open-backup.ts';

const typeOf = (key: string) =>
  Object.entries(IMAGE_TYPES).find(([, ext]) => key.endsWith(`.${ext}`))?.[0] ?? 'application/octet-stream';

/**
 * Puts the backup's pictures into this installation's storage (DATA_DIR/media, or the bucket when one is set: a
 * restore also moves pictures from files to a bucket) and its key file into DATA_DIR. What is there already with
 * the same bytes is left alone; other bytes under the same name refuse the restore. Answers the undo, which removes
 * exactly what this put, for a restore that fails after.
 */
export async function placeFiles(
  backup: OpenedBackup,
  config: Config,
  progress: (line: string) => void,
): Promise<() => Promise<void>> {
  const storage = storageFor(config);
  const placed: string[] = [];
  let keyPlaced: string | undefined;
  const undo = async () => {
    for (const key of placed) await storage.remove(key).catch(() => undefined);
    if (keyPlaced) rmSync(keyPlaced, { force: true });
  };
  try {
    const { media, secretKey } = backup.manifest;
    if (media.storage === 'local' && media.files.length > 0) {
      progress(
        `Putting back ${media.files.length} picture(s)${storage.kind === 's3' ? ` into the bucket ${config.MEDIA_S3_BUCKET}` : ''}`,
      );
      for (const key of media.files) {
        const bytes = await readFile(backup.path(key));
        const there = await storage.get(key);
        if (there?.equals(bytes)) continue;
        if (there) throw new Error(`Another picture is stored as ${key} already: the restore would replace it.`);
        await storage.put(key, bytes, typeOf(key));
        placed.push(key);
      }
    }
    if (secretKey.included) {
      const dataDir = resolve(config.DATA_DIR);
      const target = join(dataDir, KEY_FILE);
      const key = readFileSync(backup.path(KEY_FILE));
      if (existsSync(target)) {
        if (!readFileSync(target).equals(key))
          throw new Error(
            `${target} holds another key than the backup's. Move it away (what it sealed needs it), or restore with another DATA_DIR.`,
          );
      } else {
        mkdirSync(dataDir, { recursive: true });
        writeFileSync(target, key, { mode: 0o600, flag: 'wx' });
        keyPlaced = target;
      }
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return undo;
}
