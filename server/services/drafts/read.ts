import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { drafts, users } from '../../db/schema.ts';
import { ROLE_RULES } from '../workspaces/access.ts';
import { notFound } from '../../domain/errors.ts';

export type DraftRow = typeof drafts.$inferSelect;

const reviewer = alias(users, 'reviewer');
const creator = alias(users, 'creator');

/** Drafts are visible to their creator and to owners and admins; to anyone else they do not exist (a client has none). */
export function visibleDrafts(auth: AuthContext): SQL | undefined {
  const inWorkspace = eq(drafts.workspaceId, auth.workspaceId);
  return ROLE_RULES[auth.role].ownWorkOnly ? and(inWorkspace, eq(drafts.creatorId, auth.userId)) : inWorkspace;
}

const selectDrafts = (db: Db) =>
  db
    .select({
      draft: drafts,
      reviewerName: sql<string | null>`coalesce(${reviewer.name}, ${drafts.rejectedByName})`,
      creatorName: creator.name,
    })
    .from(drafts)
    .innerJoin(creator, eq(creator.id, drafts.creatorId))
    .leftJoin(reviewer, eq(reviewer.id, drafts.rejectedById));

export type DraftListing = Awaited<ReturnType<ReturnType<typeof selectDrafts>['execute']>>[number];

/** The drafts the caller may see, the most recently written first. */
export const listDrafts = (db: Db, auth: AuthContext) =>
  selectDrafts(db).where(visibleDrafts(auth)).orderBy(desc(drafts.updatedAt), desc(drafts.id));

export async function findDraft(db: Db, auth: AuthContext, draftId: number): Promise<DraftRow> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, draftId), visibleDrafts(auth)))
    .limit(1);
  if (!row) throw notFound('draft', 'draft_id');
  return row;
}
