import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { channels } from '../../db/schema.ts';
import { secretBoxFor } from '../channels/secret-box.ts';
import type { CommandIo } from './backup-command.ts';
import { KEY_FILE, type Manifest } from './manifest.ts';
import { openBackup } from './open-backup.ts';
import { restoreDatabase } from './restore-database.ts';
import { placeFiles } from './restore-files.ts';
import { checkEmptyDatabase, checkEmptyDataDir, emptyDataDir } from './restore-target.ts';

/** How many channels' sign-ins this installation's key cannot open (none sealed, none counted). */
async function unopenedSignIns(db: Db, config: Config): Promise<{ sealed: number; unopened: number } | undefined> {
  // Without SECRET_KEY or a key file, the service would make a new key at its start, which opens nothing old.
  if (!config.SECRET_KEY && !existsSync(join(resolve(config.DATA_DIR), KEY_FILE))) return undefined;
  const box = secretBoxFor(config);
  const rows = await db.select({ sealed: channels.credentials }).from(channels).where(isNotNull(channels.credentials));
  let unopened = 0;
  for (const { sealed } of rows) {
    try {
      box.open(sealed!);
    } catch {
      unopened += 1;
    }
  }
  return { sealed: rows.length, unopened };
}

function keyAdvice(manifest: Manifest, config: Config, check: Awaited<ReturnType<typeof unopenedSignIns>>): string[] {
  const { source } = manifest.secretKey;
  const advice: string[] = [];
  if (source === 'key-file' && config.SECRET_KEY)
    advice.push(
      `The backup's sign-ins were sealed with its key file, now ${join(resolve(config.DATA_DIR), KEY_FILE)}; with SECRET_KEY set the service does not read it: put its contents in SECRET_KEY_PREVIOUS and run \`npm run admin -- rotate-secrets\`, or unset SECRET_KEY.`,
    );
  if (source === 'SECRET_KEY')
    advice.push(
      'The channels’ sign-ins are sealed with SECRET_KEY: start the service with the SECRET_KEY the backup was taken with.',
    );
  if (!check) {
    if (source !== 'none')
      advice.push(
        'There is no key here yet (no SECRET_KEY, no key file): the channels’ sign-ins cannot be opened until there is the right one.',
      );
  } else if (check.unopened > 0)
    advice.push(
      `${check.unopened} of ${check.sealed} channel sign-in(s) cannot be opened with this installation's key: set SECRET_KEY (and SECRET_KEY_PREVIOUS) as when the backup was taken, or reconnect those channels.`,
    );
  return advice;
}

/**
 * `npm run admin -- restore FILE`: into an empty data directory (the embedded database) or an empty PostgreSQL
 * database, nothing else. The backup is checked whole first; then the pictures and the key file are put back and
 * the database restored in one transaction. A restore that fails leaves the target as empty as it was.
 */
export async function runRestore(file: string, config: Config, io: CommandIo): Promise<void> {
  const backup = await openBackup(file);
  try {
    const { manifest } = backup;
    io.out(
      `Restoring a backup of ${manifest.createdAt} (Social Desk ${manifest.appVersion}, ${manifest.database.kind}, migration ${manifest.database.migration.tag ?? manifest.database.migration.when}).`,
    );
    const dataDir = resolve(config.DATA_DIR);
    const embedded = !config.DATABASE_URL;
    const { existed } = embedded ? checkEmptyDataDir(dataDir) : { existed: true };
    const database: Database = await io.openDatabase();
    let restored = false;
    let check: Awaited<ReturnType<typeof unopenedSignIns>> = undefined;
    try {
      if (!embedded) await checkEmptyDatabase(database.db);
      const undoFiles = await placeFiles(backup, config, io.out);
      try {
        await restoreDatabase(database.db, backup, io.out);
      } catch (error) {
        await undoFiles();
        throw error;
      }
      restored = true;
      // Fresh statistics, so that the planner walks the indexes from the first request (as after a start's seed).
      await database.db.execute(sql`analyze`);
      check = await unopenedSignIns(database.db, config);
    } finally {
      await database.close();
      if (!restored && embedded) emptyDataDir(dataDir, existed);
    }
    const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
    io.out(
      `Restored ${manifest.database.tables.length} tables (${rows} rows) into ${embedded ? dataDir : 'the database'}.`,
    );
    if (manifest.media.storage === 's3')
      io.out(
        `The pictures are not in the backup: they are ${manifest.media.objects} object(s) of the bucket ${manifest.media.bucket} (listed in media-objects.txt). Point MEDIA_S3_BUCKET at that bucket, or restore the bucket from its own backup.`,
      );
    else if (manifest.media.missing.length > 0)
      io.out(
        `${manifest.media.missing.length} picture(s) were deleted while the backup ran: their addresses answer 404.`,
      );
    for (const line of keyAdvice(manifest, config, check)) io.out(line);
  } finally {
    await backup.close();
  }
}
