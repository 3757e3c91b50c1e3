// Two service processes on a PostgreSQL server of this test's own, under load, while the database goes away:
// first every connection is ended (as a failover or a pooler's idle timeout does), then the server stops and
// starts again. No process may exit, every call must be answered (503 with Retry-After while the database is away,
// 2xx otherwise), no acknowledged write may be lost, and events must flow between the instances again after.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../services/workspaces/tokens.ts';
import { openPostgres } from '../../db/client.ts';
import { seededDatabase } from '../postgres-instances.ts';
import { startInstance, until, type Instance } from '../instance.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../postgres.ts';

let server: ThrowawayPostgres;
let url: string;
let token: string;
let channelId: number;
const instances: Instance[] = [];

beforeAll(async () => {
  server = await startThrowawayPostgres();
  url = await seededDatabase(server.url, 'away', 50);
  const database = openPostgres(url);
  try {
    const { rows } = await database.db.execute(
      sql`select u.id as user_id, m.workspace_id, (select min(c.id) from channels c where c.workspace_id = m.workspace_id) as channel_id
         from users u join memberships m on m.user_id = u.id where u.email = 'owner@demo.test' limit 1`,
    );
    const member = rows[0] as { user_id: number; workspace_id: number; channel_id: number };
    channelId = member.channel_id;
    token = await issueToken(
      database.db,
      { clientId: 'demo-app', codeId: null, userId: member.user_id, workspaceId: member.workspace_id },
      3600,
    );
  } finally {
    await database.close();
  }
  const env = { DATABASE_URL: url, SIMULATOR: '0', RATE_LIMIT_PER_MINUTE: '0', PUBLISHER_INTERVAL_SECONDS: '0.5' };
  instances.push(await startInstance(env), await startInstance(env));
}, 90_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.kill()));
  server?.stop();
});

interface Answered {
  status: number;
  retryAfter: string | null;
  /** What went wrong when there was no answer at all. */
  failure?: string;
}

async function call(instance: Instance, method: 'GET' | 'POST', path: string, params: Record<string, string>) {
  const query = new URLSearchParams(method === 'GET' ? params : {});
  try {
    const response = await fetch(`${instance.origin}/api${path}?${query}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
    });
    const body = (await response.json()) as { data?: { post_id?: number[] }; code?: string };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
  } catch (error) {
    return {
      status: 0,
      retryAfter: null,
      failure: (error as Error).message,
      body: {} as { data?: { post_id?: number[] } },
    };
  }
}

describe('two instances while the database goes away', () => {
  it('answer every call (503 while it is away), exit never, lose no acknowledged write', async () => {
    const [a, b] = instances as [Instance, Instance];
    const answers: Answered[] = [];
    const acknowledged: number[] = [];
    const stream = new AbortController();
    const heard: string[] = [];
    const events = await fetch(`${b.origin}/api/events/stream?access_token=${token}`, { signal: stream.signal });
    void (async () => {
      const reader = events.body!.getReader();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        heard.push(Buffer.from(value!).toString());
      }
    })();

    let running = true;
    let n = 0;
    const worker = async (w: number) => {
      while (running) {
        const instance = instances[n++ % 2]!;
        const kind = n % 3;
        const result =
          kind === 0
            ? await call(instance, 'POST', '/posts/create', {
                channel_ids: String(channelId),
                message: `while away ${w}-${n}`,
              })
            : kind === 1
              ? await call(instance, 'GET', '/inbox/get', {})
              : await call(instance, 'GET', '/posts/get', { channel_id: String(channelId) });
        answers.push(result);
        if (kind === 0 && result.status === 200) acknowledged.push(...(result.body.data?.post_id ?? []));
        // A client that is told to wait does, a little (not the whole Retry-After: the test would take minutes).
        if (result.status === 503) await new Promise((r) => setTimeout(r, 100));
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await pause(1_000);
    // Every connection of the service ended by the server, busy or idle.
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = 'away' and pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(2);
    await pause(1_500);

    // The server itself goes away, then comes back.
    server.halt();
    await pause(3_000);
    server.resume();
    const healthy = async (instance: Instance) => (await fetch(`${instance.origin}/api/health`)).status === 200;
    expect(await until(async () => (await healthy(a)) && (await healthy(b)), 30_000)).toBe(true);
    await pause(1_500);
    running = false;
    await load;

    const byStatus: Record<string, number> = {};
    for (const answer of answers) {
      const key = answer.failure ? `no answer: ${answer.failure}` : String(answer.status);
      byStatus[key] = (byStatus[key] ?? 0) + 1;
    }
    const unexpected = Object.keys(byStatus).filter((status) => status !== '200' && status !== '503');
    expect(unexpected, JSON.stringify(byStatus)).toEqual([]);
    expect(byStatus['503'], 'the database was away for a while').toBeGreaterThan(0);
    expect(answers.filter((x) => x.status === 503).every((x) => x.retryAfter === '5')).toBe(true);
    expect(a.process.exitCode).toBeNull();
    expect(b.process.exitCode).toBeNull();

    // Every post whose creation was acknowledged is there.
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query('select id from posts where id = any($1::int[])', [acknowledged]);
    await check.end();
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(rows.length).toBe(acknowledged.length);

    // b's link to the other instances dropped with the server: its dashboards were told to refresh everything.
    expect(heard.join('')).toContain('event: outbox\ndata: {"channel_ids":[]}');
    // Events flow again: a post made on a reaches b's open stream.
    const before = heard.join('').length;
    const made = await call(a, 'POST', '/posts/create', {
      channel_ids: String(channelId),
      message: 'after the outage',
    });
    expect(made.status).toBe(200);
    expect(await until(async () => heard.join('').slice(before).includes(`"channel_ids":[${channelId}]`), 10_000)).toBe(
      true,
    );
    stream.abort();
  }, 120_000);
});
