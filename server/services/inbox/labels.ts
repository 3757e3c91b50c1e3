import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inboxItemLabels, inboxItems, labels } from '../../db/schema.ts';
import { inTransaction, refusingDuplicates } from '../../db/transaction.ts';
import { labelSubject } from '../../domain/audit-subjects.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import { MAX_LABELS } from '../../domain/labels.ts';
import { requireManager } from '../workspaces/access.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { recordAudit } from '../workspaces/audit.ts';
import { actorOf } from '../workspaces/people.ts';
import { requireRoom } from '../workspaces/workspace-lock.ts';
import { findItem } from './items.ts';

type LabelRow = typeof labels.$inferSelect;

/** A label as the contract answers it (InboxLabel). */
export const labelView = (row: Pick<LabelRow, 'id' | 'name' | 'color'>) => ({
  label_id: String(row.id),
  name: row.name,
  color: row.color,
});

const labelExists = (name: string) =>
  conflict('label_exists', `There is a label named “${name}” already (names are compared whatever the case).`);

/** Colours are kept in lower case, so that "#2F80ED" and "#2f80ed" are one colour. */
const normalColor = (color: string) => color.toLowerCase();

/** The workspace's labels, by name whatever the case. */
export async function listLabels(db: Db, auth: AuthContext) {
  const rows = await db
    .select()
    .from(labels)
    .where(eq(labels.workspaceId, auth.workspaceId))
    .orderBy(sql`lower(${labels.name})`, asc(labels.id));
  return rows.map(labelView);
}

/** A label of the caller's workspace; another workspace's, or none, is a 404. */
export async function labelOf(db: Db, auth: AuthContext, labelId: number, field = 'label_id'): Promise<LabelRow> {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.id, labelId), eq(labels.workspaceId, auth.workspaceId)));
  if (!row) throw notFound(`label ${labelId}`, field);
  return row;
}

export async function createLabel(db: Db, auth: AuthContext, label: { name: string; color: string }) {
  requireManager(auth, 'manage labels');
  // The name's unique index refuses a taken one, also one taken at the same moment: nothing is inserted then.
  const row = await inTransaction(db, async (tx) => {
    await requireRoom(tx, auth.workspaceId, labels, MAX_LABELS, () =>
      conflict(
        'too_many_labels',
        `A workspace has at most ${MAX_LABELS} labels. Delete one you no longer use, or rename it.`,
      ),
    );
    const [created] = await tx
      .insert(labels)
      .values({ workspaceId: auth.workspaceId, name: label.name, color: normalColor(label.color) })
      .onConflictDoNothing()
      .returning();
    if (!created) throw labelExists(label.name);
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'label.created', created.name, { color: created.color }, [
      labelSubject(created),
    ]);
    return created;
  });
  return labelView(row);
}

export async function updateLabel(
  db: Db,
  auth: AuthContext,
  labelId: number,
  change: { name?: string; color?: string },
) {
  requireManager(auth, 'manage labels');
  if (change.name === undefined && change.color === undefined)
    throw invalid('missing_parameter', 'Give the label a new name, a new color, or both.', 'name');
  const row = await refusingDuplicates(
    () =>
      inTransaction(db, async (tx) => {
        const before = await labelOf(tx, auth, labelId);
        const name = change.name ?? before.name;
        const color = change.color === undefined ? before.color : normalColor(change.color);
        const [updated] = await tx.update(labels).set({ name, color }).where(eq(labels.id, before.id)).returning();
        const details: Record<string, string> = {};
        if (name !== before.name) Object.assign(details, { name_from: before.name, name });
        if (color !== before.color) Object.assign(details, { color_from: before.color, color });
        await recordAudit(tx, auth.workspaceId, actorOf(auth), 'label.updated', updated!.name, details, [
          labelSubject(updated!),
        ]);
        return updated!;
      }),
    () => labelExists(change.name ?? ''),
  );
  return labelView(row);
}

/** Deletes a label; the items that carried it lose it. Answers how many did. */
export async function deleteLabel(db: Db, auth: AuthContext, labelId: number) {
  requireManager(auth, 'manage labels');
  return inTransaction(db, async (tx) => {
    const label = await labelOf(tx, auth, labelId);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(inboxItemLabels)
      .where(eq(inboxItemLabels.labelId, label.id));
    const items = counted?.n ?? 0;
    await tx.delete(labels).where(eq(labels.id, label.id));
    await recordAudit(tx, auth.workspaceId, actorOf(auth), 'label.deleted', label.name, { items }, [
      labelSubject(label),
    ]);
    return { label_id: String(label.id), items };
  });
}

/**
 * Sets an item's labels to exactly `labelIds` (each once, as `uniqueIds` reads them; none clears them). The item and every label must be the caller's
 * workspace's (404 otherwise, nothing changed). A label row keeps the item's time, so that a label's items page
 * in the list's order (`inbox_item_labels_list_idx`). Answers the item and its labels now.
 */
export async function setItemLabels(
  db: Db,
  auth: AuthContext,
  call: { itemId: number; channelId: number; labelIds: number[] },
) {
  return inTransaction(db, async (tx) => {
    const { item } = await findItem(tx, auth, call.itemId, call.channelId);
    // Two calls on one item at once: one after the other, so the item ends with one call's set, not a mix of both.
    await tx.select({ id: inboxItems.id }).from(inboxItems).where(eq(inboxItems.id, item.id)).for('no key update');
    // Shared locks: a label deleted meanwhile waits for this to commit, rather than leave a row pointing nowhere.
    const found =
      call.labelIds.length === 0
        ? []
        : await tx
            .select()
            .from(labels)
            .where(and(eq(labels.workspaceId, auth.workspaceId), inArray(labels.id, call.labelIds)))
            .for('share');
    const missing = call.labelIds.find((id) => !found.some((label) => label.id === id));
    if (missing !== undefined) throw notFound(`label ${missing}`, 'label_ids');
    await tx
      .delete(inboxItemLabels)
      .where(
        and(
          eq(inboxItemLabels.itemId, item.id),
          call.labelIds.length ? notInArray(inboxItemLabels.labelId, call.labelIds) : undefined,
        ),
      );
    if (call.labelIds.length)
      await tx
        .insert(inboxItemLabels)
        .values(
          call.labelIds.map((labelId) => ({
            itemId: item.id,
            labelId,
            workspaceId: auth.workspaceId,
            createdAt: item.createdAt,
          })),
        )
        .onConflictDoNothing();
    const labelsNow = found
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id)
      .map(labelView);
    return { item, labels: labelsNow };
  });
}
