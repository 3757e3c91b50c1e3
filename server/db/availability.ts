/**
 * Whether a failure means the database is away (restarting, failing over, its connections ended by a pooler or
 * an operator, the embedded database's thread gone) rather than that the call was wrong: such a call is answered
 * 503 with Retry-After, and the same call succeeds once the database is back (decision 019).
 */

/** The embedded database's thread stopped, or is being started again. */
export class DatabaseAway extends Error {
  readonly databaseAway = true;
}

/**
 * SQLSTATE classes and codes that say the server, not the statement, failed: 08 (connection exception), 57P01–03
 * (the server shutting down or starting), 53300 (too many connections), 58 (system error).
 */
const AWAY_STATES = /^(08...|57P0[1-3]|53300|58...)$/;

/** node-postgres's and Node's words for a connection that ended or could not be made. */
const AWAY_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Connection refused',
];
const AWAY_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function isDatabaseAway(error: unknown): boolean {
  // Drizzle wraps the driver's error as its cause; a pool wraps nothing.
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 5; depth++) {
    if (e instanceof DatabaseAway) return true;
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (AWAY_STATES.test(code) || AWAY_ERRNOS.has(code))) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (AWAY_MESSAGES.some((words) => message.includes(words))) return true;
    // Node reports a refused connection to a name of several addresses as an AggregateError of them.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseAway(inner))) return true;
    e = e.cause as Record<string, unknown> | undefined;
  }
  return false;
}

/** Seconds a client is asked to wait before calling again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
