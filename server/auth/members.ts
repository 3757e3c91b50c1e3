import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, users } from '../db/schema.ts';
import { verifyPassword } from './secrets.ts';

const DUMMY_HASH = 'scrypt$16384$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The member an email and password name (their first workspace), or undefined. */
export async function verifyLogin(db: Db, email: string, password: string) {
  const [row] = await db
    .select({ userId: users.id, passwordHash: users.passwordHash, workspaceId: memberships.workspaceId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, normalEmail(email)))
    .orderBy(memberships.createdAt)
    .limit(1);
  // Hash even for unknown addresses, so timing does not tell which addresses exist.
  const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
  return ok && row ? { userId: row.userId, workspaceId: row.workspaceId } : undefined;
}
