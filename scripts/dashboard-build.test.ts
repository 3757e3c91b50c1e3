import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBuildCurrent, sourceHash } from './dashboard-build.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project() {
  root = mkdtempSync(join(tmpdir(), 'stale-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'main.tsx'), 'one');
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
  return root;
}

describe('dashboard staleness', () => {
  it('changes with a source file or a VITE_ setting, not with tests', () => {
    project();
    const before = sourceHash(root, {});
    writeFileSync(join(root, 'src', 'main.test.tsx'), 'a test');
    expect(sourceHash(root, {})).toBe(before);
    expect(sourceHash(root, { VITE_API_BASE_URL: 'https://api.example' })).not.toBe(before);
    writeFileSync(join(root, 'src', 'main.tsx'), 'two');
    expect(sourceHash(root, {})).not.toBe(before);
  });

  it('calls a build current only when it carries the hash of the sources', () => {
    project();
    const dist = join(root, 'dist');
    expect(isBuildCurrent(root, dist)).toBe(false);
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '');
    writeFileSync(join(dist, '.source-hash'), sourceHash(root));
    expect(isBuildCurrent(root, dist)).toBe(true);
    writeFileSync(join(root, 'src', 'main.tsx'), 'changed');
    expect(isBuildCurrent(root, dist)).toBe(false);
  });
});
