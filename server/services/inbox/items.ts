import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  gt,
  inArray,
  isNull,
  lt,
  notInArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { prepared } from '../../db/prepared.ts';
import { channels, inboxItemLabels, inboxItems, inboxUnreadCounts, inboxWork, type PostType } from '../../db/schema.ts';
import { formatInZone } from '../../domain/time.ts';
import { notFound } from '../../domain/errors.ts';

export type ItemRow = typeof inboxItems.$inferSelect;
export const PAGE_SIZE = 20;

export const listColumns = {
  item: inboxItems,
  channelType: channels.channelType,
  channelScreenName: channels.screenName,
  channelPicture: channels.picture,
  rootAuthorId: sql<string>`(select root.author_id from inbox_items as root where root.id = ${inboxItems.conversationId})`,
  /** The assignee's name ('' when none); a member who left keeps the name until the unit is assigned again. */
  assigneeName: sql<string>`coalesce((select u.name from users as u where u.id = ${inboxItems.assigneeId}), '')`,
  /** The item's labels, by name, as `[id, name, color]` triples. */
  labels: sql<
    [number, string, string][]
  >`coalesce((select json_agg(json_build_array(l.id, l.name, l.color) order by lower(l.name)) from inbox_item_labels as il join labels as l on l.id = il.label_id where il.item_id = ${inboxItems.id}), '[]'::json)`,
  /** When the item's unit comes back from a snooze (decision 040); null when it is not snoozed. */
  snoozedUntil:
    sql<Date | null>`(select w.snoozed_until from inbox_work as w where w.work_id = ${inboxItems.workId})`.mapWith(
      inboxWork.snoozedUntil,
    ),
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

/** The interface's string flags (`is_direct_post`, `is_unread`): '1' or '0'. */
export const flag = (value: boolean): '0' | '1' => (value ? '1' : '0');

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
    work_id: String(item.workId),
    assignee_id: String(item.assigneeId ?? 0),
    assignee_name: row.assigneeName,
    labels: row.labels.map(([id, name, color]) => ({ label_id: String(id), name, color })),
    is_note: 0,
    snoozed_until: row.snoozedUntil ? formatInZone(row.snoozedUntil, zone) : '',
  };
}

/** The kinds of item the type filters name (inbox/get, inbox/search), as the dashboard's filter names them. */
export type ItemType = 'comment' | 'mention' | 'message' | 'post';
export const POST_TYPES: Record<ItemType, PostType[]> = {
  comment: ['comment', 'reply'],
  mention: ['mention'],
  message: ['message'],
  post: ['post'],
};

/**
 * Not answered yet (decision 040): an inbound item (not ours, not a channel's post) that none of our channels has
 * answered in public, as migration 0025's trigger records it. inbox/get and inbox/search both read it.
 */
export const UNANSWERED = sql`${inboxItems.answeredAt} is null and not ${inboxItems.byChannel} and ${inboxItems.postType} <> 'post'`;

export interface ListFilters {
  archived: boolean;
  channelId?: number;
  authorId?: string;
  unreadOnly: boolean;
  /** Only the items carrying this label (decision 041). */
  labelId?: number;
  /** The assignee views (decision 039): a member's items, or those of units nobody has. */
  assignee?: number | 'none';
  /** Only inbound items nobody has answered yet. */
  unanswered?: boolean;
  type?: ItemType;
}

/**
 * What the inbox lists: everything that arrives on the channels, and the channels' own published posts (on
 * which comments and likes then arrive); the service's own replies live in their threads.
 */
/** The listing a call asks for, with its values. */
const listingOf = (auth: AuthContext, filters: ListFilters): Listing => ({ workspaceId: auth.workspaceId, ...filters });

/** A value of a listing, or the placeholder that stands for it in a prepared statement. */
type Value<T> = T | Placeholder;
interface Listing {
  workspaceId: Value<number>;
  archived: Value<boolean>;
  channelId?: Value<number>;
  authorId?: Value<string>;
  unreadOnly: boolean;
  labelId?: Value<number>;
  assignee?: Value<number> | 'none';
  unanswered?: boolean;
  type?: ItemType;
}

