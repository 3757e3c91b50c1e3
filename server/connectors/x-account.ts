import type { AppSettings } from './oauth/providers.ts';
import type { ConnectedAccount } from './types.ts';

const TIMEOUT_MS = 15_000;

/**
 * Who signed in at X: GET /2/users/me with the user's token (docs.x.com/x-api/users/lookup, "GetUsersMe"), its
 * picture asked for with user.fields. The channel is named as the account is, its handle is the username.
 */
export async function xAccount(app: AppSettings, accessToken: string): Promise<Omit<ConnectedAccount, 'credentials'>> {
  const url = new URL('/2/users/me', app.apiOrigin);
  url.searchParams.set('user.fields', 'profile_image_url');
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    data?: { id?: string; name?: string; username?: string; profile_image_url?: string };
    detail?: string;
  };
  const user = answer.data;
  if (!response.ok || !user?.id || !user.username)
    throw new Error(`X did not say who signed in: ${answer.detail ?? `HTTP ${response.status}`}`);
  return {
    accountId: user.id,
    name: user.name || user.username,
    screenName: user.username,
    picture: user.profile_image_url?.startsWith('https://') ? user.profile_image_url : '',
  };
}
