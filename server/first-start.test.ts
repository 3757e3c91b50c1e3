// A first start on an empty data directory makes, migrates and seeds its embedded database in a process of its own
// (decision 052), then opens it as every later start does: the service must answer from that database, say what
// was done, and a later start find the same data.
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './index.ts';
import { createLogger } from './logging.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const emptyDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-start-'));
  made.push(dir);
  return dir;
};

const envOf = (dataDir: string, more: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  SIMULATOR: '0',
  PUBLISHER: '0',
  SEED_INBOX_ITEMS: '40',
  LOG_LEVEL: 'error',
  SECRET_KEY: 'the first start test seals with this key of 32+ characters',
  ...more,
});

/** A logger at info whose lines are kept, to read what a start said. */
function keptLog() {
  const stream = new PassThrough();
  const lines: { msg: string; migrations?: number }[] = [];
  stream.on('data', (chunk: Buffer) =>
    String(chunk)
      .split('\n')
      .filter(Boolean)
      .forEach((line) => lines.push(JSON.parse(line))),
  );
  return { log: createLogger('info', stream), lines };
}

const count = async (database: Awaited<ReturnType<typeof startServer>>['database'], table: string) =>
  (
    (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('a first start on an empty data directory', () => {
  it('serves from the database made and seeded apart, says so, and a later start finds the same data', async () => {
    const dataDir = emptyDir();
    const { log, lines } = keptLog();
    const first = await startServer({ env: envOf(dataDir), log });
    let seeded: number;
    try {
      expect((await first.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      seeded = await count(first.database, 'inbox_items');
      expect(seeded).toBeGreaterThanOrEqual(40);
    } finally {
      await first.shutdown();
    }
    const migrated = lines.find((line) => line.msg.startsWith('migrated the database'));
    expect(migrated?.migrations).toBeGreaterThan(0);
    expect(lines.some((line) => line.msg.startsWith('seeded the demo workspace'))).toBe(true);

    const again = keptLog();
    const later = await startServer({ env: envOf(dataDir), log: again.log });
    try {
      expect(await count(later.database, 'inbox_items')).toBe(seeded);
    } finally {
      await later.shutdown();
    }
    expect(again.lines.map((line) => line.msg)).toContain('the database is up to date');
    expect(again.lines.some((line) => line.msg.startsWith('seeded the demo'))).toBe(false);
  }, 60_000);

  it('without the demo, makes it with the dashboard client only; a later start asked for the demo seeds it', async () => {
    const dataDir = emptyDir();
    const bare = await startServer({ env: envOf(dataDir, { SEED_DEMO: '0' }) });
    try {
      expect(await count(bare.database, 'workspaces')).toBe(0);
      expect(await count(bare.database, 'oauth_clients')).toBe(1);
    } finally {
      await bare.shutdown();
    }
    // Seeded by the service's own process, which opens its database again afterwards (server/index.ts).
    const demo = await startServer({ env: envOf(dataDir) });
    try {
      expect((await demo.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect(await count(demo.database, 'workspaces')).toBeGreaterThan(0);
      expect(await count(demo.database, 'inbox_items')).toBeGreaterThanOrEqual(40);
    } finally {
      await demo.shutdown();
    }
  }, 60_000);

  it('that cannot make its database fails in one line naming DATA_DIR, and a start once the obstacle is gone makes it', async () => {
    const dataDir = emptyDir();
    // Where PostgreSQL's initdb makes its `base` folder, a file: the process making the database fails.
    writeFileSync(join(dataDir, 'base'), 'not a folder');
    const failed = startServer({ env: envOf(dataDir) });
    await expect(failed).rejects.toMatchObject({
      name: 'StartupError',
      message: expect.stringMatching(/^making the database in .+ \(DATA_DIR\) failed: .+Start again/),
    });
    // What stood in the way gone, a start makes the database over what the failed one left.
    rmSync(join(dataDir, 'base'), { recursive: true });
    const next = await startServer({ env: envOf(dataDir) });
    try {
      expect(await count(next.database, 'inbox_items')).toBeGreaterThanOrEqual(40);
    } finally {
      await next.shutdown();
    }
  }, 60_000);
});
