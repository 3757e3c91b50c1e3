import type { ForcedLimits, StandInServer } from './http.ts';
import type { AuthorizationServer } from './oauth.ts';

// What every network stand-in offers a test besides its network's own data: the app registered there, the address
// it listens on, the requests it received, and switches that make the network misbehave or the person act.

/** What every stand-in's start takes: the app registered at the network, and where to listen. */
export interface StandInOptions {
  /** The app's client id at the network (default: `{network}-client-id`). */
  clientId?: string;
  /** The app's client secret (default: `{network}-client-secret`). */
  clientSecret?: string;
  /** The app's name as registered at the network, shown on the consent page (default: Social Desk). */
  appName?: string;
  /** A fixed port (the e2e service is started with the stand-in's address); unset: any free one. */
  port?: number;
}

/** The app a stand-in knows: the options' id, secret and name, or the defaults for `network` (as in ports.ts). */
export const appOf = (network: string, options: StandInOptions) => ({
  clientId: options.clientId ?? `${network}-client-id`,
  clientSecret: options.clientSecret ?? `${network}-client-secret`,
  appName: options.appName ?? 'Social Desk',
});

/**
 * The controls every stand-in offers. `Approval` is what `approve` answers: the address itself, or (where the
 * stand-in's `approve` is async) a promise of it.
 */
export interface StandInControls<Approval extends string | Promise<string> = string> extends Pick<
  StandInServer,
  'url' | 'requests' | 'dropAnswerNext' | 'close'
> {
  /** The app's client id: the only one the consent page and token endpoint take. */
  clientId: string;
  /** The app's client secret, for the token endpoint's client authentication. */
  clientSecret: string;
  /**
   * The next `count` calls to a route ('METHOD /path-prefix', or '/path-prefix' for any method) are refused as over
   * the network's rate limit, with the network's status, body and headers, saying it resets in `resetInSeconds`.
   */
  rateLimitNext(route: string, count: number, resetInSeconds: number): void;
  /** Every access token issued so far stops working, as after its lifetime; refresh tokens keep working. */
  expireAccessTokens(): void;
  /** Every grant is revoked, as when the person removes the app: its tokens, refresh tokens included, stop working. */
  revokeAll(): void;
  /**
   * The consent page's Allow (or Cancel, with `deny`), programmatically: the address the network sends the browser
   * back to, the redirect address with code and state, or with the network's refusal. Throws (or rejects) where the
   * consent page would refuse the authorize request.
   */
  approve(authorizeUrl: string, options?: { deny?: boolean }): Approval;
}

/**
 * The controls of a stand-in made of the kit's parts: its server, its forced limits and its authorization server.
 * A stand-in overrides those it does its own way.
 */
export function controlsOf(
  app: { clientId: string; clientSecret: string },
  server: StandInServer,
  limits: ForcedLimits,
  auth: AuthorizationServer,
): StandInControls {
  return {
    url: server.url,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    requests: server.requests,
    rateLimitNext: (route, count, resetInSeconds) => limits.add(route, count, resetInSeconds),
    dropAnswerNext: server.dropAnswerNext,
    expireAccessTokens: auth.expireAccessTokens,
    revokeAll: auth.revokeAll,
    approve: (authorizeUrl, { deny = false } = {}) => auth.approve(authorizeUrl, server.url, { deny }),
    close: server.close,
  };
}

/**
 * What a stand-in that gives a published post's figures offers a test besides (decisions 074 and 075): the figures
 * the network counts of a post, set by its id there (those not set are counted from what the stand-in holds, or 0),
 * and the post deleted as on the network itself. Rate limits are `rateLimitNext`'s, as for every route.
 */
export interface ResultsControls<Figures> {
  setFigures(networkPostId: string, figures: Partial<Figures>): void;
  deletePost(networkPostId: string): void;
}
