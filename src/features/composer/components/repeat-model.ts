/** A scheduled post that repeats (decision 069): every N days or weeks, until a day or N times. */
export interface RepeatValues {
  unit: 'none' | 'd' | 'w';
  every: string;
  end: 'until' | 'count';
  until: string;
  count: string;
}

export const noRepeat: RepeatValues = { unit: 'none', every: '1', end: 'count', until: '', count: '4' };

const MAX_OCCURRENCES = 100;
const DAY = 86_400_000;

const dayNumber = (ymd: string) => (/^\d{4}-\d{2}-\d{2}$/.test(ymd) ? Date.parse(`${ymd}T00:00:00Z`) / DAY : NaN);

/** The step in days, or null when N is not a whole number in the service's range (1–365 days, 1–52 weeks). */
function stepDays(r: RepeatValues): number | null {
  if (!/^\d+$/.test(r.every)) return null;
  const n = Number(r.every);
  if (n < 1 || n > (r.unit === 'w' ? 52 : 365)) return null;
  return r.unit === 'w' ? n * 7 : n;
}

/** How many posts the series makes from the first day `start`, the first included; null while it cannot be told. */
export function occurrenceCount(r: RepeatValues, start: string): number | null {
  const step = stepDays(r);
  if (r.unit === 'none' || step === null) return null;
  if (r.end === 'count') return /^\d+$/.test(r.count) ? Number(r.count) : null;
  const days = dayNumber(r.until) - dayNumber(start);
  return Number.isNaN(days) || days < 0 ? null : Math.floor(days / step) + 1;
}

/**
 * What is wrong with the repeat as written, in words for beside it; null when it can be sent. A draft without a first
 * day yet (decision 070) is held to what holds whatever the day: its last day's count waits for the schedule.
 */
export function repeatProblem(r: RepeatValues, start: string, draft = false): string | null {
  if (r.unit === 'none') return null;
  if (stepDays(r) === null) return r.unit === 'w' ? 'Repeat every 1 to 52 weeks.' : 'Repeat every 1 to 365 days.';
  if (r.end === 'until' && !dayNumber(r.until)) return 'Pick the last day it may go out.';
  if (draft && !start && r.end === 'until') return null;
  const count = occurrenceCount(r, start);
  if (count === null) return r.end === 'count' ? 'Write how many times it goes out.' : 'Pick the first day first.';
  if (count < 2) return r.end === 'count' ? 'A series goes out at least 2 times.' : 'That day leaves no second post.';
  if (count > MAX_OCCURRENCES) return `That would be ${count} posts; a series has at most ${MAX_OCCURRENCES}.`;
  return null;
}

/** `repeat_every` with `repeat_until` or `repeat_count`, as posts/create reads them; nothing for no repeat. */
export function repeatBody(r: RepeatValues) {
  if (r.unit === 'none') return {};
  const every = `${Number(r.every)}${r.unit}`;
  return r.end === 'until'
    ? { repeat_every: every, repeat_until: r.until }
    : { repeat_every: every, repeat_count: Number(r.count) };
}

/** A draft's repeat as drafts/update reads it: an empty `repeat_every` stops one the draft had (decision 070). */
export const draftRepeatBody = (r: RepeatValues) => (r.unit === 'none' ? { repeat_every: '' } : repeatBody(r));

/** A draft's `repeat_every` (3d, 2w) with its end, as the composer's fields; no repeat when it has none. */
export function repeatFromDraft(every?: string, until?: string, count?: number): RepeatValues {
  const match = /^(\d+)([dw])$/.exec(every ?? '');
  if (!match?.[1]) return noRepeat;
  return {
    unit: match[2] === 'w' ? 'w' : 'd',
    every: match[1],
    end: until ? 'until' : 'count',
    until: until ?? '',
    count: count === undefined ? noRepeat.count : String(count),
  };
}
