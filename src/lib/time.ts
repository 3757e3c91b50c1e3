/** `YYYY-MM-DD HH:mm:ss` as the interface writes it (already in the workspace zone) into its parts. */
function parts(text: string) {
  const [date = '', time = ''] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute! };
}

/** Today's date in a zone, as YYYY-MM-DD. */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/**
 * "Today 13:00", "Tomorrow 09:00", "Fri, Jun 12 09:00", and "Sat, Jun 12, 2027 09:00" in another year: a workspace time
 * for people, without converting it.
 */
export function formatWorkspaceTime(text: string, zone: string, now = new Date()): string {
  const p = parts(text);
  const clock = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
  const date = text.slice(0, 10);
  const today = todayIn(zone, now);
  const tomorrow = todayIn(zone, new Date(now.getTime() + 86_400_000));
  if (date === today) return `Today ${clock}`;
  if (date === tomorrow) return `Tomorrow ${clock}`;
  const label = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(date.slice(0, 4) !== today.slice(0, 4) && { year: 'numeric' }),
  }).format(new Date(Date.UTC(p.year, p.month - 1, p.day)));
  return `${label} ${clock}`;
}

/** The zone's short name for labels ("America/New_York" → "New York time"). */
export const zoneLabel = (zone: string) => `${zone.split('/').at(-1)!.replaceAll('_', ' ')} time`;
