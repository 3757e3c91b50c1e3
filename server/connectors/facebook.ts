import type { OAuthNetwork } from './networks.ts';

/** Not built yet: the network shows in the Connect dialog as coming (issue 15). */
export const facebookNetwork: OAuthNetwork | null = null;
