import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type Database } from '../../db/client.ts';
import { rowsOf } from '../../db/transaction.ts';
import { operatorSocketPath, startOperatorSocket } from './operator-socket.ts';
import { connectToService, snapshotFromService } from './service-snapshot.ts';
import { readSnapshot, type SnapshotSink } from './snapshot.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'socket-'));
let database: Database;
const logged: string[] = [];
const log = {
  info: (_: object, message: string) => logged.push(message),
  warn: (_: object, message: string) => logged.push(message),
};

beforeAll(async () => {
  database = await openPglite({ loadDataDir: new Blob([readFileSync(inject('templateDatabase'))]) });
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A sink that keeps what it is given, table by table. */
function collecting() {
  const tables: Record<string, string[]> = {};
  let current = '';
  const sink: SnapshotSink = {
    table: async (name) => void (tables[(current = name)] = []),
    rows: async (lines) => void tables[current]!.push(...lines),
    end: async () => undefined,
  };
  return { tables, sink };
}

/** What the service answers to a raw request line. */
function answerTo(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(operatorSocketPath(dataDir), () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the service’s socket for the operator', () => {
  it('is its user’s alone, replaces a socket left behind, and gives the snapshot the database gives', async () => {
    writeFileSync(operatorSocketPath(dataDir), 'left by a killed service');
    const stop = await startOperatorSocket(database, dataDir, log);
    try {
      const socket = statSync(operatorSocketPath(dataDir));
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o777).toBe(0o600);

      const direct = collecting();
      await readSnapshot(database.db, direct.sink);
      const served = collecting();
      const end = await snapshotFromService((await connectToService(dataDir))!, served.sink);
      expect(served.tables).toEqual(direct.tables);
      expect(end.tables.find((t) => t.name === 'inbox_items')!.rows).toBe(direct.tables.inbox_items!.length);
      expect(logged.at(-1)).toBe('backup: the admin command read a snapshot of the database');
    } finally {
      await stop();
    }
    expect(existsSync(operatorSocketPath(dataDir))).toBe(false);
    expect(await connectToService(dataDir)).toBeUndefined();
  });

  it('answers nothing but a snapshot, and lets the database go when the command goes away mid-way', async () => {
    const stop = await startOperatorSocket(database, dataDir, log);
    try {
      expect(JSON.parse(await answerTo('{"command":"drop"}\n'))).toEqual({
        type: 'error',
        message: 'Unknown request: this service answers "snapshot".',
      });
      expect(JSON.parse(await answerTo('not json\n')).type).toBe('error');

      // A command that reads the first table and hangs up: the snapshot's transaction ends, the database serves on.
      const socket = (await connectToService(dataDir))!;
      const gone = snapshotFromService(socket, {
        table: async () => void socket.destroy(),
        rows: async () => undefined,
        end: async () => undefined,
      });
      await expect(gone).rejects.toThrow(/ended the connection before the whole snapshot came/);
      await expect.poll(() => logged.at(-1)).toBe('backup: a snapshot for the admin command failed');
      expect(await rowsOf(database.db, 'select count(*)::int as n from workspaces')).toEqual([{ n: 2 }]);
    } finally {
      await stop();
    }
  });
});
