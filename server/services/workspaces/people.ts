import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { normalEmail } from './members.ts';
import { countFailure, forgetFailures, guardLogin, lockedOut, type Guard } from './login-throttle.ts';
import { hashPassword, randomSecret, sha256, verifyPassword } from './secrets.ts';
import type { AuthContext } from './auth-context.ts';
import type { Db } from '../../db/client.ts';
import {
  accessTokens,
  invitations,
  memberships,
  notifications,
  users,
  workspaces,
  type Role,
} from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, DomainError, forbidden, invalid, notFound, unauthorized } from '../../domain/errors.ts';
import { formatInZone } from '../../domain/time.ts';
import { isManager, requireManager } from './access.ts';
import { password as passwordRules } from '../../domain/account-rules.ts';
import { recordAudit, type Actor } from './audit.ts';
import { invitationSubject, personSubject } from '../../domain/audit-subjects.ts';
import { lockWorkspace } from './workspace-lock.ts';

export const INVITATION_DAYS = 7;

export const actorOf = (auth: AuthContext): Actor => ({ userId: auth.userId, name: auth.userName });

/** Only an owner gives, takes or invites to the owner role, or removes an owner. */
function requireOwnerFor(role: Role, roles: Role[], what: string): void {
  if (roles.includes('owner') && role !== 'owner') throw forbidden(`Only owners can ${what}.`);
}

/**
 * The caller's role as it is under the workspace's lock: a change that waited there behind one that took the
 * caller's role away is judged by the role the caller has now, not the one their token was read with.
 */
async function currentRole(tx: Db, auth: AuthContext): Promise<Role> {
  const [row] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, auth.workspaceId), eq(memberships.userId, auth.userId)));
  if (!row) throw forbidden('You are no longer a member of this workspace.');
  if (!isManager(row.role) && isManager(auth.role))
    throw forbidden(`Your role changed to ${row.role}: only owners and admins manage people.`);
  return row.role;
}

/** A member as the People page shows them. */
const memberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  picture: users.picture,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};

/** A member of the workspace, by user id; undefined for anyone else. */
export async function findMember(db: Db, workspaceId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  return row;
}

async function memberRow(tx: Db, workspaceId: number, userId: number) {
  const row = await findMember(tx, workspaceId, userId);
  if (!row) throw notFound('member', 'user_id');
  return row;
}

type MemberRow = Awaited<ReturnType<typeof memberRow>>;

export const memberView = (row: MemberRow, zone: string) => ({
  user_id: String(row.userId),
  name: row.name,
  email: row.email,
  picture: row.picture,
  role: row.role,
  joined_at: formatInZone(row.joinedAt, zone),
});

const ownerCount = async (tx: Db, workspaceId: number) =>
  Number(
    (
      await tx
        .select({ n: sql<number>`count(*)` })
        .from(memberships)
        .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'owner')))
    )[0]!.n,
  );

const lastOwner = (what: string) =>
  conflict('last_owner', `A workspace always keeps an owner: make someone else an owner before ${what}.`);

export async function listMembers(db: Db, auth: AuthContext) {
  requireManager(auth, 'see the members');
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, auth.workspaceId))
    .orderBy(asc(memberships.createdAt), asc(users.id));
  return rows.map((row) => memberView(row, auth.timezone));
}

export async function changeRole(db: Db, auth: AuthContext, userId: number, role: Role) {
  requireManager(auth, 'change roles');
  return inTransaction(db, async (tx) => {
    await lockWorkspace(tx, auth.workspaceId);
    const actorRole = await currentRole(tx, auth);
    const member = await memberRow(tx, auth.workspaceId, userId);
    if (member.role === role) return member;
    requireOwnerFor(actorRole, [member.role, role], 'give or take the owner role');
    if (member.role === 'owner' && (await ownerCount(tx, auth.workspaceId)) <= 1)
      throw lastOwner('taking this one’s role');
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.workspaceId, auth.workspaceId), eq(memberships.userId, userId)));
    await recordAudit(
      tx,
      auth.workspaceId,
      actorOf(auth),
      'member.role_changed',
      member.name,
      { from: member.role, to: role },
      [personSubject({ id: member.userId, name: member.name })],
    );
    return { ...member, role };
  });
}

