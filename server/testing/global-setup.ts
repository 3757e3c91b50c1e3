import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite } from '../db/client.ts';
import { seed } from '../services/demo/seed.ts';
import { startThrowawayPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    /** Migrated, with only what every installation has (the dashboard's client): a first start's database. */
    emptyDatabase: string;
    postgresUrl: string;
  }
}

/** Migrating and seeding costs seconds; each test file clones this one database instead (a fraction of that). */
export default async function setup(project: TestProject) {
  const database = await openPglite();
  await migrateDatabase(database);
  await seed(database.db, { demo: false });
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const emptyPath = join(dir, `empty-${process.pid}.tar`);
  writeFileSync(emptyPath, Buffer.from(await (await database.dump!()).arrayBuffer()));
  project.provide('emptyDatabase', emptyPath);
  await seed(database.db, { demo: true, inboxItems: 600 });
  const dump = await database.dump!();
  await database.close();
  const path = join(dir, `template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', path);

  const postgres = await startThrowawayPostgres();
  project.provide('postgresUrl', postgres.url);
  return async () => {
    postgres.stop();
    rmSync(path, { force: true });
    rmSync(emptyPath, { force: true });
  };
}
