// Snoozed conversations woken by several instances at once on PostgreSQL (decision 040): each comes back exactly
// once, whichever instance gets to it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client.ts';
import { seededDatabase } from '../../testing/postgres-instances.ts';
import { wakeSnoozed } from './snooze.ts';

const NOW = new Date('2026-11-23T14:00:00Z');
let instances: Database[] = [];

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `snooze_${process.pid}`, 300);
  instances = [openPostgres(url), openPostgres(url)];
});
afterAll(async () => {
  await Promise.all(instances.map((d) => d.close()));
});

describe('waking snoozed conversations on two instances', () => {
  it('brings each conversation back once', async () => {
    const { db } = instances[0]!;
    // Every unit of the inbox snoozed until a minute ago, its items archived and read.
    await db.execute(sql`insert into inbox_work (work_id, workspace_id, channel_id, snoozed_until)
      select distinct work_id, workspace_id, channel_id, ${new Date(NOW.getTime() - 60_000).toISOString()}::timestamptz
      from inbox_items where work_id = id`);
    await db.execute(sql`update inbox_items set is_archived = true, is_unread = false`);
    const [counts] = (
      await db.execute(sql`select (select count(*)::int from inbox_work) as units,
        (select count(*)::int from inbox_items) as items`)
    ).rows as { units: number; items: number }[];
    const { units, items } = counts!;
    expect(units).toBeGreaterThan(50);

    // Rounds of both instances at once, as their timers may fire together.
    const rounds = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((i) => wakeSnoozed(instances[i]!.db, NOW).then((woken) => [...woken.values()])),
    );
    const woken = rounds.flat().flatMap((touched) => touched.itemIds);
    expect(woken.length).toBe(items);
    expect(new Set(woken).size).toBe(items);
    const [after] = (
      await db.execute(sql`select count(*) filter (where is_archived)::int as archived,
        count(*) filter (where in_list and not is_unread)::int as read,
        (select count(*)::int from inbox_work where snoozed_until is not null) as snoozed from inbox_items`)
    ).rows as { archived: number; read: number; snoozed: number }[];
    expect(after).toEqual({ archived: 0, read: 0, snoozed: 0 });
  });
});
