import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILDS, sourceHash } from '../scripts/builds.mjs';
import { VERSION } from './version.ts';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('VERSION', () => {
  it('is package.json’s and the lock file’s, and CHANGELOG.md has an entry for it', () => {
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(VERSION).toBe((JSON.parse(read('package.json')) as { version: string }).version);
    const lock = JSON.parse(read('package-lock.json')) as {
      version: string;
      packages: Record<string, { version: string }>;
    };
    expect([lock.version, lock.packages['']!.version]).toEqual([VERSION, VERSION]);
    expect(read('CHANGELOG.md')).toMatch(new RegExp(`^## \\[${VERSION.replaceAll('.', '\\.')}\\] - `, 'm'));
  });

  it('is written into the service bundle as scripts/build.ts bundles it, with no package.json beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'version-bundle-'));
    try {
      const outfile = join(dir, 'index.mjs');
      await build({
        entryPoints: [join(root, 'server/version.ts')],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        logLevel: 'silent',
      });
      expect(((await import(pathToFileURL(outfile).href)) as { VERSION: string }).VERSION).toBe(VERSION);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes the bundle stale when only the version changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'version-stamp-'));
    try {
      const { inputs, envPrefix } = BUILDS.service;
      mkdirSync(join(dir, 'server'));
      writeFileSync(join(dir, 'server/index.ts'), 'export {};\n');
      writeFileSync(join(dir, 'package.json'), '{ "version": "1.0.0" }');
      const before = sourceHash(dir, inputs, envPrefix, {});
      writeFileSync(join(dir, 'package.json'), '{ "version": "1.0.1" }');
      expect(sourceHash(dir, inputs, envPrefix, {})).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
