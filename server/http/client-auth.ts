import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

const malformed = (message: string) => new ApiError(400, 'invalid_request', message);

/** application/x-www-form-urlencoded decoding of one value: `+` is a space, then percent-escapes (UTF-8). */
function formDecode(text: string, what: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw malformed(`The ${what} in the Basic Authorization header is not valid form-urlencoded text.`);
  }
}

/**
 * client_secret_basic (RFC 6749 §2.3.1): the client id and secret, each form-urlencoded, as HTTP Basic's user
 * name and password. Answers undefined when the request carries no Basic credentials (another scheme is not
 * client authentication); a Basic header that cannot be read is an invalid_request (400).
 */
export function basicClient(request: FastifyRequest): { clientId: string; clientSecret: string } | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^basic(?:\s+(.*))?$/is.exec(header.trim());
  if (!match) return undefined;
  const encoded = match[1]?.trim() ?? '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0)
    throw malformed('The Basic Authorization header is not base64 of client_id:client_secret.');
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) throw malformed('The Basic Authorization header lacks the colon between client_id and client_secret.');
  const clientId = formDecode(text.slice(0, colon), 'client_id');
  if (!clientId) throw malformed('The Basic Authorization header names no client_id.');
  return { clientId, clientSecret: formDecode(text.slice(colon + 1), 'client_secret') };
}

/**
 * RFC 6749 §3.2: no parameter more than once. The interface sends them in the query string, OAuth libraries in the
 * body; a name in both with different values is refused rather than one silently chosen.
 */
export function refuseConflictingPlaces(request: FastifyRequest): void {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return;
  const text = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (name in query && text(query[name]) !== text(value))
      throw new ApiError(
        400,
        'invalid_request',
        `${name} was sent in the query string and in the body with different values; send it once.`,
        name,
      );
  }
}
