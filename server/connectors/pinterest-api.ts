import { jsonRequest, retryAfter, type OAuthSession } from './oauth/session.ts';
import { NeedsReconnect, PublishError, RateLimited, type ConnectorChannel } from './types.ts';

/**
 * How long to wait after a 429 that says nothing of when to come back: Standard access counts most categories per
 * minute (developers.pinterest.com/docs/reference/rate-limits/).
 */
const DEFAULT_WAIT_MS = 60_000;

/** Pinterest's error body, {code, message} on every endpoint (spec components Error and Pinterest.Lib.Error). */
const messageOf = (body: unknown): string | undefined => {
  const error = body as { message?: unknown; message_detail?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
};

/**
 * When a 429 says to come back: Retry-After when sent (RFC 9110), else x-ratelimit-reset, which Pinterest's rate
 * limit pages do not describe: read as seconds from now (the IETF RateLimit headers draft), or as a Unix time when
 * it is one. Else a minute.
 */
export function rateLimitEnd(response: Response, now: Date): Date {
  if (response.headers.get('retry-after')) return retryAfter(response, now, DEFAULT_WAIT_MS);
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0)
    return new Date(reset > 1_000_000_000 ? reset * 1000 : now.getTime() + reset * 1000);
  return new Date(now.getTime() + DEFAULT_WAIT_MS);
}

/** One call to Pinterest's API v5 as a channel: the answer's body, or Pinterest's refusal as the publisher reads it. */
export type PinterestCall = (
  channel: ConnectorChannel,
  method: string,
  path: string,
  options?: { body?: unknown; what?: string; missingIsDone?: boolean; missingIsNull?: boolean },
) => Promise<unknown>;

/**
 * Calls through the OAuth session (which renews ahead of expiry and once after a 401): a second 401 needs
 * reconnecting; a 429 is a rate limit, unless Pinterest says it is refusing spam (its quickstart, pinterest/
 * api-quickstart nodejs/src/api_common.js, tells them apart by "spam" in the message), which waiting would not
 * change; another 4xx is a refusal in Pinterest's words, `what` naming what was refused; 5xx is Pinterest failing.
 * `missingIsDone`: a 404 is what the call wanted (deleting a Pin already gone); `missingIsNull`: a 404 answers null
 * (reading a Pin that is gone).
 */
export function pinterestCaller(session: OAuthSession, now: () => Date): PinterestCall {
  return async (
    channel,
    method,
    path,
    { body, what = 'the Pin', missingIsDone = false, missingIsNull = false } = {},
  ) => {
    const { response, body: answer } = await session.call(channel, (token, app) =>
      jsonRequest(new URL(path, app.apiOrigin), token, { method, body }),
    );
    if (response.ok || (missingIsDone && response.status === 404)) return answer;
    if (missingIsNull && response.status === 404) return null;
    const said = messageOf(answer);
    if (response.status === 401)
      throw new NeedsReconnect(`Pinterest refused the sign-in: ${said ?? 'Authentication failed.'}`);
    if (response.status === 429) {
      const detail = (answer as { message_detail?: unknown } | undefined)?.message_detail;
      const spam = [detail, said].find((v): v is string => typeof v === 'string' && /spam/i.test(v));
      if (spam) throw new PublishError(`Pinterest refused ${what} as spam: ${spam}`);
      const until = rateLimitEnd(response, now());
      throw new RateLimited(until, `Pinterest limits this account's calls until ${until.toISOString()}.`);
    }
    if (response.status >= 400 && response.status < 500)
      throw new PublishError(`Pinterest refused ${what}: ${said ?? `HTTP ${response.status}`}`);
    throw new Error(`Pinterest failed (HTTP ${response.status}): ${said ?? 'no reason given'}`);
  };
}
