import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens.ts';
import type { ChannelRow } from '../db/channels.ts';
import type { Db } from '../db/client.ts';
import { posts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { syncShortLinks } from './links.ts';
import { claimForPublishing, publishClaimed } from './publish.ts';
import { POST_STATUS } from './posts.ts';
import { nextQueuePosition, requeueChannel } from './queue.ts';

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

/** A collaborator's posts wait for approval, whatever they asked for. */
export const needsApproval = (auth: AuthContext) => auth.role === 'collaborator';

/**
 * Creates one post per channel, sharing a hash (the group): queued at the end of each queue, pinned to a
 * custom time, or published now. Answers the new ids in channel order.
 */
export async function createPosts(
  deps: AppDeps,
  auth: AuthContext,
  targets: ChannelRow[],
  content: PostContent,
  placement: Placement,
  options: { creatorId?: number; hash?: string; alsoInTransaction?: (tx: Db) => Promise<void> } = {},
): Promise<number[]> {
  const toApprove = needsApproval(auth);
  const hash = options.hash ?? newHash();
  const now = deps.now();
  const ids = await deps.db.transaction(async (tx) => {
    const created: number[] = [];
    for (const channel of targets) {
      const queued = !toApprove && !placement.shareNow && !placement.customTime;
      const [row] = await tx
        .insert(posts)
        .values({
          workspaceId: auth.workspaceId,
          channelId: channel.id,
          creatorId: options.creatorId ?? auth.userId,
          hash,
          ...content,
          toApprove,
          customTime: placement.customTime,
          dueAt: placement.customTime,
          queuePosition: queued ? await nextQueuePosition(tx, channel.id) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: posts.id });
      await syncShortLinks(tx, row!.id, content.message, content.link);
      await requeueChannel(tx, channel.id, now);
      created.push(row!.id);
    }
    await options.alsoInTransaction?.(tx);
    return created;
  });
  if (placement.shareNow && !toApprove) await publishClaimed(deps, await claimForPublishing(deps, ids));
  return ids;
}

export async function statusOf(deps: AppDeps, postId: number) {
  const [row] = await deps.db
    .select({ status: posts.status, error: posts.errorMessage })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
}

export { POST_STATUS };
