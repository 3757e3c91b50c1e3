import type { ConnectorContext } from '../context.ts';
import { refreshTokens, signInEndsAt, TokenRefused, type OAuthTokens } from './oauth2.ts';
import { appSettings, type AppSettings, type OAuthProvider } from './providers.ts';
import { NeedsReconnect, PublishError, type ConnectorChannel } from '../types.ts';

/** An access token this close to its end is renewed before use rather than after a refusal. */
const EARLY_MS = 60_000;
const TIMEOUT_MS = 30_000;

/** One answer of a network's API: the response (status, headers) and its body read as JSON (undefined if not JSON). */
export interface ApiAnswer {
  response: Response;
  body: unknown;
}

export interface OAuthSession {
  /** The network's app on this server (its settings can be unset after channels were connected). */
  app(): AppSettings;
  /**
   * One call to the network's API as the channel, with its access token: renewed first when ending, and renewed
   * once more (then asked again) when the network answers 401. Answers whatever the network answered otherwise,
   * for the connector to read in the network's own words; a second 401 is NeedsReconnect.
   */
  call(channel: ConnectorChannel, request: (accessToken: string, app: AppSettings) => Request): Promise<ApiAnswer>;
}

/**
 * The token side of an OAuth network's connector (decision 015). Renewing happens with the channel's row locked
 * and the new tokens are stored before the lock is let go, so where refresh tokens rotate (X, Pinterest) no other
 * call, on any instance, can use the spent one. `renew` replaces the standard refresh_token grant for networks that
 * renew otherwise (Instagram's ig_refresh_token).
 */
export function oauthSession(
  context: ConnectorContext,
  provider: OAuthProvider,
  options: { network: string; renew?: (tokens: OAuthTokens, app: AppSettings) => Promise<OAuthTokens> } = {
    network: provider.app,
  },
): OAuthSession {
  const { network } = options;
  const app = (): AppSettings => {
    const settings = appSettings(context.config, provider);
    if ('missing' in settings)
      throw new PublishError(
        `${network} is not set up on this server any more (${settings.missing.join(' and ')} unset).`,
      );
    return settings;
  };
  const tokensOf = (sealed: string | null): OAuthTokens => {
    if (!sealed) throw new NeedsReconnect('the channel has no stored sign-in');
    return JSON.parse(context.secrets.open(sealed)) as OAuthTokens;
  };
  const expiring = (tokens: OAuthTokens) =>
    tokens.expiresAt !== null && tokens.expiresAt - EARLY_MS <= context.now().getTime();

  /** New tokens for the channel, unless another call renewed them meanwhile (then those). */
  async function renewed(channelId: number, spent: string): Promise<OAuthTokens> {
    return context.holdCredentials(channelId, async (held) => {
      const current = tokensOf(held.sealed);
      if (current.accessToken !== spent && !expiring(current)) return current;
      if (!current.refreshToken && !options.renew)
        throw new NeedsReconnect(`${network} ended the sign-in and gave no way to renew it`);
      let next: OAuthTokens;
      try {
        next = options.renew
          ? await options.renew(current, app())
          : await refreshTokens(provider, app(), current.refreshToken!, context.now);
      } catch (error) {
        if (error instanceof TokenRefused)
          throw new NeedsReconnect(`${network} refused to renew the sign-in: ${error.message}`);
        throw error;
      }
      // A network that gives no new refresh token keeps the old one working (Google, LinkedIn until its end).
      next = { ...next, refreshToken: next.refreshToken ?? current.refreshToken };
      if (next.refreshExpiresAt === undefined) next.refreshExpiresAt = current.refreshExpiresAt ?? null;
      await held.store(context.secrets.seal(JSON.stringify(next)), signInEndsAt(next));
      return next;
    });
  }

  return {
    app,
    async call(channel, request) {
      let tokens = tokensOf(channel.credentials);
      if (expiring(tokens)) tokens = await renewed(channel.id, tokens.accessToken);
      for (let attempt = 0; ; attempt++) {
        const response = await fetch(request(tokens.accessToken, app()), { signal: AbortSignal.timeout(TIMEOUT_MS) });
        const text = await response.text();
        let body: unknown;
        try {
          body = text === '' ? undefined : JSON.parse(text);
        } catch {
          body = undefined;
        }
        if (response.status !== 401) return { response, body };
        if (attempt > 0) return { response, body };
        tokens = await renewed(channel.id, tokens.accessToken);
      }
    },
  };
}

/** A JSON request to the network's API (the body, when there is one, as JSON). */
export function jsonRequest(
  url: URL | string,
  accessToken: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Request {
  return new Request(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** When a 429 (or a network's own signal) says to come back: `Retry-After` in seconds or as a date, else `fallbackMs`. */
export function retryAfter(response: Response, now: Date, fallbackMs = 15 * 60_000): Date {
  const header = response.headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return new Date(now.getTime() + seconds * 1000);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return new Date(date);
  }
  return new Date(now.getTime() + fallbackMs);
}
