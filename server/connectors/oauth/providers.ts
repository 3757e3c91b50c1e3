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
  /** How the scopes are joined in the authorize address: spaces (RFC 6749) unless the network documents commas. */
  scopeSeparator?: ' ' | ',';
  /** False where the network documents no PKCE (then the state alone binds the sign-in to its request). */
  pkce?: boolean;
  /** More parameters of the consent page's address (Google's access_type=offline and prompt=consent). */
  authorizeParams?: Record<string, string>;
  /** HTTP Basic with client id and secret, or both in the form (each network documents one). */
  clientAuth: 'basic' | 'body';
}

/** An app's settings as configured on this server, with the base addresses resolved. */
export interface AppSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** The API's origin: the configured `<APP>_API_BASE_URL`, else the documented one. */
  apiOrigin: string;
  /** The configured base addresses, when set (see `apiAddress`). */
  apiBase?: string;
  authBase?: string;
}

/**
 * A documented address of the network's API with its scheme and host replaced by `<APP>_API_BASE_URL` when that is
 * set, path and query unchanged: for networks whose API spans several hosts (Google, Instagram), all go to the one
 * configured base.
 */
export function apiAddress(app: Pick<AppSettings, 'apiBase'>, documented: string): URL {
  const url = new URL(documented);
  if (!app.apiBase) return url;
  return new URL(`${url.pathname}${url.search}`, `${app.apiBase}/`);
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
    apiBase: config[`${provider.app}_API_BASE_URL`]?.replace(/\/+$/, ''),
    authBase: config[`${provider.app}_AUTH_BASE_URL`]?.replace(/\/+$/, ''),
  };
}
