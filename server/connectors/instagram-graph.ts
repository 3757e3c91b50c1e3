import { apiAddress, type AppSettings } from './oauth/providers.ts';
import { retryAfter, type ApiAnswer } from './oauth/session.ts';
import { NeedsReconnect, PublishError, RateLimited } from './types.ts';

// Instagram's Graph API as the Instagram API with Instagram Login has it (graph.instagram.com): the addresses, how a
// call carries its token, Meta's error body and its rate-limit signals. Facebook Pages read the same body and headers
// in meta-graph.ts; Instagram keeps its own reading of them because its codes differ (publishing limit, the spam
// restriction that waiting does not lift). Sources: docs/research/network-apis.md §2.4, §2.5, §3.4.

/** The Graph version in every path: the one Meta's official SDK pins and its Instagram pages show (v25.0). */
export const GRAPH_VERSION = 'v25.0';
const GRAPH_ORIGIN = 'https://graph.instagram.com';

/**
 * A documented graph.instagram.com address (`/v25.0/me`, or unversioned like `/refresh_access_token`), with its scheme
 * and host replaced by INSTAGRAM_API_BASE_URL when that is set, and the query's parameters.
 */
export function graphUrl(app: Pick<AppSettings, 'apiBase'>, path: string, query: Record<string, string> = {}): URL {
  const url = apiAddress(app, `${GRAPH_ORIGIN}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

/** A path of the versioned API: `/v25.0/{path}`. */
export const versioned = (path: string) => `/${GRAPH_VERSION}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * One Graph API call: the token in the Authorization header (Graph takes `Bearer`, and a token kept out of addresses
 * stays out of logs), parameters in the query of a GET or DELETE and form-encoded in a POST, as the official SDK
 * sends them (developers.facebook.com/docs/graph-api/overview).
 */
export function graphRequest(
  app: Pick<AppSettings, 'apiBase'>,
  accessToken: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  params: Record<string, string> = {},
): Request {
  const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
  if (method !== 'POST') return new Request(graphUrl(app, versioned(path), params), { method, headers });
  return new Request(graphUrl(app, versioned(path)), { method, headers, body: new URLSearchParams(params) });
}

/** Meta's error body (developers.facebook.com/docs/graph-api/guides/error-handling). */
export interface GraphError {
  message: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  is_transient?: boolean;
}

export function graphErrorOf(body: unknown): GraphError | undefined {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const said = error as Partial<GraphError>;
  return { ...said, message: typeof said.message === 'string' ? said.message : 'no reason given' };
}

/** The words Meta writes for people (error_user_msg) when it gives them, else its message. */
export const graphWords = (error: GraphError) => error.error_user_msg || error.message;

/**
 * Throttling: 4 app, 17 user, 32 Page, 341 and 613 custom limits, 80000–80014 the Business Use Case limits, 80002
 * Instagram's (developers.facebook.com/docs/graph-api/overview/rate-limiting, "Error Codes").
 */
const isThrottle = (code: number | undefined) =>
  code !== undefined && ([4, 17, 32, 341, 613].includes(code) || (code >= 80000 && code <= 80014));

/**
 * Code 4 with subcode 2207051 is not a rate: "We restrict certain activity to protect our community"
 * (developers.facebook.com/documentation/instagram-platform/instagram-graph-api/reference/error-codes). Waiting
 * does not lift it, so the post fails with Instagram's words instead of waiting for ever.
 */
const SPAM_RESTRICTION = 2207051;
/** Code 9: the account published as many posts as its 24 hours allow (same error-codes page). */
export const PUBLISHING_LIMIT = 2207042;

interface Usage {
  call_count?: number;
  total_cputime?: number;
  total_time?: number;
  /** Minutes until calls work again (X-Business-Use-Case-Usage only). */
  estimated_time_to_regain_access?: number;
}

const parsed = (value: string | null): unknown => {
  try {
    return value ? (JSON.parse(value) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * What the usage headers say (rate-limiting page, "Headers"): X-Business-Use-Case-Usage, one list of usages per
 * account (`{"<ig-id>":[{"type":"instagram","call_count":…,"estimated_time_to_regain_access":…}]}`), and X-App-Usage
 * (percentages). Full when any percentage reached 100 or a time to regain access is given; `regain` is that time.
 */
export function usageOf(headers: Headers, now: Date): { full: boolean; regain?: Date } {
  const usages: Usage[] = [];
  const business = parsed(headers.get('x-business-use-case-usage'));
  if (business && typeof business === 'object')
    for (const list of Object.values(business)) if (Array.isArray(list)) usages.push(...(list as Usage[]));
  const app = parsed(headers.get('x-app-usage'));
  if (app && typeof app === 'object') usages.push(app as Usage);
  const minutes = Math.max(0, ...usages.map((u) => Number(u.estimated_time_to_regain_access) || 0));
  const percent = Math.max(
    0,
    ...usages.flatMap((u) => [u.call_count, u.total_cputime, u.total_time].map((n) => Number(n) || 0)),
  );
  return {
    full: minutes > 0 || percent >= 100,
    ...(minutes > 0 ? { regain: new Date(now.getTime() + minutes * 60_000) } : {}),
  };
}

/**
 * Instagram's verdict on a call, in its own words: the body when it went through; RateLimited for a throttle (until
 * the usage headers say, or Retry-After, or a quarter of an hour), for a 429 and for the publishing limit; when
 * `reading`, also for an answer whose usage headers say the budget is spent (reading on would only be refused);
 * NeedsReconnect when the token no longer works (190, 102); a plain Error when Meta failed (5xx, codes 1, 2, -1, -2,
 * is_transient: the outcome is unknown); PublishError for any other refusal. Meta's page says to key on `code`,
 * not on the HTTP status.
 */
export function graphAnswer(answer: ApiAnswer, now: Date, what: string, { reading = false } = {}): unknown {
  const { response, body } = answer;
  const error = graphErrorOf(body);
  const usage = usageOf(response.headers, now);
  if (response.ok && !error) {
    if (reading && usage.full) {
      const until = usage.regain ?? retryAfter(response, now);
      throw new RateLimited(
        until,
        `Instagram's usage headers say this account's calls are spent until ${until.toISOString()}.`,
      );
    }
    return body;
  }
  const words = error ? graphWords(error) : `HTTP ${response.status}`;
  if (error?.error_subcode === PUBLISHING_LIMIT) {
    // The caller reads when the 24 hours free a post; an hour is the answer when it cannot tell.
    const until = new Date(now.getTime() + 60 * 60_000);
    throw new RateLimited(until, `Instagram's publishing limit is reached: ${words}`);
  }
  if ((isThrottle(error?.code) && error?.error_subcode !== SPAM_RESTRICTION) || response.status === 429) {
    const until = usage.regain ?? retryAfter(response, now);
    throw new RateLimited(until, `Instagram limits this account's calls until ${until.toISOString()}: ${words}`);
  }
  if (error?.code === 190 || error?.code === 102 || response.status === 401)
    throw new NeedsReconnect(`Instagram refused the sign-in: ${words}`);
  if (response.status >= 500 || [1, 2, -1, -2].includes(error?.code ?? 0) || error?.is_transient)
    throw new Error(`Instagram failed (HTTP ${response.status}): ${words}`);
  throw new PublishError(`Instagram refused ${what}: ${words}`);
}

/** Graph times are ISO 8601 with an offset without a colon (`2026-05-04T09:30:00+0000`). */
export const graphTime = (value: string | undefined, fallback: Date): Date => {
  if (!value) return fallback;
  const time = new Date(value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
  return Number.isNaN(time.getTime()) ? fallback : time;
};
