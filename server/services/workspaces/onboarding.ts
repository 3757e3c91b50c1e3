import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from './auth-context.ts';
import type { Db } from '../../db/client.ts';
import { channels, invitations, memberships, posts, workspaces } from '../../db/schema.ts';
import { isManager, requireManager } from './access.ts';

/**
 * The getting-started guide of a new workspace (decision 027): four steps, each done when the workspace holds what
 * it asks for, so the guide ticks itself off whichever page the work was done on.
 */
export interface GuideSteps {
  /** A channel is connected (a sandbox channel counts: it is how a team practises). */
  channels: boolean;
  /** Someone else was invited (or has joined). */
  team: boolean;
  /** A posting schedule was saved or confirmed as it is. */
  schedule: boolean;
  /** A post is in the outbox: queued, scheduled, waiting for approval or published. */
  first_post: boolean;
}

const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`;

export async function guideState(db: Db, auth: AuthContext) {
  const id = auth.workspaceId;
  const [row] = await db
    .select({
      channels: exists(sql`select 1 from ${channels} where ${channels.workspaceId} = ${id}`),
      invited: exists(sql`select 1 from ${invitations} where ${invitations.workspaceId} = ${id}`),
      members: sql<number>`(select count(*) from ${memberships} where ${memberships.workspaceId} = ${id})`,
      firstPost: exists(sql`select 1 from ${posts} where ${posts.workspaceId} = ${id}`),
      scheduleChecked: sql<boolean>`${workspaces.scheduleCheckedAt} is not null`,
      dismissed: sql<boolean>`(select ${memberships.guideDismissedAt} is not null from ${memberships}
        where ${memberships.workspaceId} = ${id} and ${memberships.userId} = ${auth.userId})`,
    })
    .from(workspaces)
    .where(eq(workspaces.id, id));
  const steps: GuideSteps = {
    channels: Boolean(row!.channels),
    team: Boolean(row!.invited) || Number(row!.members) > 1,
    schedule: Boolean(row!.scheduleChecked),
    first_post: Boolean(row!.firstPost),
  };
  const done = Object.values(steps).filter(Boolean).length;
  const total = Object.keys(steps).length;
  const dismissed = Boolean(row!.dismissed);
  return {
    steps,
    done,
    total,
    dismissed,
    // Setting the workspace up is an owner's or admin's work: a collaborator or client who joins later is not asked to.
    show: isManager(auth.role) && !dismissed && done < total,
  };
}

/** Marks the workspace's posting schedule as seen, the first time only (saving a schedule does it too). */
export async function markScheduleChecked(db: Db, workspaceId: number, now: Date): Promise<void> {
  await db
    .update(workspaces)
    .set({ scheduleCheckedAt: now })
    .where(and(eq(workspaces.id, workspaceId), sql`${workspaces.scheduleCheckedAt} is null`));
}

export async function updateGuide(
  db: Db,
  auth: AuthContext,
  change: { dismissed?: boolean; scheduleChecked?: boolean },
  now: Date,
) {
  if (change.scheduleChecked) {
    requireManager(auth, 'confirm the posting schedule');
    await markScheduleChecked(db, auth.workspaceId, now);
  }
  if (change.dismissed !== undefined)
    await db
      .update(memberships)
      .set({ guideDismissedAt: change.dismissed ? now : null })
      .where(and(eq(memberships.workspaceId, auth.workspaceId), eq(memberships.userId, auth.userId)));
  return guideState(db, auth);
}
