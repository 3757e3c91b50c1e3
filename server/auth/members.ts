import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures, memberships, users, workspaces } from '../db/schema.ts';
import { sha256, verifyPassword } from './secrets.ts';

const DUMMY_HASH = 'scrypt$16384$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Who logged in, and the workspaces they belong to (the oldest membership first). */
export interface LoggedIn {
  userId: number;
  workspaces: { workspaceId: number; name: string }[];
}

/** The person an email and password name, with their workspaces; undefined when they do not match (or none). */
export async function verifyLogin(db: Db, email: string, password: string): Promise<LoggedIn | undefined> {
  const rows = await db
    .select({
      userId: users.id,
      passwordHash: users.passwordHash,
      workspaceId: memberships.workspaceId,
      name: workspaces.name,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(users.email, normalEmail(email)))
    .orderBy(memberships.createdAt, memberships.workspaceId);
  // Hash even for unknown addresses, so timing does not tell which addresses exist.
  const ok = await verifyPassword(password, rows[0]?.passwordHash ?? DUMMY_HASH);
  if (!ok || rows.length === 0) return undefined;
  return { userId: rows[0]!.userId, workspaces: rows.map((r) => ({ workspaceId: r.workspaceId, name: r.name })) };
}

/**
 * Failed logins per account (decision 010): the first FREE_FAILURES cost nothing; from then on every failure
 * locks the account's login for twice as long as the one before, from 30 seconds up to 15 minutes. An hour
 * without failures forgets them, and so does a successful login. While locked, no password is even checked.
 */
export const FREE_FAILURES = 5;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;

export const lockMs = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES));

export type LoginAttempt =
  { outcome: 'ok'; member: LoggedIn } | { outcome: 'wrong' } | { outcome: 'locked'; until: Date };

export async function attemptLogin(db: Db, email: string, password: string, now: Date): Promise<LoginAttempt> {
  const emailHash = sha256(normalEmail(email));
  const [state] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.emailHash, emailHash));
  if (state?.lockedUntil && state.lockedUntil > now) return { outcome: 'locked', until: state.lockedUntil };
  const member = await verifyLogin(db, email, password);
  if (member) {
    if (state) await db.delete(loginFailures).where(eq(loginFailures.emailHash, emailHash));
    return { outcome: 'ok', member };
  }
  // One statement counts the failure, so that failures at the same moment (any instance) all count.
  const [counted] = await db
    .insert(loginFailures)
    .values({ emailHash, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.emailHash,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < ${new Date(now.getTime() - FORGET_AFTER_MS)}
                      then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  const lock = lockMs(counted!.failures);
  if (lock === 0) return { outcome: 'wrong' };
  const until = new Date(now.getTime() + lock);
  await db
    .update(loginFailures)
    .set({ lockedUntil: sql`greatest(coalesce(${loginFailures.lockedUntil}, ${until}), ${until})` })
    .where(eq(loginFailures.emailHash, emailHash));
  return { outcome: 'locked', until };
}
