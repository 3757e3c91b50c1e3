import type { ClockChange } from '../../../api/generated/types.gen';
import { addDays } from '../../../lib/time';
import type { CalendarView } from './grid-dates';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Where an arrow key takes a post being moved (`YYYY-MM-DD HH:mm:ss`, workspace zone): left and right a day; up
 * and down an hour in the week view (through midnight into the next day), a week in the month view. Null for any
 * other key.
 */
export function stepTarget(target: string, key: string, view: CalendarView): string | null {
  const date = target.slice(0, 10);
  const clock = target.slice(11);
  const dayStep = { ArrowLeft: -1, ArrowRight: 1 }[key];
  if (dayStep !== undefined) return `${addDays(date, dayStep)} ${clock}`;
  const verticalStep = { ArrowUp: -1, ArrowDown: 1 }[key];
  if (verticalStep === undefined) return null;
  if (view === 'month') return `${addDays(date, 7 * verticalStep)} ${clock}`;
  const hour = Number(clock.slice(0, 2)) + verticalStep;
  const day = hour < 0 ? addDays(date, -1) : hour > 23 ? addDays(date, 1) : date;
  return `${day} ${two((hour + 24) % 24)}${clock.slice(2)}`;
}

/** The clock change that skips a time, if one does: a post cannot be moved there. */
export function skippedBy(
  target: string,
  days: readonly { date: string; clock_change: ClockChange | null }[],
): ClockChange | null {
  const change = days.find((d) => d.date === target.slice(0, 10))?.clock_change;
  if (change?.kind !== 'skip') return null;
  const time = target.slice(11, 16);
  return time >= change.from && time < change.to ? change : null;
}
