import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { findChannel } from '../channels/channels.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { posts, type ChannelRow } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../domain/errors.ts';
import { checkPictureSuits } from '../media/picture-fit.ts';
import type { ServiceDeps } from '../deps.ts';
import { syncShortLinks } from './links.ts';
import { claimForPublishing, publishClaimed } from './publish.ts';
import { idList, inQueueTransaction, requeueChannel, type LockedChannel } from './queue.ts';
import { explainChange, findPost, groupOf, IN_OUTBOX, POST_STATUS, type PostListing } from './read.ts';
import {
  addressPolicy,
  authorizeChange,
  checkAddresses,
  checkLengths,
  checkPicture,
  requireInOutbox,
} from './rules.ts';
import { needsApproval } from '../workspaces/access.ts';
import { postsAwaitApproval } from '../notifications/news.ts';
import { announceNotifications } from '../notifications/write.ts';

export interface PostContent {
  message: string;
  link: string | null;
  picture: string | null;
  createAlbum: boolean;
  albumName: string | null;
}

export interface Placement {
  customTime: Date | null;
  shareNow: boolean;
}

export const newHash = () => randomBytes(12).toString('hex');

const channelsOf = (group: PostListing[]) => group.map((g) => g.post.channelId);

/** A new post without a custom time, on one channel. */
const insertQueued = prepared('insert_queued_post', (tx, name) =>
  tx
    .insert(posts)
    .values({
      workspaceId: sql.placeholder('workspaceId'),
      channelId: sql.placeholder('channelId'),
      creatorId: sql.placeholder('creatorId'),
      hash: sql.placeholder('hash'),
      message: sql.placeholder('message'),
      link: sql.placeholder('link'),
      picture: sql.placeholder('picture'),
      createAlbum: sql.placeholder('createAlbum'),
      albumName: sql.placeholder('albumName'),
      toApprove: sql.placeholder('toApprove'),
      customTime: null,
      dueAt: null,
      queuePosition: null,
      createdAt: sql.placeholder('createdAt'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .returning({ id: posts.id })
    .prepare(name),
);

/** One post to insert: its channel, content and time (none: queued); posts made together share a hash. */
export interface NewPost extends PostContent {
  channelId: number;
  hash: string;
  customTime: Date | null;
}

/**
 * Inserts posts within a queue transaction that holds their channels (`inQueueTransaction`, with `readQueues`) and
 * gives each channel's queue its times: queued posts join the end of their queue in the order given, pinned ones
 * take their time. Answers the new ids in the order given.
 */
export async function insertPosts(
  tx: Db,
  locked: Map<number, LockedChannel>,
  author: { workspaceId: number; creatorId: number; toApprove: boolean },
  rows: readonly NewPost[],
  now: Date,
): Promise<number[]> {
  const { toApprove } = author;
  const values = (row: NewPost) => ({
    workspaceId: author.workspaceId,
    channelId: row.channelId,
    creatorId: author.creatorId,
    hash: row.hash,
    message: row.message,
    link: row.link,
    picture: row.picture,
    createAlbum: row.createAlbum,
    albumName: row.albumName,
    toApprove,
    customTime: row.customTime,
    dueAt: row.customTime,
    // A queued post without a position joins the end of its queue when the queue is re-timed below.
    queuePosition: null,
    createdAt: now,
    updatedAt: now,
  });
  // One post and no custom time (most creates): a prepared statement.
  const inserted =
    rows.length === 1 && rows[0]!.customTime === null
      ? await insertQueued(tx).execute(values(rows[0]!))
      : await tx.insert(posts).values(rows.map(values)).returning({ id: posts.id });
  // Ids are drawn in the order of the rows inserted: ascending ids are the rows in the order given.
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  for (const [i, row] of rows.entries()) await syncShortLinks(tx, ids[i]!, row.message, row.link, { fresh: true });
  for (const [i, row] of rows.entries()) {
    // The queue was read with the lock, before the post was added to it.
    locked.get(row.channelId)?.queue?.push({
      id: ids[i]!,
      status: POST_STATUS.pending,
      toApprove,
      customTime: row.customTime,
      position: null,
      dueAt: row.customTime,
    });
  }
  for (const channelId of new Set(rows.map((row) => row.channelId)))
    await requeueChannel(tx, channelId, now, { setting: locked.get(channelId) });
  return ids;
}

/**
 * Creates one post per channel, sharing a hash (the group): queued at the end of each queue, pinned to a
 * custom time, or published now. Answers the new ids in channel order. `alsoInTransaction` commits with the
 * posts, which it is given (a draft's removal when it moves to the outbox, its comments moving to them): never both,
 * never neither.
 */
export async function createPosts(
  deps: ServiceDeps,
  auth: AuthContext,
  targets: ChannelRow[],
  content: PostContent,
  placement: Placement,
  options: { creatorId?: number; alsoInTransaction?: (tx: Db, postIds: number[]) => Promise<void> } = {},
): Promise<number[]> {
  // Every way into the outbox but an import comes here (create, copy, a draft moved): a copy or a draft made before
  // addresses were checked is checked now.
  checkAddresses(addressPolicy(deps), content);
  await checkPictureSuits(deps, content.picture, targets);
  const toApprove = needsApproval(auth);
  const hash = newHash();
  const now = deps.now();
  const author = { workspaceId: auth.workspaceId, creatorId: options.creatorId ?? auth.userId, toApprove };
  const rows = targets.map((channel) => ({
    ...content,
    channelId: channel.id,
    hash,
    customTime: placement.customTime,
  }));
  // The channels' locks go with the BEGIN (inQueueTransaction), and the new posts in one statement after them.
  const { ids, told } = await inQueueTransaction(
    deps.db,
    targets.map((t) => t.id),
    async (tx, locked) => {
      const created = await insertPosts(tx, locked, author, rows, now);
      await options.alsoInTransaction?.(tx, created);
      const awaiting = rows.map((row, i) => ({ ...row, id: created[i]! }));
      return { ids: created, told: toApprove ? await postsAwaitApproval(tx, auth, awaiting, now) : [] };
    },
    { readQueues: true },
  );
  announceNotifications(deps.events, auth.workspaceId, told);
  if (placement.shareNow && !toApprove) await publishClaimed(deps, await claimForPublishing(deps, ids));
  return ids;
}

/** An independent post with the same content, at the end of the target channel's queue. */
export async function copyPost(deps: ServiceDeps, auth: AuthContext, postId: number, channelId: number) {
  const { post } = await findPost(deps.db, auth, postId);
  const target = await findChannel(deps.db, auth.workspaceId, channelId);
  checkLengths(post.message, [target]);
  checkPicture(post.picture, [target]);
  const { message, link, picture, createAlbum, albumName } = post;
  return createPosts(
    deps,
    auth,
    [target],
    { message, link, picture, createAlbum, albumName },
    { customTime: null, shareNow: false },
  );
}

/** What an edit changes: only the fields it names. */
export type PostChange = Partial<PostContent>;

/**
 * Edits a post (or its whole group): only the fields sent change, so two edits of different fields made at once
 * both hold. Each row is written on the condition that it is still in the outbox; a post published, being
 * published or deleted meanwhile refuses the whole edit (409) and nothing changes. A collaborator's edit sends
 * the post back for approval; a custom time pins it (and makes a failed post pending again).
 */
export async function updatePost(
  deps: ServiceDeps,
  auth: AuthContext,
  postId: number,
  change: PostChange,
  options: { mapped: boolean; shareNow: boolean; customTime: Date | null },
): Promise<{ count: number; channelIds: number[] }> {
  checkAddresses(addressPolicy(deps), change);
  const row = await findPost(deps.db, auth, postId);
  authorizeChange(auth, row);
  requireInOutbox(row);
  if (options.shareNow && needsApproval(auth))
    throw forbidden('Collaborators cannot publish directly; the post waits for approval.');
  const group = await groupOf(deps.db, row, options.mapped);
  if (change.message !== undefined)
    checkLengths(
      change.message,
      group.map((g) => ({ channelType: g.channelType })),
    );
  // What each post of the group will have: the picture sent, or the one it has.
  for (const g of group) checkPicture(change.picture !== undefined ? change.picture : g.post.picture, [g]);
  for (const g of group)
    await checkPictureSuits(deps, change.picture !== undefined ? change.picture : g.post.picture, [g]);
  const now = deps.now();
  const { customTime } = options;
  const set = {
    ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
    updatedAt: now,
    ...(customTime
      ? {
          customTime,
          dueAt: customTime,
          queuePosition: null,
          // A failed post that gets a new time is pending again.
          status: sql`case when ${posts.status} = ${POST_STATUS.failed} then ${POST_STATUS.pending} else ${posts.status} end`,
          errorMessage: sql`case when ${posts.status} = ${POST_STATUS.failed} then null else ${posts.errorMessage} end`,
        }
      : {}),
    ...(needsApproval(auth) ? { toApprove: true, queuePosition: null } : {}),
  };
  const told = await inQueueTransaction(deps.db, channelsOf(group), async (tx, locked) => {
    // The posts this edit brings to await approval: a collaborator's edit of one that did not.
    const awaiting: { id: number; message: string; channelId: number }[] = [];
    for (const { post } of group) {
      const [written] = await tx
        .update(posts)
        .set(set)
        .where(and(eq(posts.id, post.id), inArray(posts.status, IN_OUTBOX)))
        .returning({ message: posts.message, link: posts.link });
      if (!written) throw await explainChange(tx, post.id, conflict('changed', 'This post changed meanwhile.'));
      if (change.message !== undefined || change.link !== undefined)
        await syncShortLinks(tx, post.id, written.message, written.link);
      if (needsApproval(auth) && !post.toApprove) awaiting.push({ ...post, message: written.message });
    }
    for (const channelId of new Set(channelsOf(group)))
      await requeueChannel(tx, channelId, now, { setting: locked.get(channelId) });
    return postsAwaitApproval(tx, auth, awaiting, now);
  });
  announceNotifications(deps.events, auth.workspaceId, told);
  if (options.shareNow)
    await publishClaimed(
      deps,
      await claimForPublishing(
        deps,
        group.map((g) => g.post.id),
      ),
    );
  return { count: group.length, channelIds: channelsOf(group) };
}

/** Deletes an outbox post (or its whole group); the later posts of its queue move up. */
export async function deletePost(
  deps: ServiceDeps,
  auth: AuthContext,
  postId: number,
  channelId: number,
  mapped: boolean,
): Promise<{ count: number; channelIds: number[]; posts: PostListing['post'][] }> {
  const row = await findPost(deps.db, auth, postId, { channelId });
  authorizeChange(auth, row);
  if (row.post.status === POST_STATUS.published) throw notFound('outbox post', 'post_id');
  requireInOutbox(row);
  const group = await groupOf(deps.db, row, mapped);
  if (group.some((g) => auth.role === 'collaborator' && g.post.creatorId !== auth.userId))
    throw forbidden('Collaborators can delete their own posts only.');
  const ids = group.map((g) => g.post.id);
  const now = deps.now();
  // The delete goes with the locks, and the queues are read after it, in one round trip.
  await inQueueTransaction(
    deps.db,
    channelsOf(group),
    async (tx, locked, deleted) => {
      const missed = ids.find((id) => !deleted.some((d) => Number(d.id) === id));
      if (missed !== undefined)
        throw await explainChange(tx, missed, conflict('changed', 'This post changed meanwhile.'));
      for (const id of new Set(channelsOf(group))) await requeueChannel(tx, id, now, { setting: locked.get(id) });
    },
    {
      write: `delete from posts where id in (${idList(ids)}) and status in (${idList(IN_OUTBOX)}) returning id`,
      readQueues: true,
    },
  );
  return { count: group.length, channelIds: channelsOf(group), posts: group.map((g) => g.post) };
}

const isQueued = (p: PostListing['post']) => p.status === POST_STATUS.pending && !p.customTime && !p.toApprove;

/** Moves a pinned, failed or sent-back-for-approval post to the end of its queue (or into approval). */
export async function addToStack(deps: ServiceDeps, auth: AuthContext, postId: number): Promise<number> {
  const row = await findPost(deps.db, auth, postId);
  authorizeChange(auth, row);
  requireInOutbox(row);
  const { post } = row;
  const alreadyQueued = conflict('already_queued', 'This post is already in the queue.');
  if (isQueued(post)) throw alreadyQueued;
  checkPicture(post.picture, [row]);
  const now = deps.now();
  const told = await inQueueTransaction(deps.db, [post.channelId], async (tx, locked) => {
    const toApprove = post.toApprove || needsApproval(auth);
    const [moved] = await tx
      .update(posts)
      .set({
        status: POST_STATUS.pending,
        errorMessage: null,
        customTime: null,
        toApprove,
        // Without a position, re-timing puts it at the end of the queue.
        queuePosition: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(posts.id, post.id),
          inArray(posts.status, IN_OUTBOX),
          // The state it leaves: pinned, failed or awaiting approval, as read.
          sql`not (${posts.status} = ${POST_STATUS.pending} and ${posts.customTime} is null and not ${posts.toApprove})`,
        ),
      )
      .returning({ id: posts.id });
    if (!moved) throw await explainChange(tx, post.id, alreadyQueued);
    await requeueChannel(tx, post.channelId, now, { setting: locked.get(post.channelId) });
    return toApprove && !post.toApprove ? postsAwaitApproval(tx, auth, [post], now) : [];
  });
  announceNotifications(deps.events, auth.workspaceId, told);
  return post.channelId;
}
