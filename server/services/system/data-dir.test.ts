import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDataDir, StartupError } from './data-dir.ts';

const root = mkdtempSync(join(tmpdir(), 'socialdesk-datadir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const aFile = join(root, 'a-file');
writeFileSync(aFile, '');
// Root writes through any mode bits: run as root, the test starts the service as nobody (65534) instead, when
// nobody can reach the work tree (every folder above it open to others).
const asRoot = process.getuid?.() === 0;
const othersReach = (path: string): boolean =>
  (statSync(path).mode & 0o001) !== 0 && (dirname(path) === path || othersReach(dirname(path)));

/** Starts the service as `npm start` does its bundle, and answers how it ended. */
function start(dataDir: string, as: { uid?: number; gid?: number } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', SIMULATOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('a data directory the service cannot use', () => {
  it('ends the start with one line saying what is wrong and what to do, and exit code 1', async () => {
    const dataDir = join(aFile, 'data');
    const { code, stdout, stderr } = await start(dataDir);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `Social Desk cannot start: the data directory ${dataDir} (DATA_DIR) cannot be made: a file is in its path. Make it a directory the service's user (uid ${process.getuid?.()}) can write, set DATA_DIR to one, or set DATABASE_URL to keep the data in PostgreSQL.\n`,
    );
  });

  it.skipIf(asRoot && !othersReach(realpathSync(process.cwd())))('says so of a read-only one', async () => {
    const dataDir = join(root, 'read-only');
    mkdirSync(dataDir);
    chmodSync(root, 0o755);
    chmodSync(dataDir, 0o555);
    const { code, stderr } = await start(dataDir, asRoot ? { uid: 65534, gid: 65534 } : {});
    chmodSync(dataDir, 0o755);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Social Desk cannot start: the data directory \S+ \(DATA_DIR\) is not writable by the user the service runs as\. Make it [^\n]*\n$/,
    );
  });

  it('is told apart from a file, and a usable one is made and left as it was', () => {
    expect(() => checkDataDir(aFile)).toThrow(StartupError);
    expect(() => checkDataDir(aFile)).toThrow(/\(DATA_DIR\) is a file, not a directory\./);
    const fresh = join(root, 'fresh', 'data');
    checkDataDir(fresh);
    expect(readdirSync(fresh)).toEqual([]);
  });
});
