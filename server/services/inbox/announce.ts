import type { EventBus } from '../events/bus.ts';

/** What an inbox write changed: the items, and the threads they are in. */
export interface Touched {
  itemIds: number[];
  conversationIds: number[];
}

/** The items of `rows` and their threads, each thread once. */
export const touchedOf = (rows: { id: number; conversationId: number }[]): Touched => ({
  itemIds: rows.map((r) => r.id),
  conversationIds: [...new Set(rows.map((r) => r.conversationId))],
});

/**
 * Tells the workspace's dashboards and every instance's answer cache which inbox items changed (`new`: they just
 * arrived) and which threads they are in: lists refresh, and so do the open conversations named. A write that
 * changed no item says nothing.
 */
export function announceInbox(
  events: EventBus,
  workspaceId: number,
  touched: Touched,
  reason: 'new' | 'changed' = 'changed',
): void {
  if (touched.itemIds.length === 0) return;
  events.publish(workspaceId, {
    type: 'inbox',
    itemIds: touched.itemIds,
    conversationIds: touched.conversationIds,
    reason,
  });
}

/**
 * Tells them that an item's thread changed while no item did as the lists show it (a team's note written on it or
 * deleted): open conversations refresh, and every instance drops that thread's kept answers but keeps its lists.
 */
export function announceThread(events: EventBus, workspaceId: number, item: { id: number; conversationId: number }) {
  events.publish(workspaceId, {
    type: 'inbox',
    itemIds: [item.id],
    conversationIds: [item.conversationId],
    reason: 'changed',
    threadsOnly: true,
  });
}
