import { and, eq, isNull } from 'drizzle-orm';
import { randomSecret, sha256, verifyPassword } from './secrets.ts';
import { issueToken, revokeTokensOfCode } from './tokens.ts';
import type { Db } from '../../db/client.ts';
import { oauthCodes } from '../../db/schema.ts';
import { invalid, unauthorized } from '../../domain/errors.ts';
import { findClient, isPublic } from './clients.ts';
import { verifierMatches } from './pkce.ts';

const CODE_TTL_MS = 60_000;

/** A new authorization code for a person who logged in: single-use, 60 s, bound to client, URI and challenge. */
export async function issueCode(
  db: Db,
  grant: { clientId: string; userId: number; workspaceId: number; redirectUri: string; codeChallenge: string | null },
): Promise<string> {
  const code = randomSecret();
  await db.insert(oauthCodes).values({
    codeHash: sha256(code),
    ...grant,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

const badGrant = (message: string) => invalid('invalid_grant', message);

export interface Exchange {
  clientId: string;
  clientSecret?: string;
  code: string;
  redirectUri: string;
  codeVerifier?: string;
}

/**
 * The token endpoint's work (RFC 6749 §4.1.3, RFC 7636): checks the client, the code and its bindings, spends the
 * code in one conditional write (of two exchanges at once, one gets the token) and issues a token. A refused
 * exchange does not spend the code. A code presented again revokes what it granted (RFC 6749 §4.1.2); answers
 * the ids revoked that way through `onRevoked`, so caches can forget them.
 */
export async function exchangeCode(
  db: Db,
  exchange: Exchange,
  ttlSeconds: number,
  onRevoked: (tokenIds: number[]) => void,
  userAgent: string | null = null,
): Promise<string> {
  const client = await findClient(db, exchange.clientId);
  if (!client) throw unauthorized('invalid_client', 'Unknown client_id.');
  if (!isPublic(client)) {
    if (!exchange.clientSecret || !(await verifyPassword(exchange.clientSecret, client.secretHash!)))
      throw unauthorized('invalid_client', 'The client_secret is wrong or missing.');
  }
  const [code] = await db
    .select()
    .from(oauthCodes)
    .where(eq(oauthCodes.codeHash, sha256(exchange.code)))
    .limit(1);
  if (!code || code.clientId !== client.id) throw badGrant('The code is not valid for this client.');
  if (code.usedAt) {
    onRevoked(await revokeTokensOfCode(db, code.id));
    throw badGrant('The code was already used; tokens issued with it are revoked. Log in again.');
  }
  if (code.expiresAt.getTime() <= Date.now()) throw badGrant('The code has expired. Log in again.');
  if (code.redirectUri !== exchange.redirectUri)
    throw badGrant('redirect_uri differs from the one the code was issued for.');
  if (code.codeChallenge) {
    if (!exchange.codeVerifier || !verifierMatches(exchange.codeVerifier, code.codeChallenge))
      throw badGrant('The PKCE code_verifier does not match the code_challenge.');
  } else if (exchange.codeVerifier) {
    throw badGrant('A code_verifier was sent for a code issued without a code_challenge.');
  }
  const claimed = await db
    .update(oauthCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oauthCodes.id, code.id), isNull(oauthCodes.usedAt)))
    .returning({ id: oauthCodes.id });
  if (claimed.length === 0) throw badGrant('The code was already used. Log in again.');
  return issueToken(
    db,
    { clientId: client.id, userId: code.userId, workspaceId: code.workspaceId, codeId: code.id, userAgent },
    ttlSeconds,
  );
}
