import type { FastifyReply, FastifyRequest } from 'fastify';

/** The login form's own cookies (decision 020): the device cookie names the browsers accounts logged in from. */
const DEVICE_COOKIE = 'sd_login_device';
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
