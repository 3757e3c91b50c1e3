import type { ConnectorContext } from './context.ts';
import { facebookNetwork } from './facebook.ts';
import { googleNetwork } from './google.ts';
import { instagramNetwork } from './instagram.ts';
import { linkedinNetwork } from './linkedin.ts';
import { exchangeCode, type OAuthTokens } from './oauth/oauth2.ts';
import type { AppSettings, OAuthProvider } from './oauth/providers.ts';
import { pinterestNetwork } from './pinterest.ts';
import type { Connector, ConnectedAccount } from './types.ts';
import { xNetwork } from './x.ts';

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

/** The networks connected through OAuth, in channel_type order; a network not built yet is null. */
export const oauthNetworks: readonly OAuthNetwork[] = [
  xNetwork,
  facebookNetwork,
  linkedinNetwork,
  instagramNetwork,
  pinterestNetwork,
  googleNetwork,
].filter((network): network is OAuthNetwork => network !== null);

export const oauthNetworkFor = (channelType: number) =>
  oauthNetworks.find((network) => network.provider.channelType === channelType);

/** The code for tokens: the network's own way, or RFC 6749's token request with PKCE. */
export const tokensForCode = (
  network: OAuthNetwork,
  app: AppSettings,
  grant: { code: string; verifier: string; redirectUri: string },
  now: () => Date,
) => (network.exchange ?? ((...args) => exchangeCode(network.provider, ...args)))(app, grant, now);

/** Every connector name a channel can carry: the sandbox, Bluesky (app passwords) and the OAuth networks. */
export const CONNECTORS = [
  'sandbox',
  'bluesky',
  'x',
  'facebook',
  'instagram',
  'linkedin',
  'pinterest',
  'google',
] as const;
export type ConnectorName = (typeof CONNECTORS)[number];
