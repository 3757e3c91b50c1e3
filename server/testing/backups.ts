// Helpers of the backup tests: the operator's command as `npm run admin` runs it, and what a database holds.
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/transaction.ts';
import { openConfiguredDatabase } from '../index.ts';
import { quoted, sequencesOf, tablesOf } from '../services/backup/catalog.ts';
import { runAdmin } from '../services/workspaces/admin-cli.ts';

/** `npm run admin -- <argv>` with these settings (scripts/admin.ts), its lines kept. */
export async function admin(argv: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runAdmin(argv, env, {
    out: (line) => lines.push(line),
    readPassword: async () => '',
    openDatabase: () => openConfiguredDatabase(loadConfig(env), { thread: false }),
  });
  return { code, output: lines.join('\n') };
}

/** Opens the database these settings name, as the service does (the embedded one takes the directory's lock). */
export const openDatabaseOf = (env: Record<string, string>) =>
  openConfiguredDatabase(loadConfig(env), { thread: false });

/** Every row of every table (as sorted JSON) and where every sequence stands: what a restore must give back. */
export async function contentsOf(db: Db) {
  const tables: Record<string, string[]> = {};
  for (const table of await tablesOf(db)) {
    const rows = await rowsOf<{ line: string }>(db, `select row_to_json(t)::text as line from ${quoted(table)} t`);
    tables[table] = rows.map((r) => r.line).sort();
  }
  const sequences: Record<string, unknown> = {};
  for (const name of await sequencesOf(db))
    sequences[name] = (await rowsOf(db, `select last_value::text, is_called from ${quoted(name)}`))[0];
  return { tables, sequences };
}

/**
 * Channels whose unread counters (kept by a trigger in the writing transaction) disagree with their inbox items: a
 * backup read across two moments shows some, one snapshot never does.
 */
export async function unreadCountsAstray(db: Db): Promise<number> {
  const [row] = await rowsOf<{ astray: number }>(
    db,
    `select count(*)::int as astray from (
       select channel_id, is_archived, count(*) filter (where in_list and is_unread) as n
       from inbox_items group by channel_id, is_archived) items
     full join inbox_unread_counts counts using (channel_id, is_archived)
     where coalesce(items.n, 0) <> coalesce(counts.unread, 0)`,
  );
  return row!.astray;
}
