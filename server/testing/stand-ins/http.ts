import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

// What every network stand-in is made of: a loopback HTTP server that keeps every request for the tests to check,
// answers through the network's routes, and can be told to limit or to drop the next calls to a route.

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** The body read as UTF-8 (garbled for image bytes: see `bytes`). */
  body: string;
  bytes: Buffer;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const json = (status: number, value: unknown, type = 'application/json'): Answer => ({
  status,
  headers: { 'content-type': `${type}; charset=utf-8` },
  body: JSON.stringify(value),
});

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An HTML page (consent and error pages), `main` already escaped. */
export const page = (status: number, title: string, main: string): Answer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${main}</main></body></html>`,
});

export const redirect = (location: string): Answer => ({ status: 302, headers: { location }, body: '' });

/** The parameters as hidden inputs, for a form that posts them back (a consent page's Allow and Cancel). */
export const hiddenFields = (params: URLSearchParams) =>
  [...params]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** Whether the value is an absolute http(s) address. */
export const isWebAddress = (value: unknown): value is string => {
  try {
    return typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The media type of a request's body, without its parameters, lower case. */
export const mediaType = (headers: StandInRequest['headers']) =>
  String(headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** A form-encoded body's fields (none when the body is of another type). */
export const formOf = (request: StandInRequest) =>
  new URLSearchParams(mediaType(request.headers) === 'application/x-www-form-urlencoded' ? request.body : '');

/** The bearer token of the Authorization header, if there is one. */
export const bearerOf = (request: StandInRequest) => {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^bearer (.+)$/i.exec(header)?.[1] : undefined;
};

/** A JSON object body, or undefined when the body is not one (or not declared as JSON). */
export function jsonObjectOf(request: StandInRequest): Record<string, unknown> | undefined {
  if (mediaType(request.headers) !== 'application/json') return undefined;
  try {
    const parsed: unknown = JSON.parse(request.body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');

/** PNG, JPEG, GIF and WebP, told by their first bytes. */
export function imageType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return undefined;
}

/** Enough of RFC 7578 for an upload form: each part's name and bytes, by the boundary in the content-type. */
export function parseMultipart(body: Buffer, contentType: string): Map<string, Buffer> {
  const parts = new Map<string, Buffer>();
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return parts;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part sits between the CRLF that ends a delimiter line and the CRLF that begins the next one.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const name = /content-disposition:[^\r\n]*;\s*name="([^"]*)"/i.exec(part.subarray(0, headerEnd).toString())?.[1];
    if (headerEnd !== -1 && name !== undefined && !parts.has(name)) parts.set(name, part.subarray(headerEnd + 4));
    start = next;
  }
  return parts;
}

/**
 * A route is named as 'METHOD /path-prefix' or '/path-prefix' (any method): what `rateLimitNext` and
 * `dropAnswerNext` take.
 */
export const routeMatches = (route: string, request: Pick<StandInRequest, 'method' | 'path'>) =>
  route.startsWith('/') ? request.path.startsWith(route) : `${request.method} ${request.path}`.startsWith(route);

/** Limits set up by a test: the next `count` calls to a route are refused as over the network's limit. */
export function forcedLimits() {
  const entries: { route: string; count: number; resetInSeconds: number }[] = [];
  return {
    add(route: string, count: number, resetInSeconds: number) {
      entries.push({ route, count, resetInSeconds });
    },
    /** Whether this request is one to refuse, and in how many seconds the limit resets; counts it down. */
    take(request: StandInRequest): number | undefined {
      const forced = entries.find((entry) => routeMatches(entry.route, request));
      if (!forced) return undefined;
      forced.count -= 1;
      if (forced.count <= 0) entries.splice(entries.indexOf(forced), 1);
      return forced.resetInSeconds;
    },
  };
}
export type ForcedLimits = ReturnType<typeof forcedLimits>;

export interface StandInServer {
  /** The loopback origin it answers on, `http://127.0.0.1:{port}`. */
  url: string;
  port: number;
  /** Every request received, in order (token requests included), for tests to check method, path, headers and body. */
  requests: StandInRequest[];
  /**
   * The next call to the route does its work (what it makes is made), but the connection is destroyed before any
   * answer: a crash mid-call.
   */
  dropAnswerNext(route: string): void;
  /** Stops listening, ending the connections still open. */
  close(): Promise<void>;
}

/** Serves `answer` on a loopback port (`port`, or any free one), logging each request before it is answered. */
export async function serveStandIn(
  answer: (request: StandInRequest) => Answer | Promise<Answer>,
  options: { port?: number } = {},
): Promise<StandInServer> {
  const requests: StandInRequest[] = [];
  const drops: string[] = [];
  const read = (incoming: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve(Buffer.concat(chunks)));
      incoming.on('error', reject);
    });
  const server = createServer((incoming, response) => {
    const answered = read(incoming).then(async (bytes) => {
      const address = new URL(incoming.url ?? '/', 'http://stand-in');
      const request: StandInRequest = {
        method: incoming.method ?? 'GET',
        path: address.pathname,
        query: address.searchParams,
        headers: incoming.headers,
        body: bytes.toString(),
        bytes,
      };
      requests.push(request);
      const reply = await answer(request);
      const drop = drops.findIndex((route) => routeMatches(route, request));
      if (drop !== -1) {
        // The work is done (the post exists), but the caller never hears so: a connection lost mid-call.
        drops.splice(drop, 1);
        incoming.socket.destroy();
        return;
      }
      response.writeHead(reply.status, reply.headers).end(reply.body);
    });
    answered.catch(() => incoming.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    dropAnswerNext: (route) => {
      drops.push(route);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
