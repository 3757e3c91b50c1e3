// `npm start`: the service and the built dashboard in one process, on plain Node. What is stale is built first,
// in a process of its own (with the TypeScript loader and Vite), which leaves nothing behind in this one.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { BUILDS, isCurrent } from './builds.mjs';

// And an old generation that grows by 30% between full collections rather than V8's up to fourfold: under the
// busy-team load the main heap held about 100 MB for 54 MB of live objects, and the embedded database's service
// peaked 35-95 MB higher (decision 010). Throughput stayed within its usual range on both databases.
setFlagsFromString('--heap-growing-percent=30');
// `npm start` also fixes glibc's mmap threshold at 1 MB (MALLOC_MMAP_THRESHOLD_ in package.json; it has to be in
// the environment before the process starts). Left dynamic, the threshold rises after the first large block is
// freed, and from then on blocks up to that size are carved from malloc's arenas, which fragment and keep their
// pages: under the busy-team load the embedded database's service peaked 60-90 MB higher (decision 010). And it
// caps malloc at two arenas (MALLOC_ARENA_MAX, as sharp's documentation advises on glibc): each thread libvips
// works a picture on had one of its own, which kept what was freed; four 12-megapixel photos uploaded at once
// peaked about 40 MB higher (decision 061).
// And two V8 options on its command line (they have to be there, before the heap is set up): a young generation of
// at most 2 × 8 MB rather than 2 × 16 (it sat at its largest after the start's work, 3 MB of it used), and a
// WebAssembly tiering budget ten times V8's, so that only PostgreSQL's really hot functions are compiled again by
// the optimising compiler, whose work left 40-60 MB in malloc's arenas. The idle service, the busy and unpaced
// teams and four photos uploaded at once peaked 15-40 MB lower, their throughput and p99 within their usual range
// (decision 061).

const root = resolve(import.meta.dirname, '..');
if (!isCurrent(root, 'dashboard') || !isCurrent(root, 'service')) {
  const built = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { startServer, exitOnStartupError, stopOnSignals } = await import(
  pathToFileURL(join(root, BUILDS.service.outDir, 'index.mjs')).href
);
const { config, shutdown } = await startServer({ distDir: join(root, BUILDS.dashboard.outDir) }).catch(
  exitOnStartupError,
);
console.log(`Social Desk is running: open http://localhost:${config.PORT} (API under /api)`);
stopOnSignals(shutdown);
