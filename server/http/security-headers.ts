import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { linkOrigin } from '../services/outbox/links.ts';
import { tokenOf, type Answers } from './route.ts';

/** An absolute API address the dashboard was built for (VITE_API_BASE_URL), which it must be allowed to call. */
function apiOrigin(config: Config): string[] {
  try {
    return config.VITE_API_BASE_URL ? [new URL(config.VITE_API_BASE_URL).origin] : [];
  } catch {
    return []; // A path such as /api: the dashboard's own origin.
  }
}

/**
 * Where uploaded pictures are shown from (decision 013): the service's public origin, which may be another name for
 * this machine than the one the dashboard was opened at (localhost and 127.0.0.1), or the bucket's public address.
 */
function mediaOrigins(config: Config): string[] {
  return [linkOrigin(config), config.MEDIA_S3_PUBLIC_URL].flatMap((address) => {
    try {
      return address ? [new URL(address).origin] : [];
    } catch {
      return [];
    }
  });
}

/** Whether a request carried a credential: an Authorization header, or an access_token in the query or the body. */
export const carriesCredential = (request: FastifyRequest): boolean =>
  Boolean(request.headers.authorization) || tokenOf(request) !== undefined;

/**
 * The headers of the API's JSON answers: those OWASP's REST Security Cheat Sheet asks of every API response (no
 * framing, nosniff, HSTS behind HTTPS; Cache-Control is set by credential below) with a policy that lets a JSON
 * answer opened in a browser load and run nothing, the same Referer rule as the pages (decision 023), and no
 * reading by another origin's page. Helmet's other headers concern documents (opener isolation, DNS prefetching,
 * legacy XSS and download switches), and written on each answer they cost a cached read a tenth of its time.
 */
function apiHeadersOf(page: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept.filter((name) => page[name] !== undefined).map((name) => [name, page[name]!])),
  };
}

/**
 * Security headers on everything served (helmet): a Content-Security-Policy the built dashboard meets with no
 * inline script or style element (React sets styles through the DOM, which CSP allows), no framing, nosniff, no
 * Referer leaving the site (a URL of the API may hold an access_token). The login form sets a stricter policy of
 * its own; the API's JSON answers get the shorter set of `apiHeadersOf`. Answers to a request with a credential are
 * not to be stored (decision 023).
 *
 * Helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware anew on every request (its
 * directives parsed again each time, 2% of the service's time under load). Here helmet runs once, as the service
 * starts, and what it set is given to every answer as Fastify's own headers: set one by one on Node's response,
 * each was checked and stored again for every answer, and Node then took the slow way of writing the head (about a
 * seventh of a cached answer's time). Each route gets its set as it is added, so a request does not ask which it
 * is; answers outside any route (not found) get theirs from `give`.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_ORIGIN?.startsWith('https:') ?? false;
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Post pictures and avatars live wherever their networks keep them; uploaded ones at the API's origin.
        imgSrc: [...new Set(["'self'", 'data:', 'https:', ...apiOrigin(config), ...mediaOrigins(config)])],
        connectSrc: ["'self'", ...apiOrigin(config)],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Over plain HTTP (development, a loopback demo) HSTS would only be ignored; behind HTTPS it holds a year.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const sets: Record<Answers, Record<string, string>> = { page: headersSetBy(setHeaders), json: {} };
  sets.json = apiHeadersOf(sets.page);
  const hooks: Record<Answers, onRequestHookHandler> = {
    page: (_request, reply, done) => {
      reply.headers(sets.page);
      done();
    },
    json: (_request, reply, done) => {
      reply.headers(sets.json);
      done();
    },
  };
  app.addHook('onRoute', (route) => {
    const answers = (route.config as { answers?: Answers } | undefined)?.answers ?? 'page';
    // A new array: Fastify copied this route's options for its HEAD twin, which gets its own hook.
    route.onRequest = [hooks[answers], ...[route.onRequest ?? []].flat()];
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    // An answer to a caller with a credential is theirs alone, errors too: no cache keeps it, nor the URL that may
    // hold the token (its key). Public answers (health, the OpenAPI document, the dashboard's files, pictures)
    // asked for without one keep their caching.
    if (carriesCredential(request)) reply.header('cache-control', 'no-store');
    done();
  });
  return {
    /** Gives an answer made outside any route (the not-found handler's) the set of what it is. */
    give: (reply: FastifyReply, answers: Answers) => reply.headers(sets[answers]),
  };
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a middleware sets on a response, whatever the request (helmet's do not depend on it: its directives
 * here are fixed strings, not functions of the request).
 */
export function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
