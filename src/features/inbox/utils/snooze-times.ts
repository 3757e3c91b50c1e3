/**
 * When a snoozed conversation comes back, as the snooze menu offers it: wall-clock times of the workspace's zone,
 * written as the service takes them (`YYYY-MM-DD HH:mm:ss`). The day starts at 09:00, as the default posting
 * schedule's does (decision 047).
 */
import { addDays } from '../../../lib/time';

export const MORNING = '09:00';

export interface SnoozeChoice {
  label: string;
  until: string;
}

/** The date and the time of day (HH:mm) it is now in a zone. */
export function wallNow(zone: string, now = new Date()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

const asUtcDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
};

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The last time "later today" may name: later than this it is tonight, which the next morning serves better. */
const LATEST_LATER_TODAY = 21 * 60;

/**
 * The quick choices: later today (three hours on, at the next whole hour, while that is still the day), tomorrow
 * morning, and next week (Monday morning; from a Monday, the Monday after).
 */
export function snoozeChoices(zone: string, now = new Date()): SnoozeChoice[] {
  const { date, time } = wallNow(zone, now);
  const [hour, minute] = time.split(':').map(Number);
  const later = Math.ceil((hour! * 60 + minute! + 180) / 60) * 60;
  const weekday = asUtcDate(date).getUTCDay();
  const toMonday = (8 - weekday) % 7 || 7;
  return [
    ...(later <= LATEST_LATER_TODAY ? [{ label: 'Later today', until: `${date} ${hhmm(later)}:00` }] : []),
    { label: 'Tomorrow morning', until: `${addDays(date, 1)} ${MORNING}:00` },
    { label: 'Next week', until: `${addDays(date, toMonday)} ${MORNING}:00` },
  ];
}
