import * as z from 'zod/mini';
import type { PostingSchedule } from '../api/generated/types.gen';
import { formatTimeOfDay, type Clock } from './clock';
import { parseTimeList, timeExample } from './clock-input';

/** The weekdays of a posting schedule, in the order people read them, with their names. */
export const weekdays = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
] as const;
export type Weekday = keyof PostingSchedule;

/**
 * "9:00, 1:30 pm" → "09:00_13:30": the form takes times as people write them, on either clock; the service wants
 * them HH:mm, sorted, once each.
 */
export const slotTimes = (clock: Clock) =>
  z.pipe(
    z.string(),
    z.transform((text: string, payload) => {
      const times = parseTimeList(text);
      if (times.some((t) => !t.time)) {
        payload.issues.push({
          code: 'custom',
          input: text,
          message: `Write times as ${timeExample(clock)}, with a comma between them`,
        });
        return z.NEVER;
      }
      return [...new Set(times.map((t) => t.time!))].sort().join('_');
    }),
  );

/** The schedule as the form shows it: one "09:00, 13:00" (or "9:00 AM, 1:00 PM") text per weekday. */
export const scheduleTexts = (schedule: PostingSchedule, clock: Clock) =>
  Object.fromEntries(
    weekdays.map(([day]) => [day, schedule[day].map((time) => formatTimeOfDay(time, clock)).join(', ')]),
  ) as Record<Weekday, string>;
