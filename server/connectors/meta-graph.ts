import { createHmac } from 'node:crypto';
import type { ApiAnswer } from './oauth/session.ts';
import { retryAfter } from './oauth/session.ts';
import { TokenRefused } from './oauth/oauth2.ts';
import { NeedsReconnect, PublishError, RateLimited } from './types.ts';

// What every network on Meta's Graph API shares (Facebook Pages here, Instagram through instagram-graph.ts): the
// version in the paths, how a Facebook call carries its token, Meta's error body and its rate-limit signals, and
// Graph times. A network's own reading (its hosts, its codes) is passed in as a GraphDialect. Sources:
// docs/research/network-apis.md, §2.

/**
 * The Graph API version every call names, on graph.facebook.com and graph.instagram.com alike. Meta keeps a version
 * for two years at least; v25.0 is what its official SDK pins (github.com/facebook/facebook-python-business-sdk,
 * apiconfig.py) and its pages, Instagram's too, show.
 */
export const GRAPH_VERSION = 'v25.0';

/** A Graph path with the version in front: `/v25.0/me/accounts`. */
export const graphPath = (path: string) => `/${GRAPH_VERSION}${path.startsWith('/') ? path : `/${path}`}`;

/** Meta's error body (developers.facebook.com/docs/graph-api/guides/error-handling). */
export interface GraphError {
  message: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  is_transient?: boolean;
  fbtrace_id?: string;
}

/** The `error` of a Graph answer, when it is one. */
export function graphErrorOf(body: unknown): GraphError | undefined {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const said = error as Partial<GraphError>;
  return { ...said, message: typeof said.message === 'string' ? said.message : 'no reason given' };
}

/** What to tell a person: the words Meta writes for people (error_user_msg) when it gives them, else its message. */
export const graphWords = (error: GraphError) => error.error_user_msg || error.message;

/**
 * A sign-in call's answer (a code or token exchange, a token's renewal): the body when it went through; else
 * TokenRefused for a 4xx, Meta's verdict on what it was given (a used code, a wrong secret), and a plain Error for
 * anything else, Meta failing. The words are Meta's error body's, else `otherWords` (an endpoint that answers in
 * another shape), else the HTTP status.
 */
export function signInAnswer(
  network: string,
  response: Response,
  body: Record<string, unknown>,
  otherWords?: string,
): Record<string, unknown> {
  const error = graphErrorOf(body);
  if (response.ok && !error) return body;
  const words = error ? graphWords(error) : (otherWords ?? `HTTP ${response.status}`);
  if (response.status >= 400 && response.status < 500) throw new TokenRefused(words);
  throw new Error(`${network} failed (HTTP ${response.status}): ${words}`);
}

/**
 * appsecret_proof: the token signed with the app secret (HMAC-SHA256, hex), which Meta checks on every call when the
 * app is set to "Require App Secret" (developers.facebook.com/docs/graph-api/security). Sent always: a stolen token
 * is then of no use without the secret.
 */
export const appSecretProof = (accessToken: string, appSecret: string) =>
  createHmac('sha256', appSecret).update(accessToken).digest('hex');

/** A file part of a multipart call (a photo's bytes as `source`). */
export interface GraphFile {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
}

/**
 * A Graph API call as Meta's pages show them: the token and its proof as the `access_token` and `appsecret_proof`
 * parameters, in the query of a GET or DELETE and in the form of a POST (multipart when a file goes with it).
 */
export function graphRequest(
  url: URL,
  accessToken: string,
  appSecret: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; params?: Record<string, string>; files?: Record<string, GraphFile> } = {},
): Request {
  const method = init.method ?? 'GET';
  const params = { ...init.params, access_token: accessToken, appsecret_proof: appSecretProof(accessToken, appSecret) };
  const headers = { accept: 'application/json' };
  if (method !== 'POST') {
    const address = new URL(url);
    for (const [name, value] of Object.entries(params)) address.searchParams.set(name, value);
    return new Request(address, { method, headers });
  }
  if (!init.files) return new Request(url, { method, headers, body: new URLSearchParams(params) });
  const form = new FormData();
  for (const [name, value] of Object.entries(params)) form.set(name, value);
  for (const [name, file] of Object.entries(init.files))
    form.set(name, new Blob([file.bytes], { type: file.contentType }), file.filename);
  return new Request(url, { method, headers, body: form });
}

/**
 * Meta's throttling codes: 4 app, 17 user, 32 Page, 613 custom, 341 application limit, and 80000–80014 the Business
 * Use Case limits Page and Instagram tokens fall under (80001 Pages, 80002 Instagram)
 * (developers.facebook.com/docs/graph-api/overview/rate-limiting; error-handling).
 */
const isThrottle = (code: number | undefined) =>
  code !== undefined && ([4, 17, 32, 341, 613].includes(code) || (code >= 80000 && code <= 80014));

/**
 * The token no longer works: 190 (expired, revoked, password changed, app removed: the subcodes say which) and 102
 * (session) ask for logging in again (error-handling page). Permission errors (10, 200–299) are not among them: a
 * message outside Messenger's window is a 10 too, and no new sign-in changes it.
 */
const isSignInEnded = (code: number | undefined) => code === 190 || code === 102;

/** The usage headers' numbers, as Meta sends them (JSON in a header; rate-limiting page). */
export interface Usage {
  call_count?: number;
  total_cputime?: number;
  total_time?: number;
  /** Minutes until calls work again. */
  estimated_time_to_regain_access?: number;
}

