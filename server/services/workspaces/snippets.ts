import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { snippets } from '../../db/schema.ts';
import { inTransaction, refusingDuplicates } from '../../db/transaction.ts';
import { snippetSubject } from '../../domain/audit-subjects.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain/errors.ts';
import { MAX_SNIPPETS, type SnippetKind } from '../../domain/snippets.ts';
import { formatInZone } from '../../domain/time.ts';
import { isManager } from './access.ts';
import type { AuthContext } from './auth-context.ts';
import { recordAudit } from './audit.ts';
import { actorOf } from './people.ts';
import { requireRoom } from './workspace-lock.ts';

type SnippetRow = typeof snippets.$inferSelect;

const KIND_WORDS: Record<SnippetKind, string> = { hashtags: 'hashtag group', signature: 'signature' };

const snippetExists = (kind: SnippetKind, name: string) =>
  conflict(
    'snippet_exists',
    `There is a ${KIND_WORDS[kind]} named “${name}” already (names are compared whatever the case): choose another name, or edit that one.`,
  );

const columns = {
  snippet: snippets,
  createdBy: sql<string>`coalesce((select u.name from users as u where u.id = ${snippets.createdBy}), '')`,
};

/** Owners and admins change any snippet; the others who may write (collaborators) their own. */
const mayEdit = (auth: AuthContext, row: SnippetRow) => isManager(auth.role) || row.createdBy === auth.userId;

const snippetView = (auth: AuthContext, row: SnippetRow, createdBy: string) => ({
  snippet_id: String(row.id),
  kind: row.kind,
  name: row.name,
  body: row.body,
  created_by: createdBy,
  created_by_id: row.createdBy === null ? '' : String(row.createdBy),
  can_edit: mayEdit(auth, row) ? 1 : 0,
  updated_at: formatInZone(row.updatedAt, auth.timezone),
});

/** `%` and `_` typed in a search are the characters themselves, not LIKE's wildcards. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The workspace's snippets, hashtag groups first, each kind by name; `kind` keeps one kind, `search` those whose name
 * or body contains it (any case), names first. Answered whole (MAX_SNIPPETS at most), for the composer's menu.
 */
export async function listSnippets(db: Db, auth: AuthContext, filter: { kind?: SnippetKind; search?: string }) {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const rows = await db
    .select(columns)
    .from(snippets)
    .where(
      and(
        eq(snippets.workspaceId, auth.workspaceId),
        filter.kind ? eq(snippets.kind, filter.kind) : undefined,
        pattern ? or(ilike(snippets.name, pattern), ilike(snippets.body, pattern)) : undefined,
      ),
    )
    .orderBy(
      ...(pattern ? [desc(ilike(snippets.name, pattern))] : []),
      asc(snippets.kind),
      sql`lower(${snippets.name})`,
      asc(snippets.id),
    );
  return rows.map((row) => snippetView(auth, row.snippet, row.createdBy));
}

/** A snippet of the caller's workspace the caller may change; another workspace's, or none, is a 404. */
async function editableSnippet(db: Db, auth: AuthContext, snippetId: number) {
  const [row] = await db
    .select(columns)
    .from(snippets)
    .where(and(eq(snippets.id, snippetId), eq(snippets.workspaceId, auth.workspaceId)))
    .for('update');
  if (!row) throw notFound(`snippet ${snippetId}`, 'snippet_id');
  if (!mayEdit(auth, row.snippet))
    throw forbidden(`Only owners, admins and ${row.createdBy || 'its writer'} can change “${row.snippet.name}”.`);
  return row;
}

export async function createSnippet(
  db: Db,
  auth: AuthContext,
  snippet: { kind: SnippetKind; name: string; body: string },
  now: Date,
) {
  // The name's unique index refuses a taken one, also one taken at the same moment: nothing is inserted then.
  const row = await inTransaction(db, async (tx) => {
    await requireRoom(tx, auth.workspaceId, snippets, MAX_SNIPPETS, () =>
      conflict('too_many_snippets', `A workspace has at most ${MAX_SNIPPETS} snippets. Delete one you no longer use.`),
    );
    const [created] = await tx
      .insert(snippets)
      .values({ workspaceId: auth.workspaceId, ...snippet, createdBy: auth.userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) throw snippetExists(snippet.kind, snippet.name);
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'snippet.created', created.name, { kind: created.kind }, [
      snippetSubject(created),
    ]);
    return created;
  });
  return snippetView(auth, row, auth.userName);
}

export async function updateSnippet(
  db: Db,
  auth: AuthContext,
  snippetId: number,
  change: { name?: string; body?: string },
  now: Date,
) {
  if (change.name === undefined && change.body === undefined)
    throw invalid('missing_parameter', 'Give the snippet a new name, a new body, or both.', 'name');
  let kind: SnippetKind = 'hashtags';
  const { row, createdBy } = await refusingDuplicates(
    () =>
      inTransaction(db, async (tx) => {
        const before = await editableSnippet(tx, auth, snippetId);
        kind = before.snippet.kind;
        const name = change.name ?? before.snippet.name;
        const body = change.body ?? before.snippet.body;
        const [updated] = await tx
          .update(snippets)
          .set({ name, body, updatedAt: now })
          .where(eq(snippets.id, before.snippet.id))
          .returning();
        const details: Record<string, string | boolean> = { kind };
        if (name !== before.snippet.name) Object.assign(details, { name_from: before.snippet.name, name });
        if (body !== before.snippet.body) details.body_changed = true;
        await recordAudit(tx, auth.workspaceId, actorOf(auth), 'snippet.updated', updated!.name, details, [
          snippetSubject(updated!),
        ]);
        return { row: updated!, createdBy: before.createdBy };
      }),
    () => snippetExists(kind, change.name ?? ''),
  );
  return snippetView(auth, row, createdBy);
}

export async function deleteSnippet(db: Db, auth: AuthContext, snippetId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { snippet } = await editableSnippet(tx, auth, snippetId);
    await tx.delete(snippets).where(eq(snippets.id, snippet.id));
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'snippet.deleted', snippet.name, { kind: snippet.kind }, [
      snippetSubject(snippet),
    ]);
  });
}
