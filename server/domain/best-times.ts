import { DateTime } from 'luxon';

// When a channel's posts did best (decision 076): each post's engagement rate over what was usual for the channel
// around it, grouped by the weekday and hour it went out in the workspace zone, the best hours suggested.

/** The days looked back over. */
export const BEST_TIMES_DAYS = 180;
/** Posts with a rate in the window before any time is suggested. */
export const BEST_TIMES_POSTS_NEEDED = 30;
/** Posts a weekday's hour needs to be ranked. */
export const BEST_TIMES_CELL_POSTS = 3;
/** Times suggested at most. */
export const BEST_TIMES_SUGGESTED = 5;
/** Hours at least between two suggestions on the same weekday. */
export const BEST_TIMES_SPACING_HOURS = 2;
/** What "usual" is measured over: the channel's posts within this many days either side of a post (30 in all). */
const AROUND_DAYS = 15;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A published post of the channel and its engagement rate. */
export interface RatedPost {
  publishedAt: Date;
  rate: number;
}

export interface BestTimesCell {
  weekday: Weekday;
  hour: number;
  posts: number;
  /** The median of the cell's posts' own engagement rates. */
  median_rate: number;
  /** The median of the cell's posts' rates each over the channel's median around it: 1 is usual, 1.5 half again. */
  relative_rate: number;
}

export interface BestTimes {
  windowFrom: Date;
  windowTo: Date;
  posts_counted: number;
  posts_needed: number;
  enough: 0 | 1;
  cells: BestTimesCell[];
  suggested: { weekday: Weekday; time: string }[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Where `value` is, or would go, in ascending `sorted`. */
function sortedIndex(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const sortedMedian = (sorted: readonly number[]) => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The best times of a channel from its rated posts (those final or a day old; posts up to 15 days before the window
 * may be given too: they count in what was usual, not in the cells). `now` ends the window.
 */
export function bestTimes(posts: readonly RatedPost[], zone: string, now: Date): BestTimes {
  const windowTo = now;
  const windowFrom = DateTime.fromJSDate(now, { zone }).minus({ days: BEST_TIMES_DAYS }).toJSDate();
  const all = posts
    .filter((p) => Number.isFinite(p.rate) && p.rate >= 0 && p.publishedAt <= now)
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  const counted = all.filter((p) => p.publishedAt >= windowFrom);

  const around = AROUND_DAYS * 86_400_000;
  const groups = new Map<string, { weekday: Weekday; hour: number; rates: number[]; relative: number[] }>();
  // The posts around each one, found by two pointers moving forward over the posts in time order; their rates kept
  // sorted as the window moves (a post in, a post out), so that each median is read, not sorted again (decision 080).
  let first = 0;
  let last = 0;
  const window: number[] = [];
  for (const post of counted) {
    const at = post.publishedAt.getTime();
    while (last < all.length && all[last]!.publishedAt.getTime() <= at + around) {
      window.splice(sortedIndex(window, all[last]!.rate), 0, all[last]!.rate);
      last += 1;
    }
    while (all[first]!.publishedAt.getTime() < at - around) {
      window.splice(sortedIndex(window, all[first]!.rate), 1);
      first += 1;
    }
    const usual = sortedMedian(window);
    // Nothing engaged around it: the post says nothing about its hour against the others.
    if (usual === 0) continue;
    const local = DateTime.fromJSDate(post.publishedAt, { zone });
    const weekday = WEEKDAYS[local.weekday - 1]!;
    const key = `${local.weekday}-${local.hour}`;
    const group = groups.get(key) ?? { weekday, hour: local.hour, rates: [], relative: [] };
    group.rates.push(post.rate);
    group.relative.push(post.rate / usual);
    groups.set(key, group);
  }

  const cells = [...groups.values()]
    .map((g): BestTimesCell => ({
      weekday: g.weekday,
      hour: g.hour,
      posts: g.rates.length,
      median_rate: median(g.rates),
      relative_rate: median(g.relative),
    }))
    .sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.hour - b.hour);

  const enough = counted.length >= BEST_TIMES_POSTS_NEEDED;
  return {
    windowFrom,
    windowTo,
    posts_counted: counted.length,
    posts_needed: BEST_TIMES_POSTS_NEEDED,
    enough: enough ? 1 : 0,
    cells,
    suggested: enough ? suggest(cells) : [],
  };
}

/** The best ranked cells, best first, each at least two hours from one already taken on its weekday. */
function suggest(cells: readonly BestTimesCell[]): BestTimes['suggested'] {
  const ranked = cells
    .filter((c) => c.posts >= BEST_TIMES_CELL_POSTS)
    .sort((a, b) => b.relative_rate - a.relative_rate || b.posts - a.posts);
  const taken: BestTimesCell[] = [];
  for (const cell of ranked) {
    if (taken.length === BEST_TIMES_SUGGESTED) break;
    const near = taken.some(
      (t) => t.weekday === cell.weekday && Math.abs(t.hour - cell.hour) < BEST_TIMES_SPACING_HOURS,
    );
    if (!near) taken.push(cell);
  }
  return taken.map((c) => ({ weekday: c.weekday, time: `${String(c.hour).padStart(2, '0')}:00` }));
}
