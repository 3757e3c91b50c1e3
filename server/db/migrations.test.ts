// Never drop data without a decision record (issue 34): every migration that can lose some of the data it finds
// (server/db/data-loss.ts says what counts) must be named, by its file name, in a record of docs/decisions/ that
// says why the loss is safe.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import { dataLossIn, type TypeOf } from './data-loss.ts';

const decisionsDir = fileURLToPath(new URL('../../docs/decisions', import.meta.url));
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** Column types as drizzle's snapshot before the migration `idx` has them. */
function typesBefore(idx: number): TypeOf {
  if (idx === 0) return () => undefined;
  const file = join(migrationsFolder, `meta/${String(idx - 1).padStart(4, '0')}_snapshot.json`);
  const { tables } = JSON.parse(readFileSync(file, 'utf8')) as {
    tables: Record<string, { columns: Record<string, { type: string }> }>;
  };
  return (table, column) => (tables[`public.${table}`] ?? tables[table])?.columns[column]?.type;
}

const records = readdirSync(decisionsDir)
  .filter((name) => /^\d{3}-.*\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(decisionsDir, name), 'utf8') }));

describe('the migrations', () => {
  it('are the journal’s, one file each', () => {
    const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((e) => `${e.tag}.sql`).sort());
  });

  it.each(journal.entries)('$tag loses no data, or a decision record says why it may', ({ idx, tag }) => {
    const file = `${tag}.sql`;
    const losses = dataLossIn(readFileSync(join(migrationsFolder, file), 'utf8'), typesBefore(idx));
    if (losses.length === 0) return;
    const named = records.filter((r) => r.text.includes(file)).map((r) => r.name);
    const found = losses.map((l) => `${l.loses} (${l.statement.slice(0, 80)})`).join('; ');
    expect(named, `${file}: ${found}. Name ${file} in a decision record that says why that is safe.`).not.toEqual([]);
  });
});
