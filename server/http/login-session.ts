import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomSecret, safeEqual } from '../services/workspaces/secrets.ts';
import { dashboardOrigins, type Config } from '../config.ts';

/**
 * The login form's own cookies and checks (decision 020). The session cookie holds a random secret; the form's
 * CSRF value is an HMAC under it of the authorization request the form was made for, so a value is good only with
 * the cookie it was made with and for that request. The device cookie names the browsers accounts logged in from.
 */
const SESSION_COOKIE = 'sd_login_csrf';
const DEVICE_COOKIE = 'sd_login_device';
const SESSION_SECONDS = 1800;
const DEVICE_SECONDS = 180 * 24 * 60 * 60;
/** How many accounts' device tokens one browser keeps (the newest). */
const DEVICES_KEPT = 5;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function setCookie(reply: FastifyReply, name: string, value: string, maxAge: number) {
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${name}=${value}; Path=/api/oauth; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
  );
}

/** What the CSRF value is bound to besides the session: the authorization request the form carries. */
export interface FormRequest {
  client_id: string;
  redirect_uri: string;
  state?: string;
  code_challenge?: string;
}

const sign = (session: string, req: FormRequest) =>
  createHmac('sha256', session)
    .update(['login-form', req.client_id, req.redirect_uri, req.state ?? '', req.code_challenge ?? ''].join('\n'))
    .digest('base64url');

/** The CSRF value for a form: the browser's login session is kept (tabs share it), or begun; the cookie renewed. */
export function issueCsrf(request: FastifyRequest, reply: FastifyReply, req: FormRequest, fresh = false): string {
  const current = readCookie(request, SESSION_COOKIE);
  const session = !fresh && current && TOKEN.test(current) ? current : randomSecret(24);
  setCookie(reply, SESSION_COOKIE, session, SESSION_SECONDS);
  return sign(session, req);
}

/** Whether the posted CSRF value was made with this browser's session cookie, for this authorization request. */
export function csrfHolds(request: FastifyRequest, req: FormRequest, csrf: string): boolean {
  const session = readCookie(request, SESSION_COOKIE);
  return !!csrf && !!session && TOKEN.test(session) && safeEqual(csrf, sign(session, req));
}

export const endSession = (reply: FastifyReply) => setCookie(reply, SESSION_COOKIE, '', 0);

/**
 * Whether the form was posted from a page of this service. A cross-origin Origin, and `null` (an opaque origin, or
 * a page that asked for no referrer), are refused. No Origin at all is let through to the CSRF check: every
 * browser of the last years sends one on a POST, and clients that do not (scripts, tests) carry no cookie a
 * forger could borrow. `Sec-Fetch-Site: cross-site` is refused all the same.
 */
export function sameOrigin(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  // The service's own name as the browser used it (a page of it posting to itself: the Host header, which a
  // forger's page cannot choose, written without a default port as an origin is), or a dashboard origin.
  return url.host === request.host.replace(/:(80|443)$/, '') || dashboardOrigins(config).includes(url.origin);
}

/** The device tokens this browser holds (one per account it logged in to, at most DEVICES_KEPT). */
export const deviceTokens = (request: FastifyRequest) =>
  (readCookie(request, DEVICE_COOKIE) ?? '')
    .split('.')
    .filter((token) => TOKEN.test(token))
    .slice(0, DEVICES_KEPT);

/** Adds a device token the login just earned, before the others; the oldest beyond DEVICES_KEPT go. */
export function keepDevice(request: FastifyRequest, reply: FastifyReply, token: string) {
  const kept = [token, ...deviceTokens(request).filter((t) => t !== token)].slice(0, DEVICES_KEPT);
  setCookie(reply, DEVICE_COOKIE, kept.join('.'), DEVICE_SECONDS);
}
