import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts, reviewDecisions, reviewPosts, reviews } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import { REVIEW_DAYS, REVIEW_MAX_POSTS } from '../../domain/reviews.ts';
import { formatInZone } from '../../domain/time.ts';
import type { ServiceDeps } from '../deps.ts';
import { linkOrigin } from '../outbox/links.ts';
import { POST_STATUS } from '../outbox/read.ts';
import { requireManager } from '../workspaces/access.ts';
import { recordAudit } from '../workspaces/audit.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { sha256 } from '../workspaces/secrets.ts';

/** The link's secret: 32 random bytes (256 bits), base64url, 43 characters. Only its SHA-256 is kept. */
const newToken = () => randomBytes(32).toString('base64url');

export const reviewUrl = (deps: Pick<ServiceDeps, 'config'>, token: string) =>
  `${linkOrigin(deps.config)}/review/${token}`;

/** A link is open until it expires or is revoked. */
export const isOpen = (now: Date) => and(isNull(reviews.revokedAt), gt(reviews.expiresAt, now));

/**
 * Shares posts of the workspace for review by people without an account (owners and admins). The posts must be the
 * workspace's and still to go out (pending: queued, pinned or awaiting approval); a published, failed or sent-back one
 * is refused by id with nothing made. Answers the link once: only its hash is kept.
 */
export async function createReview(
  deps: ServiceDeps,
  auth: AuthContext,
  input: { postIds: number[]; expiresInDays?: number; note?: string },
) {
  requireManager(auth, 'share posts for review');
  const postIds = [...new Set(input.postIds)];
  if (postIds.length > REVIEW_MAX_POSTS)
    throw invalid('too_many_posts', `A review link shows at most ${REVIEW_MAX_POSTS} posts; share fewer.`, 'post_ids');
  const found = await deps.db
    .select({ id: posts.id, status: posts.status, channelId: posts.channelId })
    .from(posts)
    .where(and(eq(posts.workspaceId, auth.workspaceId), inArray(posts.id, postIds)));
  const missing = postIds.filter((id) => !found.some((post) => post.id === id));
  if (missing.length) throw notFound(`post ${missing.join(', ')}`, 'post_ids');
  const gone = found.filter((post) => post.status !== POST_STATUS.pending).map((post) => post.id);
  if (gone.length)
    throw conflict(
      'not_reviewable',
      `Posts ${gone.join(', ')} are published, failed or sent back: only posts still to go out can be shared for review.`,
    );
  const now = deps.now();
  const days = input.expiresInDays ?? REVIEW_DAYS.default;
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  const token = newToken();
  const note = input.note?.trim() ?? '';
  const review = await deps.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(reviews)
      .values({
        workspaceId: auth.workspaceId,
        tokenHash: sha256(token),
        note,
        createdById: auth.userId,
        createdByName: auth.userName,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await tx.insert(reviewPosts).values(postIds.map((postId, position) => ({ reviewId: made!.id, postId, position })));
    await recordAudit(
      tx,
      auth.workspaceId,
      { userId: auth.userId, name: auth.userName },
      'review.created',
      `review ${made!.id}`,
      { posts: postIds.length, expires_in_days: days },
    );
    return made!;
  });
  return { review, token, postIds };
}

/** A link as owners and admins list it: never its secret, which was shown once. */
export function reviewView(
  review: typeof reviews.$inferSelect,
  zone: string,
  counts: { posts: number; decisions: number },
) {
  return {
    review_id: String(review.id),
    note: review.note,
    created_by_name: review.createdByName,
    created_at: formatInZone(review.createdAt, zone),
    expires_at: formatInZone(review.expiresAt, zone),
    posts: counts.posts,
    decisions: counts.decisions,
  };
}

/** The workspace's open links, newest first, with how many posts each shows and how many decisions it brought. */
export async function listReviews(db: Db, auth: AuthContext, now: Date) {
  requireManager(auth, 'see the review links');
  const rows = await db
    .select({
      review: reviews,
      posts: sql<number>`(select count(*) from ${reviewPosts} where ${reviewPosts.reviewId} = ${reviews.id})::int`,
      decisions: sql<number>`(select count(*) from ${reviewDecisions} where ${reviewDecisions.reviewId} = ${reviews.id})::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.workspaceId, auth.workspaceId), isOpen(now)))
    .orderBy(sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`);
  return rows.map((row) => reviewView(row.review, auth.timezone, row));
}

/** Withdraws an open link at once: its page says it was withdrawn. Another workspace's, or a closed one, is a 404. */
export async function revokeReview(deps: ServiceDeps, auth: AuthContext, reviewId: number) {
  requireManager(auth, 'withdraw review links');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(reviews)
      .set({ revokedAt: now })
      .where(and(eq(reviews.id, reviewId), eq(reviews.workspaceId, auth.workspaceId), isOpen(now)))
      .returning({ id: reviews.id });
    if (!revoked) throw notFound('open review link', 'review_id', 'list the open ones with GET /api/reviews/list');
    await recordAudit(
      tx,
      auth.workspaceId,
      { userId: auth.userId, name: auth.userName },
      'review.revoked',
      `review ${reviewId}`,
    );
  });
}

/** The posts a link shows, in the order shared (those deleted since are gone from it). */
export async function reviewPostIds(db: Db, reviewId: number): Promise<number[]> {
  const rows = await db
    .select({ postId: reviewPosts.postId })
    .from(reviewPosts)
    .where(eq(reviewPosts.reviewId, reviewId))
    .orderBy(asc(reviewPosts.position));
  return rows.map((row) => row.postId);
}
