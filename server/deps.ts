import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

/** What the routes need from the process: built once in index.ts, and per test in the test helpers. */
export interface AppDeps {
  db: Db;
  config: Config;
  rateLimit: (key: string) => void;
  validateResponses: boolean;
}
