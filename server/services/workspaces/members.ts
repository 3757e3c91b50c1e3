import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, users, workspaces } from '../../db/schema.ts';
import {
  countFailure,
  forgetFailures,
  guardLogin,
  rememberDevice,
  type Lock,
  type LoginPlace,
} from './login-throttle.ts';
import { verifyPassword } from './secrets.ts';

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

export type LoginAttempt =
  { outcome: 'ok'; member: LoggedIn; newDevice?: string } | { outcome: 'wrong' } | ({ outcome: 'locked' } & Lock);

/**
 * A login held to the failed-login limits (decision 020): while a lock holds no password is even checked. A
 * success forgets the failures from here and answers the device token to give the browser when it had none.
 */
export async function attemptLogin(
  db: Db,
  login: { email: string; password: string },
  place: LoginPlace,
  now: Date,
): Promise<LoginAttempt> {
  const guard = await guardLogin(db, normalEmail(login.email), place, now);
  if (guard.lock) return { outcome: 'locked', ...guard.lock };
  const member = await verifyLogin(db, login.email, login.password);
  if (!member) {
    const lock = await countFailure(db, guard, now);
    return lock ? { outcome: 'locked', ...lock } : { outcome: 'wrong' };
  }
  await forgetFailures(db, guard);
  return { outcome: 'ok', member, newDevice: await rememberDevice(db, member.userId, guard, now) };
}
