import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';
import { legacySubjects } from '../../domain/audit-legacy.ts';
import type { AuditSubject } from '../../domain/audit-subjects.ts';
import { formatInZone } from '../../domain/time.ts';
import { findSubjects, keyOf, type Found } from './audit-lookup.ts';

/** A subject as the log answers it: named as it was then (or as it is now, when the event kept no name). */
function subjectView(subject: AuditSubject, found: Found | undefined) {
  const view = {
    kind: subject.kind,
    id: subject.id,
    name: subject.name || found?.name || '',
    exists: found !== undefined,
  };
  if (subject.kind !== 'post') return view;
  const channelId = found?.channelId ?? subject.channelId;
  return { ...view, channel_id: channelId === undefined ? '' : String(channelId), published: !!found?.published };
}

/** A page of the workspace's events, newest first, each with its subjects and whether they are still there. */
export async function listAudit(
  db: Db,
  workspaceId: number,
  zone: string,
  page: { beforeId?: number; limit: number },
  now: Date,
) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.workspaceId, workspaceId),
        page.beforeId === undefined ? undefined : lt(auditEvents.id, page.beforeId),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  // Events written before they kept their subjects are read from their target and details.
  const subjectsOf = shown.map((row) => (row.subjects.length > 0 ? row.subjects : legacySubjects(row)));
  const found = await findSubjects(db, workspaceId, subjectsOf.flat(), now);
  return {
    events: shown.map((row, index) => ({
      event_id: String(row.id),
      at: formatInZone(row.createdAt, zone),
      actor: row.actorName,
      action: row.action,
      target: row.target,
      details: row.details,
      subjects: subjectsOf[index]!.map((subject) => subjectView(subject, found.get(keyOf(subject)))),
    })),
    more: rows.length > page.limit,
  };
}
