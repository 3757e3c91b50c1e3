import { and, eq, sql } from 'drizzle-orm';
import { posts } from '../db/schema.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { inTransaction } from '../db/transaction.ts';
import { idList } from '../services/outbox/queue.ts';
import { POST_STATUS } from '../services/outbox/read.ts';
import {
  announcePublishing,
  newClaimToken,
  publishClaimed,
  recoverStale,
  type Claim,
} from '../services/outbox/publish.ts';

/** Posts one lane claims of its channel at a time; the rest are claimed when the lane is done, still in order. */
export const PER_LANE = 20;
/** How often a round with lanes running looks for newly due channels to fill its free lanes. */
const LANE_POLL_MS = 100;
/** The longest a free lane waits for others to be refilled with them. */
const REFILL_WAIT_MS = 50;
/** A post skipped because an edit holds its row is due again at once: a short pause keeps that from spinning. */
const MIN_WAIT_MS = 20;

/** A lane: one channel's claimed posts, in due order, and the connector it calls. */
export interface Lane {
  connector: string;
  postIds: number[];
}

/** A claim of due posts, by channel: each lane publishes one channel's posts, in due order. */
export interface LaneClaim extends Claim {
  lanes: Lane[];
}

/**
 * Claims the due posts of up to `lanes` channels in one transaction (decision 017): channels with a post due by now,
 * not rate limited, and with no post publishing (a lane, here or on another instance, has the channel), oldest due
 * first; of each, up to `PER_LANE` due posts (pending, approved) in due order. The channel rows are taken
 * `FOR UPDATE SKIP LOCKED`, so instances claiming side by side take different channels, and each instance claims
 * only as many channels as it has free lanes: a burst is shared among instances, and a channel's posts go out one
 * after another, in order, whichever instance has it. A connector paused app-wide is left alone, and one with a cap
 * gets no more lanes than its room beside the `running` ones (by connector). An edit, reorder or delete that
 * committed before the claim is what the claim sees, since the row itself is the job.
 */
