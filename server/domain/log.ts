/**
 * What the services and the publisher log through: pino's shape (an object of facts, then a sentence), which the
 * HTTP layer's Fastify logger and the command line's logger both have, so neither layer names the other.
 */
export interface Log {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}
