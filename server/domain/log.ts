/**
 * What the services and the publisher log through: pino's shape (an object of facts, then a sentence), which the
 * HTTP layer's Fastify logger and the command line's logger both have, so neither layer names the other.
 */
export interface Log {
  debug(facts: object, message: string): void;
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
  /** A logger whose every line also carries these facts (a job's id). */
  child(facts: Record<string, unknown>): Log;
}
