import { and, eq } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, inject } from 'vitest';
import { buildApp } from '../http/app.ts';
import { issueToken } from '../services/workspaces/tokens.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { memberships, users } from '../db/schema.ts';
import { createDeps, type AppDeps } from '../deps.ts';
import { createLogger } from '../logging.ts';
import { contractBreaches } from '../http/answer-contract.ts';

export const DEMO = {
  owner: 'owner@demo.test',
  collab: 'collab@demo.test',
  other: 'other@demo.test',
  password: 'demo-password',
};

/** A service on its own copy of the seeded test database, answering through inject(); logs are kept for reading. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    deps?: Partial<AppDeps>;
    /** A first start's database (no one yet) instead of the demo's. */
    empty?: boolean;
  } = {},
) {
  const template = readFileSync(inject(options.empty ? 'emptyDatabase' : 'templateDatabase'));
  const database = await openPglite({ loadDataDir: new Blob([template]) });
  // Uploaded pictures go to a directory of the test's own, never into the work tree's .data.
  const dataDir = mkdtempSync(join(tmpdir(), 'socialdesk-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    // Every request's line too: tests that look for secrets in the logs read them all.
    LOG_LEVEL: 'debug',
    SIMULATOR: '0',
    SECRET_KEY: 'a test key of at least thirty-two characters',
    ...options.env,
  });
  const logStream = new PassThrough();
  const logs: string[] = [];
  logStream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const clock = { now: options.now ?? (() => new Date()) };
  const deps = createDeps(database.db, config, {
    validateResponses: true,
    now: () => clock.now(),
    log: createLogger(config.LOG_LEVEL, logStream),
    ...options.deps,
  });
  const app = await buildApp(deps);

  /** A token for a user (of their first workspace unless one is named), issued directly (the OAuth tests walk the real flow). */
  async function tokenFor(email: string, grant: { workspaceId?: number; clientId?: string } = {}): Promise<string> {
    const [member] = await database.db
      .select({ userId: users.id, workspaceId: memberships.workspaceId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(
        and(
          eq(users.email, email),
          grant.workspaceId === undefined ? undefined : eq(memberships.workspaceId, grant.workspaceId),
        ),
      )
      .orderBy(memberships.createdAt);
    if (!member) throw new Error(`No user ${email}`);
    return issueToken(database.db, { clientId: grant.clientId ?? 'demo-app', codeId: null, ...member }, 3600);
  }

  return {
    app,
    deps,
    db: database.db,
    logs: () => logs.join(''),
    /** Moves the service's clock (slot assignment, publishing). */
    setNow: (now: () => Date) => {
      clock.now = now;
    },
    tokenFor,
    /** Answers that broke the OpenAPI document (each was answered 500 instead); closing fails on any. */
    contractBreaches: () => contractBreaches(app),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      const broken = contractBreaches(app);
      if (broken.length) throw new Error(`Answers broke the OpenAPI document:\n${broken.join('\n')}`);
      // The router's own check of each answer against its zod schema logs what it finds, also after sending.
      const unchecked = logs.filter((line) => line.includes('"response breaks the contract"'));
      if (unchecked.length) throw new Error(`Answers broke their schema:\n${unchecked.join('')}`);
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** For a test file whose tests each open their own services: `open` makes one, closed after the test. */
export function openedPerTest() {
  const opened: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((t) => t.close()));
  });
  return async (options?: Parameters<typeof createTestApp>[0]) => {
    const t = await createTestApp(options);
    opened.push(t);
    return t;
  };
}
