import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../services/workspaces/auth-context.ts';
import type { DomainError } from '../domain/errors.ts';
import { ApiError } from './errors.ts';

/** Who is calling, resolved before the limits count: a valid token's owner, or why the token was refused. */
export type Caller = { auth: AuthContext } | { refused: DomainError } | undefined;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    /** Whether this instance's caches may answer this call (route.ts, decision 019). */
    cachesTrusted: boolean;
  }
}

/** How many login form submissions a client address gets a minute, whatever the general limit. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 30;

/**
 * The per-minute limits (decision 010), counted in this instance's memory by @fastify/rate-limit: a valid token
 * counts for itself; a call without one, or with a token that is not valid, counts for the client address
 * (TRUST_PROXY decides whether that is read from X-Forwarded-For). So junk tokens cannot buy a fresh allowance.
 * Runs before the handler, after the caller is known.
 */
export async function registerLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  app.decorateRequest('caller', undefined);
  if (perMinute === 0) return;
  const told = toldOnce();
  await app.register(rateLimit, {
    // A line for the operator once per caller and minute, not one per refused call.
    onExceeded: (request, key) => {
      if (!told(key, Date.now())) return;
      const [kind, who] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      request.log.warn({ [kind]: who }, `a ${kind === 'token' ? 'token' : 'client address'} reached the request limit`);
    },
    global: false,
    hook: 'preHandler',
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: limitKey,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const whose = request.caller && 'auth' in request.caller ? 'this token' : 'this address';
      return new ApiError(
        429,
        'rate_limited',
        `Too many requests from ${whose}: at most ${context.max} a minute. Try again in ${seconds} s.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    },
  });
}

/** Answers true for a key the first time in each minute (forgetting keys whose minute is over as it goes). */
function toldOnce() {
  const until = new Map<string, number>();
  return (key: string, now: number): boolean => {
    if ((until.get(key) ?? 0) > now) return false;
    if (until.size > 10_000) for (const [k, end] of until) if (end <= now) until.delete(k);
    until.set(key, now + 60_000);
    return true;
  };
}

/** The plugin's own address key: IPv4-mapped addresses as IPv4, IPv6 by its /64 (one subscriber's block). */
const normalizeIP = (rateLimit as unknown as { normalizeIP: (ip: string) => string }).normalizeIP;

/** The client's address as the limits count it (TRUST_PROXY decides whether X-Forwarded-For is read). */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

export function limitKey(request: FastifyRequest): string {
  const caller = request.caller;
  return caller && 'auth' in caller ? `token:${caller.auth.tokenId}` : `address:${clientAddress(request)}`;
}

/** The route option that puts a route under the limits (absent when they are off). */
export const limited = (perMinute: number, max = perMinute): { rateLimit?: { max: number; timeWindow: number } } =>
  perMinute === 0 ? {} : { rateLimit: { max: Math.min(max, perMinute), timeWindow: 60_000 } };
