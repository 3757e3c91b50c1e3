// Builds what `npm start` runs, each only when its sources changed: the dashboard, its compressed copies, and
// the service bundle. `npm start` runs this (under tsx) only when something is stale; `npm run build` always may.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILDS, isCurrent, sourceHash, STAMP } from './builds.mjs';
import { precompressDashboard } from './precompress.ts';

const stamp = (root: string, name: keyof typeof BUILDS) => {
  const build = BUILDS[name];
  writeFileSync(join(root, build.outDir, STAMP), sourceHash(root, build.inputs, build.envPrefix));
};

/** Builds the dashboard when it is missing or its sources changed since the last build. */
export async function ensureDashboardBuilt(root: string): Promise<void> {
  const distDir = join(root, BUILDS.dashboard.outDir);
  if (!isCurrent(root, 'dashboard')) {
    console.log('Building the dashboard (first start, or its sources changed)…');
    const started = Date.now();
    // Vite is a development dependency: only a start that has to build loads it.
    const { build } = await import('vite');
    await build({ root, logLevel: 'warn', build: { outDir: distDir } });
    // Brotli and gzip copies of the dashboard's files, served to browsers that take them.
    await precompressDashboard(distDir);
    stamp(root, 'dashboard');
    console.log(`Dashboard built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

/**
 * Bundles the service into one ES module (dependencies stay in node_modules), with its SQL migrations beside it,
 * so that `npm start` runs it on plain Node: no TypeScript loader in its memory or its start time.
 */
export async function ensureServiceBuilt(root: string): Promise<void> {
  if (isCurrent(root, 'service')) return;
  const outDir = join(root, BUILDS.service.outDir);
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    // The PDF report's worker thread (server/services/analytics/report-pdf.ts) is a module of its own beside it.
    entryPoints: {
      index: join(root, 'server/index.ts'),
      'report-pdf-worker': join(root, 'server/services/analytics/report-pdf-worker.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The migrations are read from beside the module that runs them (server/db/client.ts).
  cpSync(join(root, 'server/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  // So is the embedded database's worker thread (server/db/pglite-remote.ts), which is plain JavaScript.
  cpSync(join(root, 'server/db/pglite-worker.mjs'), join(outDir, 'pglite-worker.mjs'));
  stamp(root, 'service');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  await ensureDashboardBuilt(root);
  await ensureServiceBuilt(root);
}
