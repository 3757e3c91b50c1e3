import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  channels,
  drafts,
  invitations,
  labels,
  memberships,
  oauthClients,
  posts,
  savedReplies,
  snippets,
} from '../../db/schema.ts';
import { channelName, excerpt, type AuditSubject, type SubjectKind } from '../../domain/audit-subjects.ts';
import { MAX_ID } from '../../domain/limits.ts';
import { POST_STATUS } from '../outbox/read.ts';
import { pendingInvitation } from './people.ts';

/** What the workspace holds now of a subject: its current name (for an older event that kept none), a post's place. */
export interface Found {
  name: string;
  channelId?: number;
  published?: boolean;
}

export const keyOf = (subject: Pick<AuditSubject, 'kind' | 'id'>) => `${subject.kind}:${subject.id}`;

/** Ids a table can hold: an older event's "post 99999999999" is looked for nowhere rather than failing the page. */
const numeric = (ids: string[]) =>
  ids.filter((id) => /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= MAX_ID).map(Number);

type Lookup = (db: Db, workspaceId: number, ids: string[], now: Date) => Promise<[string, Found][]>;

/** Each kind looked up in the caller's workspace only: another workspace's id is never found, so never named. */
const lookups: Record<SubjectKind, Lookup> = {
  person: async (db, workspaceId, ids) =>
    (
      await db
        .select({ id: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, numeric(ids))))
    ).map((row) => [String(row.id), { name: '' }]),
  channel: async (db, workspaceId, ids) =>
    (
      await db
        .select({ id: channels.id, name: channels.name, channelType: channels.channelType })
        .from(channels)
        .where(and(eq(channels.workspaceId, workspaceId), inArray(channels.id, numeric(ids))))
    ).map((row) => [String(row.id), { name: channelName(row) }]),
  // A post sent back is a draft now: the post is gone from the outbox, whatever its row says.
  post: async (db, workspaceId, ids) =>
    (
      await db
        .select({ id: posts.id, message: posts.message, channelId: posts.channelId, status: posts.status })
        .from(posts)
        .where(
          and(
            eq(posts.workspaceId, workspaceId),
            inArray(posts.id, numeric(ids)),
            ne(posts.status, POST_STATUS.returned),
          ),
        )
    ).map((row) => [
      String(row.id),
      { name: excerpt(row.message), channelId: row.channelId, published: row.status === POST_STATUS.published },
    ]),
  draft: async (db, workspaceId, ids) =>
    (
      await db
        .select({ id: drafts.id, message: drafts.message })
        .from(drafts)
        .where(and(eq(drafts.workspaceId, workspaceId), inArray(drafts.id, numeric(ids))))
    ).map((row) => [String(row.id), { name: excerpt(row.message) }]),
  application: async (db, workspaceId, ids) =>
    (
      await db
        .select({ id: oauthClients.id, name: oauthClients.name })
        .from(oauthClients)
        .where(and(eq(oauthClients.workspaceId, workspaceId), inArray(oauthClients.id, ids)))
    ).map((row) => [row.id, { name: row.name }]),
  // An invitation is there while it can still be accepted.
  invitation: async (db, workspaceId, ids, now) =>
    (
      await db
        .select({ id: invitations.id, email: invitations.email })
        .from(invitations)
        .where(
          and(eq(invitations.workspaceId, workspaceId), inArray(invitations.id, numeric(ids)), pendingInvitation(now)),
        )
    ).map((row) => [String(row.id), { name: row.email }]),
  label: async (db, workspaceId, ids) =>
    (
      await db
        .select({ id: labels.id, name: labels.name })
        .from(labels)
        .where(and(eq(labels.workspaceId, workspaceId), inArray(labels.id, numeric(ids))))
    ).map((row) => [String(row.id), { name: row.name }]),
  saved_reply: async (db, workspaceId, ids) =>
    (
      await db
        .select({ id: savedReplies.id, title: savedReplies.title })
        .from(savedReplies)
        .where(and(eq(savedReplies.workspaceId, workspaceId), inArray(savedReplies.id, numeric(ids))))
    ).map((row) => [String(row.id), { name: row.title }]),
  snippet: async (db, workspaceId, ids) =>
    (
      await db
        .select({ id: snippets.id, name: snippets.name })
        .from(snippets)
        .where(and(eq(snippets.workspaceId, workspaceId), inArray(snippets.id, numeric(ids))))
    ).map((row) => [String(row.id), { name: row.name }]),
  workspace: async (_db, workspaceId, ids) =>
    ids.filter((id) => id === String(workspaceId)).map((id) => [id, { name: '' }]),
};

/**
 * Which of the subjects are in the workspace now, one query a kind for a whole page of events. Answers them by
 * `keyOf`; a subject missing from the answer is gone (or was never the workspace's).
 */
export async function findSubjects(
  db: Db,
  workspaceId: number,
  subjects: AuditSubject[],
  now: Date,
): Promise<Map<string, Found>> {
  const idsOf = new Map<SubjectKind, Set<string>>();
  for (const { kind, id } of subjects) if (id) idsOf.set(kind, (idsOf.get(kind) ?? new Set()).add(id));
  const found = await Promise.all(
    [...idsOf].map(async ([kind, ids]) =>
      (await lookups[kind](db, workspaceId, [...ids], now)).map(([id, what]): [string, Found] => [
        keyOf({ kind, id }),
        what,
      ]),
    ),
  );
  return new Map(found.flat());
}