/** An assignee view's condition: `is null` for the units nobody has. */
export const assigneeIs = (assignee: Value<number> | 'none') =>
  assignee === 'none' ? isNull(inboxItems.assigneeId) : eq(inboxItems.assigneeId, assignee);

/**
 * The columns the list is ordered by: the item's time and id, or, for a label's items, the label row's copy of them,
 * so that the page is read in order from `inbox_item_labels_list_idx` (decision 041).
 */
const orderColumns = (labelled: boolean) =>
  labelled
    ? { at: inboxItemLabels.createdAt, id: inboxItemLabels.itemId }
    : { at: inboxItems.createdAt, id: inboxItems.id };

/**
 * A label's items are read through the label's rows: joined on the item, they add no column to what is selected
 * (every selection here is explicit), so the query answers the same rows' shape.
 */
function withLabel<Q extends PgSelect>(query: Q, labelled: boolean): Q {
  return labelled
    ? (query.innerJoin(inboxItemLabels, eq(inboxItemLabels.itemId, inboxItems.id)) as unknown as Q)
    : query;
}

/**
 * A label's rows carry their items' archived state, unread flag and channel (decision 045): said of the row too, the
 * filters pick the label's rows from its index, in the list's order, before any item is read.
 */
const labelRowConditions = (listing: Listing, labelId: Value<number>) => [
  eq(inboxItemLabels.labelId, labelId),
  eq(inboxItemLabels.isArchived, listing.archived),
  listing.unreadOnly ? eq(inboxItemLabels.unread, true) : undefined,
  listing.channelId !== undefined ? eq(inboxItemLabels.channelId, listing.channelId) : undefined,
];

function conditions(listing: Listing): SQL {
  return and(
    eq(inboxItems.workspaceId, listing.workspaceId),
    eq(inboxItems.isArchived, listing.archived),
    eq(inboxItems.inList, true),
    listing.channelId !== undefined ? eq(inboxItems.channelId, listing.channelId) : undefined,
    listing.authorId !== undefined ? eq(inboxItems.authorId, listing.authorId) : undefined,
    listing.unreadOnly ? eq(inboxItems.isUnread, true) : undefined,
    ...(listing.labelId !== undefined ? labelRowConditions(listing, listing.labelId) : []),
    listing.assignee !== undefined ? assigneeIs(listing.assignee) : undefined,
    listing.unanswered ? UNANSWERED : undefined,
    listing.type !== undefined ? inArray(inboxItems.postType, POST_TYPES[listing.type]) : undefined,
  )!;
}

export type Cursor =
  | { kind: 'none' }
  | { kind: 'second'; at: Date; after: boolean }
  /** Continues after an item of the workspace, found by the page's own query (see `listPage`). */
  | { kind: 'item'; id: number; after: boolean };

/** Where an item cursor's item sits in the list's order, read by the page's own statement. */
const positionOf = (cursor: { id: Value<number>; workspaceId: Value<number> }) =>
  sql`(select c.created_at, c.id from inbox_items as c where c.id = ${cursor.id} and c.workspace_id = ${cursor.workspaceId})`;

/** The part of the list a cursor leaves: before it, or after it (`is_after`). */
function rangeOf(
  kind: Cursor['kind'],
  after: boolean,
  at: Value<Date> | undefined,
  item: { id: Value<number>; workspaceId: Value<number> } | undefined,
  labelled = false,
): SQL | undefined {
  const order = orderColumns(labelled);
  if (kind === 'none') return undefined;
  if (kind === 'second') return after ? gt(order.at, at!) : lt(order.at, at!);
  return after
    ? sql`(${order.at}, ${order.id}) > ${positionOf(item!)}`
    : sql`(${order.at}, ${order.id}) < ${positionOf(item!)}`;
}

/**
 * The list's order. An assignee view orders by the assignee first, the same for every row it lists: PostgreSQL takes
 * `assignee_id = $1` as fixing the column and reads inbox_assignee_idx in the list's order either way, but not
 * `assignee_id is null`, for which it sorted every unassigned item (50 ms for 300,000) until the column was in the
 * order too (decision 039). A label's items are read through the label's rows, in their own order.
 */
