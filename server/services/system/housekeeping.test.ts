import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { seededDatabase } from '../../testing/postgres-instances.ts';
import { openedPerTest } from '../../testing/test-app.ts';
import { cleanUp, tidyEmbeddedDatabase } from './housekeeping.ts';

const open = openedPerTest();
const NOW = new Date('2026-11-27T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('housekeeping', () => {
  it('removes what no longer serves, and keeps what still may', async () => {
    const t = await open();
    const { db } = t;
    // Each kind twice: one past its keeping time, one within it (and the live ones the demo has).
    const ids = (await db.execute(sql`
      select (select id from users order by id limit 1) as u, (select id from workspaces order by id limit 1) as w,
             (select id from channels order by id limit 1) as c`)) as unknown as {
      rows: { u: number; w: number; c: number }[];
    };
    const { u, w, c } = ids.rows[0]!;
    const count = async (table: string) =>
      Number(
        ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] })
          .rows[0]!.n,
      );
    const before = Object.fromEntries(
      await Promise.all(
        [
          'login_tickets',
          'oauth_codes',
          'access_tokens',
          'invitations',
          'connect_requests',
          'connect_choices',
          'login_throttles',
          'sandbox_publications',
          'notifications',
          'post_result_samples',
        ].map(async (table) => [table, await count(table)] as const),
      ),
    );
    for (const [tag, age] of [
      ['old', 40],
      ['new', 0.5],
    ] as const) {
      const at = ago(age);
      await db.execute(sql`insert into login_tickets (ticket_hash, user_id, client_id, expires_at)
        values (${`t-${tag}`}, ${u}, 'dashboard', ${at})`);
      await db.execute(sql`insert into oauth_codes (code_hash, client_id, user_id, workspace_id, redirect_uri, expires_at, used_at)
        values (${`c-${tag}`}, 'dashboard', ${u}, ${w}, '/oauth/callback', ${at}, ${at})`);
      await db.execute(sql`insert into access_tokens (token_hash, client_id, user_id, workspace_id, expires_at)
        values (${`a-${tag}`}, 'dashboard', ${u}, ${w}, ${at})`);
      await db.execute(sql`insert into invitations (workspace_id, email, role, token_hash, expires_at)
        values (${w}, ${`${tag}@example.test`}, 'collaborator', ${`i-${tag}`}, ${at})`);
      await db.execute(sql`insert into connect_requests (state_hash, workspace_id, user_id, channel_type, code_verifier, return_to, expires_at)
        values (${`s-${tag}`}, ${w}, ${u}, 1, 'sealed', 'http://localhost', ${at})`);
      await db.execute(sql`insert into connect_choices (key_hash, workspace_id, user_id, channel_type, accounts, expires_at)
        values (${`k-${tag}`}, ${w}, ${u}, 2, 'sealed', ${at})`);
      await db.execute(sql`insert into login_throttles (key_hash, failures, last_failure_at)
        values (${`l-${tag}`}, 3, ${tag === 'old' ? at : new Date(NOW.getTime() - 600_000).toISOString()})`);
      await db.execute(sql`insert into sandbox_publications (channel_id, message, published_at)
        values (${c}, 'received', ${at})`);
      // A post's reading 400 days ago (past 13 months), or within them.
      await db.execute(sql`insert into post_result_samples (post_id, taken_at, engagement)
        values ((select post_id from post_results order by post_id limit 1), ${tag === 'old' ? ago(400) : at}, 1)`);
      // Read then, whenever it came.
      await db.execute(sql`insert into notifications (workspace_id, user_id, kind, created_at, updated_at, read_at)
        values (${w}, ${u}, 'mentioned', ${ago(60)}, ${ago(60)}, ${at})`);
    }
    // An unread notification stays, however old: it is still news to someone.
    await db.execute(sql`insert into notifications (workspace_id, user_id, kind, created_at, updated_at)
      values (${w}, ${u}, 'mentioned', ${ago(400)}, ${ago(400)})`);
    // A lock still running keeps its row, however old its last failure.
    await db.execute(sql`insert into login_throttles (key_hash, failures, last_failure_at, locked_until)
      values ('l-locked', 9, ${ago(2)}, ${new Date(NOW.getTime() + 60_000).toISOString()})`);

    const removed = await cleanUp(db, NOW);
    expect(removed).toEqual({
      'login tickets': 1,
      'OAuth codes': 1,
      'ended sessions': 1,
      'closed invitations': 1,
      'sign-in requests': 1,
      'account choices': 1,
      'login throttles': 1,
      'sandbox publications': 1,
      'read notifications': 1,
      'result samples': 1,
    });
    // Those within their time are left, and beside them a lock still running and a notification still unread.
    const kept = ['login_throttles', 'notifications'];
    for (const [table, n] of Object.entries(before))
      expect(await count(table), table).toBe(n + (kept.includes(table) ? 2 : 1));
    // Nothing more to do: a second round removes nothing.
    expect(await cleanUp(db, NOW)).toEqual({});
  });

  it('vacuums and analyzes the embedded database’s tables as autovacuum would', async () => {
    const t = await open();
    // Every inbox item rewritten: as many dead versions as live rows.
    await t.db.execute(sql`update inbox_items set author_picture = author_picture || ''`);
    const tidied = await tidyEmbeddedDatabase(t.db);
    expect(tidied.vacuumed).toContain('inbox_items');
    expect(tidied.analyzed).toContain('inbox_items');
    await t.db.execute(sql`select pg_stat_force_next_flush()`);
    const { rows } = (await t.db.execute(
      sql`select n_dead_tup::int as dead, last_vacuum from pg_stat_user_tables where relname = 'inbox_items'`,
    )) as unknown as { rows: { dead: number; last_vacuum: Date | null }[] };
    expect(rows[0]!.dead).toBe(0);
    expect(rows[0]!.last_vacuum).not.toBeNull();
    // Tidy now: the next round has nothing to do on that table.
    expect((await tidyEmbeddedDatabase(t.db)).vacuumed).not.toContain('inbox_items');
  });

  it('counts what it removed on PostgreSQL too', async () => {
    const database = openPostgres(await seededDatabase(inject('postgresUrl'), `housekeeping_${process.pid}`, 0));
    try {
      await database.db.execute(sql`insert into sandbox_publications (channel_id, message, published_at)
        select id, 'received', ${ago(31)} from channels`);
      const channels = (await database.db.execute(sql`select count(*)::int as n from channels`)) as unknown as {
        rows: { n: number }[];
      };
      expect(await cleanUp(database.db, NOW)).toEqual({ 'sandbox publications': channels.rows[0]!.n });
    } finally {
      await database.close();
    }
  });
});
