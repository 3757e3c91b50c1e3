import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { channels, posts, users } from '../../db/schema.ts';
import { conflict, notFound, type DomainError } from '../../domain/errors.ts';

export type PostRow = typeof posts.$inferSelect;

/**
 * 0 pending, 1 published, 2 failed, 3 publishing (the interface's is_processed), and 4: sent back to its writer
 * as a draft. A post sent back keeps its row, so that a reviewer deciding on it a moment later is told it was
 * already decided on rather than that it never existed; it is in no listing and no queue.
 */
export const POST_STATUS = { pending: 0, published: 1, failed: 2, publishing: 3, returned: 4 } as const;

/** What can still change in the outbox: pending (queued, pinned or awaiting approval) and failed posts. */
export const IN_OUTBOX = [POST_STATUS.pending, POST_STATUS.failed];

/** The columns of a post's listing (`selectPosts`). */
export const listingColumns = {
  post: posts,
  channelType: channels.channelType,
  creatorName: users.name,
  mapIds:
    sql<number>`(select count(*) from posts as mates where mates.hash = ${posts.hash} and mates.status <> ${POST_STATUS.returned})::int`.as(
      'map_ids',
    ),
  /** A thread's parts after the first and how many parts are out (decision 064); null without a thread. */
  thread: sql<{ parts: string[]; out: number } | null>`(select case when count(*) > 0 then json_build_object(
      'parts', coalesce(json_agg(pp.message order by pp.position) filter (where pp.position > 1), '[]'),
      'out', count(*) filter (where pp.state = 'published')) end
    from post_parts as pp where pp.post_id = ${posts.id})`.as('thread'),
};

/** Posts with what their listing needs. */
export function selectPosts(db: Db) {
  return db
    .select(listingColumns)
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .innerJoin(users, eq(users.id, posts.creatorId));
}
export type PostListing = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

const postOfWorkspace = prepared('find_post', (db, name) =>
  selectPosts(db)
    .where(and(eq(posts.id, sql.placeholder('postId')), eq(posts.workspaceId, sql.placeholder('workspaceId'))))
    .limit(1)
    .prepare(name),
);

/**
 * A post of the caller's workspace (of the channel named, if one is); another workspace's or channel's id is
 * answered like a missing one, and so is a post sent back as a draft, unless `returned` asks for it (a decision on
 * it is then refused with what became of it).
 */
export async function findPost(
  db: Db,
  auth: Pick<AuthContext, 'workspaceId'>,
  postId: number,
  options: { channelId?: number; returned?: boolean } = {},
): Promise<PostListing> {
  const [row] = await postOfWorkspace(db).execute({ postId, workspaceId: auth.workspaceId });
  if (
    !row ||
    (options.channelId !== undefined && row.post.channelId !== options.channelId) ||
    (row.post.status === POST_STATUS.returned && !options.returned)
  )
    throw notFound('post', 'post_id');
  return row;
}

/** The posts of a group (one hash) still in the outbox, or just the one post. */
export async function groupOf(db: Db, row: PostListing, whole: boolean): Promise<PostListing[]> {
  if (!whole) return [row];
  return selectPosts(db)
    .where(
      and(eq(posts.hash, row.post.hash), eq(posts.workspaceId, row.post.workspaceId), inArray(posts.status, IN_OUTBOX)),
    )
    .orderBy(asc(posts.id));
}

/** The posts of a recurring series (decision 069) still in the outbox, every group whole, in time order. */
export async function seriesOf(db: Db, row: PostListing): Promise<PostListing[]> {
  if (!row.post.seriesId) return [row];
  return selectPosts(db)
    .where(
      and(
        eq(posts.seriesId, row.post.seriesId),
        eq(posts.workspaceId, row.post.workspaceId),
        inArray(posts.status, IN_OUTBOX),
      ),
    )
    .orderBy(asc(posts.dueAt), asc(posts.id));
}

/** What a channel's outbox lists: its pending, publishing and failed posts. */
const inOutboxOf = () =>
  and(
    eq(posts.workspaceId, sql.placeholder('workspaceId')),
    eq(posts.channelId, sql.placeholder('channelId')),
    inArray(posts.status, [POST_STATUS.pending, POST_STATUS.failed, POST_STATUS.publishing]),
  );

/**
 * The outbox with each post's group size counted once for all its rows (grouping its mates by hash), not by a
 * subquery per row: a busy queue's table holds many dead rows between two vacuums, and a plan made while it was
 * small scans it once per listed post.
 */
const outboxOfChannel = prepared('outbox_of_channel', (db, name) => {
  const mates = db
    .select({ hash: posts.hash, mapIds: sql<number>`count(*)::int`.as('map_ids') })
    .from(posts)
    .where(
      and(
        ne(posts.status, POST_STATUS.returned),
        inArray(posts.hash, db.select({ hash: posts.hash }).from(posts).where(inOutboxOf())),
      ),
    )
    .groupBy(posts.hash)
    .as('mates');
  return db
    .select({ ...listingColumns, mapIds: mates.mapIds })
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .innerJoin(users, eq(users.id, posts.creatorId))
    .innerJoin(mates, eq(mates.hash, posts.hash))
    .where(inOutboxOf())
    .orderBy(asc(posts.dueAt), asc(posts.id))
    .prepare(name);
});

/** A channel's outbox: its pending, publishing and failed posts, in time order. */
export const listOutbox = (db: Db, workspaceId: number, channelId: number) =>
  outboxOfChannel(db).execute({ workspaceId, channelId });

const postById = prepared('post_by_id', (db, name) =>
  selectPosts(db)
    .where(eq(posts.id, sql.placeholder('id')))
    .prepare(name),
);

/** Posts by id, in id order (what create and copy answer; most create one). */
export const postsByIds = (db: Db, ids: number[]) =>
  ids.length === 1
    ? postById(db).execute({ id: ids[0] })
    : ids.length
      ? selectPosts(db).where(inArray(posts.id, ids)).orderBy(asc(posts.id))
      : Promise.resolve([]);

/** Why a post can no longer change the way the caller asked: it left the outbox. */
export function outOfOutbox(status: number | undefined): DomainError | undefined {
  switch (status) {
    case undefined:
      return conflict('gone', 'This post was deleted meanwhile. Look at the outbox again.');
    case POST_STATUS.published:
      return conflict('already_published', 'This post is already published; it has left the outbox.');
    case POST_STATUS.publishing:
      return conflict('publishing', 'This post is being published right now. Wait a moment and look again.');
    case POST_STATUS.returned:
      return conflict('sent_back', "This post was sent back to its writer as a draft; it is in the writer's drafts.");
    default:
      return undefined;
  }
}

/**
 * After a conditional write found its post no longer in the state it was read in: what happened meanwhile, as
 * the 409 the caller gets.
 */
export async function explainChange(db: Db, postId: number, fallback: DomainError): Promise<DomainError> {
  const [now] = await db.select({ status: posts.status }).from(posts).where(eq(posts.id, postId));
  return outOfOutbox(now?.status) ?? fallback;
}
