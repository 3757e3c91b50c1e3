import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { channels, inboxItems, inboxMentions, inboxNotes } from '../../db/schema.ts';
import { notFound } from '../../domain/errors.ts';
import { formatInZone } from '../../domain/time.ts';
import { flag } from './items.ts';
import { joinNoteItem, noteAuthorPicture } from './notes.ts';

export const MENTIONS_PAGE = 20;

const mine = (auth: AuthContext) =>
  and(eq(inboxMentions.workspaceId, auth.workspaceId), eq(inboxMentions.userId, auth.userId));

async function unseenCount(db: Db, auth: AuthContext): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inboxMentions)
    .where(and(mine(auth), isNull(inboxMentions.seenAt)));
  return Number(row?.n ?? 0);
}

/**
 * The caller's mentions, newest first, a page at a time: after `lastNoteId` (the last of the previous page, which
 * must be one of the caller's mentions: anything else is a 404), only the unseen ones with `unseenOnly`.
 */
export async function listMentions(db: Db, auth: AuthContext, options: { unseenOnly: boolean; lastNoteId?: number }) {
  let after;
  if (options.lastNoteId !== undefined) {
    const [cursor] = await db
      .select({ at: inboxMentions.createdAt })
      .from(inboxMentions)
      .where(and(mine(auth), eq(inboxMentions.noteId, options.lastNoteId)));
    if (!cursor) throw notFound('mention of yours', 'last_note_id');
    after = sql`(${inboxMentions.createdAt}, ${inboxMentions.noteId}) < (${cursor.at}, ${options.lastNoteId})`;
  }
  const rows = await joinNoteItem(
    db
      .select({
        noteId: inboxMentions.noteId,
        seenAt: inboxMentions.seenAt,
        note: inboxNotes,
        isDirect: inboxItems.isDirect,
        channelType: channels.channelType,
        channelScreenName: channels.screenName,
        authorPicture: noteAuthorPicture,
      })
      .from(inboxNotes)
      .$dynamic(),
  )
    .innerJoin(inboxMentions, eq(inboxMentions.noteId, inboxNotes.id))
    .where(and(mine(auth), options.unseenOnly ? isNull(inboxMentions.seenAt) : undefined, after))
    .orderBy(desc(inboxMentions.createdAt), desc(inboxMentions.noteId))
    .limit(MENTIONS_PAGE + 1);
  const shown = rows.slice(0, MENTIONS_PAGE);
  return {
    more: rows.length > MENTIONS_PAGE,
    unseen: await unseenCount(db, auth),
    mentions: shown.map((row) => ({
      note_id: String(row.noteId),
      text: row.note.text,
      author_id: String(row.note.authorId ?? 0),
      author_name: row.note.authorName,
      author_picture: row.authorPicture,
      timestamp: formatInZone(row.note.createdAt, auth.timezone),
      seen: row.seenAt ? 1 : 0,
      post_id: String(row.note.itemId),
      channel_id: String(row.note.channelId),
      channel: String(row.channelType),
      channel_id_screen_name: row.channelScreenName,
      get_conversation_id: String(row.note.conversationId),
      is_direct_post: flag(row.isDirect),
    })),
  };
}

/**
 * Marks the caller's mention in one note seen (a note that does not mention them is a 404), or all of them. One
 * statement: the mention named is updated whether or not it was seen (keeping when it first was), so that the row it
 * returns says the mention is the caller's.
 */
export async function markMentionsSeen(db: Db, auth: AuthContext, noteId: number | undefined, now: Date) {
  const marked = await db
    .update(inboxMentions)
    .set({ seenAt: sql`coalesce(${inboxMentions.seenAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(mine(auth), noteId !== undefined ? eq(inboxMentions.noteId, noteId) : isNull(inboxMentions.seenAt)))
    .returning({ noteId: inboxMentions.noteId });
  if (noteId !== undefined && marked.length === 0) throw notFound('mention of yours', 'note_id');
  return unseenCount(db, auth);
}
