import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDeps } from '../deps.ts';
import { authorizeCode, DEMO_APP } from '../testing/oauth-flow.ts';
import { migrateDatabase, openPostgres, type Database } from './client.ts';
import { seed } from './seed.ts';

let url: string;
const opened: Database[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  const name = `foundation_${process.pid}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  url = inject('postgresUrl').replace(/\/postgres$/, `/${name}`);
});
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});

const open = () => {
  const database = openPostgres(url);
  opened.push(database);
  return database;
};

describe('on a PostgreSQL server (DATABASE_URL)', () => {
  it('migrates and seeds once when several instances start together', async () => {
    const instances = [open(), open(), open()];
    await Promise.all(instances.map((d) => migrateDatabase(d)));
    const outcomes = await Promise.all(instances.map((d) => d.exclusively((db) => seed(db, { demo: true }))));
    expect(outcomes.filter((o) => o.demoSeeded)).toHaveLength(1);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from channels');
    await client.end();
    expect(rows[0].n).toBe(9);
  });

  it('serves the OAuth flow and the channel list', async () => {
    const database = open();
    const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
    const app = await buildApp(createDeps(database.db, config, { validateResponses: true }));
    const { code } = await authorizeCode(app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    const token = (
      await app.inject({
        method: 'POST',
        url: `/api/oauth/getAccessToken?${new URLSearchParams({ ...DEMO_APP, code })}`,
      })
    ).json().access_token as string;
    const drafts = await app.inject({ url: `/api/drafts/get?access_token=${token}` });
    expect(drafts.json().data.channels).toHaveLength(7);
    await app.close();
  });
});
