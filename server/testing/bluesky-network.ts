import { AtpAgent } from '@atproto/api';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './instance.ts';
import { startThrowawayPostgres } from './postgres.ts';

/** A Redis server of its own on a free loopback port, stopped by its process id. */
async function startRedis(): Promise<{ host: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server did not start (${error.message}): run \`apt-get install -y redis-server\`.`)),
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server stopped at once (exit ${code})`)));
  });
  return { host: `127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

export interface BlueskyAccount {
  handle: string;
  did: string;
  /** Signed in with the account's own password, as its owner would be in the Bluesky app. */
  agent: AtpAgent;
  /** An app password, as a person makes one to connect the account here. */
  appPassword: string;
}

/**
 * A real Bluesky network on this machine, from @atproto/dev-env: a PLC directory, a PDS and an AppView, on a
 * throwaway PostgreSQL server and a Redis server of their own. One per test file (it takes a few seconds).
 */
export async function startBlueskyNetwork() {
  const postgres = await startThrowawayPostgres();
  const redis = await startRedis();
  // The PDS keeps its accounts in SQLite files under the temporary directory: one of this network's own.
  const dataDir = mkdtempSync(join(tmpdir(), 'bsky-'));
  const previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = dataDir;
  process.env.REDIS_HOST = redis.host;
  let network: Awaited<ReturnType<typeof import('@atproto/dev-env').TestNetwork.create>>;
  try {
    const { TestNetwork } = await import('@atproto/dev-env');
    network = await TestNetwork.create({ dbPostgresUrl: postgres.url, dbPostgresSchema: 'social_desk_test' });
  } catch (error) {
    redis.stop();
    postgres.stop();
    throw error;
  } finally {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
  }
  let accounts = 0;
  return {
    pdsUrl: network.pds.url,
    appViewUrl: network.bsky.url,
    plcUrl: network.plc.url,
    /** The service's settings that point it at this network. */
    env: {
      BLUESKY_SERVICE_URL: network.pds.url,
      BLUESKY_APPVIEW_URL: network.bsky.url,
      BLUESKY_PLC_URL: network.plc.url,
    },
    /** An account on the network with an app password (handles end in .test). */
    async createAccount(name: string): Promise<BlueskyAccount> {
      accounts += 1;
      const handle = `${name}.test`;
      const agent = new AtpAgent({ service: network.pds.url });
      await agent.createAccount({ handle, email: `${name}@example.test`, password: `${name}-password-${accounts}` });
      const made = await agent.com.atproto.server.createAppPassword({ name: 'Social Desk' });
      return { handle, did: agent.assertDid, agent, appPassword: made.data.password };
    },
    /** Lets the AppView catch up with the PDS before reading through it. */
    processAll: () => network.processAll(),
    async stop() {
      try {
        await network.close();
      } finally {
        redis.stop();
        postgres.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export type BlueskyNetwork = Awaited<ReturnType<typeof startBlueskyNetwork>>;
