// `npm start`: the service and the built dashboard in one process (building the dashboard first if needed).
import { resolve } from 'node:path';
import { ensureDashboardBuilt } from './dashboard-build.ts';
import { precompressDashboard } from './precompress.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, 'dist');
await ensureDashboardBuilt(root, distDir);
// Brotli and gzip copies of the dashboard's files (only those missing: a current build has them already).
await precompressDashboard(distDir);

const { startServer } = await import('../server/index.ts');
const { config, shutdown } = await startServer({ distDir });
console.log(`Social Desk is running: open http://localhost:${config.PORT} (API under /api)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void shutdown().finally(() => process.exit(0)));
}
