// `npm run bench [-- part …]`: the figures users feel, printed with their targets and written to bench/results.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { analyticsReads } from './analytics.ts';
import { apiFigures } from './api.ts';
import { dashboardSize } from './dashboard-size.ts';
import type { Figure } from './figures.ts';
import { inboxDom } from './inbox.ts';
import { inboxScale } from './inbox-scale.ts';
import { lighthouseScores } from './lighthouse.ts';
import { notificationBurst } from './notification-burst.ts';
import { memory, startTime } from './process.ts';
import { presence } from './presence.ts';
import { publishing, resultsBurst } from './publishing.ts';
import { reportPdf } from './report-pdf.ts';
import { reviewPageSize } from './review-page-size.ts';
import { prepareBuilds, startService, type RunningService } from './service.ts';
import { busyTeam, unpacedTeam } from './teams.ts';
import { uploadImages } from './upload-images.ts';

/**
 * Parts given the service seeded with 100,000 inbox items share one, started once, in this order: memory reads
 * the service after the load runs, and start restarts it on the data it left.
 */
const parts: Record<string, (service: RunningService) => Promise<Figure[]>> = {
  api: apiFigures,
  'inbox-dom': inboxDom,
  lighthouse: (service) => lighthouseScores(service.origin, service.token),
  memory,
};
/** Parts that start what they need themselves. */
const standalone: Record<string, () => Promise<Figure[]>> = {
  'dashboard-size': dashboardSize,
  'review-page-size': reviewPageSize,
  publishing,
  'busy-team': busyTeam,
  'unpaced-team': unpacedTeam,
  'inbox-scale': inboxScale,
  presence,
  'notification-burst': notificationBurst,
  'upload-images': uploadImages,
  'report-pdf': reportPdf,
  analytics: analyticsReads,
  'results-burst': resultsBurst,
};
const START = 'start';

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
/** Set when this process runs one standalone part for a whole run: it writes the figures there and nothing else. */
const figuresTo = process.argv.find((a) => a.startsWith('--figures-to='))?.slice('--figures-to='.length);
const known = [...Object.keys(parts), START, ...Object.keys(standalone)];
const unknown = chosen.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}. Parts: ${known.join(', ')}`);
  process.exit(2);
}
const run = chosen.length ? chosen : known;
const began = Date.now();

const figures: Figure[] = [];
/** Every part's figures, as last measured: a run of some parts keeps the others' in bench/results.json. */
const byPart: Record<string, { at: string; figures: Figure[] }> = {};
const record = (name: string, measured: Figure[]) => {
  byPart[name] = { at: new Date().toISOString(), figures: measured };
  figures.push(...measured);
};

const withService = Object.keys(parts).filter((name) => run.includes(name));
if (withService.length || run.includes(START)) {
  console.log('Building the dashboard if needed…');
  prepareBuilds();
  console.log('Starting the service with 100,000 inbox items (seeding takes a while)…');
  const seedStarted = Date.now();
  const service = await startService({ port: 8877, inboxItems: 100_000 });
  console.log(`Ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s.`);
  try {
    for (const name of withService) {
      console.log(`Running ${name}…`);
      record(name, await parts[name]!(service));
    }
  } finally {
    await service.stop({ keepData: run.includes(START) });
  }
  if (run.includes(START)) {
    console.log(`Running ${START}…`);
    record(START, await startTime(service.dataDir));
  }
}
/**
 * A standalone part runs in a process of its own when other parts run too: the busy team's load generator, in the
 * process that had just run Lighthouse and the browser parts, took 59% of a core where it takes 41-48% alone, and
 * its own pauses showed in the latencies it measured.
 */
function inOwnProcess(name: string): Figure[] {
  const dir = mkdtempSync(join(tmpdir(), 'bench-part-'));
  try {
    const file = join(dir, 'figures.json');
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', name, `--figures-to=${file}`], {
      stdio: 'inherit',
    });
    if (child.status !== 0) throw new Error(`the ${name} part failed (exit ${child.status ?? child.signal})`);
    return JSON.parse(readFileSync(file, 'utf8')) as Figure[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
for (const name of Object.keys(standalone).filter((n) => run.includes(n))) {
  if (run.length > 1) {
    console.log(`Running ${name} in a process of its own…`);
    record(name, inOwnProcess(name));
  } else {
    console.log(`Running ${name}…`);
    record(name, await standalone[name]!());
  }
}
if (figuresTo) {
  writeFileSync(figuresTo, JSON.stringify(figures));
  process.exit(0);
}

const width = Math.max(...figures.map((f) => f.name.length));
console.log(`\n${'figure'.padEnd(width)}  ${'value'.padStart(10)}  unit      target`);
for (const f of figures) {
  console.log(
    `${f.name.padEnd(width)}  ${String(f.value).padStart(10)}  ${f.unit.padEnd(8)}  ${f.target ?? ''}${f.note ? `  (${f.note})` : ''}`,
  );
}
console.log(`\nThe whole run took ${((Date.now() - began) / 60_000).toFixed(1)} minutes.`);
const machine = {
  cpus: cpus().length,
  cpu: cpus()[0]?.model,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};
const resultsFile = new URL('./results.json', import.meta.url);
const previous = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { parts?: typeof byPart }).parts
  : undefined;
writeFileSync(
  resultsFile,
  JSON.stringify({ at: new Date().toISOString(), machine, parts: { ...previous, ...byPart } }, null, 2) + '\n',
);
console.log('Written to bench/results.json');
