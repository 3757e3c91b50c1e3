import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

const variants = [
  {
    ext: '.br',
    compress: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', compress: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }) },
];

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return entry.isFile() && COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES ? [path] : [];
  });
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to each text file of the built dashboard that lacks a current
 * one, so that the service sends them compressed without compressing per request (@fastify/static `preCompressed`).
 * Compressing once at maximum effort beats compressing on the fly at a cheap level. Answers how many it wrote.
 */
export async function precompressDashboard(distDir: string): Promise<number> {
  const jobs = textFiles(distDir).flatMap((path) => {
    const modified = statSync(path).mtimeMs;
    return variants
      .filter(({ ext }) => (statSync(path + ext, { throwIfNoEntry: false })?.mtimeMs ?? -1) < modified)
      .map(({ ext, compress }) => async () => {
        const data = readFileSync(path);
        const compressed = await compress(data);
        if (compressed.length >= data.length) return 0;
        // Written aside and renamed: a service starting meanwhile sees the whole copy or none.
        const temporary = `${path}${ext}.${process.pid}.tmp`;
        writeFileSync(temporary, compressed);
        renameSync(temporary, path + ext);
        return 1;
      });
  });
  const written = await Promise.all(jobs.map((job) => job()));
  return written.reduce<number>((sum, n) => sum + n, 0);
}
