// `npm run bench [-- part …]`: the figures users feel, printed with their targets and written to bench/results.json.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { inboxApi, inboxDom, type Figure } from './inbox.ts';
import { startService, type RunningService } from './service.ts';

const parts: Record<string, (service: RunningService) => Promise<Figure[]>> = {
  'inbox-api': inboxApi,
  'inbox-dom': inboxDom,
};

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = chosen.filter((name) => !parts[name]);
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
const run = chosen.length ? chosen : Object.keys(parts);

console.log(`Starting the service with 100,000 inbox items (seeding takes a while)…`);
const seedStarted = Date.now();
const service = await startService({ port: 8877, inboxItems: 100_000 });
console.log(`Ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s.`);
const figures: Figure[] = [];
try {
  for (const name of run) {
    console.log(`Running ${name}…`);
    figures.push(...(await parts[name]!(service)));
  }
} finally {
  await service.stop();
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
writeFileSync(
  new URL('./results.json', import.meta.url),
  JSON.stringify({ at: new Date().toISOString(), machine, figures }, null, 2) + '\n',
);
console.log('\nWritten to bench/results.json');
