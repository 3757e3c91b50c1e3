/** How the workspace writes times of day (its `clock` setting): 13:00, or 1:00 PM. */
export type Clock = '24h' | '12h';

/** "13:05" (HH:mm, as the API writes it) → "13:05", or "1:05 PM" on a 12-hour clock. */
export function formatTimeOfDay(hhmm: string, clock: Clock): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  const mm = String(minute).padStart(2, '0');
  if (clock === '24h') return `${String(hour).padStart(2, '0')}:${mm}`;
  return `${hour % 12 || 12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** An hour of the day for a row label: "13:00", or "1 PM". */
export const formatHour = (hour: number, clock: Clock) =>
  clock === '24h' ? `${String(hour).padStart(2, '0')}:00` : `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
