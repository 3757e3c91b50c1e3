import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';
import type { AuditSubject } from '../../domain/audit-subjects.ts';

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
 * Records what was done, and what it was done to (`subjects`, named as they are now: decision 028). Given the
 * transaction of the change, it is written with the change or not at all; the outbox's approvals and deletions
 * record theirs right after their own transaction commits.
 */
export async function recordAudit(
  db: Db,
  workspaceId: number,
  actor: Actor,
  action: string,
  target = '',
  details: AuditDetails = {},
  subjects: AuditSubject[] = [],
): Promise<void> {
  const clean = (value: unknown) => (typeof value === 'string' ? wellFormed(value) : value);
  await db.insert(auditEvents).values({
    workspaceId,
    actorId: actor.userId,
    actorName: wellFormed(actor.name),
    action,
    target: wellFormed(target),
    details: Object.fromEntries(Object.entries(details).map(([key, value]) => [key, clean(value)])) as AuditDetails,
    subjects: subjects.map((subject) => ({ ...subject, name: wellFormed(subject.name) })),
  });
}

/**
 * Records an outbox change after its own transaction committed (approvals, deletions, channel settings). The
 * change stands either way: a record that cannot be written is logged, and the call still answers its success.
 * Subjects that need reading (a channel's name) are read inside that guard, for the same reason.
 */
export async function recordAfter(
  db: Db,
  auth: { workspaceId: number; userId: number; userName: string },
  log: { error: (object: object, message: string) => void },
  event: {
    action: string;
    target: string;
    details?: AuditDetails;
    subjects?: AuditSubject[] | (() => Promise<AuditSubject[]>);
  },
): Promise<void> {
  try {
    const subjects = typeof event.subjects === 'function' ? await event.subjects() : event.subjects;
    await recordAudit(
      db,
      auth.workspaceId,
      { userId: auth.userId, name: auth.userName },
      event.action,
      event.target,
      event.details,
      subjects,
    );
  } catch (error) {
    log.error({ err: error, action: event.action }, 'audit record not written');
  }
}
