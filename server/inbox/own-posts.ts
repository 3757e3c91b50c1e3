import { eq } from 'drizzle-orm';
import type { Published } from '../connectors/types.ts';
import type { Db } from '../db/client.ts';
import { inboxItems, type ChannelRow } from '../db/schema.ts';

/**
 * A published post becomes the channel's own post in its inbox, where comments and likes then arrive: once per
 * publication, whichever network carried it. On a real network the item's network id is unique per channel, so a
 * publication recorded twice (a recovered claim) is one item. Answers the item's id, or undefined when it was
 * already there.
 */
export async function recordOwnPost(
  tx: Db,
  channel: Pick<ChannelRow, 'id' | 'workspaceId' | 'screenName' | 'picture'>,
  post: { id: number; message: string; link: string | null; picture: string | null },
  published: Published,
): Promise<number | undefined> {
  const [item] = await tx
    .insert(inboxItems)
    .values({
      workspaceId: channel.workspaceId,
      channelId: channel.id,
      networkId: published.networkPostId,
      postType: 'post',
      conversationId: 0,
      byChannel: true,
      authorId: `channel-${channel.id}`,
      authorName: channel.screenName,
      authorPicture: channel.picture,
      text: post.message,
      attachment: post.picture
        ? { type: 'image', url: post.picture }
        : post.link
          ? { type: 'link', url: post.link }
          : null,
      permalink: published.permalink,
      publishedPostId: post.id,
      isUnread: false,
      createdAt: new Date(Math.floor(published.publishedAt.getTime() / 1000) * 1000),
    })
    .onConflictDoNothing()
    .returning({ id: inboxItems.id });
  if (!item) return undefined;
  await tx.update(inboxItems).set({ conversationId: item.id }).where(eq(inboxItems.id, item.id));
  return item.id;
}
