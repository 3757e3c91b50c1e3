import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { notificationLink } from '../../domain/notifications.ts';
import { formatInZone } from '../../domain/time.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';

export const NOTIFICATIONS_PAGE = 20;
/** A refusal names this many of the ids that are not the caller's, and counts the rest. */
const NAMED = 20;

/** The caller's own, in the workspace of the call: never another member's, never another workspace's. */
const mine = (auth: AuthContext) =>
  and(eq(notifications.workspaceId, auth.workspaceId), eq(notifications.userId, auth.userId));

/** The caller's unread notifications, counted in the unread entries' index. */
export async function unreadCount(db: Db, auth: AuthContext): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(auth), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

type Row = typeof notifications.$inferSelect;
const idOrEmpty = (id: number | null) => (id === null ? '' : String(id));

function notificationView(row: Row, zone: string) {
  return {
    notification_id: String(row.id),
    kind: row.kind,
    is_unread: row.readAt === null ? 1 : 0,
    timestamp: formatInZone(row.updatedAt, zone),
    actor_id: idOrEmpty(row.actorId),
    actor_name: row.actorName,
    post_id: idOrEmpty(row.postId),
    draft_id: idOrEmpty(row.draftId),
    excerpt: row.excerpt,
    channel_id: idOrEmpty(row.channelId),
    channel_name: row.channelName,
    item_id: idOrEmpty(row.itemId),
    conversation_id: idOrEmpty(row.conversationId),
    reason: row.reason ?? '',
    count: row.count,
    link: notificationLink(row.kind, row),
  };
}

/**
 * The caller's notifications, newest first (by their latest event, so that a gathered entry that grew comes to the
 * top), a page at a time: after `lastId`, the last of the previous page, which must be one of the caller's (anything
 * else is a 404, as inbox/mentions does). With the caller's unread count.
 */
export async function listNotifications(db: Db, auth: AuthContext, lastId?: number) {
  let after;
  if (lastId !== undefined) {
    const [cursor] = await db
      .select({ at: notifications.updatedAt })
      .from(notifications)
      .where(and(mine(auth), eq(notifications.id, lastId)));
    if (!cursor)
      throw notFound('notification of yours', 'last_notification_id', 'start again without last_notification_id');
    after = sql`(${notifications.updatedAt}, ${notifications.id}) < (${cursor.at}, ${lastId})`;
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(mine(auth), after))
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE + 1);
  return {
    more: rows.length > NOTIFICATIONS_PAGE,
    unread: await unreadCount(db, auth),
    notifications: rows.slice(0, NOTIFICATIONS_PAGE).map((row) => notificationView(row, auth.timezone)),
  };
}

/**
 * Marks the caller's notifications read: those named, or all of them. Named ones must all be the caller's, in this
 * workspace; otherwise the call is refused naming those that are not, and nothing is marked. An entry read already
 * keeps the time it was first read (the one housekeeping counts from). A gathered entry once read gathers no more: the next event starts a new one.
 * Answers the unread count after.
 */
export async function markRead(db: Db, auth: AuthContext, which: { ids: number[] } | 'all', now: Date) {
  if (which === 'all') {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine(auth), isNull(notifications.readAt)));
    return unreadCount(db, auth);
  }
  const { ids } = which;
  // Which notifications are the caller's never changes: those found now are theirs when marked.
  const found = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(mine(auth), inArray(notifications.id, ids)));
  const theirs = new Set(found.map((row) => row.id));
  const strangers = ids.filter((id) => !theirs.has(id));
  if (strangers.length) {
    const named = strangers.slice(0, NAMED);
    const more = strangers.length > NAMED ? ` and ${strangers.length - NAMED} more` : '';
    throw new DomainError(
      'not_found',
      'not_found',
      `No notification of yours in this workspace has the id${strangers.length > 1 ? 's' : ''} ${named.join(', ')}${more}; nothing was marked read.`,
      'notification_ids',
    );
  }
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(auth), inArray(notifications.id, ids), isNull(notifications.readAt)));
  return unreadCount(db, auth);
}
