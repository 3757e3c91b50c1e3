import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { POST_STATUS } from '../outbox/posts.ts';
import { announcePublishing, newClaimToken, publishClaimed, recoverStale, type Claim } from '../outbox/publish.ts';

const BATCH = 50;

/**
 * Claims due posts in one statement: pending, approved, due by now, oldest first. `FOR UPDATE SKIP LOCKED` lets
 * any number of instances claim side by side without ever claiming the same row; an edit, reorder or delete that
 * committed before the claim is what the claim sees, since the row itself is the job.
 */
export async function claimDue(deps: AppDeps, now: Date, limit = BATCH): Promise<Claim> {
  const token = newClaimToken();
  const result = await deps.db.execute(sql`
    update posts set status = ${POST_STATUS.publishing}, claim_token = ${token}, updated_at = ${now}
    where id in (
      select id from posts
      where status = ${POST_STATUS.pending} and to_approve = false and due_at <= ${now}
      order by due_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, workspace_id, channel_id, due_at`);
  // Both drivers answer a raw statement with its rows under `rows`.
  const { rows } = result as unknown as {
    rows: { id: number; workspace_id: number; channel_id: number; due_at: Date | string }[];
  };
  const claimed = rows.map((r) => ({
    id: Number(r.id),
    workspaceId: Number(r.workspace_id),
    channelId: Number(r.channel_id),
    dueAt: new Date(r.due_at).getTime(),
  }));
  announcePublishing(deps, claimed);
  // The claim answers in no particular order; publish oldest first, as they fell due.
  claimed.sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
  return { token, postIds: claimed.map((c) => c.id) };
}

/**
 * One round: settle claims whose claimer died (a claim untouched for twice the publish timeout), then claim and
 * publish due posts batch by batch until none is due. Answers how many claims it settled and posts it claimed.
 */
export async function publishRound(
  deps: AppDeps,
  stopping: () => boolean = () => false,
): Promise<{ recovered: number; claimed: number }> {
  const recovered = await recoverStale(deps, deps.config.PUBLISH_TIMEOUT_SECONDS * 2000);
  let claimed = 0;
  while (!stopping()) {
    const claim = await claimDue(deps, deps.now());
    if (claim.postIds.length === 0) break;
    await publishClaimed(deps, claim);
    claimed += claim.postIds.length;
  }
  return { recovered, claimed };
}

/** A round, answering how many posts it claimed. */
export const publishDue = async (deps: AppDeps) => (await publishRound(deps)).claimed;

/**
 * The publisher inside the service: a round every `intervalMs`, never two at once in this instance. Stopping lets
 * the current batch finish (a claim cut short would wait for the stale-claim recovery of another round).
 */
export function startPublisher(
  deps: AppDeps,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => Promise<void> {
  let current: Promise<void> | undefined;
  let stopping = false;
  const timer = setInterval(() => {
    if (current) return;
    const started = Date.now();
    current = publishRound(deps, () => stopping)
      .then(({ recovered, claimed }) => {
        if (claimed + recovered > 0) log.info({ claimed, recovered, ms: Date.now() - started }, 'publishing round');
      })
      .catch((error: unknown) => log.error({ err: error }, 'publishing round failed; the next round retries'))
      .finally(() => {
        current = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await current;
  };
}
