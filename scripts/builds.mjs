// What `npm start` runs is built from the sources: the dashboard (Vite) and the service (one bundle, so that it
// starts on plain Node, without a TypeScript loader in its memory). Each build carries a hash of what it was
// built from, and is current while the hash matches. Plain JavaScript: the launcher reads it before any loader.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP = '.source-hash';

/** The builds, by what each reads; `envPrefix` settings are baked into it too. */
export const BUILDS = {
  dashboard: {
    outDir: 'dist',
    check: 'index.html',
    inputs: [
      'src',
      'shared',
      'public',
      'index.html',
      'review.html',
      'vite.config.ts',
      'package-lock.json',
      'tsconfig.app.json',
    ],
    envPrefix: 'VITE_',
  },
  service: {
    outDir: '.build/service',
    check: 'index.mjs',
    // package.json: the service reports its version (server/version.ts), which the bundle carries.
    inputs: ['server', 'shared', 'scripts/build.ts', 'package.json', 'package-lock.json', 'tsconfig.server.json'],
    envPrefix: undefined,
  },
};

const isTest = (name) => name.endsWith('.test.ts') || name.endsWith('.test.tsx');

/**
 * A hash of every file under `inputs` (tests left out) and of the settings starting with `envPrefix`.
 * @param {string} root
 * @param {string[]} inputs
 * @param {string | undefined} envPrefix
 * @param {NodeJS.ProcessEnv} env
 */
export function sourceHash(root, inputs, envPrefix, env = process.env) {
  const hash = createHash('sha256');
  const add = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!isTest(name)) add(join(path, name));
      return;
    }
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const input of inputs) add(join(root, input));
  if (envPrefix)
    for (const key of Object.keys(env)
      .filter((k) => k.startsWith(envPrefix))
      .sort())
      hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

/**
 * Whether the build in `outDir` was made from the sources as they are now.
 * @param {string} root
 * @param {keyof typeof BUILDS} name
 */
export function isCurrent(root, name, env = process.env) {
  const build = BUILDS[name];
  const outDir = join(root, build.outDir);
  const stamp = join(outDir, STAMP);
  return (
    existsSync(join(outDir, build.check)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === sourceHash(root, build.inputs, build.envPrefix, env)
  );
}
