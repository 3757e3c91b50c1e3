import type { ConnectorContext } from '../context.ts';
import type { ConnectedAccount, Connector } from '../types.ts';
import type { OAuthTokens } from './oauth2.ts';
import type { AppSettings, OAuthProvider } from './providers.ts';

// The shape of one network's module, apart from the registry that lists them (networks.ts), which imports each.

/** What a sign-in at the network has to go on: the app, the tokens from the code, and the service's clock. */
export interface SignIn {
  app: AppSettings;
  tokens: OAuthTokens;
  now: () => Date;
}

/**
 * A network whose accounts connect through its OAuth 2 sign-in (decision 015), as one module of its own: the
 * provider (addresses, scopes, client authentication), the connector name stored on its channels, the accounts a
 * sign-in reaches, and the connector that publishes and reads the inbox as them.
 */
export interface OAuthNetwork {
  provider: OAuthProvider;
  /** Stored as `channels.connector` and shown as the channel entry's `connector`. */
  connector: 'x' | 'facebook' | 'instagram' | 'linkedin' | 'pinterest' | 'google';
  /** The code for tokens, where the network does it otherwise than RFC 6749's POST (Facebook's GET). */
  exchange?: (
    app: AppSettings,
    grant: { code: string; verifier: string; redirectUri: string },
    now: () => Date,
  ) => Promise<OAuthTokens>;
  /**
   * Every account the sign-in lets the service act as (a person's pages, organizations or locations): each with its
   * own credentials (a page's token, or the person's tokens). The person picks among several.
   */
  accounts(signIn: SignIn): Promise<ConnectedAccount[]>;
  /** What to do when a sign-in reached no account to post as (no Page granted, no location managed). */
  noAccountHint?: string;
  create(context: ConnectorContext): Connector;
}
