import { facebookNetwork } from './facebook.ts';
import { googleNetwork } from './google.ts';
import { instagramNetwork } from './instagram.ts';
import { linkedinNetwork } from './linkedin.ts';
import type { OAuthNetwork } from './oauth/network.ts';
import { exchangeCode } from './oauth/oauth2.ts';
import type { AppSettings } from './oauth/providers.ts';
import { pinterestNetwork } from './pinterest.ts';
import { xNetwork } from './x.ts';

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
