// A team's figures: every kind of call printed, the whole window's figures beside their targets.
import type { Figure } from '../figures.ts';
import { INBOX_REFETCH, OUTBOX_REFETCH, WINDOW_MS, type Measured, type Team } from './drive.ts';
import { ms, percentile, sorted } from './tally.ts';

export function report(team: Team, label: string, { tally, rss, cpu, load }: Measured): Figure[] {
  const seconds = WINDOW_MS / 1000;
  const all = sorted(tally.all());
  const writes = sorted(tally.all((e) => e.write));
  const reads = all.length - writes.length;
  const refetchesOf = (kind: string) => tally.byKind.get(kind)?.ms.length ?? 0;
  const refetches = { outbox: refetchesOf(OUTBOX_REFETCH), inbox: refetchesOf(INBOX_REFETCH) };
  const errors = [...tally.errors.values()].reduce((n, e) => n + e.count, 0);
  const name = `${team.name} (${label})`;

  console.log(`\n  ${name}, by call (calls sent in the ${seconds} s window):`);
  const header = ['calls', 'refused', 'errors', 'p50 ms', 'p99 ms', 'max ms'].map((h) => h.padStart(8)).join(' ');
  console.log(`  ${'call'.padEnd(36)} ${header}`);
  const kinds = [...tally.byKind.entries()].map(([kind, e]) => ({ kind, ...e, ms: sorted(e.ms) }));
  kinds.sort((a, b) => percentile(b.ms, 99) - percentile(a.ms, 99));
  for (const k of kinds) {
    const cells = [k.ms.length, k.refused, k.errors].map((n) => String(n).padStart(8));
    cells.push(
      ...[percentile(k.ms, 50), percentile(k.ms, 99), k.ms.at(-1) ?? NaN].map((v) => ms(v).toFixed(1).padStart(8)),
    );
    console.log(`  ${k.kind.padEnd(36)} ${cells.join(' ')}`);
  }
  if (tally.errors.size) {
    console.log(`  errors (${label}), the first few of each kind:`);
    for (const [key, e] of tally.errors) {
      console.log(`    ${e.count} × ${key}`);
      for (const example of e.examples) console.log(`      ${example}`);
    }
  }
  const slowest = kinds[0];
  const firstError = [...tally.errors.values()][0];
  const figures: Figure[] = [
    {
      name: `${name}: requests/s`,
      value: Math.round(tally.ended / seconds),
      unit: 'req/s',
      note:
        `${tally.ended} answered in the window; of ${all.length} sent in it: ${reads} reads ` +
        `(${refetches.outbox + refetches.inbox} refetches), ${writes.length} writes ` +
        `(${Math.round((writes.length / all.length) * 100)}%)`,
    },
    { name: `${name}: p50`, value: ms(percentile(all, 50)), unit: 'ms' },
    {
      name: `${name}: p99`,
      value: ms(percentile(all, 99)),
      unit: 'ms',
      target: label === 'PGlite' ? '< 250 ms' : '< 100 ms',
    },
    { name: `${name}: max`, value: ms(all.at(-1) ?? NaN), unit: 'ms' },
    { name: `${name}: p99 of writes`, value: ms(percentile(writes, 99)), unit: 'ms' },
    {
      name: `${name}: errors`,
      value: errors,
      unit: 'calls',
      target: '0',
      note: firstError ? `first: ${firstError.examples[0]!.slice(0, 160)}` : undefined,
    },
    {
      name: `${name}: refused`,
      value: tally.refused,
      unit: 'calls',
      note: 'reorders of a queue changed meanwhile, deletes of a post deleted meanwhile',
    },
  ];
  if (team.refreshes) {
    figures.push({
      name: `${name}: refetches caused by events`,
      value: refetches.outbox + refetches.inbox,
      unit: 'calls',
      note: `${refetches.outbox} outbox queues, ${refetches.inbox} conversations`,
    });
  }
  if (slowest) {
    figures.push({
      name: `${name}: slowest call, p99`,
      value: ms(percentile(slowest.ms, 99)),
      unit: 'ms',
      note: slowest.kind,
    });
  }
  figures.push({
    name: `${name}: CPU of the service process`,
    value: cpu.service,
    unit: '% core',
    note:
      `${cpu.database === undefined ? '' : `PostgreSQL server ${cpu.database}%, `}load generator ${cpu.generator}%, ` +
      `whole machine ${cpu.whole}% of ${cpu.cores * 100}% (other processes ${cpu.others}%), load average ${load.toFixed(1)}`,
  });
  figures.push({
    name: `${name}: peak RSS during the run`,
    value: Math.round(rss.max),
    unit: 'MB',
    // The embedded database's memory is the service's own; on PostgreSQL the figure is the service alone.
    target: label === 'PGlite' ? '< 300 MB' : undefined,
    note: `VmHWM since start ${Math.round(rss.hwm)} MB`,
  });
  return figures;
}
