import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { posts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { POST_STATUS } from '../outbox/read.ts';
import { announcePublishing, newClaimToken, publishClaimed, recoverStale, type Claim } from '../outbox/publish.ts';

const BATCH = 50;
/** A post skipped because an edit holds its row is due again at once: a short pause keeps that from spinning. */
const MIN_WAIT_MS = 20;

/**
 * Claims due posts in one statement: pending, approved, due by now, oldest first, on channels whose network is not
 * asking to wait (rate limited: they wait for its reset). `FOR UPDATE SKIP LOCKED` lets
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
        and channel_id not in (select id from channels where rate_limited_until > ${now})
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

/** When the next known post falls due (pending, approved), if any. */
export async function nextDue(deps: AppDeps): Promise<Date | undefined> {
  const [row] = await deps.db
    .select({ at: sql<Date | string | null>`min(${posts.dueAt})` })
    .from(posts)
    .where(and(eq(posts.status, POST_STATUS.pending), eq(posts.toApprove, false)));
  return row?.at ? new Date(row.at) : undefined;
}

/**
 * The publisher inside the service. A round runs every `intervalMs` at the latest, and sooner when the next due
 * post falls due earlier, so that a post goes out at its minute rather than up to an interval late; a post made
 * due sooner by another instance is found at the next round. Never two rounds at once in this instance.
 * Stopping lets the current batch finish (a claim cut short would wait for another round's stale-claim recovery).
 */
export function startPublisher(
  deps: AppDeps,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => Promise<void> {
  let current: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  const schedule = (ms: number) => {
    if (stopping) return;
    timer = setTimeout(round, Math.max(MIN_WAIT_MS, Math.min(ms, intervalMs)));
    timer.unref();
  };
  function round() {
    const started = Date.now();
    current = publishRound(deps, () => stopping)
      .then(async ({ recovered, claimed }) => {
        if (claimed + recovered > 0) log.info({ claimed, recovered, ms: Date.now() - started }, 'publishing round');
        const next = await nextDue(deps);
        schedule(next ? next.getTime() - deps.now().getTime() : intervalMs);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'publishing round failed; the next round retries');
        schedule(intervalMs);
      })
      .finally(() => {
        current = undefined;
      });
  }
  schedule(0);
  return async () => {
    stopping = true;
    clearTimeout(timer);
    await current;
  };
}
