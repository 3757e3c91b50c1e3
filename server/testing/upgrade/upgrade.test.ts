// Upgrading from every earlier release (issue 34): a database that release made (its committed snapshot) is
// migrated by today's code, on the embedded database and on PostgreSQL, and must lose nothing, hold the new
// columns as their migrations say, and serve its people as before.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openPostgres, type Database } from '../../db/client.ts';
import { startInstance, type Instance } from '../instance.ts';
import { addedColumns, contentsOf, JOURNAL, lostBetween, type Contents } from './contents.ts';
import { SNAPSHOT_PEOPLE } from './release-use.ts';
import { serveUpgraded } from './serve.ts';
import { rowsIn, SINCE_RELEASE } from './since-release.ts';
import { pgliteFromSnapshot, postgresFromSnapshot, releaseSnapshots, type Snapshot } from './snapshots.ts';

const snapshots = releaseSnapshots();
const migrations = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

it('has a snapshot of the first release, and says what changed since each', () => {
  expect(snapshots.map((s) => s.version)).toContain('0.1.0');
  for (const { version } of snapshots) expect(Object.keys(SINCE_RELEASE)).toContain(version);
});

interface Upgraded {
  database: Database;
  before: Contents;
  after: Contents;
}

/** The checks every upgrade passes, once `prepare` has loaded, read, migrated and read the database again. */
function upgradeChecks(snapshot: Snapshot, prepare: () => Promise<Upgraded>) {
  const since = SINCE_RELEASE[snapshot.version]!;
  let upgraded: Upgraded;
  beforeAll(async () => {
    upgraded = await prepare();
  }, 120_000);
  afterAll(() => upgraded?.database.close());

  it('loses no table, column, row, value or sequence', () => {
    expect(upgraded.before.tables.get('public.posts')!.rows.length).toBeGreaterThan(0);
    expect(lostBetween(upgraded.before, upgraded.after)).toEqual([]);
  });

  it('applies each of the migrations since, once', () => {
    const journal = upgraded.after.tables.get(JOURNAL)!.rows;
    expect(journal).toHaveLength(migrations);
    expect(new Set(journal.map((r) => r.hash)).size).toBe(migrations);
    expect(journal.length).toBeGreaterThan(upgraded.before.tables.get(JOURNAL)!.rows.length);
  });

  it('adds the columns of those migrations, filled as they say', () => {
    expect(addedColumns(upgraded.before, upgraded.after).sort()).toEqual([...since.added].sort());
    since.filled(upgraded.after);
  });

  it('serves its people: they log in with their passwords, read the inbox, queue a post', async () => {
    const service = await serveUpgraded(upgraded.database);
    try {
      const { demoOwner, invited, signedUp } = SNAPSHOT_PEOPLE;
      const owner = await service.as(demoOwner.email, demoOwner.password);
      const { workspace } = (await owner.get('/account/get')).body.data as { workspace: { workspace_id: string } };

      const inbox = await owner.get('/inbox/get');
      expect(inbox.status).toBe(200);
      const listedUnread = rowsIn(upgraded.after, 'inbox_items').filter(
        (i) => String(i.workspace_id) === workspace.workspace_id && i.in_list && i.is_unread && !i.is_archived,
      );
      expect((inbox.body.data as { active: number }).active).toBe(listedUnread.length);
      expect((inbox.body.data as { posts: unknown[] }).posts).toHaveLength(20);

      const channel = rowsIn(upgraded.after, 'channels').find(
        (c) => String(c.workspace_id) === workspace.workspace_id && c.channel_type === 1,
      )!;
      const queued = await owner.post('/posts/create', {
        channel_ids: Number(channel.id),
        message: 'After the upgrade',
      });
      expect(queued.status).toBe(200);
      const outbox = (await owner.get('/posts/get', { channel_id: Number(channel.id) })).body.data as {
        channels: Record<string, { message: string; utc_post_time: string }[]>;
      };
      const after = outbox.channels[String(channel.id)]!.filter((p) => p.message === 'After the upgrade');
      expect(after).toHaveLength(1);
      expect(Date.parse(`${after[0]!.utc_post_time.replace(' ', 'T')}Z`)).toBeGreaterThan(Date.now());

      const drafts = (await owner.get('/drafts/get')).body.data as { drafts: { message: string }[] };
      expect(drafts.drafts.map((d) => d.message)).toContain('Autumn menu: ideas welcome');
      const media = (await owner.get('/media/get')).body.data as { count: number };
      expect(media.count).toBe(rowsIn(upgraded.after, 'media').length);
      const pending = (await owner.get('/invitations/list')).body.data as { email: string }[];
      expect(pending.map((i) => i.email)).toEqual([SNAPSHOT_PEOPLE.pending.email]);
      const audit = await owner.get('/audit/list', { limit: 200 });
      expect(audit.status).toBe(200);
      expect((audit.body.data as { events: unknown[] }).events).toHaveLength(
        rowsIn(upgraded.after, 'audit_events').filter((e) => String(e.workspace_id) === workspace.workspace_id).length,
      );

      const lee = await service.as(invited.email, invited.password);
      expect((await lee.get('/account/get')).body.data).toMatchObject({ user: { role: 'admin' }, workspace });
      await since.serves({ owner, signedUp: await service.as(signedUp.email, signedUp.password) });
    } finally {
      await service.close();
    }
  }, 60_000);
}

describe.each(snapshots)('a database made by release $version', (snapshot) => {
  describe('on the embedded database', () => {
    upgradeChecks(snapshot, async () => {
      const database = await pgliteFromSnapshot(snapshot);
      const before = await contentsOf(database.db);
      await migrateDatabase(database);
      return { database, before, after: await contentsOf(database.db) };
    });
  });

  describe('on PostgreSQL, by two instances starting at once', () => {
    upgradeChecks(snapshot, async () => {
      const name = `upgrade_${snapshot.version.replaceAll('.', '_')}_${process.pid}`;
      const url = await postgresFromSnapshot(inject('postgresUrl'), name, snapshot);
      const database = openPostgres(url);
      const before = await contentsOf(database.db);
      const dataDir = mkdtempSync(join(tmpdir(), 'socialdesk-upgrade-'));
      // The API only: a publisher or the simulator would change the rows this test compares.
      const env = { DATABASE_URL: url, DATA_DIR: dataDir, PUBLISHER: '0', SIMULATOR: '0' };
      const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
      const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      await Promise.all(running.map((instance: Instance) => instance.stop()));
      rmSync(dataDir, { recursive: true, force: true });
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      return { database, before, after: await contentsOf(database.db) };
    });
  });
});
