import type { Config, OAuthApp } from '../../config.ts';

/**
 * A network whose accounts connect through its own OAuth 2 sign-in (decision 015): where its pages and API are
 * (as documented; `<APP>_AUTH_BASE_URL` and `<APP>_API_BASE_URL` replace scheme and host only), what is asked for,
 * and how the app proves itself at the token endpoint.
 */
export interface OAuthProvider {
  channelType: number;
  /** The prefix of its settings: X_CLIENT_ID, X_CLIENT_SECRET, X_API_BASE_URL, X_AUTH_BASE_URL. */
  app: OAuthApp;
  /** The documented origins of the consent page (the browser's) and of the API (the service's). */
  authOrigin: string;
  apiOrigin: string;
  authorizePath: string;
  /** The token endpoint, on the API origin unless `tokenOnAuthOrigin` (LinkedIn keeps it beside its consent page). */
  tokenPath: string;
  tokenOnAuthOrigin?: boolean;
  scopes: readonly string[];
  /** HTTP Basic with client id and secret, or both in the form (each network documents one). */
  clientAuth: 'basic' | 'body';
}

/**
 * The networks built so far. X: OAuth 2.0 with PKCE, confidential client (docs.x.com/fundamentals/authentication/
 * oauth-2-0/authorization-code and user-access-token); offline.access for refresh tokens, which rotate on use.
 */
export const oauthProviders: readonly OAuthProvider[] = [
  {
    channelType: 1,
    app: 'X',
    authOrigin: 'https://x.com',
    apiOrigin: 'https://api.x.com',
    authorizePath: '/i/oauth2/authorize',
    tokenPath: '/2/oauth2/token',
    scopes: [
      'tweet.read',
      'tweet.write',
      'users.read',
      'media.write',
      'like.write',
      'dm.read',
      'dm.write',
      'offline.access',
    ],
    clientAuth: 'basic',
  },
];

export const providerFor = (channelType: number) => oauthProviders.find((p) => p.channelType === channelType);

/** An app's settings as configured on this server, with the base addresses resolved. */
export interface AppSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiOrigin: string;
}

const origin = (configured: string | undefined, documented: string) => (configured ?? documented).replace(/\/+$/, '');

/** The provider's app on this server, or the names of the settings it still needs. */
export function appSettings(config: Config, provider: OAuthProvider): AppSettings | { missing: string[] } {
  const clientId = config[`${provider.app}_CLIENT_ID`];
  const clientSecret = config[`${provider.app}_CLIENT_SECRET`];
  if (!clientId || !clientSecret)
    return {
      missing: [
        ...(clientId ? [] : [`${provider.app}_CLIENT_ID`]),
        ...(clientSecret ? [] : [`${provider.app}_CLIENT_SECRET`]),
      ],
    };
  const auth = origin(config[`${provider.app}_AUTH_BASE_URL`], provider.authOrigin);
  const api = origin(config[`${provider.app}_API_BASE_URL`], provider.apiOrigin);
  return {
    clientId,
    clientSecret,
    authorizeUrl: `${auth}${provider.authorizePath}`,
    tokenUrl: `${provider.tokenOnAuthOrigin ? auth : api}${provider.tokenPath}`,
    apiOrigin: api,
  };
}
