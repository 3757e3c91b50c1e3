// Today's service on a database an older release made and today's migrations upgraded: people log in with the
// passwords they chose then, through the login form, and call the API as the dashboard does.
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createLogger } from '../../logging.ts';
import { createDeps } from '../../deps.ts';
import { contractBreaches } from '../../http/answer-contract.ts';
import { buildApp } from '../../http/app.ts';
import { DEMO_APP, submitLogin } from '../oauth-flow.ts';
import { SNAPSHOT_SETTINGS } from './release-use.ts';

type Params = Record<string, string | number>;

export interface Answer {
  status: number;
  body: { status?: string; code?: string; data?: unknown; [key: string]: unknown };
}

async function accessToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const query = {
    client_id: DEMO_APP.client_id,
    redirect_uri: DEMO_APP.redirect_uri,
    response_type: 'code',
    state: 's',
  };
  const reply = await submitLogin(app, query, { email, password });
  if (reply.statusCode !== 302) throw new Error(`logging in as ${email} answered ${reply.statusCode}`);
  const code = new URL(String(reply.headers.location)).searchParams.get('code')!;
  const token = await app.inject({
    method: 'POST',
    url: `/api/oauth/getAccessToken?${new URLSearchParams({ ...DEMO_APP, code })}`,
  });
  return token.json().access_token as string;
}

/** The service on `database`, as the snapshot's release was run (its key, its public origin). */
export async function serveUpgraded(database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'socialdesk-upgraded-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'info',
    SIMULATOR: '0',
    PUBLIC_ORIGIN: SNAPSHOT_SETTINGS.PUBLIC_ORIGIN,
    SECRET_KEY: SNAPSHOT_SETTINGS.SECRET_KEY,
  });
  const logStream = new PassThrough();
  const logs: string[] = [];
  logStream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const log = createLogger(config.LOG_LEVEL, logStream);
  const app = await buildApp(createDeps(database.db, config, { validateResponses: true, log }));

  /** Logs `email` in with `password` and answers a caller of the API with that person's token. */
  async function as(email: string, password: string) {
    const token = await accessToken(app, email, password);
    const call = async (method: 'GET' | 'POST', path: string, params: Params = {}): Promise<Answer> => {
      const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
      const reply = await app.inject({
        method,
        url: method === 'GET' ? `/api${path}?${query}` : `/api${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(method === 'POST' ? { payload: params } : {}),
      });
      return { status: reply.statusCode, body: reply.json() };
    };
    return {
      get: (path: string, params?: Params) => call('GET', path, params),
      post: (path: string, params?: Params) => call('POST', path, params),
    };
  }

  return {
    app,
    as,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      const broken = [...contractBreaches(app), ...logs.filter((l) => l.includes('"response breaks the contract"'))];
      if (broken.length) throw new Error(`Answers broke the OpenAPI document:\n${broken.join('\n')}`);
    },
  };
}
