import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import { tableFile, type Manifest } from './manifest.ts';
import type { SnapshotSink } from './snapshot.ts';

export type FileSums = Manifest['files'];

/** The SHA-256 and size of a file, read once. */
export async function sumOf(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * A snapshot written into a staging directory, one JSON-lines file a table, each summed as it is written. The
 * media table's rows are read on the way for the storage keys of the pictures they name.
 */
export function stagingSink(dir: string, progress: (line: string) => void) {
  const sums: FileSums = {};
  const mediaKeys: string[] = [];
  let open: { name: string; path: string; out: WriteStream; hash: Hash; bytes: number; rows: number } | undefined;

  async function close() {
    if (!open) return;
    const { name, path, out, hash, bytes, rows } = open;
    open = undefined;
    out.end();
    await finished(out);
    sums[path] = { bytes, sha256: hash.digest('hex') };
    progress(`${name}: ${rows} row${rows === 1 ? '' : 's'}`);
  }

  const sink: SnapshotSink = {
    async table(name) {
      await close();
      const path = tableFile(name);
      await mkdir(dirname(join(dir, path)), { recursive: true });
      open = {
        name,
        path,
        out: createWriteStream(join(dir, path), { flags: 'wx' }),
        hash: createHash('sha256'),
        bytes: 0,
        rows: 0,
      };
    },
    async rows(lines) {
      if (!open) throw new Error('Rows came before their table.');
      const chunk = Buffer.from(lines.map((line) => `${line}\n`).join(''));
      open.hash.update(chunk);
      open.bytes += chunk.length;
      open.rows += lines.length;
      if (open.name === 'media')
        for (const line of lines) {
          // The picture and its renditions (decision 061), which pictures stored before them lack.
          const row = JSON.parse(line) as Record<'storage_key' | 'thumbnail_key' | 'jpeg_key', unknown>;
          for (const key of [row.storage_key, row.thumbnail_key, row.jpeg_key])
            if (key !== null && key !== undefined) mediaKeys.push(String(key));
        }
      if (!open.out.write(chunk)) await once(open.out, 'drain');
    },
    async end() {
      await close();
    },
  };
  return { sink, sums, mediaKeys, abort: () => open?.out.destroy() };
}
