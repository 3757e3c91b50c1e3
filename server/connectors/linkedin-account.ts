import type { SignIn } from './oauth/network.ts';
import { signInEndsAt } from './oauth/oauth2.ts';
import { granted, reasonOf, restHeaders } from './linkedin-api.ts';
import type { ConnectedAccount } from './types.ts';

const TIMEOUT_MS = 15_000;

/** A GET of LinkedIn's API with the sign-in's token, its JSON answer; anything but 200 says what LinkedIn said. */
async function read(signIn: SignIn, path: string): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, signIn.app.apiOrigin), {
    headers: { authorization: `Bearer ${signIn.tokens.accessToken}`, accept: 'application/json', ...restHeaders },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(
      `LinkedIn did not say who signed in (${path.split('?')[0]}): ${reasonOf(answer) ?? response.status}`,
    );
  return answer;
}

const httpsOnly = (picture: unknown) => (typeof picture === 'string' && picture.startsWith('https://') ? picture : '');

/**
 * Who signed in: GET /v2/userinfo, the OpenID Connect claims (learn.microsoft.com/en-us/linkedin/consumer/
 * integrations/self-serve/sign-in-with-linkedin-v2): `sub` is the member's id, whose URN authors their posts.
 */
async function member(signIn: SignIn): Promise<Omit<ConnectedAccount, 'credentials'>> {
  const me = await read(signIn, '/v2/userinfo');
  if (typeof me.sub !== 'string' || me.sub === '') throw new Error('LinkedIn did not say who signed in.');
  const name = typeof me.name === 'string' && me.name ? me.name : 'LinkedIn member';
  return { accountId: `urn:li:person:${me.sub}`, name, screenName: name, picture: httpsOnly(me.picture) };
}

/**
 * The organizations the member administers: GET /rest/organizationAcls?q=roleAssignee, approved ADMINISTRATOR
 * roles only (…/community-management/organizations/organization-access-control-by-role), each named by
 * GET /rest/organizations/{id} (…/organizations/organization-lookup-api). Older answers call the organization
 * `organizationalTarget`.
 */
async function organizations(signIn: SignIn): Promise<Omit<ConnectedAccount, 'credentials'>[]> {
  const acls = await read(signIn, '/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&count=100');
  const urns = ((acls.elements ?? []) as { organization?: string; organizationalTarget?: string }[])
    .map((acl) => acl.organization ?? acl.organizationalTarget ?? '')
    .filter((urn) => /^urn:li:organization:\d+$/.test(urn));
  const found: Omit<ConnectedAccount, 'credentials'>[] = [];
  for (const urn of new Set(urns)) {
    const id = urn.slice('urn:li:organization:'.length);
    const organization = await read(signIn, `/rest/organizations/${id}`);
    const name = typeof organization.localizedName === 'string' ? organization.localizedName : `Organization ${id}`;
    const vanity = typeof organization.vanityName === 'string' ? organization.vanityName : '';
    // The logo is a media asset URN, not an address: the organization shows without a picture.
    found.push({ accountId: urn, name, screenName: vanity || name, picture: '' });
  }
  return found;
}

/**
 * Every account a LinkedIn sign-in reaches: the member, and the organizations they administer when the grant has
 * the Community Management scopes. Each carries the sign-in's tokens (LinkedIn's tokens are the member's, and act
 * for their pages) and when the sign-in ends beyond renewal: the refresh token's end (365 days from the first
 * sign-in, learn.microsoft.com/en-us/linkedin/shared/authentication/programmatic-refresh-tokens), or the access
 * token's (60 days) for an app LinkedIn gives no refresh tokens.
 */
export async function linkedinAccounts(signIn: SignIn): Promise<ConnectedAccount[]> {
  const reach = [await member(signIn)];
  if (granted(signIn.tokens.scope, 'r_organization_admin', 'rw_organization_admin'))
    reach.push(...(await organizations(signIn)));
  const endsAt = signInEndsAt(signIn.tokens);
  return reach.map((account) => ({ ...account, credentials: signIn.tokens, signInEndsAt: endsAt }));
}
