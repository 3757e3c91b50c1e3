import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { lockHolder } from '../../db/dir-lock.ts';
import { userRelationsOf } from './catalog.ts';

/** A file system's own entry in a fresh volume's root (ext4): not anything of ours. */
const SYSTEM_ENTRIES = new Set(['lost+found']);

const entriesOf = (dir: string) => readdirSync(dir).filter((name) => !SYSTEM_ENTRIES.has(name));

/**
 * The embedded database's directory may take a restore when it is missing or empty. Refuses otherwise, saying
 * what is there; answers whether the directory existed (a failed restore leaves it as it found it).
 */
export function checkEmptyDataDir(dataDir: string): { existed: boolean } {
  if (!existsSync(dataDir)) return { existed: false };
  if (!statSync(dataDir).isDirectory()) throw new Error(`${dataDir} (DATA_DIR) is a file, not a directory.`);
  const entries = entriesOf(dataDir);
  if (entries.length === 0) return { existed: true };
  const holder = lockHolder(dataDir);
  if (holder !== undefined)
    throw new Error(
      `${dataDir} (DATA_DIR) is in use by process ${holder} (a running service?). A restore goes into an empty data directory: stop the service and restore into a new DATA_DIR.`,
    );
  if (entries.includes('PG_VERSION'))
    throw new Error(
      `${dataDir} (DATA_DIR) already holds a database. A restore goes into an empty data directory: move this one away, or set DATA_DIR to a new directory.`,
    );
  throw new Error(
    `${dataDir} (DATA_DIR) is not empty (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', …' : ''}). A restore goes into an empty data directory.`,
  );
}

/** After a failed restore: the directory as it was found, empty or missing. */
export function emptyDataDir(dataDir: string, existed: boolean): void {
  if (!existsSync(dataDir)) return;
  if (!existed) return rmSync(dataDir, { recursive: true, force: true });
  for (const name of entriesOf(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
}

/** A PostgreSQL database may take a restore when it holds no tables, sequences or views of anyone's. */
export async function checkEmptyDatabase(db: Db): Promise<void> {
  const relations = await userRelationsOf(db);
  if (relations.length === 0) return;
  throw new Error(
    `The database (DATABASE_URL) is not empty: it holds ${relations.length} table(s), sequence(s) or view(s) (${relations.slice(0, 3).join(', ')}${relations.length > 3 ? ', …' : ''}). A restore goes into an empty database: create one (createdb …) and set DATABASE_URL to it.`,
  );
}
