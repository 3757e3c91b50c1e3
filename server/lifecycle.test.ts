import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels, memberships, posts, users } from './db/schema.ts';
import { startServer } from './index.ts';
import { createLogger } from './logging.ts';
import { withDeadline } from './stopping.ts';
import { issueToken } from './services/workspaces/tokens.ts';
import { createDatabase, freePort } from './testing/instance.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './testing/postgres.ts';

// One instance's life on a PostgreSQL server of its own, which the test stops and starts: readiness while it waits
// for its database at start, through an outage, and while it stops with a post at a network that never answers.
let postgres: ThrowawayPostgres;
let dataDir: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  dataDir = mkdtempSync(join(tmpdir(), 'socialdesk-life-'));
});
afterAll(() => {
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON or a page, read by the expectations
  body: any;
}

const answer = async (url: string): Promise<Answer> => {
  // Bounded, so that a step that hangs fails as itself rather than as the test's timeout.
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? await response.json() : await response.text() };
};

describe('an instance, from start to stop', () => {
  it('is alive but not ready until its database is migrated, not ready while it is away, and stops cleanly', async () => {
    const url = await createDatabase(postgres.url, 'lifecycle');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .forEach((line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
    );
    // A dashboard to serve, as `npm start` has: its routes are the app's last to be made.
    const distDir = join(dataDir, 'dist');
    mkdirSync(distDir);
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Social Desk</title>');
    postgres.halt();
    const starting = startServer({
      distDir,
      env: {
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_INBOX_ITEMS: '0',
        SIMULATOR: '0',
        PUBLISHER_INTERVAL_SECONDS: '0.2',
        PUBLISH_TIMEOUT_SECONDS: '2',
        SECRET_KEY: 'a test key of at least thirty-two characters',
      },
      log: createLogger('info', logStream),
    });

    // Listening, waiting for its database: neither healthy nor ready, and each says why.
    await vi.waitFor(
      async () => expect((await answer(`${origin}/api/ready`)).body.message).toContain('waiting for its database'),
      { timeout: 20_000, interval: 100 },
    );
    expect(await answer(`${origin}/api/ready`)).toMatchObject({ status: 503, body: { code: 'starting' } });
    expect(await answer(`${origin}/api/health`)).toMatchObject({ status: 503, body: { code: 'starting' } });
    expect(await answer(`${origin}/api/inbox/get`)).toMatchObject({ status: 503, body: { code: 'starting' } });
    const page = await answer(`${origin}/`);
    expect(page.status).toBe(503);
    expect(page.body).toContain('Social Desk is starting');

    // Callers keep asking all through the start, as a load balancer does: every answer is a 503 or, once ready, a 200;
    // none finds the app half built.
    let asking = true;
    const statuses = new Set<number>();
    const asker = Promise.all(
      ['/api/health', '/api/ready', '/api/no-such-call', '/'].map(async (path) => {
        while (asking) statuses.add((await answer(`${origin}${path}`)).status);
      }),
    );
    postgres.resume();
    const started = await withDeadline(starting, 30_000);
    asking = false;
    await asker;
    expect(
      [...statuses].every((status) => [200, 404, 503].includes(status)),
      [...statuses].join(),
    ).toBe(true);
    expect(statuses.has(503)).toBe(true);
    expect(started, 'started once its database answered').toBeDefined();
    const { database, shutdown } = started!;
    expect(await answer(`${origin}/api/ready`)).toEqual({ status: 200, body: { status: 'success' } });
    expect(await answer(`${origin}/api/health`)).toEqual({ status: 200, body: { status: 'success' } });
    expect(lines.filter((l) => l.job === 'start').map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^migrated the database \(\d+ migrations\)$/),
        expect.stringMatching(/^ready/),
      ]),
    );

    // The database goes away and comes back: readiness follows it.
    postgres.halt();
    expect(await answer(`${origin}/api/ready`)).toMatchObject({ status: 503, body: { code: 'database_unavailable' } });
    postgres.resume();
    await vi.waitFor(async () => expect((await answer(`${origin}/api/ready`)).status).toBe(200), {
      timeout: 20_000,
      interval: 200,
    });

    // A post at a network that never answers, and a dashboard listening for events.
    const [owner] = await database.db
      .select({ userId: users.id, workspaceId: memberships.workspaceId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, 'owner@demo.test'));
    const token = await issueToken(database.db, { clientId: 'demo-app', codeId: null, ...owner! }, 3600);
    const call = (path: string, params: Record<string, string>) =>
      fetch(`${origin}/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(params),
      }).then((r) => r.json() as Promise<{ data: { post_id: string[] } }>);
    const [sandbox] = await database.db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.workspaceId, owner!.workspaceId), eq(channels.connector, 'sandbox')))
      .limit(1);
    const channelId = String(sandbox!.id);
    await call('/sandbox/update', { channel_id: channelId, behaviour: 'hang' });
    const created = await call('/posts/create', { channel_ids: channelId, message: 'Never answered' });
    const postId = Number(created.data.post_id[0]);
    await database.db
      .update(posts)
      .set({ dueAt: sql`now() - interval '1 second'` })
      .where(eq(posts.id, postId));
    await vi.waitFor(
      async () => expect((await database.db.select().from(posts).where(eq(posts.id, postId)))[0]?.status).toBe(3),
      { timeout: 10_000, interval: 100 },
    );
    const stream = await fetch(`${origin}/api/events/stream?access_token=${token}`);
    const reader = stream.body!.getReader();
    let received = '';
    const streamEnded = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return received;
        received += new TextDecoder().decode(value);
      }
    })();

    // Stopping: not ready at once, while the post at the network gets its time; the stream ends with a hint.
    const stopped = shutdown();
    await vi.waitFor(
      async () =>
        expect(await answer(`${origin}/api/ready`)).toMatchObject({ status: 503, body: { code: 'shutting_down' } }),
      { timeout: 2_000, interval: 50 },
    );
    expect(await withDeadline(streamEnded, 15_000), 'the event stream ended').toMatch(
      /retry: \d+\n: this instance is stopping/,
    );
    expect(
      await withDeadline(
        stopped.then(() => 'stopped'),
        30_000,
      ),
    ).toBe('stopped');
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    // The post was given its timeout at the network, then settled as the outcome unknown: never left claimed.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('select status, claim_token from posts where id = $1', [postId]);
    await client.end();
    expect(rows[0]).toEqual({ status: 2, claim_token: null });
    expect(lines.filter((l) => l.job === 'stop').map((l) => l.msg)).toEqual([
      'stopping: finishing the work in hand',
      expect.stringMatching(/^stopped \(0 claimed posts went back to waiting\)$/),
    ]);
  }, 90_000);

  it('ends its start in one line when a migration fails, and stops listening', async () => {
    const url = await createDatabase(postgres.url, 'unmigratable');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // A table in the way of the first migration, as a database shared with something else might have.
    await client.query('create table workspaces (id text)');
    await client.end();
    const port = await freePort();
    const failed = startServer({
      env: {
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SECRET_KEY: 'a test key of at least thirty-two characters',
      },
      log: createLogger('silent'),
    });
    const error = (await failed.catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('StartupError');
    expect(error.message).toMatch(
      /^migrating the database failed: relation "workspaces" already exists\. The database is as it was before/,
    );
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);
});
