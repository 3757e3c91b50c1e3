import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILDS, isCurrent, sourceHash, STAMP } from './builds.mjs';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project() {
  root = mkdtempSync(join(tmpdir(), 'stale-'));
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'src', 'main.tsx'), 'one');
  writeFileSync(join(root, 'server', 'index.ts'), 'service');
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
  return root;
}
const { inputs, envPrefix } = BUILDS.dashboard;

describe('build staleness', () => {
  it('changes with a source file or a VITE_ setting, not with tests', () => {
    project();
    const before = sourceHash(root, inputs, envPrefix, {});
    writeFileSync(join(root, 'src', 'main.test.tsx'), 'a test');
    expect(sourceHash(root, inputs, envPrefix, {})).toBe(before);
    expect(sourceHash(root, inputs, envPrefix, { VITE_API_BASE_URL: 'https://api.example' })).not.toBe(before);
    writeFileSync(join(root, 'src', 'main.tsx'), 'two');
    expect(sourceHash(root, inputs, envPrefix, {})).not.toBe(before);
  });

  it('calls a build current only when it carries the hash of its own sources', () => {
    project();
    const dist = join(root, BUILDS.dashboard.outDir);
    expect(isCurrent(root, 'dashboard', {})).toBe(false);
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '');
    writeFileSync(join(dist, STAMP), sourceHash(root, inputs, envPrefix, {}));
    expect(isCurrent(root, 'dashboard', {})).toBe(true);
    // The service's sources are not the dashboard's.
    writeFileSync(join(root, 'server', 'index.ts'), 'changed');
    expect(isCurrent(root, 'dashboard', {})).toBe(true);
    expect(isCurrent(root, 'service', {})).toBe(false);
    writeFileSync(join(root, 'src', 'main.tsx'), 'changed');
    expect(isCurrent(root, 'dashboard', {})).toBe(false);
  });
});
