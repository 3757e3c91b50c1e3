import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { findChannel } from '../channels/channels.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { posts, type ChannelRow } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../domain/errors.ts';
import { checkPictureSuits } from '../media/picture-fit.ts';
import type { ServiceDeps } from '../deps.ts';
import { linkTagger, syncShortLinks } from './links.ts';
import { carriedOnCopy, threadsOf, writeThread } from './thread.ts';
import { findUrls } from '../../../shared/text-length.ts';
import { networkOf } from '../../../shared/networks.ts';
import { claimForPublishing, publishClaimed } from './publish.ts';
import { idList, inQueueTransaction, requeueChannel, type LockedChannel } from './queue.ts';
import { explainChange, findPost, groupOf, IN_OUTBOX, POST_STATUS, seriesOf, type PostListing } from './read.ts';
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
  /** The post's own utm_campaign (decision 068); null or absent: the workspace's default. */
  utmCampaign?: string | null;
}

/** A channel's own text and picture in a group (decision 063). */
export interface ChannelVersion {
  message: string;
  picture: string | null;
}

/** The occurrences of a recurring post (decision 069): each a group of its own at its own time. */
export interface Series {
  every: string;
  times: readonly Date[];
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
      hasVersion: sql.placeholder('hasVersion'),
      utmCampaign: sql.placeholder('utmCampaign'),
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
  hasVersion?: boolean;
  series?: { id: string; every: string; occurrence: number; occurrences: number };
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
    hasVersion: row.hasVersion ?? false,
    utmCampaign: row.utmCampaign ?? null,
    seriesId: row.series?.id ?? null,
    repeatEvery: row.series?.every ?? null,
    occurrence: row.series?.occurrence ?? null,
    occurrences: row.series?.occurrences ?? null,
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
    rows.length === 1 && rows[0]!.customTime === null && !rows[0]!.series
      ? await insertQueued(tx).execute(values(rows[0]!))
      : await tx.insert(posts).values(rows.map(values)).returning({ id: posts.id });
  // Ids are drawn in the order of the rows inserted: ascending ids are the rows in the order given.
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  // Links are tagged for their network when the workspace says so (decision 068): read only for posts with URLs.
  const withUrls = rows.some((row) => findUrls(`${row.message} ${row.link ?? ''}`).length > 0);
  const tagOf = withUrls
    ? await linkTagger(
        tx,
        author.workspaceId,
        rows.map((row) => row.channelId),
      )
    : () => null;
  for (const [i, row] of rows.entries())
    await syncShortLinks(tx, ids[i]!, row.message, row.link, {
      fresh: true,
      utm: tagOf(row.channelId, row.utmCampaign ?? null),
    });
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
 * never neither. A channel with a version (`versions`, checked by the caller) gets its own text and picture; a
 * series makes one group per occurrence, at its own time, all in the one transaction.
 */
export async function createPosts(
  deps: ServiceDeps,
  auth: AuthContext,
  targets: ChannelRow[],
  content: PostContent,
  placement: Placement,
  options: {
    creatorId?: number;
    alsoInTransaction?: (tx: Db, postIds: number[]) => Promise<void>;
    versions?: ReadonlyMap<number, ChannelVersion>;
    series?: Series;
    /** A thread's parts after the first, and a first comment (decisions 064, 065): checked by the caller. */
    thread?: string[] | null;
    firstComment?: string | null;
  } = {},
): Promise<number[]> {
  // Every way into the outbox but an import comes here (create, copy, a draft moved): a copy or a draft made before
  // addresses were checked is checked now.
  checkAddresses(addressPolicy(deps), content);
  for (const version of options.versions?.values() ?? []) checkAddresses(addressPolicy(deps), version);
  // Each channel's own picture (its version's, or the post's) suits its network.
  for (const target of targets) {
    const version = options.versions?.get(target.id);
    await checkPictureSuits(deps, version ? version.picture : content.picture, [target]);
  }
  const toApprove = needsApproval(auth);
  const now = deps.now();
  const author = { workspaceId: auth.workspaceId, creatorId: options.creatorId ?? auth.userId, toApprove };
  const { series } = options;
  // Shared now, a series' first occurrence goes out at once as any post shared now (a draft's, decision 072).
  const times = (series?.times ?? [placement.customTime]).map((time, i) =>
    i === 0 && placement.shareNow ? null : time,
  );
  const seriesId = newHash();
  const rows: NewPost[] = times.flatMap((customTime, i) => {
    const hash = newHash();
    return targets.map((channel) => {
      const version = options.versions?.get(channel.id);
      const own = version && (version.message !== content.message || version.picture !== content.picture);
      return {
        ...content,
        ...(own ? { message: version.message, picture: version.picture, hasVersion: true } : {}),
        channelId: channel.id,
        hash,
        customTime,
        ...(series
          ? { series: { id: seriesId, every: series.every, occurrence: i + 1, occurrences: times.length } }
          : {}),
      };
    });
  });
  // The channels' locks go with the BEGIN (inQueueTransaction), and the new posts in one statement after them.
  const { ids, told } = await inQueueTransaction(
    deps.db,
    targets.map((t) => t.id),
    async (tx, locked) => {
      const created = await insertPosts(tx, locked, author, rows, now);
      await writeThread(tx, created, { thread: options.thread, firstComment: options.firstComment });
      await options.alsoInTransaction?.(tx, created);
      const awaiting = rows.map((row, i) => ({ ...row, id: created[i]! }));
      return { ids: created, told: toApprove ? await postsAwaitApproval(tx, auth, awaiting, now) : [] };
    },
    { readQueues: true },
  );
  announceNotifications(deps.events, auth.workspaceId, told);
  // The first occurrence's posts are the first ids; the later occurrences wait for their times.
  const first = ids.slice(0, targets.length);
  if (placement.shareNow && !toApprove) await publishClaimed(deps, await claimForPublishing(deps, first));
  return ids;
}

/** An independent post with the same content, at the end of the target channel's queue. */
export async function copyPost(deps: ServiceDeps, auth: AuthContext, postId: number, channelId: number) {
  const { post } = await findPost(deps.db, auth, postId);
  const target = await findChannel(deps.db, auth.workspaceId, channelId);
  checkLengths(post.message, [target]);
  checkPicture(post.picture, [target]);
  // The source's own text and picture (its version, if it has one) and campaign; not its series. Its thread and first
  // comment where the target's network takes them (decision 070).
  const { message, link, picture, createAlbum, albumName, utmCampaign } = post;
  const carried = carriedOnCopy((await threadsOf(deps.db, [post.id])).get(post.id)?.thread, post.firstComment, target);
  return createPosts(
    deps,
    auth,
    [target],
    { message, link, picture, createAlbum, albumName, utmCampaign },
    { customTime: null, shareNow: false },
    carried,
  );
}

/** What an edit changes: only the fields it names. */
export type PostChange = Partial<PostContent>;

/**
 * Edits a post (or its whole group): only the fields sent change, so two edits of different fields made at once
 * both hold. Each row is written on the condition that it is still in the outbox; a post published, being
 * published or deleted meanwhile refuses the whole edit (409) and nothing changes. A collaborator's edit sends
 * the post back for approval; a custom time pins it (and makes a failed post pending again). A group's edit changes
 * the text and picture of its posts without a version of their own only (the others' networks are named in `kept`);
 * one post's new text or picture becomes its version (decision 063).
 */
export async function updatePost(
  deps: ServiceDeps,
  auth: AuthContext,
  postId: number,
  change: PostChange,
  options: {
    mapped: boolean;
    shareNow: boolean;
    customTime: Date | null;
    /** Checks the group before anything is written (a thread's networks), and writes with the posts. */
    check?: (group: PostListing[]) => Promise<void>;
    alsoInTransaction?: (tx: Db, postIds: number[]) => Promise<void>;
  },
): Promise<{ count: number; channelIds: number[]; kept: string[] }> {
  checkAddresses(addressPolicy(deps), change);
  const row = await findPost(deps.db, auth, postId);
  authorizeChange(auth, row);
  requireInOutbox(row);
  if (options.shareNow && needsApproval(auth))
    throw forbidden('Collaborators cannot publish directly; the post waits for approval.');
  const group = await groupOf(deps.db, row, options.mapped);
  await options.check?.(group);
  const ownChange = change.message !== undefined || change.picture !== undefined;
  const keepsOwn = (g: PostListing) => options.mapped && g.post.hasVersion && ownChange;
  const takers = group.filter((g) => !keepsOwn(g));
  if (change.message !== undefined)
    checkLengths(
      change.message,
      takers.map((g) => ({ channelType: g.channelType })),
    );
  // What each post of the group will have: the picture sent, or the one it has (its own, when it keeps its version).
  const pictureOf = (g: PostListing) =>
    change.picture !== undefined && !keepsOwn(g) ? change.picture : g.post.picture;
  for (const g of group) checkPicture(pictureOf(g), [g]);
  for (const g of group) await checkPictureSuits(deps, pictureOf(g), [g]);
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
    // What a post with a version of its own takes from a group's edit: all but the text and picture.
    const shared = Object.fromEntries(
      Object.entries(set).filter(([key]) => key !== 'message' && key !== 'picture'),
    ) as typeof set;
    const relink = change.message !== undefined || change.link !== undefined || change.utmCampaign !== undefined;
    const tagOf = relink ? await linkTagger(tx, auth.workspaceId, channelsOf(group)) : () => null;
    for (const g of group) {
      const { post } = g;
      const [written] = await tx
        .update(posts)
        // One post of a group given its own text or picture: its version from then on.
        .set(keepsOwn(g) ? shared : !options.mapped && ownChange && g.mapIds > 1 ? { ...set, hasVersion: true } : set)
        .where(and(eq(posts.id, post.id), inArray(posts.status, IN_OUTBOX)))
        .returning({ message: posts.message, link: posts.link, utmCampaign: posts.utmCampaign });
      if (!written) throw await explainChange(tx, post.id, conflict('changed', 'This post changed meanwhile.'));
      if (relink)
        await syncShortLinks(tx, post.id, written.message, written.link, {
          utm: tagOf(post.channelId, written.utmCampaign),
        });
      if (needsApproval(auth) && !post.toApprove) awaiting.push({ ...post, message: written.message });
    }
    await options.alsoInTransaction?.(
      tx,
      group.map((g) => g.post.id),
    );
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
  const kept = group.filter(keepsOwn).map((g) => networkOf(g.channelType).name);
  return { count: group.length, channelIds: channelsOf(group), kept: [...new Set(kept)] };
}

/**
 * Deletes an outbox post (or its whole group, or every group of its series still in the outbox); the later posts of
 * its queue move up.
 */
export async function deletePost(
  deps: ServiceDeps,
  auth: AuthContext,
  postId: number,
  channelId: number,
  mapped: boolean,
  options: { series?: boolean } = {},
): Promise<{ count: number; channelIds: number[]; posts: PostListing['post'][] }> {
  const row = await findPost(deps.db, auth, postId, { channelId });
  authorizeChange(auth, row);
  if (row.post.status === POST_STATUS.published) throw notFound('outbox post', 'post_id');
  requireInOutbox(row);
  if (options.series && !row.post.seriesId)
    throw invalid(
      'invalid_parameter',
      'This post does not repeat: leave out delete_series, or use delete_mapped for its group.',
      'delete_series',
    );
  const group = options.series ? await seriesOf(deps.db, row) : await groupOf(deps.db, row, mapped);
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
