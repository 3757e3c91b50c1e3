import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Log } from '../../domain/log.ts';
import { readSnapshot, type SnapshotSink } from './snapshot.ts';

/** The service's socket for the operator's commands, beside its lock file in DATA_DIR. */
export const SOCKET_FILE = 'social-desk.sock';
export const operatorSocketPath = (dataDir: string) => join(resolve(dataDir), SOCKET_FILE);

/** sockaddr_un's path is 108 bytes on Linux (104 on macOS), its final NUL included. */
const MAX_SOCKET_PATH = 103;
/** The one request line a connection sends; nothing legitimate comes near. */
const MAX_REQUEST = 4096;

const request = z.object({ command: z.literal('snapshot') });

function setUmask(mask: number): number | undefined {
  try {
    return process.umask(mask);
  } catch {
    return undefined;
  }
}

/** A socket's writes, waiting while its buffer is full; failing once the other end has gone. */
function writerTo(socket: Socket) {
  return (text: string) =>
    new Promise<void>((done, fail) => {
      if (socket.destroyed) return fail(new Error('The admin command went away before the backup was read.'));
      if (socket.write(text)) return done();
      const drained = () => (socket.off('close', closed), done());
      const closed = () => (socket.off('drain', drained), fail(new Error('The admin command went away.')));
      socket.once('drain', drained);
      socket.once('close', closed);
    });
}

/** The first line a connection sends, or undefined when it sends none (or too much). */
function firstLine(socket: Socket): Promise<string | undefined> {
  return new Promise((done) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end >= 0 || received.length > MAX_REQUEST) {
        socket.off('data', onData);
        socket.pause();
        done(end >= 0 ? received.slice(0, end) : undefined);
      }
    };
    socket.on('data', onData);
    socket.once('end', () => done(undefined));
  });
}

/**
 * One operator's request: a snapshot of the database, streamed as lines: `{"type":"table","name"}`, then
 * `{"type":"rows","count"}` followed by that many rows (a JSON object a line), and `{"type":"end","state"}`, or
 * `{"type":"error","message"}` at any point.
 */
async function serve(socket: Socket, database: Database, log: Pick<Log, 'info' | 'warn'>) {
  socket.on('error', () => undefined);
  const write = writerTo(socket);
  const line = await firstLine(socket);
  let asked: unknown;
  try {
    asked = JSON.parse(line ?? 'null');
  } catch {
    asked = undefined;
  }
  if (!request.safeParse(asked).success) {
    await write(`${JSON.stringify({ type: 'error', message: 'Unknown request: this service answers "snapshot".' })}\n`);
    socket.end();
    return;
  }
  const sink: SnapshotSink = {
    table: (name) => write(`${JSON.stringify({ type: 'table', name })}\n`),
    rows: (lines) => write(`${JSON.stringify({ type: 'rows', count: lines.length })}\n${lines.join('\n')}\n`),
    end: (state) => write(`${JSON.stringify({ type: 'end', state })}\n`),
  };
  try {
    const end = await readSnapshot(database.db, sink);
    const rows = end.tables.reduce((sum, t) => sum + t.rows, 0);
    log.info({ tables: end.tables.length, rows }, 'backup: the admin command read a snapshot of the database');
    socket.end();
  } catch (error) {
    log.warn({ cause: (error as Error).message }, 'backup: a snapshot for the admin command failed');
    if (!socket.destroyed) socket.end(`${JSON.stringify({ type: 'error', message: (error as Error).message })}\n`);
  }
}

/**
 * Serves the operator's commands on a Unix socket in DATA_DIR while the service holds its embedded database (which
 * no other process may open): `npm run admin -- backup` reads its snapshot here. Only the file system lets anyone
 * in: the socket is the service user's alone (mode 0600, made so from the start), and nothing listens on a network.
 * On PostgreSQL, nothing: the command opens the database itself. Answers the stop.
 */
export async function startOperatorSocket(
  database: Database,
  dataDir: string,
  log: Pick<Log, 'info' | 'warn'>,
): Promise<() => Promise<void>> {
  const path = operatorSocketPath(dataDir);
  if (database.kind !== 'pglite') return async () => undefined;
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn({ path }, 'backup: DATA_DIR is too long a path for the admin socket; stop the service to back it up');
    return async () => undefined;
  }
  // Left by a process that was killed: this one holds the directory's lock, so no other can be listening there.
  rmSync(path, { force: true });
  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    void serve(socket, database, log);
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    // The socket is made (synchronously, in listen) under this umask: none but the owner may connect, from its
    // first moment, not only after the chmod below. (A worker thread may not set it; the chmod still holds.)
    const umask = setUmask(0o177);
    try {
      server.listen(path, () => listening());
    } finally {
      if (umask !== undefined) process.umask(umask);
    }
  });
  chmodSync(path, 0o600);
  return async () => {
    const closed = new Promise((done) => server.close(done));
    for (const socket of connections) socket.destroy();
    await closed;
    rmSync(path, { force: true });
  };
}
