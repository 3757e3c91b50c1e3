import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8791);
const DATA_DIR = '.data-e2e';
const X_STAND_IN_PORT = PORT + 1;
const X_STAND_IN = `http://127.0.0.1:${X_STAND_IN_PORT}`;

/** Debian's Chromium (never a downloaded browser), with the flags this machine's closed network needs. */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/reports/playwright.json' }]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // X as its documentation describes it, for connecting an X account through its consent page (e2e/x.spec.ts).
      command: 'npx tsx scripts/x-stand-in.ts',
      // The consent page refuses a request without parameters (400): the stand-in is up.
      url: `${X_STAND_IN}/i/oauth2/authorize`,
      env: { X_STAND_IN_PORT: String(X_STAND_IN_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A fresh embedded database every run, seeded with the demo.
      command: `node -e "require('fs').rmSync('${DATA_DIR}',{recursive:true,force:true})" && node scripts/start.mjs`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      // The demo network brings an item every second or so, as it would in demo mode (only faster).
      env: {
        PORT: String(PORT),
        DATA_DIR,
        SIMULATOR: '1',
        // Publishing at the due time is tested in the service; here a slot falling due must not move a queue mid-test.
        PUBLISHER: '0',
        SIMULATOR_INTERVAL_SECONDS: '1.5',
        RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
        // The stand-in's app (its default client id and secret).
        X_CLIENT_ID: 'x-client-id',
        X_CLIENT_SECRET: 'x-client-secret',
        X_API_BASE_URL: X_STAND_IN,
        X_AUTH_BASE_URL: X_STAND_IN,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
