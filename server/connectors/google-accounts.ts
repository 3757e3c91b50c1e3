import { conflict } from '../domain/errors.ts';
import { ACCOUNTS_HOST, INFORMATION_HOST, problemOf } from './google-api.ts';
import type { SignIn } from './oauth/network.ts';
import { signInEndsAt } from './oauth/oauth2.ts';
import { apiAddress, type AppSettings } from './oauth/providers.ts';
import type { ConnectedAccount } from './types.ts';

const TIMEOUT_MS = 15_000;
/** How many pages of accounts, and of each account's locations, a sign-in reads at most. */
const MAX_PAGES = 10;

interface Location {
  name: string;
  title?: string;
  storefrontAddress?: { addressLines?: string[]; locality?: string };
}

/** A GET of Google's API with the new sign-in's access token; a refusal in Google's words, for the person. */
async function get(app: AppSettings, accessToken: string, documented: string): Promise<Record<string, unknown>> {
  const response = await fetch(apiAddress(app, documented), {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return body;
  const said = problemOf(body) ?? `HTTP ${response.status}`;
  // 4xx: the person can act on it (API access not granted yet, quota 0, no permission); else Google failed.
  if (response.status >= 400 && response.status < 500)
    throw conflict('network_refused', `Google refused to list the business profiles: ${said}`);
  throw new Error(`Google failed to list the business profiles (HTTP ${response.status}): ${said}`);
}

/** Every page of a list, following nextPageToken (Google's list methods all page this way). */
async function allPages<T>(app: AppSettings, accessToken: string, documented: string, field: string): Promise<T[]> {
  const items: T[] = [];
  let page: string | undefined;
  for (let read = 0; read < MAX_PAGES; read++) {
    const url = new URL(documented);
    if (page) url.searchParams.set('pageToken', page);
    const answer = await get(app, accessToken, url.href);
    items.push(...((answer[field] as T[] | undefined) ?? []));
    page = typeof answer.nextPageToken === 'string' ? answer.nextPageToken : undefined;
    if (!page) break;
  }
  return items;
}

/**
 * How the channel is shown (the service writes its posts and replies under this name): the business's title, with
 * its street when it has one, to tell apart locations that share a title.
 */
function screenNameOf(location: Location, title: string): string {
  const address = location.storefrontAddress;
  const street = address?.addressLines?.[0] ?? address?.locality;
  return street ? `${title}, ${street}` : title;
}

/**
 * The business locations the person manages: every account they reach (accounts.list, developers.google.com/
 * my-business/reference/accountmanagement/rest/v1/accounts/list), and each account's locations (accounts.locations.list,
 * .../businessinformation/rest/v1/accounts.locations/list, readMask required). Each location is a channel, named
 * `accounts/{a}/locations/{l}` as the v4 posts and reviews address it, all with the one sign-in's tokens.
 */
export async function googleLocations({ app, tokens }: SignIn): Promise<ConnectedAccount[]> {
  const token = tokens.accessToken;
  const accounts = await allPages<{ name: string }>(app, token, `${ACCOUNTS_HOST}/v1/accounts?pageSize=20`, 'accounts');
  const found = new Map<string, ConnectedAccount>();
  for (const account of accounts) {
    const locations = await allPages<Location>(
      app,
      token,
      `${INFORMATION_HOST}/v1/${account.name}/locations?readMask=name,title,storefrontAddress&pageSize=100`,
      'locations',
    );
    for (const location of locations) {
      // A location reached through several accounts (the person's own and a group) is one channel.
      if (found.has(location.name)) continue;
      const title = location.title || location.name;
      found.set(location.name, {
        accountId: `${account.name}/${location.name}`,
        name: title,
        screenName: screenNameOf(location, title),
        picture: '',
        credentials: tokens,
        signInEndsAt: signInEndsAt(tokens),
      });
    }
  }
  return [...found.values()];
}
