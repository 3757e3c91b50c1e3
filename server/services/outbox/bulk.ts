import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { DATE_WINDOW } from '../../domain/limits.ts';
import { channelOf, findChannel } from '../channels/channels.ts';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import { uniqueIds } from '../../domain/queue.ts';
import { customTimeProblem, shiftWallClock, wallClockShifted } from '../../domain/time.ts';
import type { ServiceDeps } from '../deps.ts';
import { placePosts, type Move } from './bulk-place.ts';
import { parseUndo } from './bulk-undo.ts';
import { calendarInstant, calendarPostView, selectPlannedPosts, type PlannedPost } from './calendar-view.ts';
import { idList, inQueueTransaction, requeueChannel } from './queue.ts';
import { withQueueTimes } from './queue-times.ts';
import { explainChange, IN_OUTBOX, POST_STATUS } from './read.ts';
import { authorizeChange, checkLengths, checkPicture, requireInOutbox } from './rules.ts';
import { needsApproval } from '../workspaces/access.ts';

const SKIPPED = 'the clocks skip it for daylight saving time';

/**
 * The posts named, of the caller's workspace, in the order named; any other id refuses the whole call (404). Posts
 * sent back as drafts are found only when asked for (`returned`), to be refused with what became of them (409).
 */
async function namedPosts(
  db: Db,
  auth: AuthContext,
  ids: readonly number[],
  options: { returned: boolean },
): Promise<PlannedPost[]> {
  // A queued post's time, past the head of its queue, is its slot's: moves by days start from it.
  const rows = await withQueueTimes(
    db,
    await selectPlannedPosts(db).where(
      and(
        inArray(posts.id, [...ids]),
        eq(posts.workspaceId, auth.workspaceId),
        options.returned ? undefined : ne(posts.status, POST_STATUS.returned),
      ),
    ),
  );
  return ids.map((id) => {
    const row = rows.find((r) => r.post.id === id);
    if (!row) throw notFound(`post ${id}`, 'post_ids');
    return row;
  });
}

/**
 * The posts named that the caller may change as an edit would: 403 for another's (a collaborator), 409 for one that
 * left the outbox (published, being published, sent back as a draft).
 */
async function changeablePosts(db: Db, auth: AuthContext, ids: readonly number[]): Promise<PlannedPost[]> {
  const rows = await namedPosts(db, auth, ids, { returned: true });
  for (const row of rows) {
    authorizeChange(auth, row);
    requireInOutbox(row);
  }
  return rows;
}

/** A move's target, read in the zone (UTC for to_utc): it must exist and lie ahead. */
function readTarget(text: string, zone: string, field: string, now: Date): Date {
  const read = customTimeProblem(text, zone, now, {
    skipped: 'time_skipped',
    invalid: 'invalid_parameter',
    past: 'custom_time_in_past',
    instead: '',
  });
  if (read.problem) throw invalid(read.problem.code, read.problem.message, field);
  return read.instant;
}

/**
 * Each post's time moved by whole days, keeping its time of day in the zone; one that cannot refuses them all. The
 * error names `to`, as a move to one time does: the dashboard asks for both in the same date and time fields.
 */
function shiftTarget(row: PlannedPost, zone: string, days: number, now: Date): Date {
  const { post } = row;
  const shifted = shiftWallClock(calendarInstant(post), zone, days);
  if (!shifted.ok) {
    const wall = wallClockShifted(calendarInstant(post), zone, days);
    throw invalid(
      'time_skipped',
      `Post ${post.id} would land at ${wall}, which does not exist in ${zone}: ${SKIPPED}; nothing was moved.`,
      'to',
    );
  }
  if (shifted.instant.getUTCFullYear() > DATE_WINDOW.last)
    throw invalid(
      'invalid_parameter',
      `Post ${post.id} would land after ${DATE_WINDOW.last}; nothing was moved. Move it by fewer days.`,
      'shift_days',
    );
  if (shifted.instant.getTime() <= now.getTime())
    throw invalid(
      'custom_time_in_past',
      `Post ${post.id} would land in the past; nothing was moved. Pick a later day.`,
      'to',
    );
  return shifted.instant;
}

export interface MoveRequest {
  postIds: string;
  to?: string;
  toUtc?: string;
  shiftDays?: number;
}

/** Moves posts to another time, all or none (`placePosts`): one post to `to`/`toUtc`, or several by `shiftDays`. */
export async function movePosts(deps: ServiceDeps, auth: AuthContext, request: MoveRequest) {
  const ids = uniqueIds(request.postIds);
  const { to, toUtc, shiftDays } = request;
  if ([to, toUtc, shiftDays].filter((v) => v !== undefined).length !== 1)
    throw invalid('invalid_parameter', 'Send one of to, to_utc or shift_days.', 'to');
  if (shiftDays === undefined && ids.length !== 1)
    throw invalid('invalid_parameter', 'to and to_utc move one post; send shift_days to move several.', 'post_ids');
  const now = deps.now();
  const zone = auth.timezone;
  const target =
    to !== undefined
      ? readTarget(to, zone, 'to', now)
      : toUtc !== undefined
        ? readTarget(toUtc, 'UTC', 'to_utc', now)
        : undefined;
  const rows = await changeablePosts(deps.db, auth, ids);
  const moves: Move[] = rows.map((row) => ({
    row,
    channelId: row.post.channelId,
    place: { kind: 'at', at: target ?? shiftTarget(row, zone, shiftDays!, now) },
  }));
  return answered(deps, auth, moves, (n) => (n === 1 ? 'Post moved.' : `${n} posts moved.`));
}

