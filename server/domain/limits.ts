/** The bounds the interface holds every call to: the contract describes them, the services enforce them. */

/** The years a date parameter may name: anything outside is a mistake, never a plan (decision 010). */
export const DATE_WINDOW = { first: 1970, last: 2099 };
/** The largest id: ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;
/** A calendar asks for at most six weeks: a month grid. */
export const MAX_CALENDAR_DAYS = 42;
/** An inbox report covers at most a year, leap day included. */
export const MAX_REPORT_DAYS = 366;
/** Posts one bulk call may name. */
export const MAX_BULK_POSTS = 200;
/** Rows one CSV import may hold. */
export const MAX_IMPORT_ROWS = 500;
