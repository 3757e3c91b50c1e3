import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { posts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { POST_STATUS } from '../outbox/posts.ts';
import { publishClaimed, UNKNOWN_OUTCOME } from '../outbox/publish.ts';

const BATCH = 50;

/**
 * Claims due posts in one statement: pending, approved, due by now, oldest first. `FOR UPDATE SKIP LOCKED` lets
 * any number of instances claim side by side without ever claiming the same row; an edit, reorder or delete that
 * committed before the claim is what the claim sees, since the row itself is the job.
 */
export async function claimDue(deps: AppDeps, now: Date, limit = BATCH): Promise<number[]> {
  const result = await deps.db.execute<{ id: number }>(sql`
    update posts set status = ${POST_STATUS.publishing}, updated_at = ${now}
    where id in (
      select id from posts
      where status = ${POST_STATUS.pending} and to_approve = false and due_at <= ${now}
      order by due_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  // Both drivers answer a raw statement with its rows under `rows`.
  const { rows } = result as unknown as { rows: { id: number }[] };
  // The claim answers in no particular order; publish oldest first, as they fell due.
  const claimed = rows.map((r) => Number(r.id));
  if (claimed.length < 2) return claimed;
  const order = await deps.db
    .select({ id: posts.id })
    .from(posts)
    .where(inArray(posts.id, claimed))
    .orderBy(posts.dueAt, posts.id);
  return order.map((o) => o.id);
}

/**
 * A post left "publishing" for longer than a publish may take was claimed by an instance that died mid-call:
 * whether the network has it is unknown, so it fails with that said, and a person decides on a retry.
 */
export async function failStale(deps: AppDeps, now: Date, olderThanMs: number): Promise<number> {
  const stale = await deps.db
    .update(posts)
    .set({ status: POST_STATUS.failed, errorMessage: UNKNOWN_OUTCOME, queuePosition: null, updatedAt: now })
    .where(and(eq(posts.status, POST_STATUS.publishing), lt(posts.updatedAt, new Date(now.getTime() - olderThanMs))))
    .returning({ id: posts.id });
  return stale.length;
}

/** One round: fail stale claims, then claim and publish due posts batch by batch until none is due. */
export async function publishDue(deps: AppDeps): Promise<number> {
  await failStale(deps, deps.now(), deps.config.PUBLISH_TIMEOUT_SECONDS * 2000);
  let published = 0;
  for (;;) {
    const claimed = await claimDue(deps, deps.now());
    if (claimed.length === 0) return published;
    await publishClaimed(deps, claimed);
    published += claimed.length;
  }
}

/** The publisher inside the service: a round every `intervalMs`, never two at once in this instance. */
export function startPublisher(deps: AppDeps, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    publishDue(deps)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
