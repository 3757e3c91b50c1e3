import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from './secrets.ts';
import type { AuthContext } from './auth-context.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, oauthClients, users, workspaces } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { formatInZone } from '../../domain/time.ts';

/** A person's sessions: their tokens still working, in every workspace and application. */
const live = (userId: number, now: Date) =>
  and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now));

export async function listSessions(db: Db, auth: AuthContext, now: Date) {
  const rows = await db
    .select({
      id: accessTokens.id,
      application: oauthClients.name,
      workspaceName: workspaces.name,
      userAgent: accessTokens.userAgent,
      createdAt: accessTokens.createdAt,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .innerJoin(oauthClients, eq(oauthClients.id, accessTokens.clientId))
    .innerJoin(workspaces, eq(workspaces.id, accessTokens.workspaceId))
    .where(live(auth.userId, now))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id))
    .limit(500);
  return rows.map((row) => ({
    session_id: String(row.id),
    application: row.application,
    workspace_name: row.workspaceName,
    user_agent: row.userAgent ?? '',
    started_at: formatInZone(row.createdAt, auth.timezone),
    expires_at: formatInZone(row.expiresAt, auth.timezone),
    current: row.id === auth.tokenId,
  }));
}

/** Ends sessions of the caller: one, or all. Answers the ids revoked, for the caches. */
export async function endSessions(
  db: Db,
  auth: AuthContext,
  which: { sessionId: number } | 'all',
  now: Date,
): Promise<number[]> {
  const scope =
    which === 'all' ? live(auth.userId, now) : and(live(auth.userId, now), eq(accessTokens.id, which.sessionId));
  const revoked = await db.update(accessTokens).set({ revokedAt: now }).where(scope).returning({ id: accessTokens.id });
  if (which !== 'all' && revoked.length === 0) throw notFound('session of yours', 'session_id');
  return revoked.map((r) => r.id);
}

/** A new password, once the current one is proved; every other session of the person ends. */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  change: { current: string; next: string },
  now: Date,
): Promise<number[]> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.userId));
  if (!(await verifyPassword(change.current, user!.passwordHash)))
    throw invalid('wrong_password', 'current_password: that is not your current password.', 'current_password');
  const passwordHash = await hashPassword(change.next);
  return inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    const revoked = await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(live(auth.userId, now), ne(accessTokens.id, auth.tokenId)))
      .returning({ id: accessTokens.id });
    return revoked.map((r) => r.id);
  });
}

export async function updateProfile(db: Db, auth: AuthContext, change: { name?: string; picture?: string }) {
  const columns = { id: users.id, name: users.name, email: users.email, picture: users.picture };
  const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const [row] =
    Object.keys(set).length === 0
      ? await db.select(columns).from(users).where(eq(users.id, auth.userId))
      : await db.update(users).set(set).where(eq(users.id, auth.userId)).returning(columns);
  return { user_id: String(row!.id), name: row!.name, email: row!.email, picture: row!.picture };
}
