import { pino, type Logger, type LoggerOptions } from 'pino';

/** Names whose values are secrets wherever they appear in a URL. */
const SECRET_PARAMS = [
  'access_token',
  'client_secret',
  'code',
  'code_verifier',
  'password',
  'current_password',
  'new_password',
  'csrf',
  'refresh_token',
  'token',
];

/** Pages whose address holds a secret after their name: an invitation's, a review link's (decision 060). */
const SECRET_PATH = /^(\/(?:invite|review)\/)[^/?#]+/;

/** A path with the secret of an invitation's or a review link's page redacted. */
export const redactPath = (path: string): string => path.replace(SECRET_PATH, '$1[redacted]');

export function redactUrl(url: string): string {
  url = redactPath(url);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}

const SECRET_IN_TEXT = new RegExp(`([?&;](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"'<>]*`, 'gi');

/** Text with the values of secret parameters of any URL in it redacted (a message that quotes a request's URL). */
export const redactText = (text: string): string => text.replace(SECRET_IN_TEXT, '$1[redacted]');

/** A copy of an error (and of its causes) whose message and stack quote no secret parameter. */
function redactError(error: Error, depth = 0): Error {
  const message = redactText(error.message);
  const stack = error.stack === undefined ? undefined : redactText(error.stack);
  const cause = error.cause instanceof Error && depth < 5 ? redactError(error.cause, depth + 1) : error.cause;
  if (message === error.message && stack === error.stack && cause === error.cause) return error;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error);
  Object.defineProperties(copy, {
    message: { value: message, enumerable: false, writable: true, configurable: true },
    stack: { value: stack, enumerable: false, writable: true, configurable: true },
    ...(error.cause === undefined
      ? {}
      : { cause: { value: cause, enumerable: false, writable: true, configurable: true } }),
  });
  return copy;
}

/** What a log call is given, without secrets in its messages or in the errors it carries. */
function redactArgument(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return redactError(value);
  if (value && typeof value === 'object' && 'err' in value && value.err instanceof Error)
    return { ...value, err: redactError(value.err) };
  return value;
}

/**
 * The process's logger (pino), shared by Fastify's requests and the background jobs: URLs without secrets, and no
 * header or body that could carry one. Request URLs go through the `req` serializer; messages and errors that
 * quote one (Fastify's own "Reply was already sent … in /api/…?access_token=…", an error naming the URL it failed
 * on) are redacted as they are logged.
 */
export function createLogger(level: string, stream?: NodeJS.WritableStream): Logger {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}

function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.access_token',
        '*.client_secret',
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.code_verifier',
        '*.token',
      ],
      censor: '[redacted]',
    },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, args.map(redactArgument) as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
