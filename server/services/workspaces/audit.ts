import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';
import { formatInZone } from '../../domain/time.ts';

/** Who did something: a person of the workspace, or the operator's command line. */
export interface Actor {
  userId: number | null;
  name: string;
}

export type AuditDetails = Record<string, string | number | boolean | null>;

/** JSON cannot hold a lone surrogate, which a careless client may send in a name: it becomes U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * Records what was done. Given the transaction of the change, it is written with the change or not at all; the
 * outbox's approvals and deletions record theirs right after their own transaction commits.
 */
export async function recordAudit(
  db: Db,
  workspaceId: number,
  actor: Actor,
  action: string,
  target = '',
  details: AuditDetails = {},
): Promise<void> {
  const clean = (value: unknown) => (typeof value === 'string' ? wellFormed(value) : value);
  await db.insert(auditEvents).values({
    workspaceId,
    actorId: actor.userId,
    actorName: wellFormed(actor.name),
    action,
    target: wellFormed(target),
    details: Object.fromEntries(Object.entries(details).map(([key, value]) => [key, clean(value)])) as AuditDetails,
  });
}

export async function listAudit(db: Db, workspaceId: number, zone: string, page: { beforeId?: number; limit: number }) {
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
  return {
    events: rows.slice(0, page.limit).map((row) => ({
      event_id: String(row.id),
      at: formatInZone(row.createdAt, zone),
      actor: row.actorName,
      action: row.action,
      target: row.target,
      details: row.details,
    })),
    more: rows.length > page.limit,
  };
}

/**
 * Records an outbox change after its own transaction committed (approvals, deletions, channel settings). The
 * change stands either way: a record that cannot be written is logged, and the call still answers its success.
 */
export async function recordAfter(
  db: Db,
  auth: { workspaceId: number; userId: number; userName: string },
  log: { error: (object: object, message: string) => void },
  event: { action: string; target: string; details?: AuditDetails },
): Promise<void> {
  try {
    await recordAudit(
      db,
      auth.workspaceId,
      { userId: auth.userId, name: auth.userName },
      event.action,
      event.target,
      event.details,
    );
  } catch (error) {
    log.error({ err: error, action: event.action }, 'audit record not written');
  }
}
