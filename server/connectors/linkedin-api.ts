import type { ConnectorContext } from './context.ts';
import type { OAuthTokens } from './oauth/oauth2.ts';
import type { OAuthProvider } from './oauth/providers.ts';
import { oauthSession, retryAfter, type ApiAnswer } from './oauth/session.ts';
import { NeedsReconnect, PublishError, RateLimited, type ConnectorChannel } from './types.ts';

/**
 * The version of LinkedIn's versioned REST API the connector is written against, sent as `LinkedIn-Version` on
 * every /rest call (learn.microsoft.com/en-us/linkedin/marketing/versioning: monthly versions, each served for at
 * least a year; a sunset one is refused with 426). One constant, moved forward as a whole after re-reading the
 * migration guides.
 */
export const LINKEDIN_VERSION = '202603';

/**
 * LinkedIn's 3-legged OAuth (learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow): the
 * consent page and the token endpoint are both on www.linkedin.com, the app's id and secret go in the token form.
 * No PKCE: LinkedIn documents it only for native apps it enables one by one, with loopback redirects
 * (…/authorization-code-flow-native); this service is a confidential web client with a secret, and the state binds
 * the sign-in to its request. Scopes: Sign In with LinkedIn using OpenID Connect (openid, profile), Share on
 * LinkedIn (w_member_social), and the Community Management API for the pages a member administers.
 */
export const linkedinProvider: OAuthProvider = {
  channelType: 4,
  app: 'LINKEDIN',
  authOrigin: 'https://www.linkedin.com',
  apiOrigin: 'https://api.linkedin.com',
  authorizePath: '/oauth/v2/authorization',
  tokenPath: '/oauth/v2/accessToken',
  tokenOnAuthOrigin: true,
  scopes: [
    'openid',
    'profile',
    'w_member_social',
    'r_organization_admin',
    'w_organization_social',
    'r_organization_social',
  ],
  clientAuth: 'body',
  pkce: false,
};

/** The headers of LinkedIn's versioned REST API (…/marketing/versioning; Rest.li protocol 2.0 for keys and URNs). */
export const restHeaders = {
  'LinkedIn-Version': LINKEDIN_VERSION,
  'X-Restli-Protocol-Version': '2.0.0',
};

/** A URN as a path key or a part of one: Rest.li 2.0 wants `:`, `(`, `)` and `,` percent-encoded. */
export const urnKey = (urn: string) =>
  encodeURIComponent(urn).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Whether a grant's scope (LinkedIn lists them with commas, RFC 6749 with spaces) holds one of `wanted`. */
export const granted = (scope: string, ...wanted: string[]) =>
  scope.split(/[\s,]+/).some((name) => wanted.includes(name));

/** LinkedIn's error body {status, serviceErrorCode, code, message} (…/shared/api-guide/concepts/error-handling). */
export const reasonOf = (body: unknown): string | undefined => {
  const error = body as { message?: unknown; code?: unknown } | undefined;
  return [error?.message, error?.code].find((v): v is string => typeof v === 'string' && v !== '');
};

/**
 * When a 429 ends (…/shared/api-guide/concepts/rate-limits): LinkedIn's limits are per day and reset at midnight
 * UTC, and it documents no header saying so; a Retry-After, when it sends one, is taken instead.
 */
export function limitEnds(response: Response, now: Date): Date {
  if (response.headers.get('retry-after')) return retryAfter(response, now);
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 0, 0);
  return midnight;
}

export interface LinkedInCall {
  method?: string;
  /** A JSON body; or `bytes` for an upload. */
  body?: unknown;
  bytes?: Uint8Array;
  /** What a 4xx refusal is about, in the PublishError ("LinkedIn refused the post"). */
  refusal?: string;
  /** A 404 is an answer, not a refusal (deleting what is gone already). */
  goneIsFine?: boolean;
}

/**
 * Calls to LinkedIn's API as a channel, through the OAuth session (renewal ahead of expiry and after a 401, under
 * the channel's lock), with LinkedIn's own signals read: 401 (serviceErrorCode 65600 invalid, 65601 revoked, 65602
 * expired) left after renewing is NeedsReconnect, 429 is RateLimited, another 4xx a PublishError in LinkedIn's
 * words, 5xx a plain failure.
 */
export function linkedinCaller(context: ConnectorContext) {
  const session = oauthSession(context, linkedinProvider, { network: 'LinkedIn' });

  /** `path` on the API's origin (documented paths, LINKEDIN_API_BASE_URL's host), or an absolute upload address. */
  async function call(channel: ConnectorChannel, path: string, options: LinkedInCall = {}): Promise<ApiAnswer> {
    const answer = await session.call(channel, (token, app) => {
      const url = /^https?:\/\//.test(path) ? path : new URL(path, app.apiOrigin);
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (!options.bytes) Object.assign(headers, restHeaders);
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.bytes) headers['content-type'] = 'application/octet-stream';
      return new Request(url, {
        method: options.method ?? (options.body === undefined && !options.bytes ? 'GET' : 'POST'),
        headers,
        body: options.bytes ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      });
    });
    const { response, body } = answer;
    if (response.ok || (options.goneIsFine && response.status === 404)) return answer;
    const reason = reasonOf(body) ?? `HTTP ${response.status}`;
    if (response.status === 401) throw new NeedsReconnect(`LinkedIn refused the sign-in: ${reason}`);
    if (response.status === 429) {
      const until = limitEnds(response, context.now());
      throw new RateLimited(until, `LinkedIn limits this account's calls until ${until.toISOString()}.`);
    }
    if (response.status >= 400 && response.status < 500)
      throw new PublishError(`${options.refusal ?? 'LinkedIn refused'}: ${reason}`);
    throw new Error(`LinkedIn failed (HTTP ${response.status}): ${reason}`);
  }

  /** The scopes the channel's sign-in was granted (what LinkedIn lets it read). */
  const scopeOf = (channel: ConnectorChannel): string =>
    channel.credentials ? (JSON.parse(context.secrets.open(channel.credentials)) as OAuthTokens).scope : '';

  return { call, scopeOf };
}

export type LinkedInCaller = ReturnType<typeof linkedinCaller>;
