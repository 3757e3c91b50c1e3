import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedReplies } from '../../db/schema.ts';
import { inTransaction, refusingDuplicates } from '../../db/transaction.ts';
import { savedReplySubject } from '../../domain/audit-subjects.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import { MAX_SAVED_REPLIES } from '../../domain/saved-replies.ts';
import { formatInZone } from '../../domain/time.ts';
import { networkOf } from '../../../shared/networks.ts';
import { fillReply, firstNameOf, REPLY_VARIABLES, unknownVariables } from '../../../shared/saved-replies.ts';
import { textLength } from '../../../shared/text-length.ts';
import { requireManager } from '../workspaces/access.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { recordAudit } from '../workspaces/audit.ts';
import { actorOf } from '../workspaces/people.ts';
import { requireRoom } from '../workspaces/workspace-lock.ts';
import { findItem } from './items.ts';

type ReplyRow = typeof savedReplies.$inferSelect;

const replyExists = (title: string) =>
  conflict('reply_exists', `There is a saved reply titled “${title}” already (titles are compared whatever the case).`);

const columns = {
  reply: savedReplies,
  createdBy: sql<string>`coalesce((select u.name from users as u where u.id = ${savedReplies.createdBy}), '')`,
};

const replyView = (row: ReplyRow, createdBy: string, zone: string) => ({
  reply_id: String(row.id),
  title: row.title,
  text: row.text,
  use_count: row.useCount,
  created_by: createdBy,
  updated_at: formatInZone(row.updatedAt, zone),
});

/** `%` and `_` typed in a search are the characters themselves, not LIKE's wildcards. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The workspace's library by title; with `q`, the replies whose title or text contains it (any case), those whose
 * title does first. The library is answered whole (MAX_SAVED_REPLIES at most), for the reply box's menu.
 */
export async function listReplies(db: Db, auth: AuthContext, q?: string) {
  const pattern = q ? likePattern(q) : undefined;
  const rows = await db
    .select(columns)
    .from(savedReplies)
    .where(
      and(
        eq(savedReplies.workspaceId, auth.workspaceId),
        pattern ? or(ilike(savedReplies.title, pattern), ilike(savedReplies.text, pattern)) : undefined,
      ),
    )
    .orderBy(
      ...(pattern ? [desc(ilike(savedReplies.title, pattern))] : []),
      sql`lower(${savedReplies.title})`,
      asc(savedReplies.id),
    );
  return rows.map((row) => replyView(row.reply, row.createdBy, auth.timezone));
}

/** A saved reply of the caller's workspace; another workspace's, or none, is a 404. */
async function replyOf(db: Db, auth: AuthContext, replyId: number) {
  const [row] = await db
    .select(columns)
    .from(savedReplies)
    .where(and(eq(savedReplies.id, replyId), eq(savedReplies.workspaceId, auth.workspaceId)));
  if (!row) throw notFound(`saved reply ${replyId}`, 'reply_id');
  return row;
}

/** A text's variables must be known ones: a typo such as {firstname} would otherwise be sent as written. */
function checkVariables(text: string): void {
  const unknown = unknownVariables(text);
  if (unknown.length === 0) return;
  const listed = unknown.map((name) => `{${name}}`).join(', ');
  const known = REPLY_VARIABLES.map((name) => `{${name}}`).join(', ');
  throw invalid(
    'unknown_variable',
    `${listed} ${unknown.length === 1 ? 'is not a variable' : 'are not variables'} a saved reply can hold: use ${known}.`,
    'text',
  );
}

