import { connect, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { operatorSocketPath } from './operator-socket.ts';
import type { SnapshotEnd, SnapshotSink } from './snapshot.ts';

/**
 * A connection to the running service's socket in DATA_DIR, or undefined when no service listens there (none runs,
 * or one was killed and left its socket behind): then the command may open the directory itself.
 */
export function connectToService(dataDir: string): Promise<Socket | undefined> {
  const path = operatorSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.off('error', failed);
      resolve(socket);
    });
    const failed = (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') return resolve(undefined);
      if (error.code === 'EACCES')
        return reject(
          new Error(`The running service's socket ${path} is not this user's: run the command as the service's user.`),
        );
      reject(error);
    };
    socket.once('error', failed);
  });
}

type Message =
  | { type: 'table'; name: string }
  | { type: 'rows'; count: number }
  | { type: 'end'; state: SnapshotEnd }
  | { type: 'error'; message: string };

/** Asks the service for a snapshot of its database and hands it to the sink, part by part (operator-socket.ts). */
export async function snapshotFromService(socket: Socket, sink: SnapshotSink): Promise<SnapshotEnd> {
  socket.on('error', () => undefined);
  socket.write(`${JSON.stringify({ command: 'snapshot' })}\n`);
  const lines = createInterface({ input: socket, crlfDelay: Infinity });
  // A connection reset (the service killed mid-way) ends the socket without an 'end', which readline waits for.
  socket.once('close', () => lines.close());
  let rows: string[] | undefined;
  let expected = 0;
  try {
    for await (const line of lines) {
      if (rows) {
        rows.push(line);
        if (rows.length === expected) {
          await sink.rows(rows);
          rows = undefined;
        }
        continue;
      }
      const message = JSON.parse(line) as Message;
      if (message.type === 'error') throw new Error(`The service could not read the database: ${message.message}`);
      if (message.type === 'table') await sink.table(message.name);
      else if (message.type === 'rows' && message.count > 0) [rows, expected] = [[], message.count];
      else if (message.type === 'end') {
        await sink.end(message.state);
        return message.state;
      }
    }
  } finally {
    lines.close();
    socket.destroy();
  }
  throw new Error('The service ended the connection before the whole snapshot came: the backup was not written.');
}
