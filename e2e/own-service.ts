import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface OwnService {
  /** SIGTERM, then its data directory removed, once it has exited. */
  stop(): Promise<void>;
}

/**
 * A service of a spec's own (beside the suite's, playwright.config.ts): `scripts/start.mjs` on `port`, with a fresh
 * data directory and the quiet settings every such spec wants, plus `env`. Resolves once it says it is running; what
 * it says after (a network that failed) goes to the run's output. The dashboard is built already: the suite's own
 * service started first.
 */
export async function startOwnService(port: number, dataDir: string, env: Record<string, string>): Promise<OwnService> {
  rmSync(dataDir, { recursive: true, force: true });
  const service = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SIMULATOR: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    service.once('exit', (code) => reject(new Error(`the service on port ${port} exited (${code})`)));
    service.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Social Desk is running')) resolve();
    });
  });
  service.stdout!.pipe(process.stdout);
  return {
    stop: async () => {
      service.removeAllListeners('exit');
      const exited = new Promise((resolve) => service.once('exit', resolve));
      service.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
