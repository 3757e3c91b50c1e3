import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { inboxItems, inboxWork, memberships, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { touchedOf, type Touched } from './announce.ts';
import type { ItemListing } from './items.ts';
import { findMember } from '../workspaces/people.ts';
import { conversationAssigned } from '../notifications/news.ts';

const nameOf = async (db: Db, userId: number) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? 'someone';

export interface Assignment {
  /** The member to assign, or null to unassign. */
  assigneeId: number | null;
  /**
   * Who the caller saw holding the unit (null: nobody), when the caller says so: the change is made only if that is
   * still so, and otherwise refused with a 409 naming who holds it now. Left out, the call sets the assignee whoever
   * had it (decision 039).
   */
  expected?: number | null;
}

/**
 * Assigns the unit of work an item belongs to (decision 038): its row of inbox_work and every item of it, in one
 * transaction. The unit's head is taken FOR UPDATE first, the lock that an item joining the unit waits behind
 * (migration 0026), so that no item arrives with the assignee the unit had before. The member it is assigned to is
 * notified, unless they took it themselves. Answers the items it changed and their threads, for the event that
 * refreshes dashboards and answer caches, and who was notified.
 */
export async function assignUnit(
  db: Db,
  auth: AuthContext,
  row: ItemListing,
  assignment: Assignment,
  now: Date,
): Promise<Touched & { notified: number[] }> {
  const { assigneeId, expected } = assignment;
  const workId = row.item.workId;
  return inTransaction(db, async (tx) => {
    const [head] = await tx
      .select({ id: inboxItems.id, channelId: inboxItems.channelId })
      .from(inboxItems)
      .where(and(eq(inboxItems.id, workId), eq(inboxItems.workspaceId, auth.workspaceId)))
      .for('update');
    // The unit's first item was deleted (a message of ours that opened a conversation): nothing holds the unit.
    if (!head) throw conflict('unit_gone', 'This conversation’s first message was deleted: it cannot be assigned.');
    // Another workspace's member is as unknown as nobody; the member row is held until the commit.
    if (assigneeId !== null) {
      const [member] = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.workspaceId, auth.workspaceId), eq(memberships.userId, assigneeId)))
        .for('key share');
      if (!member) throw notFound('member', 'assignee_id');
    }
    const [work] = await tx
      .select({ assigneeId: inboxWork.assigneeId })
      .from(inboxWork)
      .where(eq(inboxWork.workId, workId))
      .for('update');
    const current = work?.assigneeId ?? null;
    if (current === assigneeId) return { itemIds: [], conversationIds: [], notified: [] };
    if (expected !== undefined && current !== expected) {
      if (current === null)
        throw conflict('assignee_changed', 'Somebody unassigned this conversation meanwhile: nobody has it now.');
      throw conflict('assignee_changed', `${await nameOf(tx, current)} has this conversation now.`);
    }
    await tx
      .insert(inboxWork)
      .values({
        workId,
        workspaceId: auth.workspaceId,
        channelId: head.channelId,
        assigneeId,
        assignedAt: now,
        assignedBy: auth.userId,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: inboxWork.workId,
        set: { assigneeId, assignedAt: now, assignedBy: auth.userId, updatedAt: now },
      });
    const changed = await tx
      .update(inboxItems)
      .set({ assigneeId })
      .where(
        and(
          eq(inboxItems.workId, workId),
          eq(inboxItems.workspaceId, auth.workspaceId),
          sql`${inboxItems.assigneeId} is distinct from ${assigneeId}`,
        ),
      )
      .returning({ id: inboxItems.id, conversationId: inboxItems.conversationId });
    const notified = assigneeId === null ? [] : await conversationAssigned(tx, auth, row.item, assigneeId, now);
    return { ...touchedOf(changed), notified };
  });
}

/**
 * Whom `assignee=<id>` may name: a member of the workspace, or someone who left it and still holds some of its
 * items (a unit stays theirs until it is assigned again). Anyone else, another workspace's member too, is a 404.
 */
export async function requireAssignee(db: Db, auth: AuthContext, userId: number): Promise<void> {
  if (await findMember(db, auth.workspaceId, userId)) return;
  const [held] = await db
    .select({ one: sql<number>`1` })
    .from(inboxItems)
    .where(
      and(eq(inboxItems.workspaceId, auth.workspaceId), eq(inboxItems.assigneeId, userId), eq(inboxItems.inList, true)),
    )
    .limit(1);
  if (!held) throw notFound('member', 'assignee');
}

export interface ViewCount {
  open: number;
  unread: number;
}

/**
 * The counts of the assignee views: open (listed, not archived) items and unread ones, per member of the workspace
 * (and per person who left it and still holds open items), unassigned, and all of them. Two grouped index-only
 * scans: inbox_assignee_idx for the open items, inbox_assignee_unread_idx for the unread ones.
 */
export async function assigneeCounts(db: Db, auth: AuthContext) {
  const open = and(
    eq(inboxItems.workspaceId, auth.workspaceId),
    eq(inboxItems.inList, true),
    eq(inboxItems.isArchived, false),
  );
  // Open and unread together, in one pass over the open items; the members beside it.
  const [counted, members] = await Promise.all([
    db
      .select({
        assigneeId: inboxItems.assigneeId,
        n: sql<number>`count(*)::int`.mapWith(Number),
        unread: sql<number>`(count(*) filter (where ${inboxItems.isUnread}))::int`.mapWith(Number),
      })
      .from(inboxItems)
      .where(open)
      .groupBy(inboxItems.assigneeId),
    db
      .select({ id: users.id, name: users.name, picture: users.picture })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.workspaceId, auth.workspaceId))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  const byId = new Map(counted.map((r) => [r.assigneeId, r]));
  const countOf = (assigneeId: number | null): ViewCount => ({
    open: byId.get(assigneeId)?.n ?? 0,
    unread: byId.get(assigneeId)?.unread ?? 0,
  });
  const memberIds = new Set(members.map((m) => m.id));
  const formerIds = counted.map((r) => r.assigneeId).filter((id): id is number => id !== null && !memberIds.has(id));
  const former = formerIds.length
    ? await db
        .select({ id: users.id, name: users.name, picture: users.picture })
        .from(users)
        .where(inArray(users.id, formerIds))
        .orderBy(asc(users.name), asc(users.id))
    : [];
  const sum = (pick: (r: (typeof counted)[number]) => number) => counted.reduce((total, r) => total + pick(r), 0);
  return {
    everyone: { open: sum((r) => r.n), unread: sum((r) => r.unread) },
    unassigned: countOf(null),
    assignees: [
      ...members.map((m) => ({ ...m, isMember: true, ...countOf(m.id) })),
      ...former.map((m) => ({ ...m, isMember: false, ...countOf(m.id) })),
    ],
  };
}
