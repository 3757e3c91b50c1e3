import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'social-desk.pid';

/** Whether a process of this id runs (signal 0 asks without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process whose lock is on the directory, if one is. */
export function lockHolder(dataDir: string): number | undefined {
  let holder: number;
  try {
    holder = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(holder) && holder > 0 && alive(holder) ? holder : undefined;
}

/**
 * One process per PGlite data directory: two would each cache pages of the same files and corrupt them. The
 * process that opens the directory writes its id there; another that finds a live one refuses, saying which
 * process to stop. A file left by a process that is gone (killed) is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder} (a running service?). Stop it first: one process at a time may open it.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
