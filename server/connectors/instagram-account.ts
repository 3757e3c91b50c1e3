import { graphUrl } from './instagram-graph.ts';
import { graphErrorOf, graphPath, graphWords, signInAnswer } from './meta-graph.ts';
import type { SignIn } from './oauth/network.ts';
import { TokenRefused, type OAuthTokens } from './oauth/oauth2.ts';
import type { AppSettings } from './oauth/providers.ts';
import type { ConnectedAccount } from './types.ts';

// Business Login for Instagram: the code for a short-lived token, that for a long-lived one, its renewal, and who
// signed in. Sources: developers.facebook.com/documentation/instagram-platform/instagram-api-with-instagram-login/
// business-login, …/reference/access_token, …/reference/refresh_access_token, …/reference/me.

const TIMEOUT_MS = 15_000;
const HOUR_MS = 60 * 60_000;

/**
 * The long-lived token as stored. It is both what calls carry and what renews it (refresh_access_token takes the
 * token itself), so it is kept as the refresh token too: a sign-in that renews itself has no end to warn of.
 * `expiresAt` is when to renew (half its life, past the 24 hours Instagram asks a token to have lived), `endsAt`
 * when Instagram stops taking it.
 */
export interface InstagramTokens extends OAuthTokens {
  endsAt: number | null;
}

/** What Instagram's token endpoints answer, in their words: a body, or TokenRefused / Error. */
async function tokenCall(request: Request): Promise<Record<string, unknown>> {
  const response = await fetch(request, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  // api.instagram.com answers {error_type, code, error_message}; graph.instagram.com Meta's {error: {…}}.
  const otherWords = [body.error_message, body.error_description].find((v): v is string => typeof v === 'string');
  return signInAnswer('Instagram', response, body, otherWords);
}

/** A long-lived token's answer (`{access_token, token_type, expires_in}`) as stored tokens. */
function longLived(answer: Record<string, unknown>, scope: string, now: Date): InstagramTokens {
  if (typeof answer.access_token !== 'string') throw new Error('Instagram answered without a token.');
  const seconds = Number(answer.expires_in);
  const lives = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
  return {
    accessToken: answer.access_token,
    refreshToken: answer.access_token,
    expiresAt: lives === null ? null : now.getTime() + Math.max(lives / 2, Math.min(lives - HOUR_MS, 24 * HOUR_MS)),
    endsAt: lives === null ? null : now.getTime() + lives,
    refreshExpiresAt: null,
    scope,
  };
}

/**
 * The code for tokens. Step one posts the code, with the app's id and secret, to api.instagram.com/oauth/access_token
 * (form-encoded, grant_type=authorization_code): a token of one hour, given as `{"data":[{access_token, user_id,
 * permissions}]}` (business-login page; older answers are flat, both are read). Step two trades it for a token of
 * 60 days: GET graph.instagram.com/access_token?grant_type=ig_exchange_token (reference/access_token).
 */
export async function instagramExchange(
  app: AppSettings,
  grant: { code: string; redirectUri: string },
  now: () => Date,
): Promise<OAuthTokens> {
  const first = await tokenCall(
    new Request(app.tokenUrl, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: grant.redirectUri,
        code: grant.code,
      }),
    }),
  );
  const short = (Array.isArray(first.data) ? first.data[0] : first) as Record<string, unknown> | undefined;
  if (typeof short?.access_token !== 'string') throw new Error('Instagram answered the code without a token.');
  const permissions = Array.isArray(short.permissions) ? short.permissions.join(',') : String(short.permissions ?? '');
  const long = await tokenCall(
    new Request(
      graphUrl(app, '/access_token', {
        grant_type: 'ig_exchange_token',
        client_secret: app.clientSecret,
        access_token: short.access_token,
      }),
      { headers: { accept: 'application/json' } },
    ),
  );
  return longLived(long, permissions, now());
}

/**
 * The session's `renew`: GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token with the token,
 * which gives 60 days from now (reference/refresh_access_token). A refusal (an ended or revoked token) is
 * TokenRefused, so the channel asks for reconnecting; when Instagram fails while the token still has days left, the
 * token stays as it is and renewing is tried again in an hour.
 */
export function instagramRenew(now: () => Date) {
  return async (tokens: OAuthTokens, app: AppSettings): Promise<OAuthTokens> => {
    const current = tokens as InstagramTokens;
    try {
      const answer = await tokenCall(
        new Request(
          graphUrl(app, '/refresh_access_token', {
            grant_type: 'ig_refresh_token',
            access_token: current.refreshToken ?? current.accessToken,
          }),
          { headers: { accept: 'application/json' } },
        ),
      );
      return longLived(answer, current.scope, now());
    } catch (error) {
      const left = (current.endsAt ?? 0) - now().getTime();
      if (error instanceof TokenRefused || left < 2 * HOUR_MS) throw error;
      return { ...current, expiresAt: now().getTime() + HOUR_MS };
    }
  };
}

/**
 * Who signed in: GET graph.instagram.com/v25.0/me with the fields of the Instagram user (reference/me and the IG
 * User reference): `user_id` is the professional account's id, the one the API's paths and webhooks name (`id` is
 * scoped to the app). One account per sign-in.
 */
export async function instagramAccounts({ app, tokens }: SignIn): Promise<ConnectedAccount[]> {
  const url = graphUrl(app, graphPath('/me'), { fields: 'user_id,username,name,profile_picture_url,account_type' });
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const me = (Array.isArray(body.data) ? body.data[0] : body) as Record<string, string | undefined> | undefined;
  const id = me?.user_id ?? me?.id;
  if (!response.ok || !id || !me?.username) {
    const error = graphErrorOf(body);
    throw new Error(`Instagram did not say who signed in: ${error ? graphWords(error) : `HTTP ${response.status}`}`);
  }
  return [
    {
      accountId: String(id),
      name: me.name || me.username,
      screenName: me.username,
      picture: me.profile_picture_url?.startsWith('https://') ? me.profile_picture_url : '',
      credentials: tokens,
      signInEndsAt: null,
    },
  ];
}
