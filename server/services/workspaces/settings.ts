import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from './auth-context.ts';
import type { Db } from '../../db/client.ts';
import { channels, media, posts, workspaces } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { changeSchedule, DEFAULT_SCHEDULE, scheduleView, type WeekdayName } from '../../domain/slots.ts';
import { inQueueTransaction, lockChannels, requeueChannel } from '../outbox/queue.ts';
import { POST_STATUS } from '../outbox/read.ts';
import { requireManager } from './access.ts';
import { recordAudit, type AuditDetails } from './audit.ts';
import { workspaceSubject } from '../../domain/audit-subjects.ts';
import { actorOf } from './people.ts';

type WorkspaceRow = typeof workspaces.$inferSelect;

/** `logo`: the logo's address (workspaceLogo), empty when there is none. */
export const settingsView = (row: WorkspaceRow, logo: string) => ({
  workspace_id: String(row.id),
  name: row.name,
  timezone: row.timezone,
  approval_required: row.approvalRequired,
  default_schedule: scheduleView(row.defaultSchedule ?? DEFAULT_SCHEDULE),
  clock: row.clock,
  logo,
  logo_media_id: row.logoMediaId ?? '',
});

/** The logo's picture (decision 078), or undefined: a workspace without one, or whose picture has gone. */
export async function workspaceLogo(db: Db, row: Pick<WorkspaceRow, 'id' | 'logoMediaId'>) {
  if (!row.logoMediaId) return undefined;
  const [picture] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, row.logoMediaId), eq(media.workspaceId, row.id)));
  return picture;
}

export async function workspaceSettings(db: Db, workspaceId: number): Promise<WorkspaceRow> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return row!;
}

export interface SettingsChange {
  name?: string;
  timezone?: string;
  approvalRequired?: boolean;
  clock?: WorkspaceRow['clock'];
  schedule?: Partial<Record<WeekdayName, string>>;
  /** A media_id of the workspace's, or '' for none. */
  logo?: string;
}

const queuedPosts = (workspaceId: number) =>
  and(
    eq(posts.workspaceId, workspaceId),
    eq(posts.status, POST_STATUS.pending),
    eq(posts.toApprove, false),
    isNull(posts.customTime),
  );

/**
 * Changes the workspace's settings. A new time zone re-times every channel's queue in the same transaction, so
 * queued posts keep their local slots (their instants move) while pinned posts keep their instant. The workspace's
 * row is taken first, then its channels (the lock order, decision 010).
 *
 * A queue write that read the old zone just before this commit and took its channel's lock just after it would
 * time its queue in the old zone; so the queues are timed once more after the commit, each under its lock.
 */
export async function updateSettings(db: Db, auth: AuthContext, change: SettingsChange, now: Date) {
  requireManager(auth, 'change the workspace’s settings');
  const result = await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(workspaces).where(eq(workspaces.id, auth.workspaceId)).for('no key update');
    const next: Partial<WorkspaceRow> = {};
    const details: AuditDetails = {};
    if (change.name !== undefined && change.name !== before!.name) {
      next.name = change.name;
      details.name = change.name;
    }
    if (change.timezone !== undefined && change.timezone !== before!.timezone) {
      next.timezone = change.timezone;
      details.timezone_from = before!.timezone;
      details.timezone = change.timezone;
    }
    if (change.approvalRequired !== undefined && change.approvalRequired !== before!.approvalRequired) {
      next.approvalRequired = change.approvalRequired;
      details.approval_required = change.approvalRequired;
    }
    if (change.clock !== undefined && change.clock !== before!.clock) {
      next.clock = change.clock;
      details.clock = change.clock;
    }
    if (change.logo !== undefined && change.logo !== (before!.logoMediaId ?? '')) {
      if (change.logo !== '') {
        const [picture] = await tx
          .select({ id: media.id })
          .from(media)
          .where(and(eq(media.id, change.logo), eq(media.workspaceId, auth.workspaceId)));
        if (!picture) throw notFound('picture', 'logo', 'choose one from GET /api/media/list');
      }
      next.logoMediaId = change.logo === '' ? null : change.logo;
      details.logo = change.logo;
    }
    if (change.schedule && Object.keys(change.schedule).length > 0) {
      const schedule = changeSchedule(before!.defaultSchedule ?? DEFAULT_SCHEDULE, change.schedule);
      if (schedule.length === 0)
        throw invalid(
          'empty_schedule',
          'A default posting schedule needs at least one slot in the week, or new channels would never post.',
        );
      next.defaultSchedule = schedule;
      next.scheduleCheckedAt ??= before!.scheduleCheckedAt ?? now;
      details.default_schedule = true;
    }
    if (Object.keys(next).length === 0) return { row: before!, requeued: 0, zoneChanged: false };
    const [row] = await tx.update(workspaces).set(next).where(eq(workspaces.id, auth.workspaceId)).returning();
    let requeued = 0;
    if (next.timezone) {
      const ids = (
        await tx.select({ id: channels.id }).from(channels).where(eq(channels.workspaceId, auth.workspaceId))
      ).map((c) => c.id);
      const locked = await lockChannels(tx, ids);
      for (const [channelId, setting] of locked)
        await requeueChannel(tx, channelId, now, { setting: { ...setting, zone: next.timezone } });
      requeued = Number(
        (
          await tx
            .select({ n: sql<number>`count(*)` })
            .from(posts)
            .where(queuedPosts(auth.workspaceId))
        )[0]!.n,
      );
    }
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'workspace.updated', row!.name, details, [
      workspaceSubject(row!),
    ]);
    return { row: row!, requeued, zoneChanged: next.timezone !== undefined };
  });
  if (result.zoneChanged) await retimeQueues(db, auth.workspaceId, now);
  return result;
}

/** Times every queue of the workspace again, each in a transaction of its own under its channel's lock. */
async function retimeQueues(db: Db, workspaceId: number, now: Date): Promise<void> {
  const ids = (await db.select({ id: channels.id }).from(channels).where(eq(channels.workspaceId, workspaceId))).map(
    (c) => c.id,
  );
  for (const channelId of ids)
    await inQueueTransaction(db, [channelId], (tx, locked) =>
      requeueChannel(tx, channelId, now, { setting: locked.get(channelId) }),
    );
}
