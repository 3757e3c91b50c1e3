import type { AppSettings } from './oauth/providers.ts';
import type { ConnectedAccount } from './types.ts';

const TIMEOUT_MS = 15_000;

/** The fields of Pinterest's Account read here (developers.pinterest.com/docs/api/v5/#operation/user_account/get). */
interface PinterestAccount {
  id?: string;
  username?: string;
  business_name?: string | null;
  profile_image?: string;
}

/**
 * Who signed in at Pinterest: GET /v5/user_account with the user's token (scope user_accounts:read). The channel is
 * named as the business is (else by its username), its handle is the username. The spec gives `id` without
 * requiring it; were it missing, the username (unique on Pinterest) stands for the account.
 */
export async function pinterestAccount(
  app: AppSettings,
  accessToken: string,
): Promise<Omit<ConnectedAccount, 'credentials'>> {
  const response = await fetch(new URL('/v5/user_account', app.apiOrigin), {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as PinterestAccount & { message?: string };
  if (!response.ok || !answer.username)
    throw new Error(`Pinterest did not say who signed in: ${answer.message ?? `HTTP ${response.status}`}`);
  return {
    accountId: answer.id || answer.username,
    name: answer.business_name || answer.username,
    screenName: answer.username,
    picture: answer.profile_image?.startsWith('https://') ? answer.profile_image : '',
  };
}
