import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { create, extract, list } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { knownMigrations } from '../../db/migration-steps.ts';
import { channels, users } from '../../db/schema.ts';
import { admin, contentsOf, openDatabaseOf, unreadCountsAstray } from '../../testing/backups.ts';
import { encoded, png } from '../../testing/images.ts';
import { secretBoxFor } from '../channels/secret-box.ts';
import { storeMedia } from '../media/media.ts';
import { localStorage } from '../media/storage.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';

const root = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dataDir = join(root, 'data');
/** The embedded database's settings: no SECRET_KEY, so the credentials are sealed with the key file. */
const env = { DATA_DIR: dataDir };
const file = join(root, 'backups', 'social-desk.tar.gz');
const SIGN_IN = JSON.stringify({ accessToken: 'network-token-1', refreshToken: 'network-refresh-1' });

let before: Awaited<ReturnType<typeof contentsOf>>;
let pictures: Record<string, Buffer>;

/** Rewrites a backup, changed by `edit` on its unpacked files, as someone tampering with it would. */
async function rewritten(source: string, name: string, edit: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(join(root, 'edit-'));
  await extract({ file: source, cwd: dir });
  edit(dir);
  const entries = (await listOf(source)).map((entry) => entry);
  const target = join(root, name);
  await create({ gzip: true, file: target, cwd: dir }, entries);
  return target;
}

async function listOf(archive: string): Promise<string[]> {
  const entries: string[] = [];
  await list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
  return entries;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Makes a manifest's sums true again after an edit, as a forger would (the load must still catch the damage). */
function resum(dir: string, name: string) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const bytes = readFileSync(join(dir, name));
  manifest.files[name] = { bytes: bytes.length, sha256: sha256(bytes) };
  return manifest;
}

beforeAll(async () => {
  // The demo's database, with a channel's sign-in sealed by the key file and two pictures stored.
  const database = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(inject('templateDatabase'))]) });
  const config = loadConfig(env);
  const box = secretBoxFor(config);
  const [channel] = await database.db.select().from(channels).orderBy(channels.id).limit(1);
  await database.db
    .update(channels)
    .set({ credentials: box.seal(SIGN_IN) })
    .where(eq(channels.id, channel!.id));
  const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const auth = { workspaceId: channel!.workspaceId, userId: owner!.id } as AuthContext;
  const deps = { db: database.db, config, media: localStorage(dataDir) };
  await storeMedia(deps, auth, png(6, 4));
  await storeMedia(deps, auth, await encoded('jpeg', 32, 24));
  before = await contentsOf(database.db);
  await database.close();
  pictures = Object.fromEntries(
    readdirSync(join(dataDir, 'media')).map((name) => [name, readFileSync(join(dataDir, 'media', name))]),
  );
  mkdirSync(join(root, 'backups'));
}, 60_000);

