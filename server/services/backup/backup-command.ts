import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { operatorSocketPath } from './operator-socket.ts';
import { connectToService, snapshotFromService } from './service-snapshot.ts';
import { readSnapshot, type SnapshotSink } from './snapshot.ts';
import { writeBackup } from './write-backup.ts';

export interface CommandIo {
  out: (line: string) => void;
  openDatabase: () => Promise<Database>;
}

/** The release that wrote a backup, for its manifest. */
export function appVersion(): string {
  const file = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * `npm run admin -- backup FILE`. On PostgreSQL, the command reads the database itself, in one snapshot, beside
 * the running instances. On the embedded database, the running service holds the directory: the command asks it
 * for the snapshot on its socket; with no service running, it opens the directory itself.
 */
export async function runBackup(file: string, config: Config, io: CommandIo): Promise<void> {
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const take = async (sink: SnapshotSink) => {
    if (kind === 'pglite') {
      const dataDir = resolve(config.DATA_DIR);
      if (!existsSync(join(dataDir, 'PG_VERSION')))
        throw new Error(`${dataDir} (DATA_DIR) holds no database to back up.`);
      const service = await connectToService(dataDir);
      if (service) {
        io.out(`Reading the database through the running service (${operatorSocketPath(dataDir)}).`);
        return snapshotFromService(service, sink);
      }
    }
    const database = await io.openDatabase();
    try {
      return await readSnapshot(database.db, sink);
    } finally {
      await database.close();
    }
  };
  const manifest = await writeBackup({ file, config, kind, appVersion: appVersion(), take, progress: io.out });

  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  const { media } = manifest;
  const pictures =
    media.storage === 'local'
      ? `${media.files.length} picture file(s)`
      : `the names of ${media.objects} picture(s) in the bucket ${media.bucket}`;
  io.out(
    `Backup written to ${resolve(file)} (${megabytes(statSync(file).size)}): ${manifest.database.tables.length} tables, ${rows} rows, ${pictures}; the database is at migration ${manifest.database.migration.tag ?? manifest.database.migration.when}.`,
  );
  if (media.storage === 'local' && media.missing.length > 0)
    io.out(
      `Warning: ${media.missing.length} picture(s) were deleted while the backup ran; their rows are in it, their files are not: ${media.missing.join(', ')}.`,
    );
  if (media.storage === 's3')
    io.out(
      `The pictures themselves stay in the bucket: back it up separately (its own versioning or replication). The backup lists the objects it needs (media-objects.txt).`,
    );
  if (manifest.secretKey.source === 'key-file')
    io.out(
      'The backup holds the key file (DATA_DIR/secret.key) that opens the channels’ sign-ins: it is as secret as the key. It was written readable by you alone (mode 0600); keep it where only operators can read it.',
    );
  if (manifest.secretKey.source === 'SECRET_KEY')
    io.out(
      'The channels’ sign-ins in it are sealed with SECRET_KEY, which is not in the backup: restoring it needs the same SECRET_KEY. Keep the key apart from the backups.',
    );
}
