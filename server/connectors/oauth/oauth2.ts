import { createHash, randomBytes } from 'node:crypto';
import type { AppSettings, OAuthProvider } from './providers.ts';

/** What a network's token endpoint gave: the tokens and when the access token stops working. */
export interface OAuthTokens {
  accessToken: string;
  /** Null when the network gives none (then the person signs in again when the access token ends). */
  refreshToken: string | null;
  /** Milliseconds since the epoch; null when the network says the token does not expire. */
  expiresAt: number | null;
  /** When the refresh token itself ends (ms since the epoch), where the network says (LinkedIn, Pinterest). */
  refreshExpiresAt?: number | null;
  scope: string;
}

/**
 * When the sign-in ends beyond any renewal: the refresh token's end, or the access token's when there is nothing to
 * renew it with. Null when it lasts (the dashboard asks for reconnecting ahead of this date).
 */
export function signInEndsAt(tokens: OAuthTokens): Date | null {
  if (tokens.refreshToken) return tokens.refreshExpiresAt ? new Date(tokens.refreshExpiresAt) : null;
  return tokens.expiresAt === null ? null : new Date(tokens.expiresAt);
}

/** The token endpoint refused: the code or refresh token is no good (the person signs in again). */
export class TokenRefused extends Error {}

const TIMEOUT_MS = 15_000;

/** A PKCE pair (RFC 7636): the verifier stays with the service, the S256 challenge goes to the network. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Where the person is sent to sign in and grant the app what it asks. */
export function authorizationUrl(
  provider: OAuthProvider,
  app: AppSettings,
  request: { state: string; challenge: string; redirectUri: string },
): string {
  const url = new URL(app.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: request.redirectUri,
    scope: provider.scopes.join(provider.scopeSeparator ?? ' '),
    state: request.state,
    ...(provider.pkce === false ? {} : { code_challenge: request.challenge, code_challenge_method: 'S256' }),
    ...provider.authorizeParams,
  }).toString();
  return url.toString();
}

async function requestTokens(
  provider: OAuthProvider,
  app: AppSettings,
  form: Record<string, string>,
  now: () => Date,
): Promise<OAuthTokens> {
  const body = new URLSearchParams(
    provider.clientAuth === 'body' ? { ...form, client_id: app.clientId, client_secret: app.clientSecret } : form,
  );
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (provider.clientAuth === 'basic')
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.clientSecret)}`).toString('base64')}`;
  const response = await fetch(app.tokenUrl, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof answer.access_token !== 'string') {
    const said = [answer.error_description, answer.error].find((v): v is string => typeof v === 'string');
    const reason = said ?? `HTTP ${response.status}`;
    // 400 and 401 are the endpoint's verdict on what it was given; anything else is the network failing.
    if (response.status === 400 || response.status === 401) throw new TokenRefused(reason);
    throw new Error(`The token endpoint failed: ${reason}`);
  }
  return tokensFrom(answer as Record<string, unknown> & { access_token: string }, provider, now);
}

/** The tokens of a token endpoint's answer (RFC 6749 §5.1, and refresh_token_expires_in where networks add it). */
export function tokensFrom(
  answer: Record<string, unknown> & { access_token: string },
  provider: Pick<OAuthProvider, 'scopes'>,
  now: () => Date,
): OAuthTokens {
  const after = (seconds: unknown) => {
    const value = Number(seconds);
    return Number.isFinite(value) && value > 0 ? now().getTime() + value * 1000 : null;
  };
  return {
    accessToken: answer.access_token,
    refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : null,
    expiresAt: after(answer.expires_in),
    refreshExpiresAt: after(answer.refresh_token_expires_in),
    scope: typeof answer.scope === 'string' ? answer.scope : provider.scopes.join(' '),
  };
}

/** The authorization code, with the PKCE verifier, for the first tokens. */
export const exchangeCode = (
  provider: OAuthProvider,
  app: AppSettings,
  grant: { code: string; verifier: string; redirectUri: string },
  now: () => Date,
) =>
  requestTokens(
    provider,
    app,
    {
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      ...(provider.pkce === false ? {} : { code_verifier: grant.verifier }),
    },
    now,
  );

/** New tokens for a refresh token; where refresh tokens rotate, the answer carries the one to use next time. */
export const refreshTokens = (provider: OAuthProvider, app: AppSettings, refreshToken: string, now: () => Date) =>
  requestTokens(provider, app, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
