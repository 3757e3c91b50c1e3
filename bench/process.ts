// The service as a process: its memory, and how long `npm start` takes to answer on an existing data directory.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { freePort } from '../server/testing/instance.ts';
import type { Figure } from './figures.ts';
import type { RunningService } from './service.ts';

/** Resident and peak memory of a process, from /proc (Linux). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** Memory after 100,000 inbox items were loaded and the load runs went through (run it after them). */
export async function memory(service: RunningService): Promise<Figure[]> {
  const { rss, peak } = memoryOf(service.pid);
  return [
    { name: 'service memory after the load runs: RSS', value: Math.round(rss), unit: 'MB', target: '< 250 MB' },
    { name: 'service memory: peak RSS since start', value: Math.round(peak), unit: 'MB' },
  ];
}

/** Waits until no process of the group is left: one process per PGlite directory, so the next start waits. */
async function groupGone(pgid: number) {
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `npm start` until /api/health answers, on the data directory the service left; the median of three starts. */
export async function startTime(dataDir: string): Promise<Figure[]> {
  const times: number[] = [];
  try {
    for (let run = 0; run < 3; run++) {
      const port = await freePort();
      const started = performance.now();
      const child = spawn('npm', ['start', '--silent'], {
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIMULATOR: '0' },
        stdio: 'ignore',
        detached: true,
      });
      const exited = new Promise((r) => child.once('exit', r));
      try {
        for (;;) {
          if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
          const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) break;
          if (performance.now() - started > 60_000) throw new Error('npm start did not answer in a minute');
          await new Promise((r) => setTimeout(r, 20));
        }
        times.push(performance.now() - started);
      } finally {
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
        await groupGone(child.pid!);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const median = [...times].sort((a, b) => a - b)[1]!;
  return [
    {
      name: 'npm start to a healthy /api/health (existing data)',
      value: Math.round((median / 1000) * 100) / 100,
      unit: 's',
      target: '< 3 s',
      note: `median of ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s`,
    },
  ];
}
