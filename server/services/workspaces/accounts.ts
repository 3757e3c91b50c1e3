import { and, asc, eq, isNull } from 'drizzle-orm';
import { normalEmail } from './members.ts';
import { hashPassword } from './secrets.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, memberships, setupMarks, users, workspaces, type Role } from '../../db/schema.ts';
import { inTransaction, refusingDuplicates } from '../../db/transaction.ts';
import { conflict, DomainError, forbidden } from '../../domain/errors.ts';
import { recordAudit, type Actor } from './audit.ts';
import { personSubject, workspaceSubject } from '../../domain/audit-subjects.ts';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  workspaceName: string;
  timezone: string;
}

const emailTaken = () =>
  conflict('email_taken', 'That email already has an account. Log in with it, or use another address.');

/** Whether nobody has an account yet: the first start that `setup` is for. */
export async function setupNeeded(db: Db): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).limit(1)).length === 0;
}

/** A person and their first workspace, which they own. Runs inside the caller's transaction. */
async function insertAccount(tx: Db, account: NewAccount) {
  const passwordHash = await hashPassword(account.password);
  const [user] = await tx
    .insert(users)
    .values({ email: normalEmail(account.email), name: account.name, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id, name: users.name });
  if (!user) throw emailTaken();
  const workspace = await insertWorkspace(tx, { userId: user.id, name: user.name }, account);
  return { userId: user.id, workspaceId: workspace.id };
}

async function insertWorkspace(
  tx: Db,
  owner: { userId: number; name: string },
  settings: { workspaceName: string; timezone: string },
) {
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: settings.workspaceName, timezone: settings.timezone })
    .returning();
  await tx.insert(memberships).values({ workspaceId: workspace!.id, userId: owner.userId, role: 'owner' });
  await recordAudit(tx, workspace!.id, owner, 'workspace.created', workspace!.name, { timezone: workspace!.timezone }, [
    workspaceSubject(workspace!),
  ]);
  return workspace!;
}

/**
 * The first start: the first owner and workspace, once. Of two calls at once one creates them; the other waits for
 * its mark and is refused, as is every call once anyone has an account (the demo's people included).
 */
export async function setupFirstWorkspace(db: Db, account: NewAccount) {
  const refused = () =>
    conflict('already_set_up', 'This service is set up already. Log in, or ask an owner for an invitation.');
  return inTransaction(db, async (tx) => {
    const marked = await tx.insert(setupMarks).values({ name: 'first-owner' }).onConflictDoNothing().returning();
    if (marked.length === 0 || !(await setupNeeded(tx))) throw refused();
    return insertAccount(tx, account);
  });
}

/** Open sign-up: a new person and their workspace. */
export async function signUp(db: Db, account: NewAccount) {
  // Two sign-ups with one address at once: the second meets the first's row.
  return refusingDuplicates(() => inTransaction(db, (tx) => insertAccount(tx, account)), emailTaken);
}

/** Another workspace of a person who has an account (an agency's next client). */
export async function createWorkspace(
  db: Db,
  owner: { userId: number; name: string },
  settings: { workspaceName: string; timezone: string },
) {
  return inTransaction(db, (tx) => insertWorkspace(tx, owner, settings));
}

/** Whether a person may create workspaces: anyone where sign-up is open. */
export function requireOpenSignup(signup: 'invite' | 'open', what: string): void {
  if (signup !== 'open')
    throw forbidden(
      `Sign-up is by invitation on this service (SIGNUP=invite), so nobody can ${what}. Ask an owner or admin of a workspace for an invitation, or the service's operator to set SIGNUP=open.`,
    );
}

/** The workspaces a person belongs to, the oldest membership first. */
export const workspacesOf = (db: Db, userId: number) =>
  db
    .select({ workspaceId: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(workspaces.id));

/** The person's role in a workspace; another workspace is not found. */
export async function roleIn(db: Db, userId: number, workspaceId: number): Promise<Role> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.workspaceId, workspaceId)));
  if (!row)
    throw new DomainError(
      'not_found',
      'not_found',
      'You are not a member of a workspace with that id.',
      'workspace_id',
    );
  return row.role;
}

/**
 * An operator's reset: a new password, and every session of the person ends, in one transaction, recorded in each
 * of their workspaces. Answers the tokens revoked, for the instances' caches.
 */
export async function resetPassword(db: Db, email: string, password: string, operator: Actor): Promise<number[]> {
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.email, normalEmail(email)))
      .returning({ id: users.id, name: users.name });
    if (!user) throw new DomainError('not_found', 'unknown_email', `No account has the email ${normalEmail(email)}.`);
    const ended = await tx
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt)))
      .returning({ id: accessTokens.id });
    for (const { workspaceId } of await workspacesOf(tx, user.id))
      await recordAudit(tx, workspaceId, operator, 'member.password_reset', user.name, {}, [personSubject(user)]);
    return ended.map((t) => t.id);
  });
}