export async function claimDue(
  deps: ServiceDeps,
  now: Date,
  lanes = deps.config.PUBLISH_CONCURRENCY,
  running: ReadonlyMap<string, number> = new Map(),
): Promise<LaneClaim> {
  const token = newClaimToken();
  const due = sql`status = ${POST_STATUS.pending} and to_approve = false`;
  const limits = deps.networkLimits;
  const closed = [
    ...limits.paused(now),
    ...[...running].filter(([connector, n]) => limits.room(connector, n) < 1).map(([connector]) => connector),
  ];
  const open = closed.length
    ? sql`and c.connector not in (${sql.join(
        closed.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql``;
  // Two statements: the second reads after the first's locks are held, so a claim another instance committed
  // meanwhile is seen (its channel has a post publishing) and its channel left alone; one statement would still
  // read the posts as they were when it began.
  const connectorOf = new Map<number, string>();
  const result = await inTransaction(deps.db, async (tx) => {
    // As many as there are free lanes: locking more would keep them from another instance claiming meanwhile (a
    // burst is shared). A connector's channels past its room are passed over here and left for the next claim,
    // when that connector is closed and others' channels come first.
    const picked = await tx.execute(sql`
      select c.id, c.connector from channels c
      where (c.rate_limited_until is null or c.rate_limited_until <= ${now}) ${open}
        and exists (select 1 from posts p where p.channel_id = c.id and ${due} and p.due_at <= ${now})
        and not exists (select 1 from posts p where p.channel_id = c.id and p.status = ${POST_STATUS.publishing})
      order by (select min(p.due_at) from posts p where p.channel_id = c.id and ${due}), c.id
      limit ${lanes}
      for update of c skip locked`);
    const lanesOf = new Map(running);
    for (const { id, connector } of (picked as unknown as { rows: { id: number; connector: string }[] }).rows) {
      const taken = lanesOf.get(connector) ?? 0;
      if (limits.room(connector, taken) < 1) continue;
      lanesOf.set(connector, taken + 1);
      connectorOf.set(Number(id), connector);
    }
    if (connectorOf.size === 0) return { rows: [] };
    return tx.execute(sql`
      with taken as (
        select id from (
          select id, row_number() over (partition by channel_id order by due_at, id) as place
          from posts
          where channel_id in (${sql.raw(idList([...connectorOf.keys()]))}) and ${due} and due_at <= ${now}
            and not exists (
              select 1 from posts busy where busy.channel_id = posts.channel_id and busy.status = ${POST_STATUS.publishing}
            )
        ) ranked
        where place <= ${PER_LANE}
      )
      update posts set status = ${POST_STATUS.publishing}, claim_token = ${token}, updated_at = ${now}
      where id in (select id from taken) and ${due}
      returning id, workspace_id, channel_id, due_at`);
  });
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
  // The claim answers in no particular order; each lane publishes oldest first, as they fell due.
  claimed.sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
  const byChannel = new Map<number, Lane>();
  for (const post of claimed) {
    const lane = byChannel.get(post.channelId) ?? { connector: connectorOf.get(post.channelId)!, postIds: [] };
    lane.postIds.push(post.id);
    byChannel.set(post.channelId, lane);
  }
  return { token, postIds: claimed.map((c) => c.id), lanes: [...byChannel.values()] };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One round: settle claims whose claimer died (a claim untouched for twice the publish timeout), then publish due
 * posts in lanes, up to `PUBLISH_CONCURRENCY` channels at once, each lane its channel's posts one after another. A
 * lane that ends frees its place for the next due channel; a slow or hanging network holds its own lane only. The
 * round ends when nothing is due and every lane is done (stopping: once the running lanes are done). Answers how
 * many claims it settled and posts it claimed.
 */
export async function publishRound(
  deps: ServiceDeps,
  stopping: () => boolean = () => false,
): Promise<{ recovered: number; claimed: number; released: number }> {
  const recovered = await recoverStale(deps, deps.config.PUBLISH_TIMEOUT_SECONDS * 2000, stopping);
  const concurrency = deps.config.PUBLISH_CONCURRENCY;
  const running = new Set<Promise<void>>();
  /** Lanes running by connector, for the networks' caps. */
  const byConnector = new Map<string, number>();
  let failure: { error: unknown } | undefined;
  let claimed = 0;
  let released = 0;
  // Lanes that end are refilled together, an eighth of them at a time or after REFILL_WAIT_MS: at 09:00, a claim
  // per ended lane cost the database more than the posts did.
  const batch = Math.max(1, Math.ceil(concurrency / 8));
  let freeSince: number | undefined;
  for (;;) {
    let found = 0;
    const free = concurrency - running.size;
    const refill =
      free >= batch || running.size === 0 || (freeSince !== undefined && Date.now() - freeSince >= REFILL_WAIT_MS);
    if (!stopping() && !failure && free > 0 && refill) {
      freeSince = undefined;
      const claim = await claimDue(deps, deps.now(), free, byConnector);
      found = claim.postIds.length;
      claimed += found;
      for (const { connector, postIds } of claim.lanes) {
        byConnector.set(connector, (byConnector.get(connector) ?? 0) + 1);
        deps.metrics.laneOpened(connector);
        const lane: Promise<void> = publishClaimed(deps, { token: claim.token, postIds }, stopping)
          .then((lane) => {
            released += lane.released;
          })
          .catch((error: unknown) => {
            failure ??= { error };
          })
          .finally(() => {
            running.delete(lane);
            byConnector.set(connector, byConnector.get(connector)! - 1);
            deps.metrics.laneClosed(connector);
            freeSince ??= Date.now();
          });
        running.add(lane);
      }
    }
    if (running.size === 0) {
      if (found === 0 || stopping() || failure) break;
      continue;
    }
    // Lanes full, or more may fall due: look again when a lane ends, when the lanes free wait no longer, or shortly.
    const wait =
      found > 0 && running.size < concurrency
        ? 0
        : freeSince === undefined
          ? LANE_POLL_MS
          : Math.max(0, REFILL_WAIT_MS - (Date.now() - freeSince));
    await Promise.race([...running, pause(wait)]);
  }
  if (failure) throw failure.error;
  return { recovered, claimed, released };
}

/** A round, answering how many posts it claimed. */
export const publishDue = async (deps: ServiceDeps) => (await publishRound(deps)).claimed;

/** When the next known post falls due (pending, approved), if any. */
export async function nextDue(deps: ServiceDeps): Promise<Date | undefined> {
  const [row] = await deps.db
    .select({ at: sql<Date | string | null>`min(${posts.dueAt})` })
    .from(posts)
    .where(and(eq(posts.status, POST_STATUS.pending), eq(posts.toApprove, false)));
  return row?.at ? new Date(row.at) : undefined;
}

/**
 * The publisher inside the service. A round runs every `intervalMs` at the latest, and sooner when the next due
 * post falls due earlier, so that a post goes out at its minute rather than up to an interval late; a post made
 * due sooner by another instance is found at the next round. Never two rounds at once in this instance. Each
 * round is a job: its log lines carry its id.
 *
 * Stopping (an instance asked to stop) claims nothing more: each lane lets the post it has at the network finish
 * (a call lasts PUBLISH_TIMEOUT_SECONDS at most) and gives its other claimed posts back to waiting, for another
 * instance now or this one's next start. The answer of `stop` says how many went back.
 */
export function startPublisher(deps: ServiceDeps, intervalMs: number): () => Promise<{ released: number }> {
  let current: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let rounds = 0;
  let released = 0;
  const schedule = (ms: number) => {
    if (stopping) return;
    timer = setTimeout(round, Math.max(MIN_WAIT_MS, Math.min(ms, intervalMs)));
    timer.unref();
  };
  function round() {
    const started = Date.now();
    const log = deps.log.child({ job: `publish-${++rounds}` });
    current = publishRound({ ...deps, log }, () => stopping)
      .then(async (done) => {
        released += done.released;
        if (done.claimed + done.recovered > 0)
          log.debug({ claimed: done.claimed, recovered: done.recovered, ms: Date.now() - started }, 'publishing round');
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
    return { released };
  };
}
