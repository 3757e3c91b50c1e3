import type { PostingSchedule } from '../../../api/generated/types.gen';
import { type Clock } from '../../../lib/clock';
import { timeExample } from '../../../lib/clock-input';
import { weekdays, type Weekday } from '../../../lib/schedule';

/** The form's schedule: each weekday's times as the time fields hold them (HH:mm, or what was typed that is not a time). */
export type Slots = Record<Weekday, string[]>;

export const slotsOf = (schedule: PostingSchedule): Slots =>
  Object.fromEntries(weekdays.map(([day]) => [day, [...schedule[day]]])) as Slots;

/** A new slot for a day: an hour after its last one (within the day), else noon. */
export function nextSlot(times: string[]): string {
  const last = times.filter(Boolean).sort().at(-1);
  if (!last) return '12:00';
  const hour = Math.min(Number(last.slice(0, 2)) + 1, 23);
  return `${String(hour).padStart(2, '0')}:${last.slice(3, 5)}`;
}

/** What is wrong with the schedule, per day and as a whole; empty when it can be saved. */
export function slotProblems(slots: Slots, clock: Clock): { days: Partial<Record<Weekday, string>>; whole?: string } {
  const days: Partial<Record<Weekday, string>> = {};
  for (const [day, label] of weekdays) {
    if (slots[day].some((t) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(t)))
      days[day] = `Write each of ${label}’s times as ${timeExample(clock)}, or remove the slot.`;
  }
  const none = weekdays.every(([day]) => slots[day].length === 0);
  return { days, whole: none ? 'Add at least one time: with none, queued posts would never go out.' : undefined };
}

/** The service's form: each day's times sorted, once each, joined by "_" ("" for a day without posts). */
export const slotsBody = (slots: Slots) =>
  Object.fromEntries(weekdays.map(([day]) => [day, [...new Set(slots[day])].sort().join('_')])) as Record<
    Weekday,
    string
  >;
