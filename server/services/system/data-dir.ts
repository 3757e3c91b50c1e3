import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Why the service cannot start, for the person starting it: what is wrong and what to do, in one line. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** What each refusal of the file system means for a directory, in words. */
const WHY: Record<string, string> = {
  EACCES: 'is not writable by the user the service runs as',
  EPERM: 'is not writable by the user the service runs as',
  EROFS: 'is on a read-only file system',
  ENOTDIR: 'cannot be made: a file is in its path',
  EEXIST: 'is a file, not a directory',
  ENOSPC: 'is on a full disk',
  EDQUOT: 'is over its disk quota',
};

/**
 * Makes the data directory when it is missing and writes (and removes) a file there, before the embedded database
 * opens it: a directory it cannot use fails the start with a StartupError that says why, rather than with the stack
 * of whichever write came first.
 */
export function checkDataDir(dataDir: string): void {
  const dir = resolve(dataDir);
  const probe = join(dir, `.write-check-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '', { flag: 'wx' });
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const why = WHY[code] ?? `cannot be written (${code || (error as Error).message})`;
    const user = process.getuid ? ` (uid ${process.getuid()})` : '';
    throw new StartupError(
      `the data directory ${dir} (DATA_DIR) ${why}. Make it a directory the service's user${user} can write, set DATA_DIR to one, or set DATABASE_URL to keep the data in PostgreSQL.`,
      { cause: error },
    );
  }
}

/**
 * For the command lines that start the service (server/index.ts, scripts/start.mjs): a StartupError is one line on
 * stderr and exit code 1; anything else is thrown on, with its stack.
 */
export function exitOnStartupError(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(`Social Desk cannot start: ${error.message}`);
  process.exit(1);
}
