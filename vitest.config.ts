import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI also writes a JSON report, which .ci/run sums up with Playwright's in one closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/reports/vitest.json' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/testing/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        // The dashboard's tests call the service through what its build stands in for the generated client's
        // helpers and fetch client (vite.config.ts), so every component test checks them too.
        resolve: {
          alias: [
            {
              find: /^\.\/utils\.gen$/,
              replacement: fileURLToPath(new URL('src/api/plain-client.ts', import.meta.url)),
            },
            {
              find: /^\.\/client\.gen$/,
              replacement: fileURLToPath(new URL('src/api/plain-fetch.ts', import.meta.url)),
            },
          ],
        },
        test: {
          name: 'dashboard',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