/** Removes a member, or lets one leave: their tokens for the workspace are revoked (answered, for the caches). */
export async function removeMember(db: Db, auth: AuthContext, userId: number): Promise<number[]> {
  const leaving = userId === auth.userId;
  if (!leaving) requireManager(auth, 'remove members');
  return inTransaction(db, async (tx) => {
    await lockWorkspace(tx, auth.workspaceId);
    const actorRole = leaving ? auth.role : await currentRole(tx, auth);
    const member = await memberRow(tx, auth.workspaceId, userId);
    if (!leaving) requireOwnerFor(actorRole, [member.role], 'remove an owner');
    if (member.role === 'owner' && (await ownerCount(tx, auth.workspaceId)) <= 1)
      throw lastOwner(leaving ? 'leaving' : 'removing this one');
    await tx
      .delete(memberships)
      .where(and(eq(memberships.workspaceId, auth.workspaceId), eq(memberships.userId, userId)));
    // Their bell in this workspace: nobody can read it any more (decision 053).
    await tx
      .delete(notifications)
      .where(and(eq(notifications.workspaceId, auth.workspaceId), eq(notifications.userId, userId)));
    const revoked = await tx
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(accessTokens.userId, userId),
          eq(accessTokens.workspaceId, auth.workspaceId),
          isNull(accessTokens.revokedAt),
        ),
      )
      .returning({ id: accessTokens.id });
    await recordAudit(
      tx,
      auth.workspaceId,
      actorOf(auth),
      leaving ? 'member.left' : 'member.removed',
      member.name,
      { role: member.role },
      [personSubject({ id: member.userId, name: member.name })],
    );
    return revoked.map((r) => r.id);
  });
}

// Invitations

export const pendingInvitation = (now: Date) =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  invitedBy: sql<string>`coalesce(${users.name}, '')`,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
};

type InvitationRow = { id: number; email: string; role: Role; invitedBy: string; createdAt: Date; expiresAt: Date };

export const invitationView = (row: InvitationRow, zone: string) => ({
  invitation_id: String(row.id),
  email: row.email,
  role: row.role,
  invited_by: row.invitedBy,
  created_at: formatInZone(row.createdAt, zone),
  expires_at: formatInZone(row.expiresAt, zone),
});

export async function listInvitations(db: Db, auth: AuthContext, now: Date) {
  requireManager(auth, 'see invitations');
  const rows = await db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(and(eq(invitations.workspaceId, auth.workspaceId), pendingInvitation(now)))
    .orderBy(asc(invitations.createdAt));
  return rows.map((row) => invitationView(row, auth.timezone));
}

/**
 * A new invitation: its link's secret is answered once and stored hashed. An earlier invitation of the same email
 * to this workspace stops, so that one link at a time lets a person in.
 */
export async function invite(db: Db, auth: AuthContext, email: string, role: Role, now: Date) {
  requireManager(auth, 'invite people');
  const address = normalEmail(email);
  const token = randomSecret();
  const row = await inTransaction(db, async (tx) => {
    await lockWorkspace(tx, auth.workspaceId);
    requireOwnerFor(await currentRole(tx, auth), [role], 'invite an owner');
    const [member] = await tx
      .select({ userId: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, auth.workspaceId), eq(users.email, address)));
    if (member) throw conflict('already_member', `${address} is a member of this workspace already.`);
    await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(
        and(eq(invitations.workspaceId, auth.workspaceId), eq(invitations.email, address), pendingInvitation(now)),
      );
    const [created] = await tx
      .insert(invitations)
      .values({
        workspaceId: auth.workspaceId,
        email: address,
        role,
        tokenHash: sha256(token),
        invitedById: auth.userId,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'member.invited', address, { role }, [
      invitationSubject(created!),
    ]);
    return created!;
  });
  return { token, invitation: { ...row, invitedBy: auth.userName } };
}

export async function revokeInvitation(db: Db, auth: AuthContext, invitationId: number, now: Date) {
  requireManager(auth, 'withdraw invitations');
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.workspaceId, auth.workspaceId)))
      .for('update');
    if (!row) throw notFound('invitation', 'invitation_id');
    const state = invitationState(row, now);
    if (state !== 'pending') throw stateConflict(state);
    await tx.update(invitations).set({ revokedAt: now }).where(eq(invitations.id, invitationId));
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'invitation.revoked', row.email, { role: row.role }, [
      invitationSubject(row),
    ]);
  });
}

type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

function invitationState(
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return 'pending';
}

