// Starts the service in its own process on a fresh embedded database and logs in, for the benchmarks.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningService {
  origin: string;
  token: string;
  pid: number;
  dataDir: string;
  /** Stops the service; its data directory goes too unless kept (for the start-time measurement). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * Builds the dashboard and the service bundle (when stale) in a process of its own, as `npm start` does at its
 * first start.
 */
export function prepareBuilds(): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the dashboard or the service failed');
}

/**
 * The environment and the Node options `npm start` gives the service (its script's `NAME=value` prefix and the
 * options before `scripts/start.mjs`), so that the benchmarks measure the service as it is run.
 */
function startCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const parts = /^((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)scripts\/start\.mjs$/.exec(scripts.start);
  if (!parts)
    throw new Error(`package.json's start script is not "[NAME=value …] node [--option …] scripts/start.mjs"`);
  const words = (text: string) => text.trim().split(/ +/).filter(Boolean);
  return {
    env: Object.fromEntries(words(parts[1]!).map((pair) => pair.split('=') as [string, string])),
    nodeArgs: words(parts[2]!),
  };
}

async function waitHealthy(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}) before it answered`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the service did not become healthy in time');
}

/** The dashboard's own login flow (PKCE), as the contract smoke check walks it. */
export async function logIn(origin: string, email = 'owner@demo.test'): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirect = `${origin}/oauth/callback`;
  const query = new URLSearchParams({
    client_id: 'dashboard',
    redirect_uri: redirect,
    state: 'bench',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const page = await fetch(`${origin}/api/oauth/authorize?${query}`);
  const html = await page.text();
  const cookie = (page.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll('&amp;', '&'),
    ]),
  );
  const posted = await fetch(`${origin}/api/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ ...fields, email, password: 'demo-password' }),
  });
  const code = new URL(posted.headers.get('location')!).searchParams.get('code')!;
  const token = await fetch(`${origin}/api/oauth/getAccessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'dashboard',
      redirect_uri: redirect,
      code,
      code_verifier: verifier,
      grant_type: 'authorization_code',
    }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  return token.access_token;
}

/**
 * The service on a data directory of its own holding the demo and `inboxItems` inbox items. The items are
 * loaded by an earlier start that is then stopped, as a service in use finds its data from the days before:
 * the one measured does not carry the bulk load in its memory (embedded PostgreSQL never gives memory back).
 * Without `inboxItems`, the service measured is a first start on an empty directory (or database), as from a fresh
 * clone: it seeds the demo (and its default inbox) itself.
 */
export async function startService(options: {
  port: number;
  inboxItems?: number;
  env?: Record<string, string>;
}): Promise<RunningService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  try {
    if (options.inboxItems === undefined) return await launch(options, dataDir);
    const loader = await launch(options, dataDir);
    await loader.stop({ keepData: true });
    return await launch(options, dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function launch(
  options: { port: number; inboxItems?: number; env?: Record<string, string> },
  dataDir: string,
): Promise<RunningService> {
  const origin = `http://127.0.0.1:${options.port}`;
  // BENCH_SERVICE_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to look inside the measured service.
  const extraArgs = process.env.BENCH_SERVICE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const start = startCommand();
  const child = spawn(process.execPath, [...start.nodeArgs, ...extraArgs, 'scripts/start.mjs'], {
    env: {
      ...process.env,
      ...start.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      ...(options.inboxItems === undefined ? {} : { SEED_INBOX_ITEMS: String(options.inboxItems) }),
      SIMULATOR: '0',
      PUBLISHER: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let token: string;
  try {
    await waitHealthy(origin, child, 300_000);
    token = await logIn(origin);
  } catch (error) {
    // Nothing is left running when the start fails.
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    throw error;
  }
  return {
    origin,
    token,
    pid: child.pid!,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
