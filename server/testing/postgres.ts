import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './instance.ts';

export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  if (!version)
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install -y postgresql` (the service tests use a throwaway server).',
    );
  return join(root, version, 'bin');
}

/** initdb refuses to run as root, so as root the cluster belongs to the postgres user. */
function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map((a) => `'${a}'`).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/** Where the throwaway servers put their Unix sockets. */
const SOCKET_DIR = '/tmp';

/** A throwaway server's database by its Unix socket rather than loopback TCP (cheaper for the client, per statement). */
export const viaSocket = (url: string): string =>
  url.replace(/@127\.0\.0\.1:(\d+)\/(\w+)$/, `@/$2?host=${SOCKET_DIR}&port=$1`);

export interface ThrowawayPostgres {
  url: string;
  /** Stops the server and removes its directory. */
  stop: () => void;
  /** Stops the server as a crash would (`immediate`: no checkpoint, connections cut), keeping its data. */
  halt: () => void;
  /** Starts the halted server again, on the same port (it recovers from its log). */
  resume: () => void;
}

/** A PostgreSQL server of its own in a temporary directory, on a free loopback port; stop() removes it. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, uid);
  }
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run(join(bin, 'pg_ctl'), [
      '-D',
      dir,
      '-o',
      `-p ${port} -k ${SOCKET_DIR} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      '-l',
      join(dir, 'log'),
      'start',
    ]);
  const halt = () => run(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        halt();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    halt,
    resume: start,
  };
}
