import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Operation } from './contract/operation.ts';

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
        path: request.url.split('?', 1)[0],
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
