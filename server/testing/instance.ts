// Service instances in processes of their own, as `npm start` runs them, for the multi-instance tests and the
// publishing benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface Instance {
  origin: string;
  process: ChildProcess;
  /** The JSON log lines it wrote so far. */
  logs: Record<string, unknown>[];
  /** SIGTERM, then waits for the exit; answers its exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash or an OOM killer would: no cleanup at all. */
  kill: () => Promise<void>;
}

/** Starts `server/index.ts` (the API without the dashboard) on a free port and waits until it is ready. */
export async function startInstance(env: Record<string, string>, cwd = process.cwd()): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The publishing rounds' lines too (the tests count what each instance claimed).
      LOG_LEVEL: 'debug',
      // Instances on one database share one key, as in production (and no key file lands in the work tree).
      SECRET_KEY: 'the test instances share this key of 32+ characters',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let errors = '';
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // A plain line (the start banner).
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance exited (${child.exitCode}): ${errors}`);
    const healthy = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the instance did not become ready: ${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    process: child,
    logs,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls `check` until it holds; false when `timeoutMs` passed first. */
export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/** A new empty database on a PostgreSQL server, answering its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}

export interface DuePosts {
  /** Their hash prefix, which tells them apart from the demo's posts. */
  label?: string;
  /** When the first falls due, from now (negative: already due), and how far apart the next ones are. */
  firstDueInMs?: number;
  spacingMs?: number;
  /** One in `pinnedEvery` is pinned to its time; the others are queued at the head of their queues. */
  pinnedEvery?: number;
}

/**
 * Makes `count` posts due over every channel of the demo workspace. By default, as a load: all due within the
 * last minute, one in three pinned, the rest queued before the demo's own posts.
 */
export async function makePostsDue(client: pg.Client, count: number, options: DuePosts = {}): Promise<void> {
  const { label = 'load', firstDueInMs = -60_000, spacingMs = 1, pinnedEvery = 3 } = options;
  await client.query(
    `with ws as (select id from workspaces order by id limit 1),
          chans as (select c.id, row_number() over (order by c.id) - 1 as n, count(*) over () as total
                    from channels c where c.workspace_id = (select id from ws)),
          author as (select user_id from memberships where workspace_id = (select id from ws) limit 1),
          due as (select g, now() + ($3::float8 + g * $4::float8) * interval '1 millisecond' as at
                  from generate_series(1, $1::int) g)
     insert into posts (workspace_id, channel_id, creator_id, hash, message, status, to_approve,
                        queue_position, custom_time, due_at)
     select (select id from ws), chans.id, (select user_id from author), $2 || '-' || g, 'Post ' || $2 || ' ' || g,
            0, false,
            case when g % $5::int = 0 then null else g - 10000000 end,
            case when g % $5::int = 0 then due.at else null end,
            due.at
     from due join chans on chans.n = due.g % chans.total`,
    [count, label, firstDueInMs, spacingMs, pinnedEvery],
  );
}

/** How the posts of a label stand: by status, and how often the sandbox network received each. */
export async function publishingTally(client: pg.Client, label = 'load') {
  const { rows: statuses } = await client.query<{ status: number; n: number }>(
    `select status, count(*)::int as n from posts where hash like $1 || '-%' group by status`,
    [label],
  );
  const { rows: copies } = await client.query<{ copies: number; n: number }>(
    `select copies, count(*)::int as n from (
       select p.id, count(s.id)::int as copies from posts p
       left join sandbox_publications s on s.post_id = p.id
       where p.hash like $1 || '-%' group by p.id) per_post
     group by copies`,
    [label],
  );
  const byStatus = Object.fromEntries(statuses.map((r) => [r.status, r.n])) as Record<number, number>;
  const byCopies = Object.fromEntries(copies.map((r) => [r.copies, r.n])) as Record<number, number>;
  return { byStatus, byCopies };
}