function stateConflict(state: Exclude<InvitationState, 'pending'>): DomainError {
  const messages = {
    accepted: 'This invitation was used already. Log in, or ask for a new invitation.',
    revoked: 'This invitation was withdrawn. Ask the workspace’s owner or admin for a new one.',
    expired: 'This invitation has expired. Ask the workspace’s owner or admin for a new one.',
  };
  return conflict(`invitation_${state}`, messages[state]);
}

const unknownInvitation = () =>
  new DomainError(
    'not_found',
    'unknown_invitation',
    'This invitation link is not valid. Check that it was copied whole, or ask for a new one.',
  );

async function invitationByToken(db: Db, token: string, lock: boolean) {
  const query = db
    .select({
      invitation: invitations,
      workspaceName: workspaces.name,
      invitedBy: sql<string>`coalesce(${users.name}, '')`,
    })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(eq(invitations.tokenHash, sha256(token)));
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  if (!row) throw unknownInvitation();
  return row;
}

/** What the invitation page shows before the person accepts. */
export async function describeInvitation(db: Db, token: string, now: Date) {
  const row = await invitationByToken(db, token, false);
  const state = invitationState(row.invitation, now);
  if (state !== 'pending') throw stateConflict(state);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.invitation.email));
  return {
    workspace_name: row.workspaceName,
    email: row.invitation.email,
    role: row.invitation.role,
    invited_by: row.invitedBy,
    expires_at: row.invitation.expiresAt.toISOString(),
    account_exists: account !== undefined,
  };
}

/**
 * Accepting: the email's account proves itself with its password, or a new account is made with the name and
 * password given. The invitation is spent in the same transaction, so a link lets one person in, once. The password
 * of an account is held to the failed-login limits of the login form (decision 020), counted outside the
 * transaction that a wrong one undoes.
 */
export async function acceptInvitation(
  db: Db,
  accept: { token: string; name?: string; password: string },
  now: Date,
  address: string,
) {
  const { invitation } = await invitationByToken(db, accept.token, false);
  const guard = await guardLogin(db, invitation.email, { address, devices: [] }, now);
  try {
    const accepted = await joinByInvitation(db, accept, now, guard);
    if (accepted.provedPassword) await forgetFailures(db, guard);
    return { view: accepted.view, userId: accepted.userId };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'wrong_password') throw error;
    const lock = await countFailure(db, guard, now);
    throw lock ? lockedOut(lock, now) : error;
  }
}

async function joinByInvitation(
  db: Db,
  accept: { token: string; name?: string; password: string },
  now: Date,
  guard: Guard,
) {
  return inTransaction(db, async (tx) => {
    const row = await invitationByToken(tx, accept.token, true);
    const { invitation } = row;
    const state = invitationState(invitation, now);
    if (state !== 'pending') throw stateConflict(state);
    const [account] = await tx
      .select({ id: users.id, name: users.name, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, invitation.email));
    let member: Actor;
    if (account) {
      if (guard.lock) throw lockedOut(guard.lock, now);
      if (!(await verifyPassword(accept.password, account.passwordHash)))
        throw unauthorized(
          'wrong_password',
          `${invitation.email} has an account: enter its password to join. Forgot it? Ask the operator to reset it.`,
        );
      member = { userId: account.id, name: account.name };
    } else {
      if (!accept.name) throw invalid('missing_parameter', 'name is required for a new account.', 'name');
      const checked = passwordRules.safeParse(accept.password);
      if (!checked.success)
        throw invalid('invalid_parameter', `password: ${checked.error.issues[0]!.message}`, 'password');
      const [created] = await tx
        .insert(users)
        .values({ email: invitation.email, name: accept.name, passwordHash: await hashPassword(accept.password) })
        .returning({ id: users.id, name: users.name });
      member = { userId: created!.id, name: created!.name };
    }
    const joined = await tx
      .insert(memberships)
      .values({ workspaceId: invitation.workspaceId, userId: member.userId!, role: invitation.role })
      .onConflictDoNothing()
      .returning();
    await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
    if (joined.length > 0)
      await recordAudit(tx, invitation.workspaceId, member, 'member.joined', member.name, { role: invitation.role }, [
        personSubject({ id: member.userId, name: member.name }),
      ]);
    return {
      provedPassword: account !== undefined,
      userId: member.userId!,
      view: {
        workspace_id: String(invitation.workspaceId),
        workspace_name: row.workspaceName,
        email: invitation.email,
      },
    };
  });
}
