import { tokensFrom, TokenRefused, type OAuthTokens } from './oauth/oauth2.ts';
import type { AppSettings, OAuthProvider } from './oauth/providers.ts';

const TIMEOUT_MS = 15_000;

/**
 * One request to Pinterest's token endpoint, POST /v5/oauth/token: form-encoded, the app as HTTP Basic
 * (developers.pinterest.com/docs/api/v5/#operation/oauth/token, security "basic"). Pinterest's refusals come as its
 * Error body {code, message} rather than RFC 6749's error fields, so they are read here in its own words.
 *
 * `continuous_refresh=true` asks for the continuous refresh token (60 days, renewed with every refresh), which an
 * app made before 2025-09-25 must ask for and a newer one has anyway (same page): sent always, so that either kind
 * of app gets a sign-in that lasts while it is used.
 */
async function tokenRequest(
  provider: Pick<OAuthProvider, 'scopes'>,
  app: AppSettings,
  form: Record<string, string>,
  now: () => Date,
): Promise<OAuthTokens> {
  const credentials = `${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.clientSecret)}`;
  const response = await fetch(app.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ ...form, continuous_refresh: 'true' }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok && typeof answer.access_token === 'string')
    return tokensFrom(answer as Record<string, unknown> & { access_token: string }, provider, now);
  const said = [answer.message, answer.error_description, answer.error].find((v): v is string => typeof v === 'string');
  const reason = said ?? `HTTP ${response.status}`;
  // 400 and 401 are the endpoint's verdict on the code, the refresh token or the app; anything else is Pinterest failing.
  if (response.status === 400 || response.status === 401) throw new TokenRefused(reason);
  throw new Error(`Pinterest's token endpoint failed: ${reason}`);
}

/** The authorization code for the first tokens (grant_type authorization_code: code and redirect_uri, no PKCE). */
export const exchangePinterestCode = (
  provider: Pick<OAuthProvider, 'scopes'>,
  app: AppSettings,
  grant: { code: string; redirectUri: string },
  now: () => Date,
) =>
  tokenRequest(
    provider,
    app,
    { grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri },
    now,
  );

/**
 * New tokens for the refresh token. The answer always carries a refresh token with its own end
 * (OauthAccessTokenResponseRefresh requires refresh_token and refresh_token_expires_in): the new one is kept, the
 * old one treated as spent.
 */
export const refreshPinterestTokens = (
  provider: Pick<OAuthProvider, 'scopes'>,
  app: AppSettings,
  tokens: OAuthTokens,
  now: () => Date,
) => {
  if (!tokens.refreshToken) throw new TokenRefused('the sign-in has no refresh token');
  return tokenRequest(provider, app, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, now);
};
