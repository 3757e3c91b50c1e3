import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { inboxItems, inboxWork } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ServiceDeps } from '../deps.ts';
import { announceInbox, touchedOf, type Touched } from './announce.ts';
import type { ItemListing } from './items.ts';
import { everyInterval } from '../system/rounds.ts';

/**
 * Snoozes the unit of work of an item until a time (decision 040): its items are archived (done, out of the open
 * list) and the unit's row records when it comes back; its assignee stays. Snoozed again, the new time replaces the
 * old one. Answers the items it archived (those already archived are left as they were).
 */
export async function snoozeUnit(
  deps: ServiceDeps,
  auth: AuthContext,
  row: ItemListing,
  until: Date,
): Promise<Touched> {
  const { item } = row;
  const archived = await inTransaction(deps.db, async (tx) => {
    await tx
      .insert(inboxWork)
      .values({ workId: item.workId, workspaceId: auth.workspaceId, channelId: item.channelId, snoozedUntil: until })
      .onConflictDoUpdate({ target: inboxWork.workId, set: { snoozedUntil: until, updatedAt: sql`now()` } });
    return tx
      .update(inboxItems)
      .set({ isArchived: true })
      .where(
        and(
          eq(inboxItems.workId, item.workId),
          eq(inboxItems.workspaceId, auth.workspaceId),
          eq(inboxItems.isArchived, false),
        ),
      )
      .returning({ id: inboxItems.id, conversationId: inboxItems.conversationId });
  });
  return touchedOf(archived);
}

/**
 * Wakes the units whose snooze has passed: one statement ends their snoozes and brings their items back, unarchived
 * and (those the inbox lists) unread. Run by every instance: a unit is woken by whichever comes first, as the row
 * whose snooze it ends is locked and read again by a second one, which then finds nothing to do. Answers what came
 * back, per workspace.
 */
export async function wakeSnoozed(db: Db, now: Date): Promise<Map<number, Touched>> {
  const result = await db.execute(sql`
    with woken as (
      update ${inboxWork} set snoozed_until = null, updated_at = now()
      where snoozed_until is not null and snoozed_until <= ${now.toISOString()}::timestamptz
      returning work_id
    )
    update ${inboxItems} as i set is_archived = false, is_unread = (i.is_unread or i.in_list)
    from woken where i.work_id = woken.work_id and i.is_archived
    returning i.id, i.workspace_id, i.conversation_id`);
  const rows = (result as unknown as { rows: { id: number; workspace_id: number; conversation_id: number }[] }).rows;
  const byWorkspace = new Map<number, { id: number; conversationId: number }[]>();
  for (const r of rows) {
    const list = byWorkspace.get(r.workspace_id) ?? [];
    list.push({ id: r.id, conversationId: r.conversation_id });
    byWorkspace.set(r.workspace_id, list);
  }
  return new Map([...byWorkspace].map(([workspaceId, list]) => [workspaceId, touchedOf(list)]));
}

/** Wakes what is due and tells each workspace's dashboards and answer caches (on every instance) what came back. */
export async function wakeRound(deps: ServiceDeps): Promise<number> {
  const woken = await wakeSnoozed(deps.db, deps.now());
  let count = 0;
  for (const [workspaceId, touched] of woken) {
    count += touched.itemIds.length;
    announceInbox(deps.events, workspaceId, touched);
  }
  return count;
}

/** How often snoozed units are looked at: one comes back within this of its time. */
export const SNOOZE_WAKE_MS = 30_000;

/**
 * Wakes snoozed units every `intervalMs`, on every instance (the wake-up is idempotent), never two rounds at once;
 * a unit comes back within that interval of its time. Each round that woke something writes one line with its job.
 */
export function startSnoozeWake(deps: ServiceDeps, intervalMs: number): () => Promise<void> {
  const failed = 'waking snoozed inbox items failed; the next round retries';
  return everyInterval({ log: deps.log, job: 'inbox-wake', intervalMs, failed }, async (log) => {
    const count = await wakeRound(deps);
    if (count) log.info({ items: count }, 'snoozed inbox items came back');
  });
}
