import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyLogin } from './members.ts';
import { issueToken } from './tokens.ts';
import { openPglite, type Database } from '../../db/client.ts';
import { lockDataDir } from '../../db/dir-lock.ts';
import { accessTokens, auditEvents } from '../../db/schema.ts';
import { runAdmin } from './admin-cli.ts';

/** The operator's commands on a copy of a test database, kept open after the command for the test to read. */
async function harness(template: 'emptyDatabase' | 'templateDatabase') {
  const database = await openPglite({ loadDataDir: new Blob([readFileSync(inject(template))]) });
  const lines: string[] = [];
  const run = (argv: string[], stdin = '') =>
    runAdmin(
      argv,
      {},
      {
        out: (line) => lines.push(line),
        readPassword: async () => stdin,
        // The command closes what it opened: here, a handle that leaves the database open for the test.
        openDatabase: async () => ({ ...database, close: async () => undefined }),
      },
    );
  return { database, lines, run };
}

let open: Database | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('npm run admin', () => {
  it('create-owner makes an account and its workspace on an empty database, who can then log in', async () => {
    const h = await harness('emptyDatabase');
    open = h.database;
    const code = await h.run(
      [
        'create-owner',
        '--email',
        'Ops@Example.com',
        '--name',
        'Ops',
        '--workspace',
        'Ops Co',
        '--timezone',
        'Asia/Tokyo',
      ],
      'a good long password',
    );
    expect(code).toBe(0);
    expect(h.lines.join('\n')).toMatch(/Created ops@example\.com, owner of "Ops Co"/);
    const login = await verifyLogin(h.database.db, 'ops@example.com', 'a good long password');
    expect(login?.workspaces.map((w) => w.name)).toEqual(['Ops Co']);
    // The same email again is refused, and so is a bad zone or a short password (the usage is shown).
    expect(
      await h.run(
        ['create-owner', '--email', 'ops@example.com', '--name', 'X', '--workspace', 'Y'],
        'a good long password',
      ),
    ).toBe(1);
    expect(
      await h.run(
        ['create-owner', '--email', 'b@example.com', '--name', 'X', '--workspace', 'Y', '--timezone', 'Nowhere'],
        'a good long password',
      ),
    ).toBe(2);
    expect(await h.run(['create-owner', '--email', 'b@example.com', '--name', 'X', '--workspace', 'Y'], 'short')).toBe(
      2,
    );
    expect(h.lines.at(-1)).toMatch(/--password: A password has at least 10 characters/);
  });

  it('reset-password sets a new password and ends every session of the account', async () => {
    const h = await harness('templateDatabase');
    open = h.database;
    const db = h.database.db;
    const owner = await verifyLogin(db, 'owner@demo.test', 'demo-password');
    await issueToken(
      db,
      { clientId: 'demo-app', userId: owner!.userId, workspaceId: owner!.workspaces[0]!.workspaceId, codeId: null },
      3600,
    );
    expect(await h.run(['reset-password', '--email', 'owner@demo.test', '--password', 'the new password'])).toBe(0);
    expect(await verifyLogin(db, 'owner@demo.test', 'demo-password')).toBeUndefined();
    expect(await verifyLogin(db, 'owner@demo.test', 'the new password')).toBeDefined();
    const live = (await db.select().from(accessTokens)).filter((t) => t.userId === owner!.userId && !t.revokedAt);
    expect(live).toEqual([]);
    const audit = await db.select().from(auditEvents);
    expect(audit.map((a) => [a.action, a.actorName])).toContainEqual([
      'member.password_reset',
      'Operator (command line)',
    ]);
    expect(await h.run(['reset-password', '--email', 'nobody@demo.test', '--password', 'the new password'])).toBe(1);
  });

  it('explains itself when asked, or called wrong', async () => {
    const h = await harness('emptyDatabase');
    open = h.database;
    expect(await h.run(['--help'])).toBe(0);
    expect(h.lines[0]).toMatch(/^Usage: npm run admin -- <command>/);
    expect(await h.run([])).toBe(2);
    expect(await h.run(['drop-everything'])).toBe(2);
    expect(await h.run(['reset-password'])).toBe(2);
    expect(h.lines.at(-1)).toMatch(/^--email is required/);
    expect(await h.run(['backup'])).toBe(2);
    expect(h.lines.at(-1)).toMatch(/^backup needs the backup's file: npm run admin -- backup FILE/);
  });
});

describe('the embedded database’s directory', () => {
  it('is opened by one process at a time; a lock left by a process that is gone is taken over', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    try {
      const release = lockDataDir(dir);
      // Held by a live process (here: the test runner's parent stands in for a running service).
      writeFileSync(join(dir, 'social-desk.pid'), String(process.ppid));
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
      // Left by a process that is gone.
      writeFileSync(join(dir, 'social-desk.pid'), '2147483646');
      const again = lockDataDir(dir);
      expect(readFileSync(join(dir, 'social-desk.pid'), 'utf8')).toBe(String(process.pid));
      again();
      release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
