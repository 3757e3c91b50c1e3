import {
  graphAnswer as metaAnswer,
  graphErrorOf,
  graphPath,
  graphWords,
  regainAccessAt,
  usagesOf,
  type GraphDialect,
} from './meta-graph.ts';
import { apiAddress, type AppSettings } from './oauth/providers.ts';
import { retryAfter, type ApiAnswer } from './oauth/session.ts';
import { RateLimited } from './types.ts';

// Instagram's Graph API as the Instagram API with Instagram Login has it (graph.instagram.com): the addresses, how a
// call carries its token, and what Instagram reads otherwise than Facebook (its usage headers, its own codes: the
// publishing limit, the spam restriction that waiting does not lift, failures -1 and -2). Meta's error body, its
// throttling and sign-in codes, the usage headers and Graph times are meta-graph.ts's. Sources:
// docs/research/network-apis.md §2.4, §2.5, §3.4.

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
  if (method !== 'POST') return new Request(graphUrl(app, graphPath(path), params), { method, headers });
  return new Request(graphUrl(app, graphPath(path)), { method, headers, body: new URLSearchParams(params) });
}

/**
 * Code 4 with subcode 2207051 is not a rate: "We restrict certain activity to protect our community"
 * (developers.facebook.com/documentation/instagram-platform/instagram-graph-api/reference/error-codes). Waiting
 * does not lift it, so the post fails with Instagram's words instead of waiting for ever.
 */
const SPAM_RESTRICTION = 2207051;
/** Code 9: the account published as many posts as its 24 hours allow (same error-codes page). */
export const PUBLISHING_LIMIT = 2207042;

/**
 * How Instagram differs from Meta's rules as Facebook has them: beside X-Business-Use-Case-Usage
 * (`{"<ig-id>":[{"type":"instagram","call_count":…,"estimated_time_to_regain_access":…}]}`) it sends X-App-Usage
 * (percentages); the spam restriction is no throttle; -1 and -2 are failures too (error-codes page).
 */
const INSTAGRAM: GraphDialect = {
  usageHeaders: ['x-app-usage'],
  notThrottle: (error) => error.error_subcode === SPAM_RESTRICTION,
  failureCodes: [-1, -2],
};

/**
 * Until when the usage headers of an answer say the account's calls are spent (rate-limiting page, "Headers"): the
 * time to regain access they give, else, when a percentage reached 100, Retry-After or a quarter of an hour.
 * Undefined while calls are left.
 */
function spentUntil(response: Response, now: Date): Date | undefined {
  const usages = usagesOf(response.headers, INSTAGRAM.usageHeaders);
  const regain = regainAccessAt(usages, now);
  if (regain) return regain;
  const percent = Math.max(
    0,
    ...usages.flatMap((u) => [u.call_count, u.total_cputime, u.total_time].map((n) => Number(n) || 0)),
  );
  return percent >= 100 ? retryAfter(response, now) : undefined;
}

/**
 * Instagram's verdict on a call, in its own words: Meta's (meta-graph.ts, read with Instagram's dialect), and besides
 * RateLimited for the publishing limit, and, when `reading`, for an answer whose usage headers say the budget is
 * spent (reading on would only be refused).
 */
export function graphAnswer(answer: ApiAnswer, now: Date, what: string, { reading = false } = {}): unknown {
  const { response, body } = answer;
  const error = graphErrorOf(body);
  if (response.ok && !error) {
    const until = reading ? spentUntil(response, now) : undefined;
    if (until)
      throw new RateLimited(
        until,
        `Instagram's usage headers say this account's calls are spent until ${until.toISOString()}.`,
      );
    return body;
  }
  if (error?.error_subcode === PUBLISHING_LIMIT) {
    // The caller reads when the 24 hours free a post; an hour is the answer when it cannot tell.
    const until = new Date(now.getTime() + 60 * 60_000);
    throw new RateLimited(until, `Instagram's publishing limit is reached: ${graphWords(error)}`);
  }
  return metaAnswer('Instagram', answer, now, what, INSTAGRAM);
}
