import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Bindings, ChildLoggerOptions, LevelWithSilent, Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Operation } from './contract/operation.ts';
import { redactPath } from '../logging.ts';

/** A request id a proxy or a client sent (`X-Request-Id`), kept when it is a plain token, so one id follows a call. */
const GIVEN_ID = /^[\w.:-]{1,64}$/;

/**
 * Request ids unique across instances and restarts (this process's random prefix, then a count): every log line of
 * a request carries it as `reqId`, and a 500 answer names it.
 */
export function requestIds(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  const prefix = randomBytes(4).toString('hex');
  let count = 0;
  return {
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && GIVEN_ID.test(given) ? given : `${prefix}-${(++count).toString(36)}`;
    },
  };
}

/**
 * Fastify's request lines replaced by one line per answered request, and only when someone reads them: with
 * LOG_REQUESTS=1 (at info) or at LOG_LEVEL debug. The line has the method, the path without its query (which may
 * carry a token or a post's text), the operation, the status and the time taken; otherwise nothing is done per
 * request (Fastify's own were two lines at info, for every call).
 */
class RequestLines extends LogController {
  constructor(private readonly level: 'info' | 'debug' | undefined) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // A reply that failed while it was being sent is an operator's concern whoever reads request lines.
    if (!this.level && !error) return;
    const operation = (request.routeOptions.config as { operation?: Operation } | undefined)?.operation;
    request.log[error ? 'error' : this.level!](
      {
        method: request.method,
        path: redactPath(request.url.split('?', 1)[0]!),
        ...(operation ? { operation: operation.operationId } : {}),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...(error ? { err: error } : {}),
      },
      error ? 'request failed while answering' : 'request',
    );
  }
}

export function requestLines(config: Config, log: Logger): Pick<FastifyServerOptions, 'logController'> {
  const level = config.LOG_REQUESTS ? 'info' : 'debug';
  return { logController: new RequestLines(log.isLevelEnabled(level) ? level : undefined) };
}

type Level = Exclude<LevelWithSilent, 'silent'>;
type LogArguments = Parameters<Logger['info']>;

/**
 * A request's logger (`request.log`, every line with its `reqId`), whose pino child is made only when the request
 * first logs at a level that is on. Pino builds a child's bindings, through the redaction, as the child is made:
 * made for every request, that was about a twentieth of a cached answer's time, for loggers almost never used.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #child(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  #log(level: Level, args: LogArguments): void {
    const logger = this.#made ?? (this.#on(level) ? this.#child() : undefined);
    (logger?.[level] as ((...a: LogArguments) => void) | undefined)?.apply(logger, args);
  }

  #on(level: Level): boolean {
    return (this.parent as Partial<Pick<Logger, 'isLevelEnabled'>>).isLevelEnabled?.(level) ?? true;
  }

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }

  fatal(...args: LogArguments) {
    this.#log('fatal', args);
  }
  error(...args: LogArguments) {
    this.#log('error', args);
  }
  warn(...args: LogArguments) {
    this.#log('warn', args);
  }
  info(...args: LogArguments) {
    this.#log('info', args);
  }
  debug(...args: LogArguments) {
    this.#log('debug', args);
  }
  trace(...args: LogArguments) {
    this.#log('trace', args);
  }
  silent() {}
}

/** Request loggers made lazily (RequestLogger). */
export function requestLoggers(): Pick<FastifyServerOptions, 'childLoggerFactory'> {
  return {
    childLoggerFactory: (logger, bindings, options) => new RequestLogger(logger, bindings, options),
  };
}
