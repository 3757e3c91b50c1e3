// What the Reports page's address may hold, apart from the rest of the page's code: the route's validateSearch
// comes with the first download, and needs no more than this (the dates and zones stay with the page).

export const groupings = ['member', 'channel', 'day'] as const;
export type Grouping = (typeof groupings)[number];

export const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text has the shape of a day (the address keeps it; whether the day exists is rangeProblem's). */
export const looksLikeDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);
