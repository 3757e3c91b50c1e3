import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { inboxItems } from '../../db/schema.ts';
import { selectItems, type ItemListing } from './items.ts';
import { inThreadOrder, notesOfThread, type NoteListing } from './notes.ts';

/** What a conversation lists: its items and, among them in time order, the team's notes (decision 042). */
export type ThreadRow = ItemListing | NoteListing;

export const THREAD_PAGE = 20;

const replies = (conversationId: number) =>
  and(eq(inboxItems.conversationId, conversationId), ne(inboxItems.id, conversationId));

const latestOfThread = prepared('open_thread', (db, name) =>
  selectItems(db)
    .where(eq(inboxItems.conversationId, sql.placeholder('conversationId')))
    .orderBy(
      desc(sql`${inboxItems.id} = ${sql.placeholder('conversationId')}`),
      desc(inboxItems.createdAt),
      desc(inboxItems.id),
    )
    .limit(THREAD_PAGE + 2)
    .prepare(name),
);

/**
 * A thread as the item pane opens it: the root, then its latest replies oldest first; older replies come
 * with moreConversation. From `fromId` on, it starts at that reply instead (a link to one comment).
 */
export async function openThread(
  db: Db,
  conversationId: number,
  fromId?: number,
): Promise<{ rows: ThreadRow[]; more: boolean }> {
  if (fromId === undefined) {
    // One statement: the root first, then the latest replies newest first (a thread is small; it sorts in memory).
    const [rows, notes] = await Promise.all([
      latestOfThread(db).execute({ conversationId }),
      notesOfThread(db, conversationId, { kind: 'latest' }, THREAD_PAGE + 1),
    ]);
    const root = rows[0]?.item.id === conversationId ? rows[0] : undefined;
    const latest = inThreadOrder<ThreadRow>([...(root ? rows.slice(1) : rows), ...notes]);
    const more = latest.length > THREAD_PAGE;
    const shown = latest.slice(-THREAD_PAGE);
    return { rows: root ? [root, ...shown] : shown, more };
  }
  const [root] = await selectItems(db).where(eq(inboxItems.id, conversationId));
  const [items, notes] = await Promise.all([
    selectItems(db)
      .where(and(replies(conversationId), sql`${inboxItems.id} >= ${fromId}`))
      .orderBy(asc(inboxItems.createdAt), asc(inboxItems.id))
      .limit(THREAD_PAGE + 1),
    notesOfThread(db, conversationId, { kind: 'from', id: fromId }, THREAD_PAGE + 1),
  ]);
  const page = inThreadOrder<ThreadRow>([...items, ...notes]);
  const more = page.length > THREAD_PAGE;
  return { rows: root ? [root, ...page.slice(0, THREAD_PAGE)] : page.slice(0, THREAD_PAGE), more };
}

/** The replies just before (or, with next, just after) an anchor, oldest first. */
export async function moreOfThread(
  db: Db,
  conversationId: number,
  anchor: { at: Date; id: number | null },
  next: boolean,
) {
  const position = anchor.id === null ? sql`${inboxItems.createdAt}` : sql`(${inboxItems.createdAt}, ${inboxItems.id})`;
  const bound = anchor.id === null ? sql`${anchor.at}` : sql`(${anchor.at}, ${anchor.id})`;
  const [items, notes] = await Promise.all([
    selectItems(db)
      .where(and(replies(conversationId), next ? sql`${position} > ${bound}` : sql`${position} < ${bound}`))
      .orderBy(
        ...(next ? [asc(inboxItems.createdAt), asc(inboxItems.id)] : [desc(inboxItems.createdAt), desc(inboxItems.id)]),
      )
      .limit(THREAD_PAGE + 1),
    notesOfThread(db, conversationId, { kind: 'around', anchor, next }, THREAD_PAGE + 1),
  ]);
  const page = inThreadOrder<ThreadRow>([...items, ...notes]);
  if (!next) page.reverse();
  const more = page.length > THREAD_PAGE;
  const shown = page.slice(0, THREAD_PAGE);
  return { rows: next ? shown : shown.reverse(), more };
}
