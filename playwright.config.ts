import { defineConfig } from '@playwright/test';
import { STAND_IN_OFFSETS, standInSettings } from './server/testing/stand-ins/ports.ts';

const PORT = Number(process.env.E2E_PORT ?? 8791);
const DATA_DIR = '.data-e2e';
/**
 * The networks' stand-ins listen from here on (server/testing/stand-ins/ports.ts), clear of the ports of the specs
 * that start services of their own (first-start 8793, bluesky 8794).
 */
const STAND_INS_PORT = PORT + 20;

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
      // The networks as their documentation describes them, for connecting accounts through their consent pages
      // (e2e/x.spec.ts, e2e/networks.spec.ts). Google's starts last: its consent page answering (400 without
      // parameters) says every stand-in is up.
      command: 'npx tsx scripts/stand-ins.ts',
      url: `http://127.0.0.1:${STAND_INS_PORT + STAND_IN_OFFSETS.GOOGLE}/o/oauth2/v2/auth`,
      env: { STAND_INS_PORT: String(STAND_INS_PORT) },
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
        // Each network's stand-in, with its default app.
        ...standInSettings(STAND_INS_PORT),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
