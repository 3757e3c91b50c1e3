import type { ConnectorContext } from './context.ts';
import { apiAddress } from './oauth/providers.ts';
import { jsonRequest, retryAfter, type OAuthSession } from './oauth/session.ts';
import { NeedsReconnect, PublishError, RateLimited, type ConnectorChannel } from './types.ts';

// Google's Business Profile API spans three hosts (developers.google.com/my-business/reference/rest): account
// management, business information (v1) and the older mybusiness v4 (local posts, reviews). GOOGLE_API_BASE_URL
// replaces the scheme and host of each, paths unchanged, so one stand-in or proxy serves them all.
export const ACCOUNTS_HOST = 'https://mybusinessaccountmanagement.googleapis.com';
export const INFORMATION_HOST = 'https://mybusinessbusinessinformation.googleapis.com';
export const V4_HOST = 'https://mybusiness.googleapis.com';
/** The Business Profile Performance API (…/my-business/reference/performance/rest), a host of its own too. */
export const PERFORMANCE_HOST = 'https://businessprofileperformance.googleapis.com';

/** When Google says nothing about when to come back (its 429s carry no documented header): a minute. */
const FALLBACK_WAIT_MS = 60_000;

/** Google's error model (cloud.google.com/apis/design/errors): `{error:{code,message,status,details}}`. */
interface GoogleError {
  code?: number;
  message?: string;
  status?: string;
  details?: {
    '@type'?: string;
    retryDelay?: string;
    fieldViolations?: { field?: string; description?: string }[];
    /** mybusiness v4's own ValidationError detail. */
    errorDetails?: { field?: string; message?: string }[];
  }[];
}

const errorOf = (body: unknown): GoogleError | undefined => (body as { error?: GoogleError } | undefined)?.error;

/** What Google said, with the fields it names when it names them (BadRequest or v4 ValidationError details). */
export function problemOf(body: unknown): string | undefined {
  const error = errorOf(body);
  if (typeof error?.message !== 'string') return undefined;
  const fields = (error.details ?? []).flatMap((detail) => [
    ...(detail.fieldViolations ?? []).map((v) => [v.field, v.description]),
    ...(detail.errorDetails ?? []).map((e) => [e.field, e.message]),
  ]);
  const said = fields
    .filter(([, text]) => typeof text === 'string')
    .map(([field, text]) => (field ? `${field}: ${text}` : text));
  return said.length ? `${error.message} (${said.join('; ')})` : error.message;
}

/** When to call again after a 429: the error's RetryInfo, else Retry-After, else a minute from now. */
export function rateLimitEnd(response: Response, body: unknown, now: Date): Date {
  const delay = errorOf(body)?.details?.find((d) => d['@type']?.endsWith('google.rpc.RetryInfo'))?.retryDelay;
  const seconds = delay ? Number(/^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1]) : NaN;
  if (Number.isFinite(seconds)) return new Date(now.getTime() + seconds * 1000);
  return retryAfter(response, now, FALLBACK_WAIT_MS);
}

/** Whether Google's answer says a quota ran out: 429, or RESOURCE_EXHAUSTED under another code. */
export const isRateLimit = (response: Response, body: unknown) =>
  response.status === 429 || errorOf(body)?.status === 'RESOURCE_EXHAUSTED';

/**
 * One call to Google's API as a channel, at a documented address (host replaced by GOOGLE_API_BASE_URL): its body
 * when Google took it; otherwise Google's refusal in its own words, `what` naming what was refused.
 */
export function googleCaller(context: ConnectorContext, session: OAuthSession) {
  return async function call(
    channel: ConnectorChannel,
    method: string,
    documented: string,
    { body, what = 'the post' }: { body?: unknown; what?: string } = {},
  ): Promise<unknown> {
    const { response, body: answer } = await session.call(channel, (token, app) =>
      jsonRequest(apiAddress(app, documented), token, { method, body }),
    );
    if (response.ok) return answer;
    const said = problemOf(answer) ?? `HTTP ${response.status}`;
    if (response.status === 401) throw new NeedsReconnect(`Google refused the sign-in: ${said}`);
    if (isRateLimit(response, answer)) {
      const until = rateLimitEnd(response, answer, context.now());
      throw new RateLimited(until, `Google limits this profile's calls until ${until.toISOString()}.`);
    }
    if (response.status >= 400 && response.status < 500) throw new PublishError(`Google refused ${what}: ${said}`);
    throw new Error(`Google failed (HTTP ${response.status}): ${said}`);
  };
}

export type GoogleCall = ReturnType<typeof googleCaller>;