function parseHeader(value: string | null): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The usage headers of one object each that graph.facebook.com sends: X-Page-Usage and X-Ad-Account-Usage. */
const PAGE_USAGE_HEADERS = ['x-page-usage', 'x-ad-account-usage'];

/**
 * The usages the headers carry: every entry of X-Business-Use-Case-Usage (`{"<id>":[{type, call_count, …,
 * estimated_time_to_regain_access}]}`) and the one object of each header named in `single` (rate-limiting page,
 * "Headers"). A header that is missing or not JSON says nothing.
 */
export function usagesOf(headers: Headers, single: readonly string[] = PAGE_USAGE_HEADERS): Usage[] {
  const usages: Usage[] = [];
  const business = parseHeader(headers.get('x-business-use-case-usage'));
  if (business && typeof business === 'object')
    for (const entries of Object.values(business as Record<string, unknown>))
      if (Array.isArray(entries)) usages.push(...(entries as Usage[]));
  for (const name of single) {
    const usage = parseHeader(headers.get(name));
    if (usage && typeof usage === 'object') usages.push(usage as Usage);
  }
  return usages;
}

/**
 * When the usages say the throttled calls work again: the longest `estimated_time_to_regain_access` (minutes) among
 * them (X-App-Usage gives percentages only). Undefined when none says.
 */
export function regainAccessAt(usages: readonly Usage[], now: Date): Date | undefined {
  const minutes = Math.max(0, ...usages.map((usage) => Number(usage.estimated_time_to_regain_access) || 0));
  return minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : undefined;
}

/**
 * What a network on the Graph API reads otherwise than Meta's rules as graph.facebook.com has them; the defaults are
 * Facebook's.
 */
export interface GraphDialect {
  /** The usage headers of one object each read beside X-Business-Use-Case-Usage (default: X-Page-Usage, X-Ad-…). */
  usageHeaders?: readonly string[];
  /** A refusal that carries a throttling code and yet is no rate: waiting does not lift it. */
  notThrottle?: (error: GraphError) => boolean;
  /** Codes that say the network failed, beside Meta's 1 and 2. */
  failureCodes?: readonly number[];
}

/**
 * Meta's verdict on a call, in its own words: the body when the call went through; RateLimited until the usage
 * headers say (or Retry-After, or a quarter of an hour) for a throttle and a 429; NeedsReconnect when the token no
 * longer works; a plain Error when Meta failed (5xx, codes 1 and 2 and the dialect's, is_transient), since the
 * outcome is then unknown; PublishError for any other refusal. The HTTP status is not what Meta's page says to key
 * on: `error.code` is.
 */
export function graphAnswer(
  network: string,
  answer: ApiAnswer,
  now: Date,
  what = 'the call',
  dialect: GraphDialect = {},
): unknown {
  const { response, body } = answer;
  const error = graphErrorOf(body);
  if (response.ok && !error) return body;
  const words = error ? graphWords(error) : `HTTP ${response.status}`;
  if ((error && isThrottle(error.code) && !dialect.notThrottle?.(error)) || response.status === 429) {
    const until = regainAccessAt(usagesOf(response.headers, dialect.usageHeaders), now) ?? retryAfter(response, now);
    // Code 4 is the app's own limit (Meta's error reference), shared by every account the app calls as.
    if (error?.code === 4)
      throw new RateLimited(until, `${network} limits this app's calls until ${until.toISOString()}: ${words}`, 'app');
    throw new RateLimited(until, `${network} limits this account's calls until ${until.toISOString()}: ${words}`);
  }
  if (isSignInEnded(error?.code) || response.status === 401)
    throw new NeedsReconnect(`${network} refused the sign-in: ${words}`);
  const failed = error?.code !== undefined && [1, 2, ...(dialect.failureCodes ?? [])].includes(error.code);
  if (response.status >= 500 || failed || error?.is_transient)
    throw new Error(`${network} failed (HTTP ${response.status}): ${words}`);
  throw new PublishError(`${network} refused ${what}: ${words}`);
}

/** Graph times are ISO 8601 with an offset written without a colon (`2026-05-04T09:30:00+0000`). */
export const graphTime = (value: string | undefined, fallback: Date): Date => {
  if (!value) return fallback;
  const parsed = new Date(value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
  return Number.isNaN(parsed.getTime()) ? fallback : parsed;
};

/** Past this share (percent) of any of an account's budgets, reading its results stops (decision 074). */
export const READING_SHARE = 50;
/** The shortest pause of reading once past that share, in minutes. */
const READING_PAUSE_MINUTES = 15;

/**
 * Until when reading an account's results waits, when an answer's X-Business-Use-Case-Usage says a budget of the
 * account (call_count, total_cputime, total_time, each a percent) is past READING_SHARE: the Page or Instagram account
 * shares that budget with publishing, so reads give way while half is left (decision 074). The time to regain access
 * the header gives, at least a quarter of an hour. Undefined while every budget is at half or under.
 * developers.facebook.com/docs/graph-api/overview/rate-limiting ("Business Use Case Rate Limits", headers).
 */
export function readingPausedUntil(headers: Headers, now: Date): Date | undefined {
  const usages = usagesOf(headers, []);
  const past = usages.filter((usage) =>
    [usage.call_count, usage.total_cputime, usage.total_time].some((n) => (Number(n) || 0) > READING_SHARE),
  );
  if (past.length === 0) return undefined;
  const minutes = Math.max(READING_PAUSE_MINUTES, ...past.map((u) => Number(u.estimated_time_to_regain_access) || 0));
  return new Date(now.getTime() + minutes * 60_000);
}