const orderOf = (after: boolean, labelled = false, byAssignee = false) => {
  const columns = orderColumns(labelled);
  const order = after ? [asc(columns.at), asc(columns.id)] : [desc(columns.at), desc(columns.id)];
  // Read backwards, the index gives DESC NULLS FIRST, which is what DESC means.
  return byAssignee && !labelled ? [after ? asc(inboxItems.assigneeId) : desc(inboxItems.assigneeId), ...order] : order;
};

/**
 * The page's statement for one shape of call (which filters, which cursor), prepared once per shape with
 * placeholders for the values: the inbox's most frequent statement is not built again on each call.
 */
const pageStatements = new Map<string, ReturnType<typeof pageStatement>>();
function pageStatement(name: string, listing: Listing, kind: Cursor['kind'], after: boolean) {
  const where = conditions(listing);
  const labelled = listing.labelId !== undefined;
  const range = rangeOf(
    kind,
    after,
    sql.placeholder('at'),
    { id: sql.placeholder('cursorId'), workspaceId: listing.workspaceId },
    labelled,
  );
  return prepared(name, (db, statementName) =>
    withLabel(
      db
        .select({ ...listColumns, count: countOf(listing) })
        .from(inboxItems)
        .innerJoin(channels, eq(channels.id, inboxItems.channelId))
        .$dynamic(),
      labelled,
    )
      .where(and(where, range))
      .orderBy(...orderOf(after, labelled, listing.assignee !== undefined))
      .limit(PAGE_SIZE + 1)
      .prepare(statementName),
  );
}

function pageFor(auth: Pick<AuthContext, 'workspaceId'>, filters: ListFilters, cursor: Cursor) {
  const after = cursor.kind !== 'none' && cursor.after;
  const shape = [
    filters.channelId !== undefined ? 'channel' : '',
    filters.authorId !== undefined ? 'author' : '',
    filters.unreadOnly ? 'unread' : '',
    filters.labelId !== undefined ? 'label' : '',
    filters.assignee === 'none' ? 'unassigned' : filters.assignee !== undefined ? 'assignee' : '',
    filters.unanswered ? 'unanswered' : '',
    filters.type !== undefined ? `type_${filters.type}` : '',
    cursor.kind,
    after ? 'after' : 'before',
  ]
    .filter(Boolean)
    .join('_');
  let statement = pageStatements.get(shape);
  if (!statement) {
    const listing: Listing = {
      workspaceId: sql.placeholder('workspaceId'),
      archived: sql.placeholder('archived'),
      channelId: filters.channelId !== undefined ? sql.placeholder('channelId') : undefined,
      authorId: filters.authorId !== undefined ? sql.placeholder('authorId') : undefined,
      unreadOnly: filters.unreadOnly,
      labelId: filters.labelId !== undefined ? sql.placeholder('labelId') : undefined,
      assignee:
        filters.assignee === 'none' ? 'none' : filters.assignee !== undefined ? sql.placeholder('assignee') : undefined,
      unanswered: filters.unanswered,
      type: filters.type,
    };
    statement = pageStatement(`inbox_page_${shape}`, listing, cursor.kind, after);
    pageStatements.set(shape, statement);
  }
  return {
    statement,
    values: {
      workspaceId: auth.workspaceId,
      archived: filters.archived,
      channelId: filters.channelId,
      authorId: filters.authorId,
      labelId: filters.labelId,
      assignee: filters.assignee === 'none' ? undefined : filters.assignee,
      at: cursor.kind === 'second' ? cursor.at.toISOString() : undefined,
      cursorId: cursor.kind === 'item' ? cursor.id : undefined,
    },
  };
}

/**
 * A page's statement as PostgreSQL gets it, with its values in order: for EXPLAIN, in the tests that check which
 * index each view reads (Drizzle keeps the text on its prepared query, as `prepared` reads it too).
 */
export function pageStatementText(db: Db, workspaceId: number, filters: ListFilters, cursor: Cursor) {
  const page = pageFor({ workspaceId }, filters, cursor);
  const built = page.statement(db) as unknown as { queryString: string; params: unknown[] };
  return { text: built.queryString, values: fillPlaceholders(built.params, page.values) };
}

