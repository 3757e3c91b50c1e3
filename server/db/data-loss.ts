// What a migration's SQL can lose of the data it finds (decision 034): the guard in migrations.test.ts refuses a
// migration with any of it unless a decision record names the file. It reads the statements, not their effect, so it
// errs on the side of asking: a statement that only looks like a loss is named in a record saying why it is safe.

export interface DataLoss {
  /** The statement, on one line, as written (string literals and function bodies kept out). */
  statement: string;
  /** What it loses, in words. */
  loses: string;
}

/** A column's type in the schema the migration starts from (drizzle's snapshot before it), if known. */
export type TypeOf = (table: string, column: string) => string | undefined;

/** Type changes that keep every value: a wider integer, unbounded text or numbers, a longer varchar. */
function widens(from: string, to: string): boolean {
  const integers = ['smallint', 'integer', 'bigint'];
  if (integers.includes(from) && integers.includes(to)) return integers.indexOf(to) >= integers.indexOf(from);
  if (integers.includes(from) && (to === 'numeric' || to === 'text')) return true;
  if (from === 'real' && to === 'double precision') return true;
  if (/^numeric(\(.*\))?$/.test(from) && to === 'numeric') return true;
  const length = (type: string) => /^(?:varchar|character varying)(?:\((\d+)\))?$/.exec(type);
  const [was, now] = [length(from), length(to)];
  if (was && (to === 'text' || (now && (!now[1] || (was[1] && Number(now[1]) >= Number(was[1])))))) return true;
  return false;
}

/** The SQL with comments, string literals and dollar-quoted bodies (a function's, run later) blanked out. */
function codeOnly(sql: string): string {
  return sql
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, "''")
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ');
}

const name = (quoted: string) => quoted.replaceAll('"', '').replace(/^public\./, '');
const IDENT = '((?:"[^"]+"|\\w+)(?:\\.(?:"[^"]+"|\\w+))?)';
/** What may follow DROP inside ALTER TABLE without losing data. */
const HARMLESS_DROPS = ['constraint', 'default', 'not', 'identity', 'expression'];

/** The columns each table gains in this migration (`*`: the table is created in it, so all of them). */
function newColumns(statements: string[]): Map<string, Set<string>> {
  const added = new Map<string, Set<string>>();
  const add = (table: string, column: string) => added.set(table, (added.get(table) ?? new Set()).add(column));
  for (const s of statements) {
    const created = new RegExp(`^create table (?:if not exists )?${IDENT}`, 'i').exec(s);
    if (created) add(name(created[1]!), '*');
    const altered = new RegExp(`^alter table (?:only )?(?:if exists )?${IDENT}`, 'i').exec(s);
    if (altered)
      for (const [, column] of s.matchAll(/add (?:column )?(?:if not exists )?("[^"]+"|\w+)/gi))
        add(name(altered[1]!), name(column!));
  }
  return added;
}

/** The columns an assignment list (`a = …, "b" = …`) writes. */
const assigned = (list: string) => [...list.matchAll(/(?:^|,)\s*("[^"]+"|\w+)\s*=/g)].map((m) => name(m[1]!));

export function dataLossIn(sql: string, typeOf: TypeOf = () => undefined): DataLoss[] {
  const statements = codeOnly(sql)
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const fresh = newColumns(statements);
  const isNew = (table: string, column: string) => fresh.get(table)?.has('*') || fresh.get(table)?.has(column);
  const losses: DataLoss[] = [];
  const lose = (statement: string, loses: string) => losses.push({ statement, loses });

  for (const s of statements) {
    const lower = s.toLowerCase();
    const dropped = new RegExp(`^drop (table|schema|sequence) (?:if exists )?${IDENT}`, 'i').exec(s);
    if (dropped) lose(s, `drops the ${dropped[1]!.toLowerCase()} ${name(dropped[2]!)} and what it holds`);
    if (/^drop (type|domain|extension) /i.test(s) && /\bcascade\b/i.test(s))
      lose(s, 'drops, by CASCADE, the columns that use it');
    // Anywhere in the statement: a WITH query may delete too.
    if (/\btruncate\b/.test(lower)) lose(s, 'empties tables');
    for (const [, table] of s.matchAll(new RegExp(`\\bdelete from (?:only )?${IDENT}`, 'gi')))
      lose(s, `deletes rows of ${name(table!)}`);

    const altered = new RegExp(`^alter table (?:only )?(?:if exists )?${IDENT}`, 'i').exec(s);
    if (altered) {
      const table = name(altered[1]!);
      for (const [, column] of s.matchAll(/\bdrop (?:column )?(?:if exists )?("[^"]+"|\w+)/gi))
        if (!HARMLESS_DROPS.includes(column!.toLowerCase())) lose(s, `drops the column ${table}.${name(column!)}`);
      const retyped =
        /alter (?:column )?("[^"]+"|\w+) (?:set data )?type ((?:[^,(]|\([^)]*\))+?)(?: using .*?)?(?:,|$)/gi;
      for (const [, column, to] of s.matchAll(retyped)) {
        const from = typeOf(table, name(column!));
        if (!from || !widens(from.toLowerCase(), to!.trim().toLowerCase()))
          lose(s, `changes the type of ${table}.${name(column!)} from ${from ?? 'an unknown type'} to ${to!.trim()}`);
      }
    }

    const updated = new RegExp(
      `^(?:with .* )?update (?:only )?${IDENT}(?: (?:as )?\\w+)? set (.*?)(?: from | where | returning |$)`,
      'i',
    ).exec(s);
    const upserted = new RegExp(
      `^insert into ${IDENT}.* on conflict .* do update set (.*?)(?: where | returning |$)`,
      'i',
    ).exec(s);
    for (const [table, list] of [updated, upserted].flatMap((m) => (m ? [[name(m[1]!), m[2]!] as const] : []))) {
      const overwritten = assigned(list).filter((column) => !isNew(table, column));
      if (overwritten.length) lose(s, `overwrites ${overwritten.map((c) => `${table}.${c}`).join(', ')}`);
    }
  }
  return losses;
}
