import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { inboxItems, users } from '../../db/schema.ts';
import { conflict } from '../../domain/errors.ts';
import { formatInZone } from '../../domain/time.ts';
import type { ItemListing } from './items.ts';

/** The advisory lock space of units of work being answered (one lock a unit, held by its transaction alone). */
const ANSWERING = 38_042;
const SHOWN = 3;
const QUOTE = 280;

/**
 * Our answers in an item's unit of work written after `seenLastId`, the newest item of the conversation its writer
 * had seen: by another member, or on the network itself (the poller brings those in as ours too).
 */
async function answersSince(db: Db, row: ItemListing, seenLastId: number) {
  return db
    .select({
      text: inboxItems.text,
      at: inboxItems.createdAt,
      writer: sql<string>`coalesce(${users.name}, ${inboxItems.authorName})`,
    })
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.writtenBy))
    .where(
      and(
        eq(inboxItems.workId, row.item.workId),
        eq(inboxItems.workspaceId, row.item.workspaceId),
        eq(inboxItems.byChannel, true),
        ne(inboxItems.postType, 'post'),
        gt(inboxItems.id, seenLastId),
      ),
    )
    .orderBy(asc(inboxItems.createdAt), asc(inboxItems.id))
    .limit(SHOWN);
}

/**
 * No double answers (decision 042): a reply sent with `seen_last_id` is refused (409 `answered_meanwhile`, with
 * nothing sent) when an answer of ours came in its unit after what its writer had seen; the message quotes it, with
 * its writer and time. Sending again without `seen_last_id` (or with the newest id) sends anyway.
 */
export async function refuseIfAnswered(db: Db, auth: AuthContext, row: ItemListing, seenLastId: number) {
  const answers = await answersSince(db, row, seenLastId);
  if (answers.length === 0) return;
  const quoted = answers.map((a) => {
    const text = a.text.length > QUOTE ? `${a.text.slice(0, QUOTE)}…` : a.text;
    return `${a.writer} answered at ${formatInZone(a.at, auth.timezone)}: “${text}”`;
  });
  throw conflict(
    'answered_meanwhile',
    `Someone answered this conversation while you were writing. ${quoted.join(' ')} Read it first; to send yours anyway, send it again without seen_last_id.`,
  );
}

/**
 * Takes the unit's answering lock for the rest of the transaction: two guarded replies to one unit on any
 * instances check and write one after the other, so the second sees the first and is refused.
 */
export async function lockUnit(tx: Db, row: ItemListing): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ANSWERING}, ${row.item.workId})`);
}
