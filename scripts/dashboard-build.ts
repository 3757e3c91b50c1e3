import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.app.json'];
const STAMP = '.source-hash';

/** A hash of everything the dashboard build reads (and of the VITE_ settings), so "stale" means "different". */
export function sourceHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort())
        if (!name.endsWith('.test.tsx') && !name.endsWith('.test.ts')) add(join(path, name));
      return;
    }
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const input of INPUTS) add(join(root, input));
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort())
    hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

export function isBuildCurrent(root: string, distDir: string): boolean {
  const stamp = join(distDir, STAMP);
  return (
    existsSync(join(distDir, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(root)
  );
}

/** Builds the dashboard when it is missing or its sources changed since the last build. */
export async function ensureDashboardBuilt(root: string, distDir: string): Promise<void> {
  if (isBuildCurrent(root, distDir)) return;
  console.log('Building the dashboard (first start, or its sources changed)…');
  const started = Date.now();
  // Vite is a development dependency: only a start that has to build loads it.
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir: distDir } });
  writeFileSync(join(distDir, STAMP), sourceHash(root));
  console.log(`Dashboard built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
