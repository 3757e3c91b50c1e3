import { sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { MAX_REPORT_DAYS } from '../../domain/limits.ts';
import { datesBetween, dayRange } from '../../domain/time.ts';
import { daysBetween } from '../outbox/rules.ts';

export type ReportGrouping = 'member' | 'channel' | 'day';

export interface ReportFigures {
  count: number;
  answered_share: number | null;
  first_response_p50: number | null;
  first_response_p90: number | null;
  done_p50: number | null;
}
export interface ReportRow extends ReportFigures {
  key: string;
  name: string;
}

/** A unit never assigned, or whose assignee's account is gone. */
export const UNASSIGNED = 'Unassigned';

const seconds = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value));

interface Counted {
  key: string | number | null;
  name: string | null;
  count: number;
  answered: number;
  fr50: unknown;
  fr90: unknown;
  done50: unknown;
}

const figuresOf = (row: Counted | undefined): ReportFigures => ({
  count: row?.count ?? 0,
  answered_share: row && row.count ? row.answered / row.count : null,
  first_response_p50: seconds(row?.fr50),
  first_response_p90: seconds(row?.fr90),
  done_p50: seconds(row?.done50),
});

/**
 * The team's response times (decision 040) over the inbound items that arrived from `from` to `to` (days of the
 * workspace zone, both included): what is not ours and not a channel's post (`inbox_inbound_idx`), read from the
 * columns the triggers of migration 0025 keep (`answered_at`, `done_at`). Percentiles are PostgreSQL's
 * `percentile_cont`, in whole seconds. An item done and brought back is open again (its `done_at` is cleared).
 */
export async function inboxReport(
  db: Db,
  auth: AuthContext,
  query: { from: string; to: string; groupBy: ReportGrouping },
): Promise<{ total: ReportFigures; groups: ReportRow[] }> {
  const zone = auth.timezone;
  daysBetween(query.from, query.to, zone, MAX_REPORT_DAYS);
  const { start, end } = dayRange(query.from, query.to, zone);
  /** What the items are grouped by, and the group's name from its key (`g.key`). */
  const group: { key: SQL; name: SQL } = {
    member: { key: sql`i.assignee_id`, name: sql`(select u.name from users as u where u.id = g.key)` },
    channel: { key: sql`i.channel_id`, name: sql`(select c.screen_name from channels as c where c.id = g.key)` },
    day: { key: sql`to_char(i.created_at at time zone ${zone}, 'YYYY-MM-DD')`, name: sql`g.key` },
  }[query.groupBy];
  const answerSeconds = sql`extract(epoch from i.answered_at - i.created_at)`;
  const doneSeconds = sql`extract(epoch from i.done_at - i.created_at)`;
  const figures = sql`count(*)::int as count, count(i.answered_at)::int as answered,
    percentile_cont(0.5) within group (order by ${answerSeconds}) filter (where i.answered_at is not null) as fr50,
    percentile_cont(0.9) within group (order by ${answerSeconds}) filter (where i.answered_at is not null) as fr90,
    percentile_cont(0.5) within group (order by ${doneSeconds}) filter (where i.done_at is not null) as done50`;
  const inbound = sql`from inbox_items as i
    where i.workspace_id = ${auth.workspaceId} and not i.by_channel and i.post_type <> 'post'
      and i.created_at >= ${start.toISOString()}::timestamptz and i.created_at < ${end.toISOString()}::timestamptz`;
  const rowsOf = (result: unknown) => (result as { rows: Counted[] }).rows;
  const [grouped, whole] = await Promise.all([
    db.execute(
      sql`select g.*, ${group.name} as name from (select ${group.key} as key, ${figures} ${inbound} group by 1) as g`,
    ),
    db.execute(sql`select ${figures} ${inbound}`),
  ]);
  const rows = rowsOf(grouped);
  let groups: ReportRow[];
  if (query.groupBy === 'day') {
    // Every day of the range, those without items too, so that a chart of them has no holes.
    const byDay = new Map(rows.map((r) => [String(r.key), r]));
    groups = datesBetween(query.from, query.to).map((day) => ({ key: day, name: day, ...figuresOf(byDay.get(day)) }));
  } else {
    groups = rows
      .map((r) => ({
        key: String(r.key ?? 0),
        name: r.key === null ? UNASSIGNED : (r.name ?? (query.groupBy === 'member' ? UNASSIGNED : '')),
        ...figuresOf(r),
      }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || Number(a.key) - Number(b.key));
  }
  return { total: figuresOf(rowsOf(whole)[0]), groups };
}
