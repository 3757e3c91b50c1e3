import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels } from '../../db/schema.ts';
import { channelSubject, MAX_POSTS_NAMED, postSubject, type AuditSubject } from '../../domain/audit-subjects.ts';

/**
 * Posts as an event names them: each (the first MAX_POSTS_NAMED) by its excerpt, then the channels they were on,
 * by name. Read after the change (a deleted post's text comes from the caller, its channel is still there).
 */
export async function postSubjects(
  db: Db,
  workspaceId: number,
  posts: { id: number; message: string; channelId: number }[],
): Promise<AuditSubject[]> {
  const named = posts.slice(0, MAX_POSTS_NAMED);
  const channelIds = [...new Set(named.map((post) => post.channelId))];
  const rows =
    channelIds.length === 0
      ? []
      : await db
          .select({ id: channels.id, name: channels.name, channelType: channels.channelType })
          .from(channels)
          .where(and(eq(channels.workspaceId, workspaceId), inArray(channels.id, channelIds)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [
    ...named.map(postSubject),
    ...channelIds.flatMap((id) => (byId.has(id) ? [channelSubject(byId.get(id)!)] : [])),
  ];
}
