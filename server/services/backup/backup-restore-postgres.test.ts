import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { create, extract, list } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import { channels, users } from '../../db/schema.ts';
import { admin, contentsOf, openDatabaseOf, unreadCountsAstray } from '../../testing/backups.ts';
import { png } from '../../testing/images.ts';
import { createDatabase } from '../../testing/instance.ts';
import { seededDatabase } from '../../testing/postgres-instances.ts';
import { secretBoxFor } from '../channels/secret-box.ts';
import { storeMedia } from '../media/media.ts';
import { localStorage } from '../media/storage.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { userRelationsOf } from './catalog.ts';
import { appVersion } from './backup-command.ts';
import { readSnapshot } from './snapshot.ts';
import { writeBackup } from './write-backup.ts';

const root = mkdtempSync(join(tmpdir(), 'backup-pg-test-'));
const server = inject('postgresUrl');
const SECRET_KEY = 'the backup tests seal with this key of 32+ characters';
const SIGN_IN = JSON.stringify({ accessToken: 'pg-network-token', refreshToken: 'pg-network-refresh' });
let source: string;
const settings = (url: string, dataDir = join(root, 'data')) => ({ DATABASE_URL: url, DATA_DIR: dataDir, SECRET_KEY });

/** A statement on its own connection, committed before it answers. */
async function committed(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** An unread comment on the first channel: the trigger counts it in the same transaction. */
const COMMENT = `insert into inbox_items (workspace_id, channel_id, network_id, post_type, conversation_id, author_id,
    author_name, text, permalink, created_at)
  select workspace_id, id, 'sim-during-' || $1, 'comment', 0, 'someone', 'Someone', 'Written during the backup', '', now()
  from channels order by id limit 1`;

beforeAll(async () => {
  source = await seededDatabase(server, `backup_source_${process.pid}`, 300);
  const database = openPostgres(source);
  const config = loadConfig(settings(source));
  const [channel] = await database.db.select().from(channels).orderBy(channels.id).limit(1);
  await database.db
    .update(channels)
    .set({ credentials: secretBoxFor(config).seal(SIGN_IN) })
    .where(eq(channels.id, channel!.id));
  const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const auth = { workspaceId: channel!.workspaceId, userId: owner!.id } as AuthContext;
  await storeMedia({ db: database.db, config, media: localStorage(config.DATA_DIR) }, auth, png(7, 5));
  await database.close();
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backup and restore on PostgreSQL', () => {
  it('gives back every row, sequence and picture, the sign-ins still sealed and opened by the same SECRET_KEY', async () => {
    const file = join(root, 'pg.tar.gz');
    const database = await openDatabaseOf(settings(source));
    const before = await contentsOf(database.db);
    await database.close();
    const backup = await admin(['backup', file], settings(source));
    expect(backup.output).toMatch(/sealed with SECRET_KEY, which is not in the backup: restoring it needs the same/);
    expect(backup.code).toBe(0);
    const entries: string[] = [];
    await list({ file, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries).not.toContain('secret.key');

    // Wiped: the database dropped and made again empty, the pictures gone.
    await createDatabase(server, `backup_source_${process.pid}`);
    rmSync(join(root, 'data'), { recursive: true });
    const restore = await admin(['restore', file], settings(source));
    // Every table of the schema, whatever their number.
    expect(restore.output).toContain(`Restored ${Object.keys(before.tables).length} tables`);
    expect(restore.code).toBe(0);

    const restored = await openDatabaseOf(settings(source));
    try {
      expect(await contentsOf(restored.db)).toEqual(before);
      const [row] = await restored.db.select().from(channels).orderBy(channels.id).limit(1);
      expect(secretBoxFor(loadConfig(settings(source))).open(row!.credentials!)).toBe(SIGN_IN);
    } finally {
      await restored.close();
    }
    expect(readdirSync(join(root, 'data', 'media'))).toHaveLength(3);

    // Again into the same database, now not empty: refused, and nothing changed.
    const again = await admin(['restore', file], settings(source));
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/The database \(DATABASE_URL\) is not empty: it holds \d+ table/);
    const after = await openDatabaseOf(settings(source));
    expect(await contentsOf(after.db)).toEqual(before);
    await after.close();
  }, 60_000);

  it('warns, and counts, the sign-ins a restore without the right SECRET_KEY cannot open', async () => {
    const file = join(root, 'pg.tar.gz');
    const target = await createDatabase(server, `backup_other_key_${process.pid}`);
    const other = {
      ...settings(target, join(root, 'other-key')),
      SECRET_KEY: 'another key, also of 32 characters or more',
    };
    const restore = await admin(['restore', file], other);
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/1 of 1 channel sign-in\(s\) cannot be opened with this installation's key/);
  }, 30_000);

  it('is one snapshot: a write committed while the backup reads is in none of its tables', async () => {
    const file = join(root, 'during.tar.gz');
    const database = openPostgres(source);
    try {
      await writeBackup({
        file,
        config: loadConfig(settings(source)),
        kind: 'postgres',
        appVersion: appVersion(),
        progress: () => undefined,
        // Between reading the inbox and its counters, another connection commits an unread comment (and its count).
        take: (sink) =>
          readSnapshot(database.db, {
            ...sink,
            table: async (name) => {
              if (name === 'inbox_unread_counts') await committed(source, COMMENT, ['between-tables']);
              await sink.table(name);
            },
          }),
      });
    } finally {
      await database.close();
    }
    expect(
      await committed(source, `select id from inbox_items where network_id = 'sim-during-between-tables'`),
    ).toHaveLength(1);
    const target = await createDatabase(server, `backup_during_${process.pid}`);
    const restore = await admin(['restore', file], settings(target, join(root, 'during')));
    expect(restore.code).toBe(0);
    const restored = await openDatabaseOf(settings(target, join(root, 'during')));
    try {
      expect(await unreadCountsAstray(restored.db)).toBe(0);
      const { tables } = await contentsOf(restored.db);
      expect(tables.inbox_items!.some((line) => line.includes('between-tables'))).toBe(false);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('is consistent while writes go on throughout', async () => {
    const file = join(root, 'busy.tar.gz');
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      const client = new pg.Client({ connectionString: source });
      await client.connect();
      for (let n = 0; writing; n++) {
        await client.query('begin');
        await client.query(COMMENT, [`busy-${n}`]);
        await client.query(
          `update inbox_items set is_unread = not is_unread where id = (select min(id) + $1 % 100 from inbox_items)`,
          [n],
        );
        await client.query('commit');
        writes += 1;
      }
      await client.end();
    })();
    const backup = await admin(['backup', file], settings(source));
    const writtenDuring = writes;
    writing = false;
    await writer;
    expect(backup.code).toBe(0);
    expect(writtenDuring).toBeGreaterThan(0);
    const target = await createDatabase(server, `backup_busy_${process.pid}`);
    expect((await admin(['restore', file], settings(target, join(root, 'busy')))).code).toBe(0);
    const restored = await openDatabaseOf(settings(target, join(root, 'busy')));
    try {
      expect(await unreadCountsAstray(restored.db)).toBe(0);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('a restore that fails half way leaves the database empty and puts no picture back', async () => {
    const file = join(root, 'pg.tar.gz');
    const dir = mkdtempSync(join(root, 'edit-'));
    await extract({ file, cwd: dir });
    // A post naming a channel the backup does not have: the load breaks a foreign key once posts go in.
    const posts = join(dir, 'tables/posts.jsonl');
    const [first, ...rest] = readFileSync(posts, 'utf8').trimEnd().split('\n');
    writeFileSync(posts, [first!.replace(/"channel_id":\d+/, '"channel_id":999999'), ...rest].join('\n') + '\n');
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    const bytes = readFileSync(posts);
    manifest.files['tables/posts.jsonl'] = {
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const broken = join(root, 'broken.tar.gz');
    await create({ gzip: true, file: broken, cwd: dir }, ['manifest.json', ...Object.keys(manifest.files)]);

    const target = await createDatabase(server, `backup_broken_${process.pid}`);
    const dataDir = join(root, 'broken');
    const failed = await admin(['restore', broken], settings(target, dataDir));
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/Loading posts failed: .*foreign key/);
    expect(failed.output).not.toMatch(/password|pbkdf|scrypt/i);
    const database = openPostgres(target);
    expect(await userRelationsOf(database.db)).toEqual([]);
    await database.close();
    expect(existsSync(join(dataDir, 'media')) ? readdirSync(join(dataDir, 'media')) : []).toEqual([]);
  }, 60_000);
});
