// What the Analytics page's address may hold, apart from the rest of the page's code: the route's validateSearch
// comes with the first download, and needs no more than this (the dates, zones and presets stay with the page).

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text has the shape of a day (the address keeps it; whether the day exists is rangeProblem's). */
export const looksLikeDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** What the address says: the days (both included) and one channel, each left out for its default. */
export interface AnalyticsSearch {
  from?: string;
  to?: string;
  channel?: number;
}
