import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { admin, openDatabaseOf, unreadCountsAstray } from '../../testing/backups.ts';
import { startInstance, until, type Instance } from '../../testing/instance.ts';
import { openBackup } from './open-backup.ts';
import { SOCKET_FILE } from './operator-socket.ts';

const root = mkdtempSync(join(tmpdir(), 'backup-running-'));
const dataDir = join(root, 'data');
// startInstance gives every instance this key.
const SECRET_KEY = 'the test instances share this key of 32+ characters';
const env = { DATA_DIR: dataDir, SECRET_KEY };
let instance: Instance | undefined;

afterAll(async () => {
  await instance?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** How many inbox items a backup holds. */
async function inboxItemsIn(file: string): Promise<number> {
  const backup = await openBackup(file);
  await backup.close();
  return backup.manifest.database.tables.find((t) => t.name === 'inbox_items')!.rows;
}

describe('a backup of the embedded database while its service runs', () => {
  it('goes through the service’s socket, is consistent while the service writes, and restores', async () => {
    // The simulator writes practice traffic into the demo's inbox five times a second all along.
    instance = await startInstance({
      DATA_DIR: dataDir,
      SEED_INBOX_ITEMS: '200',
      SIMULATOR: '1',
      SIMULATOR_INTERVAL_SECONDS: '0.2',
    });
    const socket = statSync(join(dataDir, SOCKET_FILE));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);

    const first = join(root, 'first.tar.gz');
    const taken = await admin(['backup', first], env);
    expect(taken.output).toMatch(/Reading the database through the running service/);
    expect(taken.code).toBe(0);
    const before = await inboxItemsIn(first);

    // Backups again until one holds more than the first: each was read while the service went on writing.
    const later = join(root, 'later.tar.gz');
    const wroteMeanwhile = await until(async () => {
      const again = await admin(['backup', later], env);
      expect(again.code).toBe(0);
      return (await inboxItemsIn(later)) > before;
    }, 30_000);
    expect(wroteMeanwhile).toBe(true);
    expect((await fetch(`${instance.origin}/api/health`)).status).toBe(200);

    // The running service's directory takes no restore.
    const refused = await admin(['restore', later], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(new RegExp(`in use by process ${instance.process.pid}`));

    const restoredEnv = { DATA_DIR: join(root, 'restored'), SECRET_KEY };
    const restore = await admin(['restore', later], restoredEnv);
    expect(restore.code).toBe(0);
    const database = await openDatabaseOf(restoredEnv);
    try {
      expect(await unreadCountsAstray(database.db)).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('opens the directory itself once the service has stopped, which took its socket away', async () => {
    await instance?.stop();
    instance = undefined;
    expect(existsSync(join(dataDir, SOCKET_FILE))).toBe(false);
    const taken = await admin(['backup', join(root, 'stopped.tar.gz')], env);
    expect(taken.code).toBe(0);
    expect(taken.output).not.toMatch(/through the running service/);
  }, 60_000);
});
