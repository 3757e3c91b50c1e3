import type { FastifyServerOptions } from 'fastify';

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

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}

/** pino through Fastify: URLs without secrets, and no header or body that could carry one. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
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
