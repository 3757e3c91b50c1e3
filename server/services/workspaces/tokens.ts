import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, memberships, users, workspaces } from '../../db/schema.ts';
import { unauthorized } from '../../domain/errors.ts';
import { randomSecret, sha256 } from './secrets.ts';
import type { AuthContext } from './auth-context.ts';
import type { TokenCache } from './token-cache.ts';

export async function issueToken(
  db: Db,
  grant: { clientId: string; userId: number; workspaceId: number; codeId: number | null; userAgent?: string | null },
  ttlSeconds: number,
): Promise<string> {
  const token = randomSecret();
  await db.insert(accessTokens).values({
    tokenHash: sha256(token),
    ...grant,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export async function authenticate(db: Db, token: string | undefined, cache?: TokenCache): Promise<AuthContext> {
  if (!token) throw unauthorized('missing_token', 'Log in first: this call needs an access token.');
  const hash = sha256(token);
  const cached = cache?.get(hash);
  if (cached) return cached;
  const [row] = await db
    .select({
      tokenId: accessTokens.id,
      expiresAt: accessTokens.expiresAt,
      revokedAt: accessTokens.revokedAt,
      userId: users.id,
      userName: users.name,
      userPicture: users.picture,
      email: users.email,
      role: memberships.role,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      timezone: workspaces.timezone,
      clock: workspaces.clock,
      approvalRequired: workspaces.approvalRequired,
      clientId: accessTokens.clientId,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .innerJoin(workspaces, eq(workspaces.id, accessTokens.workspaceId))
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.workspaceId, workspaces.id)))
    .where(eq(accessTokens.tokenHash, hash))
    .limit(1);
  if (!row) throw unauthorized('invalid_token', 'The access token is not valid. Log in again.');
  if (row.revokedAt) throw unauthorized('token_revoked', 'The access token was revoked (logged out). Log in again.');
  if (row.expiresAt.getTime() <= Date.now())
    throw unauthorized('token_expired', 'The access token has expired. Log in again.');
  const { revokedAt: _r, ...context } = row;
  cache?.set(hash, context, context.expiresAt.getTime());
  return context;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** RFC 6749 §4.1.2: a code used twice revokes what it already granted. */
export async function revokeTokensOfCode(db: Db, codeId: number): Promise<number[]> {
  const revoked = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.codeId, codeId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return revoked.map((r) => r.id);
}

/** Which of these tokens were revoked (the event streams' check for revocations they were not told of). */
export async function revokedAmong(db: Db, tokenIds: number[]): Promise<number[]> {
  if (tokenIds.length === 0) return [];
  const rows = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(inArray(accessTokens.id, tokenIds), isNotNull(accessTokens.revokedAt)));
  return rows.map((r) => r.id);
}
