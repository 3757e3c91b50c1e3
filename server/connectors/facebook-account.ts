import { appSecretProof, graphPath, signInAnswer } from './meta-graph.ts';
import type { SignIn } from './oauth/network.ts';
import type { OAuthTokens } from './oauth/oauth2.ts';
import { apiAddress, type AppSettings } from './oauth/providers.ts';
import type { ConnectedAccount } from './types.ts';

// Facebook Login's code exchange, the long-lived user token and the Pages it reaches, each with its own Page token.
// Sources: docs/research/network-apis.md §2.1–2.2.

const TIMEOUT_MS = 15_000;
/** /me/accounts pages of at most this many Pages; a person with more is read on by the `after` cursor. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/** One GET of the Graph API outside a channel (the sign-in): its body, or TokenRefused / Error in Meta's words. */
async function graphGet(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return signInAnswer('Facebook', response, body);
}

const tokenAddress = (app: AppSettings, params: Record<string, string>) => {
  const url = new URL(app.tokenUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
};

/**
 * The code for a user token, then that for a long-lived one. Facebook exchanges the code with a GET carrying the
 * secret in the query, without grant_type (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow,
 * "Exchanging Code for an Access Token"), then `grant_type=fb_exchange_token` gives a token of about 60 days
 * (developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived). There are no refresh tokens.
 */
export async function facebookExchange(
  app: AppSettings,
  grant: { code: string; redirectUri: string },
  now: () => Date,
): Promise<OAuthTokens> {
  const first = await graphGet(
    tokenAddress(app, {
      client_id: app.clientId,
      redirect_uri: grant.redirectUri,
      client_secret: app.clientSecret,
      code: grant.code,
    }),
  );
  if (typeof first.access_token !== 'string') throw new Error('Facebook answered the code without a token.');
  const long = await graphGet(
    tokenAddress(app, {
      grant_type: 'fb_exchange_token',
      client_id: app.clientId,
      client_secret: app.clientSecret,
      fb_exchange_token: first.access_token,
    }),
  );
  if (typeof long.access_token !== 'string') throw new Error('Facebook answered the exchange without a token.');
  const seconds = Number(long.expires_in);
  return {
    accessToken: long.access_token,
    refreshToken: null,
    expiresAt: Number.isFinite(seconds) && seconds > 0 ? now().getTime() + seconds * 1000 : null,
    scope: '',
  };
}

/** A Page of GET /me/accounts (developers.facebook.com/docs/pages-api/getting-started). */
interface ManagedPage {
  id: string;
  name?: string;
  username?: string;
  access_token?: string;
  tasks?: string[];
  picture?: { data?: { url?: string } };
}

/** Every Page the person granted the app, by the `after` cursor (developers.facebook.com/docs/graph-api/results). */
async function managedPages(app: AppSettings, userToken: string): Promise<ManagedPage[]> {
  const pages: ManagedPage[] = [];
  let after: string | undefined;
  for (let read = 0; read < MAX_PAGES; read++) {
    const url = apiAddress(app, `https://graph.facebook.com${graphPath('/me/accounts')}`);
    url.search = new URLSearchParams({
      fields: 'id,name,username,access_token,tasks,picture',
      limit: String(PAGE_SIZE),
      access_token: userToken,
      appsecret_proof: appSecretProof(userToken, app.clientSecret),
      ...(after ? { after } : {}),
    }).toString();
    const answer = (await graphGet(url)) as {
      data?: ManagedPage[];
      paging?: { cursors?: { after?: string }; next?: string };
    };
    pages.push(...(answer.data ?? []));
    after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return pages;
}

/**
 * What the sign-in granted and until when the app may read the person's data: GET /debug_token with the app's
 * token `{app-id}|{app-secret}` (developers.facebook.com/docs/facebook-login/guides/access-tokens/debugging).
 * `data_access_expires_at` ends the 90-day data access a new sign-in renews
 * (developers.facebook.com/docs/facebook-login/auth-vs-data).
 */
async function inspect(
  app: AppSettings,
  userToken: string,
): Promise<{ scopes: string[]; dataAccessEnds: Date | null }> {
  const url = apiAddress(app, 'https://graph.facebook.com/debug_token');
  url.search = new URLSearchParams({
    input_token: userToken,
    access_token: `${app.clientId}|${app.clientSecret}`,
  }).toString();
  const { data } = (await graphGet(url)) as { data?: { scopes?: string[]; data_access_expires_at?: number } };
  const ends = Number(data?.data_access_expires_at);
  return {
    scopes: Array.isArray(data?.scopes) ? data.scopes : [],
    dataAccessEnds: Number.isFinite(ends) && ends > 0 ? new Date(ends * 1000) : null,
  };
}

/**
 * The Pages the person granted and may post on (the CREATE_CONTENT task), each a channel with its own Page token.
 * Page tokens read with a long-lived user token have no expiry
 * (developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived, "long-lived Page access
 * token"), so nothing is renewed; the sign-in ends with the person's data access, when the Channels page asks for
 * reconnecting.
 */
export async function facebookPages({ app, tokens }: SignIn): Promise<ConnectedAccount[]> {
  const [pages, granted] = await Promise.all([managedPages(app, tokens.accessToken), inspect(app, tokens.accessToken)]);
  return pages
    .filter((page) => page.access_token && (!page.tasks || page.tasks.includes('CREATE_CONTENT')))
    .map((page) => {
      const credentials: OAuthTokens = {
        accessToken: page.access_token!,
        refreshToken: null,
        expiresAt: null,
        scope: granted.scopes.join(' '),
      };
      const picture = page.picture?.data?.url;
      return {
        accountId: page.id,
        name: page.name || page.username || page.id,
        screenName: page.username || page.id,
        picture: picture?.startsWith('https://') ? picture : '',
        credentials,
        signInEndsAt: granted.dataAccessEnds,
      };
    });
}