/**
 * One page, newest first. With an item cursor the page continues exactly after that item, which the page's
 * statement itself looks up (a cursor not in the workspace gives an empty page: the caller tells that apart).
 * With a bare timestamp (the interface's own paging, to the second) a page never ends inside a second: it takes
 * the rest of that second too, so the next page, which starts before it, has no gap and no repeat.
 */
export async function listPage(
  db: Db,
  auth: AuthContext,
  filters: ListFilters,
  cursor: Cursor,
): Promise<{ rows: ItemListing[]; more: boolean; count: number }> {
  const after = cursor.kind !== 'none' && cursor.after;
  // The filter's unread count comes with the page, in the same statement (a subquery evaluated once).
  const page = pageFor(auth, filters, cursor);
  const counted = await page.statement(db).execute(page.values);
  // The rarer statements below are built only when sent, with the values written in.
  const listing = listingOf(auth, filters);
  const total = counted.length ? counted[0]!.count : await unreadCount(db, countOf(listing));
  let rows: ItemListing[] = counted;
  let more = rows.length > PAGE_SIZE;
  const next = rows[PAGE_SIZE]?.item.createdAt;
  rows = rows.slice(0, PAGE_SIZE);
  const boundary = rows.at(-1)?.item.createdAt;
  // The item after the page shares the page's last second: finish that second, so that a timestamp cursor (which
  // pages by whole seconds) loses nothing. Otherwise the page already ends on a whole second.
  if (more && cursor.kind !== 'item' && boundary && next?.getTime() === boundary.getTime()) {
    const where = conditions(listing);
    const labelled = listing.labelId !== undefined;
    const range = rangeOf(cursor.kind, after, cursor.kind === 'second' ? cursor.at : undefined, undefined, labelled);
    const rest = await withLabel(selectItems(db).$dynamic(), labelled)
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
      .orderBy(...orderOf(after, labelled, filters.assignee !== undefined));
    rows = [...rows, ...rest];
    const [beyond] = await withLabel(
      db
        .select({ one: sql<number>`1` })
        .from(inboxItems)
        .$dynamic(),
      labelled,
    )
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
function countOf(listing: Listing): SQL<number> {
  // The counters keep unread items per channel, and a label's rows their items' state (decision 045): under an
  // author, assignee, unanswered or type filter the unread items are counted.
  const channelOrLabelOnly =
    listing.authorId === undefined &&
    listing.assignee === undefined &&
    !listing.unanswered &&
    listing.type === undefined;
  const counted =
    channelOrLabelOnly && listing.labelId === undefined
      ? sql`select coalesce(sum(${inboxUnreadCounts.unread}), 0)::int from ${inboxUnreadCounts}
          inner join ${channels} on ${channels.id} = ${inboxUnreadCounts.channelId}
          where ${and(
            eq(channels.workspaceId, listing.workspaceId),
            eq(inboxUnreadCounts.isArchived, listing.archived),
            listing.channelId !== undefined ? eq(inboxUnreadCounts.channelId, listing.channelId) : undefined,
          )}`
      : channelOrLabelOnly && listing.labelId !== undefined
        ? // The label's unread rows alone, from inbox_item_labels_unread_idx (the label is the workspace's: checked).
          sql`select count(*)::int from ${inboxItemLabels}
            where ${and(...labelRowConditions({ ...listing, unreadOnly: true }, listing.labelId))}`
        : // The unread items under every filter; under a label, from the label's unread rows (its unread index).
          sql`select count(*)::int from ${inboxItems} ${
            listing.labelId !== undefined
              ? sql`inner join ${inboxItemLabels} on ${inboxItemLabels.itemId} = ${inboxItems.id}`
              : sql``
          } where ${conditions({ ...listing, unreadOnly: true })}`;
  return sql<number>`(${counted})`.mapWith(Number);
}

/** The unread count alone (for a page that came back empty, which carries none). */
async function unreadCount(db: Db, count: SQL<number>): Promise<number> {
  const [row] = await db.select({ n: count }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}
