import { and, eq } from 'drizzle-orm';
import type { ChannelRow } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { inboxItems, sandboxPublications } from '../db/schema.ts';
import { networkOf } from '../domain/networks.ts';
import { PublishError, type Connector, type Publication } from './types.ts';

/**
 * The embedded network: published posts land in its own table (one row per publication, so duplicates would be
 * countable), each becoming the channel's own post in its inbox. A channel can be set to refuse posts or to hang.
 */
export function sandboxConnector(db: Db): Connector {
  return {
    async publish(channel, publication) {
      if (channel.sandboxHang) return new Promise<never>(() => undefined);
      if (channel.sandboxFailure) throw new PublishError(channel.sandboxFailure);
      return inTransaction(db, (tx) => record(tx, channel, publication));
    },
    async find(channel, postId) {
      const [found] = await db
        .select({ publishedAt: sandboxPublications.publishedAt })
        .from(sandboxPublications)
        .where(and(eq(sandboxPublications.channelId, channel.id), eq(sandboxPublications.postId, postId)))
        .limit(1);
      return found ?? null;
    },
  };
}

/** What publishing does on the sandbox network, in one transaction: a publication and its post in the inbox. */
async function record(db: Db, channel: ChannelRow, publication: Publication) {
  const [row] = await db
    .insert(sandboxPublications)
    .values({
      channelId: channel.id,
      postId: publication.postId,
      message: publication.message,
      link: publication.link,
      picture: publication.picture,
    })
    .returning({ id: sandboxPublications.id, at: sandboxPublications.publishedAt });
  // On the network the post is now the channel's own post, where comments and likes arrive: one per publication.
  const [item] = await db
    .insert(inboxItems)
    .values({
      workspaceId: channel.workspaceId,
      channelId: channel.id,
      networkId: `sandbox-${row!.id}`,
      postType: 'post',
      conversationId: 0,
      byChannel: true,
      authorId: `channel-${channel.id}`,
      authorName: channel.screenName,
      authorPicture: channel.picture,
      text: publication.message,
      attachment: publication.picture
        ? { type: 'image', url: publication.picture }
        : publication.link
          ? { type: 'link', url: publication.link }
          : null,
      permalink: `https://sandbox.social/${networkOf(channel.channelType).name.toLowerCase().replaceAll(' ', '-')}/${channel.screenName}/posts/${row!.id}`,
      publishedPostId: publication.postId,
      isUnread: false,
      createdAt: new Date(Math.floor(row!.at.getTime() / 1000) * 1000),
    })
    .returning({ id: inboxItems.id });
  await db.update(inboxItems).set({ conversationId: item!.id }).where(eq(inboxItems.id, item!.id));
  return { networkPostId: `sandbox-${row!.id}` };
}
