// A first start on an empty data directory seeds the demo, then opens the embedded database again (so that what
// seeding took is given back): the service it starts must answer from that database, and a later start find it.
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  SIMULATOR: '0',
  PUBLISHER: '0',
  SEED_INBOX_ITEMS: '40',
  LOG_LEVEL: 'error',
  SECRET_KEY: 'the first start test seals with this key of 32+ characters',
};

const inboxItems = async (database: Awaited<ReturnType<typeof startServer>>['database']) =>
  ((await database.db.execute(sql`select count(*)::int as n from inbox_items`)) as unknown as { rows: { n: number }[] })
    .rows[0]!.n;

describe('a first start on an empty data directory', () => {
  it('serves from the database it seeded, and a later start finds the same data', async () => {
    const first = await startServer({ env });
    try {
      expect((await first.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect(await inboxItems(first.database)).toBeGreaterThanOrEqual(40);
    } finally {
      await first.shutdown();
    }
    const seeded = await (async () => {
      const again = await startServer({ env });
      try {
        expect((await again.app.inject({ url: '/api/health' })).statusCode).toBe(200);
        return await inboxItems(again.database);
      } finally {
        await again.shutdown();
      }
    })();
    expect(seeded).toBeGreaterThanOrEqual(40);
  }, 60_000);
});
