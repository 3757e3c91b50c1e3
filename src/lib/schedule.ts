import * as z from 'zod/mini';
import type { PostingSchedule } from '../api/generated/types.gen';

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

/** "9:00, 13:30" → "09:00_13:30": the form takes times as people write them, the service wants them sorted. */
export const slotTimes = z.pipe(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => text.split(/[\s,;]+/).filter(Boolean)),
    ),
    z.array(z.string().check(z.regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'Write times as HH:mm, such as 09:00, 13:30'))),
  ),
  z.transform((list: string[]) => [...new Set(list.map((t) => t.padStart(5, '0')))].sort().join('_')),
);

/** The schedule as the form shows it: one "09:00, 13:00" text per weekday. */
export const scheduleTexts = (schedule: PostingSchedule) =>
  Object.fromEntries(weekdays.map(([day]) => [day, schedule[day].join(', ')])) as Record<Weekday, string>;
