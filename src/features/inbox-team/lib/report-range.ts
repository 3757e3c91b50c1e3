import { addDays, todayIn } from '../../../lib/time';
import { DAY } from './report-search';

export { groupings, looksLikeDay, type Grouping } from './report-search';

/** The longest range the service reports on (decision 040), both days included. */
export const MAX_DAYS = 366;
/** The range a report opens on: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export interface ReportRange {
  from: string;
  to: string;
}

/** The day a `YYYY-MM-DD` names as a UTC midnight, or undefined when it names none (2026-02-30). */
function dayOf(text: string): Date | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

/** The last 30 days in the workspace's zone: what the report shows until other days are chosen. */
export function defaultRange(zone: string, now = new Date()): ReportRange {
  const to = todayIn(zone, now);
  return { from: addDays(to, 1 - DEFAULT_DAYS), to };
}

/**
 * What is wrong with a range, said as the service would refuse it (decision 040), so that a bad one is never asked
 * for: the field at fault and what to do.
 */
export function rangeProblem({ from, to }: ReportRange): { field: 'from' | 'to'; message: string } | undefined {
  const start = dayOf(from);
  if (!start) return { field: 'from', message: `The start date ${from} is not a day of the calendar: choose another.` };
  const end = dayOf(to);
  if (!end) return { field: 'to', message: `The end date ${to} is not a day of the calendar: choose another.` };
  if (end < start) return { field: 'to', message: 'The end date comes before the start date: choose a later one.' };
  const days = (end.getTime() - start.getTime()) / 86_400_000 + 1;
  if (days > MAX_DAYS)
    return { field: 'to', message: `A report covers at most ${MAX_DAYS} days, and these are ${days}: choose fewer.` };
  return undefined;
}
