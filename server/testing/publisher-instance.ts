import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createDeps, type AppDeps } from '../deps.ts';
import { createLogger } from '../logging.ts';

/**
 * The deps of one service instance, for what runs without HTTP (the publisher), on a database handle of the test's
 * (its own pool on a shared PostgreSQL database, one that can be made to fail as a killed instance's would).
 */
export function publisherDeps(db: Db, env: Record<string, string>, overrides: Partial<AppDeps> = {}): AppDeps {
  const config = loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: '0', ...env });
  return createDeps(db, config, { log: createLogger('silent'), ...overrides });
}
