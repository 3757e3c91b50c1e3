import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { channels, inboxItems, inboxMentions, inboxNotes, memberships, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { forbidden, notFound } from '../../domain/errors.ts';
import { mentionedIn } from '../../domain/mentions.ts';
import { formatInZone } from '../../domain/time.ts';
import type { ServiceDeps } from '../deps.ts';
import { membersMentioned } from '../notifications/news.ts';
import { flag, type ItemListing } from './items.ts';

/** A note's author's picture now ('' when none, or when they left the workspace's people). */
export const noteAuthorPicture = sql<string>`coalesce((select u.picture from users as u where u.id = ${inboxNotes.authorId}), '')`;

/** A note as a conversation lists it: the note, its item's channel, and what it shows of the unit. */
const noteColumns = {
  note: inboxNotes,
  isDirect: inboxItems.isDirect,
  assigneeId: inboxItems.assigneeId,
  channelType: channels.channelType,
  channelScreenName: channels.screenName,
  channelPicture: channels.picture,
  authorPicture: noteAuthorPicture,
  rootAuthorId: sql<
    string | null
  >`(select root.author_id from inbox_items as root where root.id = ${inboxNotes.conversationId})`,
  assigneeName: sql<string>`coalesce((select u.name from users as u where u.id = ${inboxItems.assigneeId}), '')`,
};

/**
 * The joins of every read of notes: the item each is on and that item's channel. Inner joins add no column to an
 * explicit selection, so the query answers the rows' shape it had (as items.ts's label join).
 */
export const joinNoteItem = <Q extends PgSelect>(query: Q): Q =>
  query
    .innerJoin(inboxItems, eq(inboxItems.id, inboxNotes.itemId))
    .innerJoin(channels, eq(channels.id, inboxNotes.channelId)) as unknown as Q;
const selectNotes = (db: Db) => joinNoteItem(db.select(noteColumns).from(inboxNotes).$dynamic());
export type NoteListing = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

export const isNote = (row: ItemListing | NoteListing): row is NoteListing => 'note' in row;

/**
 * A note in the InboxItem shape, so that a conversation lists it among its items (decision 042): `is_note` 1, the
 * member as its author (`user_id` `member-<id>`), and the post_type a reply on its item has, since the interface's
 * post_type values are binding. Nothing a network action takes applies to it (`is_actionable` 0, `can_delete` 0:
 * inbox/note/delete removes it).
 */
export function noteView(row: NoteListing, zone: string) {
  const { note } = row;
  return {
    text: note.text,
    object_id: '',
    channel_reply_index: String(note.itemId),
    post_id: String(note.id),
    channel_id: String(note.channelId),
    timestamp: formatInZone(note.createdAt, zone),
    user_name: note.authorName,
    user_id: `member-${note.authorId ?? 0}`,
    user_picture: row.authorPicture,
    is_direct_post: flag(row.isDirect),
    is_unread: '0' as const,
    reply_id: String(note.id),
    channel: String(row.channelType),
    parent_id: String(note.itemId),
    get_conversation_id: String(note.conversationId),
    post_creator_id: row.rootAuthorId ?? '',
    service_action_id: '',
    service_reply_id: '',
    post_type: row.isDirect ? ('message' as const) : ('reply' as const),
    channel_id_screen_name: row.channelScreenName,
    channel_picture: row.channelPicture,
    mobile_permalink: '',
    is_actionable: 0,
    can_delete: 0,
    no_data: 0,
    is_actioned: 0,
    first_response: 0,
    action_counter: 0,
    is_liked: 0,
    attachment: null,
    work_id: String(note.workId),
    assignee_id: String(row.assigneeId ?? 0),
    assignee_name: row.assigneeName,
    labels: [],
    is_note: 1,
    // A note is not snoozed: its unit is (decision 040).
    snoozed_until: '',
  };
}

/** Where a note or item sits in a conversation's order. */
const position = (row: ItemListing | NoteListing) =>
  isNote(row)
    ? { at: row.note.createdAt.getTime(), id: row.note.id }
    : { at: row.item.createdAt.getTime(), id: row.item.id };

/** Oldest first (by time, then id: notes and items share one sequence of ids). */
export function inThreadOrder<T extends ItemListing | NoteListing>(rows: T[]): T[] {
  return rows.sort((a, b) => {
    const p = position(a);
    const q = position(b);
    return p.at - q.at || p.id - q.id;
  });
}

/**
 * A conversation's notes for one page of it: the newest (`latest`), those from an id on (`from`), or those
 * before or after an anchor (`around`); at most `limit`, in the order the page reads them.
 */
export async function notesOfThread(
  db: Db,
  conversationId: number,
  range:
    | { kind: 'latest' }
    | { kind: 'from'; id: number }
    | { kind: 'around'; anchor: { at: Date; id: number | null }; next: boolean },
  limit: number,
): Promise<NoteListing[]> {
  const base = eq(inboxNotes.conversationId, conversationId);
  let where: SQL | undefined = base;
  let ascending = false;
  if (range.kind === 'from') {
    where = and(base, gte(inboxNotes.id, range.id));
    ascending = true;
  } else if (range.kind === 'around') {
    const { anchor, next } = range;
    const here = anchor.id === null ? sql`${inboxNotes.createdAt}` : sql`(${inboxNotes.createdAt}, ${inboxNotes.id})`;
    const bound = anchor.id === null ? sql`${anchor.at}` : sql`(${anchor.at}, ${anchor.id})`;
    where = and(base, next ? sql`${here} > ${bound}` : sql`${here} < ${bound}`);
    ascending = next;
  }
  return selectNotes(db)
    .where(where)
    .orderBy(
      ...(ascending
        ? [asc(inboxNotes.createdAt), asc(inboxNotes.id)]
        : [desc(inboxNotes.createdAt), desc(inboxNotes.id)]),
    )
    .limit(limit);
}

/** A note of the caller's workspace; another workspace's is a 404. */
export async function findNote(db: Db, auth: AuthContext, noteId: number, field = 'note_id') {
  const [note] = await db
    .select()
    .from(inboxNotes)
    .where(and(eq(inboxNotes.id, noteId), eq(inboxNotes.workspaceId, auth.workspaceId)));
  if (!note) throw notFound('note', field);
  return note;
}

/**
 * Writes a note on an item's conversation, and a mention for each other member it names (`@name`, decision 042),
 * each also notified (decision 053). Never sent to a network. Answers the note, the members it mentions and those
 * notified.
 */
export async function writeNote(deps: ServiceDeps, auth: AuthContext, row: ItemListing, text: string) {
  const { item } = row;
  return inTransaction(deps.db, async (tx) => {
    const now = deps.now();
    const [note] = await tx
      .insert(inboxNotes)
      .values({
        workspaceId: auth.workspaceId,
        channelId: item.channelId,
        itemId: item.id,
        conversationId: item.conversationId,
        workId: item.workId || item.conversationId,
        authorId: auth.userId,
        authorName: auth.userName,
        text,
        // To the second, as the service's own replies: a thread orders notes and replies alike.
        createdAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
      })
      .returning();
    const members = await tx
      .select({ userId: users.id, name: users.name, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.workspaceId, auth.workspaceId));
    const mentioned = mentionedIn(text, members).filter((id) => id !== auth.userId);
    if (mentioned.length)
      await tx
        .insert(inboxMentions)
        .values(
          mentioned.map((userId) => ({ noteId: note!.id, userId, workspaceId: auth.workspaceId, createdAt: now })),
        );
    const notified = await membersMentioned(tx, auth, note!, mentioned, now);
    return { note: note!, mentioned, notified };
  });
}

/** Deletes a note: its author's, or any by an owner or admin. Its mentions go with it. */
export async function deleteNote(deps: ServiceDeps, auth: AuthContext, noteId: number) {
  const note = await findNote(deps.db, auth, noteId);
  if (note.authorId !== auth.userId && auth.role === 'collaborator')
    throw forbidden('Only its author, an owner or an admin can delete a note.');
  await deps.db.delete(inboxNotes).where(eq(inboxNotes.id, note.id));
  return note;
}
