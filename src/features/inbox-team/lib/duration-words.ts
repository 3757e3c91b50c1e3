/**
 * A duration in seconds as people say it in a table: "45 s", "4 min", "1 h 20 min", "2 d 3 h". Rounded to the unit
 * below the largest, which is as exact as a response time is read; "—" when there is none (nothing answered).
 */
export function durationWords(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const rest = minutes % 60;
    return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
  }
  const hours = Math.round(seconds / 3600);
  const rest = hours % 24;
  return rest ? `${Math.floor(hours / 24)} d ${rest} h` : `${hours / 24} d`;
}

/** A share from 0 to 1 as a whole percentage ("67%"); "—" when nothing came in to share. */
export const shareWords = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
