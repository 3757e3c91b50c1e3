// The committed databases of earlier releases (server/db/snapshots/, made by scripts/release-snapshot.ts), loaded
// as they are into a fresh embedded database or a PostgreSQL database, ready to be migrated.
import { PGlite } from '@electric-sql/pglite';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { openPglite, type Database } from '../../db/client.ts';
import { createDatabase } from '../instance.ts';

const SNAPSHOTS_DIR = fileURLToPath(new URL('../../db/snapshots', import.meta.url));

export interface Snapshot {
  /** The release that made it, as `0.1.0`. */
  version: string;
  path: string;
}

/** Every committed snapshot, oldest release first. */
export function releaseSnapshots(): Snapshot[] {
  const found = readdirSync(SNAPSHOTS_DIR).flatMap((name) => {
    const version = /^release-(\d+\.\d+\.\d+)\.sql(\.gz)?$/.exec(name)?.[1];
    return version ? [{ version, path: join(SNAPSHOTS_DIR, name) }] : [];
  });
  const rank = (v: string) => v.split('.').map(Number) as [number, number, number];
  return found.sort((a, b) => {
    const [x, y] = [rank(a.version), rank(b.version)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

export function snapshotSql(snapshot: Snapshot): string {
  const bytes = readFileSync(snapshot.path);
  return (snapshot.path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/**
 * A fresh embedded database holding the snapshot, opened as the service opens one. The dump runs on a PGlite of
 * its own (it sets the session's search path to nothing), whose data directory the returned one starts from.
 */
export async function pgliteFromSnapshot(snapshot: Snapshot): Promise<Database> {
  const loader = await PGlite.create();
  try {
    await loader.exec(snapshotSql(snapshot));
    const dump = (await loader.dumpDataDir('none')) as Blob;
    return await openPglite({ loadDataDir: dump });
  } finally {
    await loader.close();
  }
}

/** A new database `name` on the PostgreSQL server at `serverUrl` holding the snapshot; answers its URL. */
export async function postgresFromSnapshot(serverUrl: string, name: string, snapshot: Snapshot): Promise<string> {
  const url = await createDatabase(serverUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(snapshotSql(snapshot));
  } finally {
    await client.end();
  }
  return url;
}
