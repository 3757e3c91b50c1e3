import { randomBytes } from 'node:crypto';
import type { MediaStorage } from './storage.ts';

/**
 * Whether pictures can be stored: a probe of no bytes is written under a key of its own (random, so probes at the
 * same time never meet, and no upload's: those ids are 22 characters) and removed. Written the way an upload is
 * (a temporary file renamed into place, or a PUT), so it fails where uploads fail: a read-only or full disk, a
 * directory of another owner, a `media` that is not a directory, a bucket that refuses.
 */
export async function mediaStorageWorks(storage: MediaStorage): Promise<boolean> {
  const key = `media/storage-probe-${randomBytes(8).toString('hex')}.png`;
  try {
    await storage.put(key, new Uint8Array(0), 'image/png');
  } catch {
    return false;
  }
  await storage.remove(key).catch(() => undefined);
  return true;
}
