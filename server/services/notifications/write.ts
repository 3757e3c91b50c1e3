import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, notifications } from '../../db/schema.ts';
import { channelName, excerpt } from '../../domain/audit-subjects.ts';
import { gatherKey, type NotificationKind } from '../../domain/notifications.ts';
import type { EventBus } from '../events/bus.ts';
import { MANAGER_ROLES } from '../workspaces/access.ts';

/**
 * Who is told: the members named, and every owner and admin (`managers`: who may approve posts and manage channels,
 * `MANAGER_ROLES`, as `requireManager` has it), never the one who did it. Only members of the workspace now: someone
 * who left is told nothing more.
 */
export interface Recipients {
  userIds?: number[];
  managers?: boolean;
  except?: number | null;
}

/** What happened, as a notification keeps it: the kind, who did it, and what it is about, named as it is now. */
export interface News {
  kind: NotificationKind;
  actor?: { id: number | null; name: string } | null;
  post?: { id: number; message: string } | null;
  /** A draft, for a comment on one: what is said of a draft has no post or channel. */
  draft?: { id: number } | null;
  channel?: { id: number; name: string; channelType: number } | null;
  item?: { id: number; conversationId: number } | null;
  /** The text it is about when not the post's: the item assigned, the note or comment that named them. */
  text?: string;
  reason?: string | null;
  /** How many events this one is (a collaborator's posts to approve, made at once); 1 when left out. */
  count?: number;
}

async function membersAmong(tx: Db, workspaceId: number, to: Recipients): Promise<number[]> {
  const named = to.userIds ?? [];
  if (named.length === 0 && !to.managers) return [];
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.workspaceId, workspaceId),
        or(
          named.length ? inArray(memberships.userId, named) : undefined,
          to.managers ? inArray(memberships.role, [...MANAGER_ROLES]) : undefined,
        ),
        to.except == null ? undefined : ne(memberships.userId, to.except),
      ),
    )
    .orderBy(memberships.userId);
  return rows.map((row) => row.userId);
}

/**
 * Writes a notification for each recipient, in the caller's transaction, so that it exists exactly when the change
 * it tells of does. A kind that gathers (`gatherKey`) adds to the recipient's unread entry of its key, if there is
 * one: its count grows, it takes the latest event's post, reason and time, and so comes to the top of the list.
 * Answers the members told, for `announceNotifications` once the transaction has committed.
 */
export async function notify(tx: Db, workspaceId: number, to: Recipients, news: News, now: Date): Promise<number[]> {
  const userIds = await membersAmong(tx, workspaceId, to);
  if (userIds.length === 0) return [];
  const { kind, actor, post, channel, item } = news;
  const subject = {
    actorId: actor?.id ?? null,
    postId: post?.id ?? null,
    draftId: news.draft?.id ?? null,
    channelId: channel?.id ?? null,
    itemId: item?.id ?? null,
  };
  const key = gatherKey(kind, subject);
  const text = news.text ?? post?.message;
  const insert = tx.insert(notifications).values(
    userIds.map((userId) => ({
      workspaceId,
      userId,
      kind,
      ...subject,
      actorName: actor?.name ?? '',
      excerpt: text === undefined ? '' : excerpt(text),
      channelName: channel ? channelName(channel) : '',
      conversationId: item?.conversationId ?? null,
      reason: news.reason ?? null,
      count: news.count ?? 1,
      gatherKey: key,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await (key === null
    ? insert
    : insert.onConflictDoUpdate({
        target: [notifications.workspaceId, notifications.userId, notifications.gatherKey],
        targetWhere: sql`read_at is null`,
        set: {
          count: sql`${notifications.count} + excluded.count`,
          actorId: sql`excluded.actor_id`,
          actorName: sql`excluded.actor_name`,
          postId: sql`excluded.post_id`,
          draftId: sql`excluded.draft_id`,
          channelId: sql`excluded.channel_id`,
          excerpt: sql`excluded.excerpt`,
          channelName: sql`excluded.channel_name`,
          reason: sql`excluded.reason`,
          updatedAt: sql`excluded.updated_at`,
        },
      }));
  return userIds;
}

/**
 * Tells the members' open dashboards, and theirs alone, that their notifications changed: called once the
 * transaction that wrote them has committed, so that a bell that refetches finds them.
 */
export function announceNotifications(events: EventBus, workspaceId: number, userIds: number[]): void {
  const told = [...new Set(userIds)];
  if (told.length) events.publish(workspaceId, { type: 'notifications', userIds: told });
}
