import { and, asc, desc, eq, gt, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { channels, inboxItems, inboxUnreadCounts } from '../db/schema.ts';
import { formatInZone } from '../domain/time.ts';
import { notFound } from '../domain/errors.ts';

export type ItemRow = typeof inboxItems.$inferSelect;
export const PAGE_SIZE = 20;

const listColumns = {
  item: inboxItems,
  channelType: channels.channelType,
  channelScreenName: channels.screenName,
  channelPicture: channels.picture,
  rootAuthorId: sql<string>`(select root.author_id from inbox_items as root where root.id = ${inboxItems.conversationId})`,
};

export const selectItems = (db: Db) =>
  db.select(listColumns).from(inboxItems).innerJoin(channels, eq(channels.id, inboxItems.channelId));
export type ItemListing = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const itemOfWorkspace = prepared('find_item', (db, name) =>
  selectItems(db)
    .where(
      and(eq(inboxItems.id, sql.placeholder('itemId')), eq(inboxItems.workspaceId, sql.placeholder('workspaceId'))),
    )
    .limit(1)
    .prepare(name),
);

/** An item of the caller's workspace (optionally of a given channel); another workspace's id is a 404. */
export async function findItem(db: Db, auth: AuthContext, itemId: number, channelId?: number): Promise<ItemListing> {
  const [row] = await itemOfWorkspace(db).execute({ itemId, workspaceId: auth.workspaceId });
  if (!row || (channelId !== undefined && row.item.channelId !== channelId)) throw notFound('inbox item', 'post_id');
  return row;
}

const flag = (value: boolean): '0' | '1' => (value ? '1' : '0');

/** An item with every field of the interface's table, each of its exact type. */
export function itemView(row: ItemListing, zone: string) {
  const { item } = row;
  const own = item.byChannel && item.postType !== 'post';
  return {
    text: item.text,
    object_id: item.networkId,
    channel_reply_index: item.parentId ? String(item.parentId) : '',
    post_id: String(item.id),
    channel_id: String(item.channelId),
    timestamp: formatInZone(item.createdAt, zone),
    user_name: item.authorName,
    user_id: item.authorId,
    user_picture: item.authorPicture,
    is_direct_post: flag(item.isDirect),
    is_unread: flag(item.isUnread),
    reply_id: String(item.id),
    channel: String(row.channelType),
    parent_id: item.parentId ? String(item.parentId) : '0',
    get_conversation_id: String(item.conversationId),
    post_creator_id: row.rootAuthorId ?? item.authorId,
    service_action_id: item.serviceActionId,
    service_reply_id: item.serviceReplyId,
    post_type: item.postType,
    channel_id_screen_name: row.channelScreenName,
    channel_picture: row.channelPicture,
    mobile_permalink: item.permalink,
    is_actionable: item.byChannel && item.postType !== 'post' ? 0 : 1,
    can_delete: item.byChannel ? 1 : 0,
    no_data: 0,
    is_actioned: item.actionCounter > 0 ? 1 : 0,
    first_response: own && item.serviceReplyId === '' ? 1 : 0,
    action_counter: item.actionCounter,
    is_liked: item.isLiked ? 1 : 0,
    attachment: item.attachment ?? null,
  };
}

export interface ListFilters {
  archived: boolean;
  channelId?: number;
  authorId?: string;
  unreadOnly: boolean;
}

/**
 * What the inbox lists: everything that arrives on the channels, and the channels' own published posts (on
 * which comments and likes then arrive); the service's own replies live in their threads.
 */
export function listConditions(auth: AuthContext, filters: ListFilters): SQL {
  return and(
    eq(inboxItems.workspaceId, auth.workspaceId),
    eq(inboxItems.isArchived, filters.archived),
    eq(inboxItems.inList, true),
    filters.channelId !== undefined ? eq(inboxItems.channelId, filters.channelId) : undefined,
    filters.authorId !== undefined ? eq(inboxItems.authorId, filters.authorId) : undefined,
    filters.unreadOnly ? eq(inboxItems.isUnread, true) : undefined,
  )!;
}

export type Cursor =
  | { kind: 'none' }
  | { kind: 'second'; at: Date; after: boolean }
  /** Continues after an item of the workspace, found by the page's own query (see `listPage`). */
  | { kind: 'item'; id: number; workspaceId: number; after: boolean };

/** Where an item cursor's item sits in the list's order, read by the page's own statement. */
const positionOf = (cursor: { id: number; workspaceId: number }) =>
  sql`(select c.created_at, c.id from inbox_items as c where c.id = ${cursor.id} and c.workspace_id = ${cursor.workspaceId})`;

/**
 * One page, newest first. With an item cursor the page continues exactly after that item, which the page's
 * statement itself looks up (a cursor not in the workspace gives an empty page: the caller tells that apart).
 * With a bare timestamp (the interface's own paging, to the second) a page never ends inside a second: it takes
 * the rest of that second too, so the next page, which starts before it, has no gap and no repeat.
 */
export async function listPage(
  db: Db,
  where: SQL,
  cursor: Cursor,
  count: SQL<number>,
): Promise<{ rows: ItemListing[]; more: boolean; count: number }> {
  const after = cursor.kind !== 'none' && cursor.after;
  const range =
    cursor.kind === 'none'
      ? undefined
      : cursor.kind === 'second'
        ? after
          ? gt(inboxItems.createdAt, cursor.at)
          : lt(inboxItems.createdAt, cursor.at)
        : after
          ? sql`(${inboxItems.createdAt}, ${inboxItems.id}) > ${positionOf(cursor)}`
          : sql`(${inboxItems.createdAt}, ${inboxItems.id}) < ${positionOf(cursor)}`;
  const order = after
    ? [asc(inboxItems.createdAt), asc(inboxItems.id)]
    : [desc(inboxItems.createdAt), desc(inboxItems.id)];
  // The filter's unread count comes with the page, in the same statement (a subquery evaluated once).
  const counted = await db
    .select({ ...listColumns, count })
    .from(inboxItems)
    .innerJoin(channels, eq(channels.id, inboxItems.channelId))
    .where(and(where, range))
    .orderBy(...order)
    .limit(PAGE_SIZE + 1);
  const total = counted.length ? counted[0]!.count : await unreadCount(db, count);
  let rows: ItemListing[] = counted;
  let more = rows.length > PAGE_SIZE;
  const next = rows[PAGE_SIZE]?.item.createdAt;
  rows = rows.slice(0, PAGE_SIZE);
  const boundary = rows.at(-1)?.item.createdAt;
  // The item after the page shares the page's last second: finish that second, so that a timestamp cursor (which
  // pages by whole seconds) loses nothing. Otherwise the page already ends on a whole second.
  if (more && cursor.kind !== 'item' && boundary && next?.getTime() === boundary.getTime()) {
    const rest = await selectItems(db)
      .where(
        and(
          where,
          range,
          eq(inboxItems.createdAt, boundary),
          notInArray(
            inboxItems.id,
            rows.map((r) => r.item.id),
          ),
        ),
      )
      .orderBy(...order);
    rows = [...rows, ...rest];
    const [beyond] = await db
      .select({ one: sql<number>`1` })
      .from(inboxItems)
      .where(and(where, after ? gt(inboxItems.createdAt, boundary) : lt(inboxItems.createdAt, boundary)))
      .limit(1);
    more = beyond !== undefined;
  }
  return { rows: after ? rows.reverse() : rows, more, count: total };
}

/**
 * The unread count under a filter, as an expression: from the per-channel counters for the list as a whole or per
 * channel, and counted for an author (their items are few). The page's own statement reads it (`listPage`).
 */
export function unreadCountOf(auth: AuthContext, filters: ListFilters, where: SQL): SQL<number> {
  const counted =
    filters.authorId === undefined
      ? sql`select coalesce(sum(${inboxUnreadCounts.unread}), 0)::int from ${inboxUnreadCounts}
          inner join ${channels} on ${channels.id} = ${inboxUnreadCounts.channelId}
          where ${and(
            eq(channels.workspaceId, auth.workspaceId),
            eq(inboxUnreadCounts.isArchived, filters.archived),
            filters.channelId !== undefined ? eq(inboxUnreadCounts.channelId, filters.channelId) : undefined,
          )}`
      : sql`select count(*)::int from ${inboxItems} where ${and(where, eq(inboxItems.isUnread, true))}`;
  return sql<number>`(${counted})`.mapWith(Number);
}

/** The unread count alone (for a page that came back empty, which carries none). */
export async function unreadCount(db: Db, count: SQL<number>): Promise<number> {
  const [row] = await db.select({ n: count }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}