/** Moves posts to another channel of the workspace, all or none; refused whole if one breaks its network's rules. */
export async function changeChannel(deps: ServiceDeps, auth: AuthContext, postIds: string, channelId: number) {
  const target = await findChannel(deps.db, auth.workspaceId, channelId);
  const rows = await changeablePosts(deps.db, auth, uniqueIds(postIds));
  for (const { post } of rows) {
    checkLengths(post.message, [target]);
    checkPicture(post.picture, [target]);
  }
  const moves: Move[] = rows.map((row) => ({ row, channelId, place: { kind: 'keep' } }));
  return answered(deps, auth, moves, (n) => `${n === 1 ? 'Post' : `${n} posts`} moved to ${target.name}.`);
}

/**
 * Puts posts back where a bulk answer's undo says, as moves: the same workspace, roles and checks (a forged undo
 * can do no more than a move), all or none.
 */
export async function undoBulk(deps: ServiceDeps, auth: AuthContext, text: string) {
  const entries = parseUndo(text);
  const rows = await changeablePosts(
    deps.db,
    auth,
    entries.map((e) => e.postId),
  );
  const now = deps.now();
  const moves: Move[] = [];
  for (const [i, entry] of entries.entries()) {
    const row = rows[i]!;
    if (entry.channelId !== row.post.channelId) {
      const channel = await channelOf(deps.db, auth.workspaceId, entry.channelId);
      if (!channel) throw notFound(`channel ${entry.channelId}`, 'undo');
      checkLengths(row.post.message, [channel]);
      checkPicture(row.post.picture, [channel]);
    }
    if (entry.place.kind === 'pin' && entry.place.at.getTime() <= now.getTime())
      throw invalid(
        'custom_time_in_past',
        `Post ${row.post.id} was due at a time that has passed; nothing was put back.`,
        'undo',
      );
    moves.push({ row, channelId: entry.channelId, place: entry.place });
  }
  return answered(deps, auth, moves, (n) => (n === 1 ? 'Post put back.' : `${n} posts put back.`));
}

/** Places the moves, then answers the posts as they are now, the undo and the channels changed. */
async function answered(deps: ServiceDeps, auth: AuthContext, moves: Move[], say: (count: number) => string) {
  const { undo, channelIds } = await placePosts(deps, auth, moves);
  const ids = moves.map((m) => m.row.post.id);
  const rows = await withQueueTimes(deps.db, await selectPlannedPosts(deps.db).where(inArray(posts.id, ids)));
  const after = ids.flatMap((id) => rows.filter((r) => r.post.id === id));
  const waiting = needsApproval(auth)
    ? moves.length === 1
      ? ' It waits for approval.'
      : ' They wait for approval.'
    : '';
  return {
    message: `${say(moves.length)}${waiting}${undo ? '' : ' A failed post moved is tried again at its new time, so this cannot be undone.'}`,
    posts: after.map((row) => calendarPostView(row, auth.timezone)),
    undo,
    channelIds,
  };
}

/**
 * Deletes outbox posts, all or none, as posts/delete deletes one: a collaborator's own only, a published post is
 * no outbox post (404), one being published is refused (409); the later posts of each queue move up.
 */
export async function deletePosts(deps: ServiceDeps, auth: AuthContext, postIds: string) {
  // As posts/delete finds them: a post sent back as a draft is no outbox post.
  const rows = await namedPosts(deps.db, auth, uniqueIds(postIds), { returned: false });
  for (const row of rows) {
    authorizeChange(auth, row);
    if (row.post.status === POST_STATUS.published) throw notFound(`outbox post ${row.post.id}`, 'post_ids');
    requireInOutbox(row);
  }
  const ids = rows.map((r) => r.post.id);
  const channelIds = [...new Set(rows.map((r) => r.post.channelId))];
  const now = deps.now();
  // The delete goes with the locks, and the queues are read after it, in one round trip.
  await inQueueTransaction(
    deps.db,
    channelIds,
    async (tx, locked, deleted) => {
      const missed = ids.find((id) => !deleted.some((d) => Number(d.id) === id));
      if (missed !== undefined)
        throw await explainChange(tx, missed, conflict('changed', `Post ${missed} changed meanwhile.`));
      for (const id of channelIds) await requeueChannel(tx, id, now, { setting: locked.get(id) });
    },
    {
      // On the channels locked: a post moved to another channel meanwhile is not deleted behind its queue's back.
      write: `delete from posts where id in (${idList(ids)}) and status in (${idList(IN_OUTBOX)})
        and channel_id in (${idList(channelIds)}) returning id`,
      readQueues: true,
    },
  );
  return { count: ids.length, channelIds, posts: rows.map((r) => r.post) };
}
