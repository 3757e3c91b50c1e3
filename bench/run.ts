// `npm run bench [-- part …]`: the figures users feel, printed with their targets and written to bench/results.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { apiFigures } from './api.ts';
import { busyTeam } from './busy-team.ts';
import { dashboardSize } from './dashboard-size.ts';
import type { Figure } from './figures.ts';
import { inboxDom } from './inbox.ts';
import { lighthouseScores } from './lighthouse.ts';
import { memory, startTime } from './process.ts';
import { publishing } from './publishing.ts';
import { prepareBuilds, startService, type RunningService } from './service.ts';

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
  publishing,
  'busy-team': busyTeam,
};
const START = 'start';

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
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
for (const name of Object.keys(standalone).filter((n) => run.includes(n))) {
  console.log(`Running ${name}…`);
  record(name, await standalone[name]!());
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
