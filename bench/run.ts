// `npm run bench [-- part …]`: the figures users feel, printed with their targets and written to bench/results.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { inboxApi, inboxDom, type Figure } from './inbox.ts';
import { publishing } from './publishing.ts';
import { startService, type RunningService } from './service.ts';

/** Each part measures one thing; those given the seeded service share one, started once. */
const parts: Record<string, (service: RunningService) => Promise<Figure[]>> = {
  'inbox-api': inboxApi,
  'inbox-dom': inboxDom,
};
/** Parts that start what they need themselves. */
const standalone: Record<string, () => Promise<Figure[]>> = {
  publishing,
};

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const known = [...Object.keys(parts), ...Object.keys(standalone)];
const unknown = chosen.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}. Parts: ${known.join(', ')}`);
  process.exit(2);
}
const run = chosen.length ? chosen : known;

const figures: Figure[] = [];
/** Every part's figures, as last measured: a run of some parts keeps the others' in bench/results.json. */
const byPart: Record<string, { at: string; figures: Figure[] }> = {};
const record = (name: string, measured: Figure[]) => {
  byPart[name] = { at: new Date().toISOString(), figures: measured };
  figures.push(...measured);
};
const withService = run.filter((name) => parts[name]);
if (withService.length) {
  console.log(`Starting the service with 100,000 inbox items (seeding takes a while)…`);
  const seedStarted = Date.now();
  const service = await startService({ port: 8877, inboxItems: 100_000 });
  console.log(`Ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s.`);
  try {
    for (const name of withService) {
      console.log(`Running ${name}…`);
      record(name, await parts[name]!(service));
    }
  } finally {
    await service.stop();
  }
}
for (const name of run.filter((n) => standalone[n])) {
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
console.log('\nWritten to bench/results.json');
