import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { channels, inboxRouting, memberships, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { channelSubject, personSubject, workspaceSubject } from '../../domain/audit-subjects.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { requireManager } from '../workspaces/access.ts';
import { recordAudit } from '../workspaces/audit.ts';
import { actorOf } from '../workspaces/people.ts';

type RoutingRow = typeof inboxRouting.$inferSelect;

const NONE: Omit<RoutingRow, 'workspaceId' | 'updatedAt'> = {
  enabled: false,
  channelIds: [],
  memberIds: [],
  nextIndex: 0,
};

type Present = Awaited<ReturnType<typeof present>>;

/** The workspace's channels among `channelIds` and its members among `memberIds`, by id: one read of each. */
async function present(db: Db, workspaceId: number, channelIds: number[], memberIds: number[]) {
  const channelRows = channelIds.length
    ? await db
        .select()
        .from(channels)
        .where(and(eq(channels.workspaceId, workspaceId), inArray(channels.id, channelIds)))
    : [];
  const memberRows = memberIds.length
    ? await db
        .select({ id: users.id, name: users.name })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, memberIds)))
    : [];
  return {
    channels: new Map(channelRows.map((c) => [c.id, c])),
    members: new Map(memberRows.map((m) => [m.id, m])),
  };
}

/** Those of `ids` that were found, in the order of `ids`. */
const inOrder = <T>(ids: number[], found: Map<number, T>): T[] =>
  ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));

/** Whose turn is next: from `nextIndex` on, the first of the list who is still a member (undefined: nobody's). */
function nextMember(row: Pick<RoutingRow, 'memberIds' | 'nextIndex'>, members: { id: number }[]) {
  const ids = new Set(members.map((m) => m.id));
  const size = row.memberIds.length;
  for (let k = 0; k < size; k++) {
    const candidate = row.memberIds[(row.nextIndex + k) % size]!;
    if (ids.has(candidate)) return candidate;
  }
  return undefined;
}

/** Round-robin as the settings show it: channels disconnected and members who left since are left out. */
function viewOf(row: Omit<RoutingRow, 'workspaceId' | 'updatedAt'>, found: Present) {
  const members = inOrder(row.memberIds, found.members);
  return {
    enabled: row.enabled ? 1 : 0,
    channel_ids: inOrder(row.channelIds, found.channels)
      .map((c) => c.id)
      .join('_'),
    member_ids: members.map((m) => m.id).join('_'),
    next_member_id: String(nextMember(row, members) ?? 0),
  };
}

const rowOf = async (db: Db, workspaceId: number) =>
  (await db.select().from(inboxRouting).where(eq(inboxRouting.workspaceId, workspaceId)))[0];

export async function routingOf(db: Db, auth: AuthContext) {
  requireManager(auth, 'see how new conversations are assigned');
  const row = (await rowOf(db, auth.workspaceId)) ?? NONE;
  return viewOf(row, await present(db, auth.workspaceId, row.channelIds, row.memberIds));
}

/** What to change; lists name each id once (`uniqueIds`), members in the order they take turns. */
export interface RoutingChange {
  enabled?: boolean;
  channelIds?: number[];
  memberIds?: number[];
}

/**
 * Changes round-robin (decision 039): what is sent, under the routing row's lock, which the trigger that assigns an
 * arriving conversation takes too (migration 0026); recorded in the audit log with the change. The turn stays with
 * the member whose turn it was while they remain in the list. Any channel or member not of the workspace is a 404.
 * The channels and members sent and those the row held are read once, together, under the lock.
 */
export async function setRouting(db: Db, auth: AuthContext, change: RoutingChange, now: Date) {
  requireManager(auth, 'choose how new conversations are assigned');
  const { channelIds, memberIds } = change;
  return inTransaction(db, async (tx) => {
    await tx.insert(inboxRouting).values({ workspaceId: auth.workspaceId }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(inboxRouting)
      .where(eq(inboxRouting.workspaceId, auth.workspaceId))
      .for('no key update');
    const found = await present(
      tx,
      auth.workspaceId,
      [...(channelIds ?? []), ...before!.channelIds],
      [...(memberIds ?? []), ...before!.memberIds],
    );
    const strangeChannel = channelIds?.find((id) => !found.channels.has(id));
    if (strangeChannel !== undefined)
      throw notFound(`channel ${strangeChannel}`, 'channel_ids', 'list its channels with GET /api/channels/get');
    const strangeMember = memberIds?.find((id) => !found.members.has(id));
    if (strangeMember !== undefined)
      throw notFound(`member ${strangeMember}`, 'member_ids', 'list its members with GET /api/members/list');

    const after = {
      enabled: change.enabled ?? before!.enabled,
      channelIds: channelIds ?? before!.channelIds,
      memberIds: memberIds ?? before!.memberIds,
      nextIndex: before!.nextIndex,
    };
    if (memberIds) {
      const next = nextMember(before!, inOrder(before!.memberIds, found.members));
      after.nextIndex = Math.max(0, next === undefined ? 0 : memberIds.indexOf(next));
    }
    const shown = {
      channels: inOrder(after.channelIds, found.channels),
      members: inOrder(after.memberIds, found.members),
    };
    if (after.enabled && (shown.channels.length === 0 || shown.members.length === 0))
      throw invalid(
        'invalid_parameter',
        'Choose at least one channel and one member before turning round-robin on.',
        change.enabled ? 'enabled' : shown.channels.length === 0 ? 'channel_ids' : 'member_ids',
      );
    const same =
      after.enabled === before!.enabled &&
      after.channelIds.join('_') === before!.channelIds.join('_') &&
      after.memberIds.join('_') === before!.memberIds.join('_');
    if (same) return viewOf(before!, found);
    await tx
      .update(inboxRouting)
      .set({ ...after, updatedAt: now })
      .where(eq(inboxRouting.workspaceId, auth.workspaceId));
    const view = viewOf(after, found);
    await recordAudit(
      tx,
      auth.workspaceId,
      actorOf(auth),
      'inbox.routing_changed',
      'Round-robin',
      { enabled: after.enabled, channel_ids: view.channel_ids, member_ids: view.member_ids },
      [
        workspaceSubject({ id: auth.workspaceId, name: auth.workspaceName }),
        ...shown.channels.map(channelSubject),
        ...shown.members.map((m) => personSubject(m)),
      ],
    );
    return view;
  });
}
