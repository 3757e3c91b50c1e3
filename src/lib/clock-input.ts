import type { Clock } from './clock';

/** Times of day as people type them, on either clock: the fields' own code, not every page's. */

const TIME = /^(\d{1,2})(?:[:.h]?(\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?$/i;

/**
 * A time of day as people type it, whatever the workspace's clock: "13:00", "9:30", "0930", "9", "1pm", "1:30 p.m.",
 * "12 am". Answers HH:mm (what the API takes), or null for anything else ("25:00", "13pm").
 */
export function parseTimeOfDay(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * Several times in one text, as a day of the default posting schedule is written: "9:00, 13:30", "9am 1:30pm".
 * "a.m." and "pm" stay with the time before them. Null entries are what could not be read.
 */
export function parseTimeList(text: string): { text: string; time: string | null }[] {
  return text
    .replace(/\s*([ap])\.?\s*m\b\.?/gi, '$1m')
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => ({ text: part, time: parseTimeOfDay(part) }));
}

/** What to show as an example in a hint or an error, in the workspace's clock. */
export const timeExample = (clock: Clock) => (clock === '24h' ? '09:00 or 13:30' : '9:00 AM or 1:30 PM');
