import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const DEMO_APP = {
  client_id: 'demo-app',
  client_secret: 'demo-secret',
  redirect_uri: 'http://localhost:3000/callback',
};
/** The dashboard's redirect on the test service's default PORT (no PUBLIC_ORIGIN: loopback origins only). */
export const DASHBOARD = { client_id: 'dashboard', redirect_uri: 'http://localhost:8787/oauth/callback' };

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name)
      fields[name] = (/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  }
  return fields;
}

/** Opens the login form, posts it back as a browser would, and answers the raw reply of the post. */
export async function submitLogin(
  app: FastifyInstance,
  query: Record<string, string>,
  credentials: { email: string; password: string },
) {
  const page = await app.inject({ url: `/api/oauth/authorize?${new URLSearchParams(query)}` });
  const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0]!;
  return app.inject({
    method: 'POST',
    url: '/api/oauth/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams({ ...formFields(page.body), ...credentials }).toString(),
  });
}

/** The whole login up to the code. */
export async function authorizeCode(app: FastifyInstance, query: Record<string, string>, email = 'owner@demo.test') {
  const reply = await submitLogin(
    app,
    { response_type: 'code', state: 'st-1', ...query },
    { email, password: 'demo-password' },
  );
  if (reply.statusCode !== 302) throw new Error(`login answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
  const location = new URL(String(reply.headers.location));
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state'), location };
}

/** The `name=value` pairs of a reply's Set-Cookie headers, as a browser would send them back. */
export const cookiesOf = (reply: { headers: Record<string, unknown> }) =>
  [reply.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => String(cookie).split(';')[0]!)
    .filter((pair) => !pair.endsWith('='));

/**
 * A browser at a client address: opens the demo application's login form and posts it back, with the cookies it
 * holds (a device cookie from an earlier login); answers the post's raw reply.
 */
export async function loginFrom(
  app: FastifyInstance,
  from: { address: string; cookies?: string[]; origin?: string },
  credentials: { email: string; password: string },
) {
  const held = from.cookies ?? [];
  const page = await app.inject({
    url: `/api/oauth/authorize?${new URLSearchParams({ ...DEMO_APP, response_type: 'code', state: 'st' })}`,
    remoteAddress: from.address,
    headers: held.length ? { cookie: held.join('; ') } : {},
  });
  return app.inject({
    method: 'POST',
    url: '/api/oauth/authorize',
    remoteAddress: from.address,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [...cookiesOf(page), ...held].join('; '),
      ...(from.origin ? { origin: from.origin } : {}),
    },
    payload: new URLSearchParams({ ...formFields(page.body), ...credentials }).toString(),
  });
}

/** The device cookie a successful login gave the browser. */
export const deviceCookie = (reply: { headers: Record<string, unknown> }) =>
  cookiesOf(reply).filter((pair) => pair.startsWith('sd_login_device='));