export async function createReply(db: Db, auth: AuthContext, reply: { title: string; text: string }, now: Date) {
  requireManager(auth, 'manage saved replies');
  checkVariables(reply.text);
  // The name's unique index refuses a taken one, also one taken at the same moment: nothing is inserted then.
  const row = await inTransaction(db, async (tx) => {
    await requireRoom(tx, auth.workspaceId, savedReplies, MAX_SAVED_REPLIES, () =>
      conflict(
        'too_many_replies',
        `A workspace has at most ${MAX_SAVED_REPLIES} saved replies. Delete one you no longer use.`,
      ),
    );
    const [created] = await tx
      .insert(savedReplies)
      .values({
        workspaceId: auth.workspaceId,
        title: reply.title,
        text: reply.text,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw replyExists(reply.title);
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'saved_reply.created', created.title, {}, [
      savedReplySubject(created),
    ]);
    return created;
  });
  return replyView(row, auth.userName, auth.timezone);
}

export async function updateReply(
  db: Db,
  auth: AuthContext,
  replyId: number,
  change: { title?: string; text?: string },
  now: Date,
) {
  requireManager(auth, 'manage saved replies');
  if (change.title === undefined && change.text === undefined)
    throw invalid('missing_parameter', 'Give the saved reply a new title, a new text, or both.', 'title');
  if (change.text !== undefined) checkVariables(change.text);
  const { row, createdBy } = await refusingDuplicates(
    () =>
      inTransaction(db, async (tx) => {
        const before = await replyOf(tx, auth, replyId);
        const title = change.title ?? before.reply.title;
        const text = change.text ?? before.reply.text;
        const [updated] = await tx
          .update(savedReplies)
          .set({ title, text, updatedAt: now })
          .where(eq(savedReplies.id, before.reply.id))
          .returning();
        const details: Record<string, string | boolean> = {};
        if (title !== before.reply.title) Object.assign(details, { title_from: before.reply.title, title });
        if (text !== before.reply.text) details.text_changed = true;
        await recordAudit(tx, auth.workspaceId, actorOf(auth), 'saved_reply.updated', updated!.title, details, [
          savedReplySubject(updated!),
        ]);
        return { row: updated!, createdBy: before.createdBy };
      }),
    () => replyExists(change.title ?? ''),
  );
  return replyView(row, createdBy, auth.timezone);
}

export async function deleteReply(db: Db, auth: AuthContext, replyId: number): Promise<void> {
  requireManager(auth, 'manage saved replies');
  await inTransaction(db, async (tx) => {
    const { reply } = await replyOf(tx, auth, replyId);
    await tx.delete(savedReplies).where(eq(savedReplies.id, reply.id));
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'saved_reply.deleted', reply.title, {}, [
      savedReplySubject(reply),
    ]);
  });
}

/** Counts a use of a saved reply (any member may: whoever sent it). Answers the count now. */
export async function useReply(db: Db, auth: AuthContext, replyId: number) {
  const [row] = await db
    .update(savedReplies)
    .set({ useCount: sql`${savedReplies.useCount} + 1` })
    .where(and(eq(savedReplies.id, replyId), eq(savedReplies.workspaceId, auth.workspaceId)))
    .returning({ id: savedReplies.id, useCount: savedReplies.useCount });
  if (!row) throw notFound(`saved reply ${replyId}`, 'reply_id');
  return { reply_id: String(row.id), use_count: row.useCount };
}

/**
 * A saved reply filled for an inbox item: the author's first name, the channel's screen name, the caller's own
 * name; with the filled text's length as the item's network counts it, and whether it fits.
 */
export async function fillReplyFor(
  db: Db,
  auth: AuthContext,
  call: { replyId: number; itemId: number; channelId: number },
) {
  const { reply } = await replyOf(db, auth, call.replyId);
  const row = await findItem(db, auth, call.itemId, call.channelId);
  const filled = fillReply(reply.text, {
    first_name: firstNameOf(row.item.authorName),
    channel_name: row.channelScreenName,
    // The caller's name as their token was read with it.
    my_name: auth.userName,
  });
  const length = textLength(filled.text, row.channelType);
  const limit = networkOf(row.channelType).charLimit;
  return {
    reply_id: String(reply.id),
    text: filled.text,
    unfilled: filled.unfilled,
    length,
    limit,
    fits: length <= limit ? 1 : 0,
  };
}