describe('backup and restore on the embedded database', () => {
  it('gives back every row, sequence, picture and the key that opens the sign-ins', async () => {
    const backup = await admin(['backup', file], env);
    // Each picture with its small rendition, and the PNG with its JPEG one (decision 061).
    expect(backup.output).toMatch(/Backup written to .*social-desk\.tar\.gz .*5 picture file\(s\)/);
    expect(backup.output).toMatch(/holds the key file .*\(mode 0600\)/);
    expect(backup.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(root, 'backups'))).toEqual(['social-desk.tar.gz']);
    const entries = await listOf(file);
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('secret.key');
    expect(entries).toContain('tables/inbox_items.jsonl');
    expect(entries.filter((e) => e.startsWith('media/'))).toHaveLength(5);

    rmSync(dataDir, { recursive: true });
    const restore = await admin(['restore', file], env);
    expect(restore.output).toMatch(/Loading inbox_items \(\d+ rows\)/);
    expect(restore.code).toBe(0);

    const database = await openDatabaseOf(env);
    try {
      expect(await contentsOf(database.db)).toEqual(before);
      expect(await unreadCountsAstray(database.db)).toBe(0);
      // The sign-in is still sealed, and this installation's key (the restored key file) opens it.
      const [sealed] = await database.db
        .select({ credentials: channels.credentials })
        .from(channels)
        .orderBy(channels.id)
        .limit(1);
      expect(sealed!.credentials).not.toContain('network-token-1');
      expect(secretBoxFor(loadConfig(env)).open(sealed!.credentials!)).toBe(SIGN_IN);
      expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    } finally {
      await database.close();
    }
    for (const [name, bytes] of Object.entries(pictures))
      expect(readFileSync(join(dataDir, 'media', name)).equals(bytes)).toBe(true);
  }, 60_000);

  it('refuses a data directory that holds a database, and changes nothing', async () => {
    const holding = await openDatabaseOf(env);
    const contents = await contentsOf(holding.db);
    await holding.close();
    const restore = await admin(['restore', file], env);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/already holds a database\. A restore goes into an empty data directory/);
    const database = await openDatabaseOf(env);
    expect(await contentsOf(database.db)).toEqual(contents);
    await database.close();
  }, 30_000);

  describe('a file that is not a good backup is refused, the target left empty', () => {
    const target = { DATA_DIR: join(root, 'empty') };
    const stillEmpty = () => !existsSync(target.DATA_DIR) || readdirSync(target.DATA_DIR).length === 0;

    it('not an archive at all, or cut short', async () => {
      const garbage = join(root, 'garbage.tar.gz');
      writeFileSync(garbage, 'these are not the bytes of a backup\n'.repeat(40));
      const refused = await admin(['restore', garbage], target);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/is not a Social Desk backup, or it is damaged/);
      const whole = readFileSync(file);
      const cut = join(root, 'cut.tar.gz');
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
      const cutShort = await admin(['restore', cut], target);
      expect(cutShort.code).toBe(1);
      expect(cutShort.output).toMatch(/damaged/);
      expect((await admin(['restore', join(root, 'nothing-here.tar.gz')], target)).output).toMatch(/There is no file/);
      expect(stillEmpty()).toBe(true);
    });

    it('an archive of something else', async () => {
      const dir = mkdtempSync(join(root, 'other-'));
      writeFileSync(join(dir, 'notes.txt'), 'hello');
      const foreign = join(root, 'foreign.tar.gz');
      await create({ gzip: true, file: foreign, cwd: dir }, ['notes.txt']);
      const refused = await admin(['restore', foreign], target);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/is not a Social Desk backup: it has no manifest\.json/);
      expect(stillEmpty()).toBe(true);
    });

    it('a backup from a newer release, or with a file that is not what its manifest says', async () => {
      const newer = await rewritten(file, 'newer.tar.gz', (dir) => {
        const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
        manifest.database.migration = { when: knownMigrations().at(-1)!.when + 1000, tag: '9999_future' };
        writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
      });
      const refused = await admin(['restore', newer], target);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/comes from a newer release: its database is at migration 9999_future/);
      const altered = await rewritten(file, 'altered.tar.gz', (dir) =>
        writeFileSync(join(dir, 'tables/users.jsonl'), '{"id":1}\n', { flag: 'a' }),
      );
      const damaged = await admin(['restore', altered], target);
      expect(damaged.output).toMatch(/is damaged: tables\/users\.jsonl is not what its manifest says/);
      expect(stillEmpty()).toBe(true);
    });

    it('a backup whose rows break the schema: the restore fails half way and undoes everything', async () => {
      mkdirSync(target.DATA_DIR, { recursive: true });
      const broken = await rewritten(file, 'broken.tar.gz', (dir) => {
        // Every user twice: the second of each breaks the users' primary key once the first tables are in.
        const path = join(dir, 'tables/users.jsonl');
        const lines = readFileSync(path, 'utf8');
        writeFileSync(path, lines + lines);
        const manifest = resum(dir, 'tables/users.jsonl');
        const users = manifest.database.tables.find((t: { name: string }) => t.name === 'users');
        users.rows *= 2;
        writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
      });
      const failed = await admin(['restore', broken], target);
      expect(failed.output).toMatch(/Loading users/);
      expect(failed.output).toMatch(/duplicate key|unique/i);
      expect(failed.code).toBe(1);
      // The pictures and the key file it had put back, and the database it had begun, are gone.
      expect(readdirSync(target.DATA_DIR)).toEqual([]);
    }, 30_000);
  });
});
