import { count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { DomainError } from '../../domain/errors.ts';

/**
 * Takes the workspace's row for the transaction, where decision 010's lock order begins. Changes of who belongs to a
 * workspace wait for each other there (two owners demoting each other at once cannot leave it without one), and so
 * do new rows of what a workspace may have only so many of. `FOR NO KEY UPDATE`, not
 * `FOR UPDATE`: a row that refers to the workspace (an inbox item, a post) takes `KEY SHARE` on it as it is
 * written, and neither waits for this lock nor holds it up.
 */
export async function lockWorkspace(tx: Db, workspaceId: number): Promise<void> {
  await tx.execute(sql`select id from workspaces where id = ${workspaceId} for no key update`);
}

/**
 * Refuses one more row of a workspace's `table` once it has `limit` (`refusal` says so): counted under the
 * workspace's lock, taken here, so that two rows made at once cannot pass the limit together.
 */
export async function requireRoom(
  tx: Db,
  workspaceId: number,
  table: PgTable & { workspaceId: AnyPgColumn },
  limit: number,
  refusal: () => DomainError,
): Promise<void> {
  await lockWorkspace(tx, workspaceId);
  const [counted] = await tx.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId));
  if ((counted?.n ?? 0) >= limit) throw refusal();
}
