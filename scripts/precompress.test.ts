import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDashboard } from './precompress.ts';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('precompressing the dashboard', () => {
  it('writes Brotli and gzip copies of text files big enough to gain, once', async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    const script = 'console.log("the inbox");\n'.repeat(100);
    writeFileSync(join(dist, 'assets', 'app.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny.css'), 'a{b:c}');
    writeFileSync(join(dist, 'assets', 'photo.png'), Buffer.alloc(4096));

    expect(await precompressDashboard(dist)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(statSync(join(dist, 'assets', 'tiny.css.br'), { throwIfNoEntry: false })).toBeUndefined();
    expect(statSync(join(dist, 'assets', 'photo.png.br'), { throwIfNoEntry: false })).toBeUndefined();

    expect(await precompressDashboard(dist)).toBe(0);
  });
});
