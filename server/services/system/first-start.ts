// A new embedded database is made, migrated and seeded in a process of its own, which then exits (decision 052).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, migrationsRun, openPglite, type Database } from '../../db/client.ts';
import { seed } from '../demo/seed.ts';

/** What a first start asks of the database it makes. */
export interface FirstStartOrder {
  dataDir: string;
  demo: boolean;
  inboxItems: number;
}

/** What it did: the migrations run, and whether the demo was seeded. */
export interface FirstStartDone {
  migrations: number;
  demoSeeded: boolean;
}

/** A directory without PG_VERSION holds no database yet: opening it runs initdb. */
export const holdsNoDatabase = (dataDir: string): boolean => !existsSync(join(dataDir, 'PG_VERSION'));

/**
 * After seeding: the seed's inserts left the inbox's unread counters (a few rows) spread over megabytes of dead
 * versions, which are rewritten; and fresh statistics let the planner walk the inbox indexes in page order.
 */
export async function tidyAfterSeeding(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum full inbox_unread_counts`);
  await database.db.execute(sql`vacuum analyze`);
}

/**
 * The first start's work, in the process that calls it: makes the database in `dataDir`, migrates it, seeds what
 * the order asks and closes it. The child process of `firstStartApart` runs this.
 */
export async function firstStartHere(order: FirstStartOrder): Promise<FirstStartDone> {
  const database = await openPglite({ dataDir: order.dataDir });
  try {
    await migrateDatabase(database);
    const migrations = await migrationsRun(database);
    const { demoSeeded } = await database.exclusively((db) =>
      seed(db, { demo: order.demo, inboxItems: order.inboxItems }),
    );
    if (demoSeeded) await tidyAfterSeeding(database);
    return { migrations, demoSeeded };
  } finally {
    await database.close();
  }
}

type Report = { done: FirstStartDone } | { failed: { message: string; cause?: string } };

/**
 * Runs `firstStartHere` in a child process and answers what it did; its failure is thrown here, with the database's
 * own words as the cause. Making and seeding a database leaves the process that did it with memory it never gives
 * back (PostgreSQL's WebAssembly memory, and the allocator's free but fragmented pages: 60-100 MB), so the service
 * itself only opens the database once it is made, as every later start does.
 */
export function firstStartApart(order: FirstStartOrder): Promise<FirstStartDone> {
  // This module's address: the service bundle (which exports firstStartHere too), or this file under the tests'
  // TypeScript loader.
  const self = import.meta.url;
  const loader = self.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const code = `
    const report = (message) => process.send(message, () => process.exit(0));
    import(${JSON.stringify(self)})
      .then((module) => module.firstStartHere(${JSON.stringify(order)}))
      .then(
        (done) => report({ done }),
        (error) => report({ failed: { message: String(error?.message ?? error), cause: error?.cause?.message } }),
      );`;
  const child = spawn(process.execPath, [...loader, '--eval', code], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (report: Report) => {
      if ('done' in report) return resolve(report.done);
      const { message, cause } = report.failed;
      reject(new Error(message, cause ? { cause: new Error(cause) } : undefined));
    });
    child.once('error', reject);
    // After its exit and its channel's end, so a report sent before it exited has been read: without one, it died.
    child.once('close', (code, signal) =>
      reject(new Error(`making the database in a process of its own failed: it exited (${signal ?? code})`)),
    );
  });
}
