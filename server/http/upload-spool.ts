import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * An upload's body as it waits for its turn: in a file of its own, not in memory (decision 061). Pictures are made
 * one at a time, so a burst of uploads would otherwise hold every body while the first is worked on: four
 * 12-megapixel photos were 23 MB of the service's memory, twenty would be a hundred.
 */
export class SpooledUpload {
  #removed = false;
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}

  /** Removes the file; again is nothing. */
  async remove(): Promise<void> {
    if (this.#removed) return;
    this.#removed = true;
    await rm(this.path, { force: true });
  }
}

/** Where bodies wait: one folder of this process's own under the system's temporary folder, made at the first upload. */
let folder: Promise<string> | undefined;
export const spoolFolder = () => (folder ??= mkdtemp(join(tmpdir(), 'social-desk-uploads-')));

/**
 * Writes a request's body to a file, up to `max` bytes: past it, nothing more is read, the file goes, and the
 * promise fails with `tooLarge()`; the request itself is left open, for the answer saying so. A body cut short (the
 * caller went away) leaves no file either.
 */
export async function spoolBody(payload: IncomingMessage, max: number, tooLarge: () => Error): Promise<SpooledUpload> {
  const path = join(await spoolFolder(), `${randomUUID()}.upload`);
  const file = createWriteStream(path);
  let size = 0;
  return new Promise((resolve, reject) => {
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      payload.off('aborted', onAborted);
    };
    const fail = (error: Error) => {
      stop();
      file.destroy();
      rm(path, { force: true }).then(() => reject(error), reject);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) return fail(tooLarge());
      // The file sets the pace: the socket is read no faster than the disk takes it.
      if (!file.write(chunk)) {
        payload.pause();
        file.once('drain', () => payload.resume());
      }
    };
    const onEnd = () => {
      stop();
      file.once('finish', () => resolve(new SpooledUpload(path, size)));
      file.end();
    };
    const onError = (error: Error) => fail(error);
    const onAborted = () => fail(new Error('the upload was cut short'));
    file.once('error', fail);
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.on('aborted', onAborted);
  });
}
