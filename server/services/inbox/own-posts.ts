import { and, eq, sql } from 'drizzle-orm';
import type { Published } from '../../connectors/types.ts';
import type { Db } from '../../db/client.ts';
import { inboxItems, type ChannelRow } from '../../db/schema.ts';

/** A publication to record: the channel, the post as it went out, and what the network answered. */
export interface OwnPost {
  channel: Pick<ChannelRow, 'id' | 'workspaceId' | 'screenName' | 'picture'>;
  post: { id: number; message: string; link: string | null; picture: string | null };
  published: Published;
}

/**
 * Published posts become their channels' own posts in their inboxes, where comments and likes then arrive: once
 * per publication, whichever network carried it. On a real network the item's network id is unique per channel, so
 * a publication recorded twice (a recovered claim) is one item. One statement for them all (the 09:00 burst settles
 * its posts in batches).
 */
export async function recordOwnPosts(tx: Db, publications: readonly OwnPost[]): Promise<void> {
  if (publications.length === 0) return;
  const rows = publications.map(({ channel, post, published }) => {
    const attachment = post.picture
      ? { type: 'image', url: post.picture }
      : post.link
        ? { type: 'link', url: post.link }
        : null;
    const createdAt = new Date(Math.floor(published.publishedAt.getTime() / 1000) * 1000);
    return sql`(${channel.workspaceId}::int, ${channel.id}::int, ${published.networkPostId}, ${`channel-${channel.id}`},
      ${channel.screenName}, ${channel.picture}, ${post.message},
      ${attachment === null ? null : JSON.stringify(attachment)}::jsonb, ${published.permalink}, ${post.id}::int,
      ${createdAt.toISOString()}::timestamptz)`;
  });
  // Each item is its own thread: its id, taken first (a volatile call, once per row), is also its conversation's.
  await tx.execute(sql`
    insert into inbox_items (id, conversation_id, workspace_id, channel_id, network_id, post_type, by_channel,
                             author_id, author_name, author_picture, text, attachment, permalink, published_post_id,
                             is_unread, created_at)
    overriding system value
    select n.id, n.id, n.workspace_id, n.channel_id, n.network_id, 'post', true, n.author_id, n.author_name,
           n.author_picture, n.text, n.attachment, n.permalink, n.published_post_id, false, n.created_at
    from (
      select nextval(pg_get_serial_sequence('inbox_items', 'id')) as id, v.*
      from (values ${sql.join(rows, sql`, `)}) as v(workspace_id, channel_id, network_id, author_id, author_name,
        author_picture, text, attachment, permalink, published_post_id, created_at)
    ) as n
    on conflict do nothing`);
}

/** The channel's own replies to its own post: a thread's parts after the first, or its first comment. */
export interface OwnReplies {
  channel: Pick<ChannelRow, 'id' | 'workspaceId' | 'screenName' | 'picture'>;
  postId: number;
  /** The post's own publication, whose inbox item heads the conversation. */
  root: Published;
  /** In order, each answering the one before (a thread), or one answering the post (`answersRoot`). */
  replies: readonly { message: string; published: Published }[];
  answersRoot?: boolean;
}

/**
 * Replies the channel made to its own post become its own items in the post's conversation (decisions 064, 065):
 * a thread's parts each under the one before, a first comment under the post. Once each: a reply recorded again
 * (a recovered claim) is the item it already is.
 */
export async function recordOwnReplies(tx: Db, threads: readonly OwnReplies[]): Promise<void> {
  for (const { channel, root, replies, answersRoot } of threads) {
    const [head] = await tx
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .where(and(eq(inboxItems.channelId, channel.id), eq(inboxItems.networkId, root.networkPostId)))
      .limit(1);
    if (!head) continue;
    let parentId = head.id;
    for (const { message, published } of replies) {
      const [made] = await tx
        .insert(inboxItems)
        .values({
          workspaceId: channel.workspaceId,
          channelId: channel.id,
          networkId: published.networkPostId,
          postType: answersRoot ? 'comment' : 'reply',
          parentId,
          conversationId: head.id,
          byChannel: true,
          authorId: `channel-${channel.id}`,
          authorName: channel.screenName,
          authorPicture: channel.picture,
          text: message,
          permalink: published.permalink,
          isUnread: false,
          createdAt: new Date(Math.floor(published.publishedAt.getTime() / 1000) * 1000),
        })
        .onConflictDoNothing()
        .returning({ id: inboxItems.id });
      const id =
        made?.id ??
        (
          await tx
            .select({ id: inboxItems.id })
            .from(inboxItems)
            .where(and(eq(inboxItems.channelId, channel.id), eq(inboxItems.networkId, published.networkPostId)))
        )[0]?.id;
      if (id !== undefined && !answersRoot) parentId = id;
    }
  }
}
