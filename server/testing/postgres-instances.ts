// Several service instances on one PostgreSQL database, in this process: each its own pool, event bus, caches and
// app, as `npm start` builds them, answering through inject(). The database sees real concurrency (ten
// connections per instance); only HTTP is left out.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { buildApp } from '../http/app.ts';
import { issueToken } from '../services/workspaces/tokens.ts';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openPostgres, type Database } from '../db/client.ts';
import { memberships, users } from '../db/schema.ts';
import { seed } from '../services/demo/seed.ts';
import { createDeps } from '../deps.ts';
import { createLogger } from '../logging.ts';
import { createSharedEventBus } from '../services/events/bus.ts';
import { createDatabase } from './instance.ts';

/**
 * A fresh database on the server, migrated and seeded with the demo (a small inbox unless told otherwise).
 * Deadlocks are detected after 50 ms rather than PostgreSQL's default second: they still fail the transaction
 * as they would in production, but a test that provokes many of them ends in seconds, not minutes.
 */
export async function seededDatabase(serverUrl: string, name: string, inboxItems = 50): Promise<string> {
  const url = await createDatabase(serverUrl, name);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} set deadlock_timeout = '50ms'`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(url);
  try {
    await migrateDatabase(database);
    await database.exclusively((db) => seed(db, { demo: true, inboxItems }));
  } finally {
    await database.close();
  }
  return url;
}

export interface ServiceInstance {
  app: FastifyInstance;
  database: Database;
  /**
   * The causes of this instance's 500s so far, from its "unexpected failure" log lines: the database's own
   * words and the statement, as `deadlock detected in: select … for update`.
   */
  failures: string[];
}

/** A call as a client made it and what it answered. */
export interface Call {
  instance: number;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params: Record<string, string | number>;
  status: number;
  body: { status?: string; code?: string; message?: string; data?: unknown; [key: string]: unknown };
}

type Params = Record<string, string | number | undefined>;

/** What a logged error says went wrong: a query error's cause (the database's words) and its statement. */
function causeOf(err: { message?: string; stack?: string; query?: string } | undefined): string {
  const cause = /caused by: (?:\w*Error: |error: )?([^\n]*)/.exec(err?.stack ?? '')?.[1];
  const message = cause ?? err?.message?.split('\n')[0] ?? 'no error logged';
  return err?.query ? `${message} in: ${err.query.slice(0, 100)}` : message;
}

/** Starts `count` instances on the database at `url`; the API only (no publisher, no inbox simulator). */
export async function startInstances(url: string, count: number) {
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '0',
    SIMULATOR: '0',
    PUBLISHER: '0',
  });
  const instances: ServiceInstance[] = [];
  const buses: { close: () => Promise<void> }[] = [];
  for (let i = 0; i < count; i++) {
    const database = openPostgres(url);
    const events = await createSharedEventBus(database.messages!);
    buses.push(events);
    const failures: string[] = [];
    const logStream = new PassThrough();
    let pending = '';
    logStream.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as {
            msg?: string;
            err?: { message?: string; stack?: string; query?: string };
          };
          if (entry.msg === 'unexpected failure') failures.push(causeOf(entry.err));
        } catch {
          failures.push(line);
        }
      }
    });
    const log = createLogger(config.LOG_LEVEL, logStream);
    const deps = createDeps(database.db, config, { validateResponses: true, events, log });
    const app = await buildApp(deps);
    instances.push({ app, database, failures });
  }

  /** A token for a demo user, issued directly. */
  async function tokenFor(email: string): Promise<string> {
    const { db } = instances[0]!.database;
    const [member] = await db
      .select({ userId: users.id, workspaceId: memberships.workspaceId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, email));
    if (!member) throw new Error(`No demo user ${email}`);
    return issueToken(db, { clientId: 'demo-app', codeId: null, ...member }, 3600);
  }

  /**
   * A client of one instance with one token, which adds every call to `log`: GET and DELETE in the query
   * string, POST as a JSON body.
   */
  function client(instance: number, token: string, log: Call[]) {
    const { app } = instances[instance]!;
    const call = async (method: Call['method'], path: string, raw: Params = {}): Promise<Call> => {
      const params = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as Call['params'];
      const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
      const reply = await app.inject({
        method,
        url: method === 'POST' ? `/api${path}` : `/api${path}?${query}`,
        headers: { authorization: `Bearer ${token}` },
        ...(method === 'POST' ? { payload: params } : {}),
      });
      let body: Call['body'];
      try {
        body = reply.json();
      } catch {
        body = { raw: reply.body };
      }
      const made: Call = { instance, method, path, params, status: reply.statusCode, body };
      log.push(made);
      return made;
    };
    return {
      get: (path: string, params?: Params) => call('GET', path, params),
      post: (path: string, params?: Params) => call('POST', path, params),
      delete: (path: string, params?: Params) => call('DELETE', path, params),
    };
  }

  return {
    instances,
    tokenFor,
    client,
    close: async () => {
      for (const { app } of instances) await app.close();
      for (const bus of buses) await bus.close();
      for (const { database } of instances) await database.close();
    },
  };
}

export type Instances = Awaited<ReturnType<typeof startInstances>>;
export type Client = ReturnType<Instances['client']>;
