import { sql } from 'drizzle-orm';
import type { Published } from '../../connectors/types.ts';
import type { Db } from '../../db/client.ts';
import type { ChannelRow } from '../../db/schema.ts';

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
  const attachment = post.picture
    ? { type: 'image', url: post.picture }
    : post.link
      ? { type: 'link', url: post.link }
      : null;
  const createdAt = new Date(Math.floor(published.publishedAt.getTime() / 1000) * 1000);
  // The item is its own thread: its id, taken first, is also its conversation's, in one statement (a post settles
  // in as few round trips as it can when a thousand go out at 09:00).
  const answer = await tx.execute(sql`
    with next as (select nextval(pg_get_serial_sequence('inbox_items', 'id')) as id)
    insert into inbox_items (id, conversation_id, workspace_id, channel_id, network_id, post_type, by_channel,
                             author_id, author_name, author_picture, text, attachment, permalink, published_post_id,
                             is_unread, created_at)
    overriding system value
    select next.id, next.id, ${channel.workspaceId}, ${channel.id}, ${published.networkPostId}, 'post', true,
           ${`channel-${channel.id}`}, ${channel.screenName}, ${channel.picture}, ${post.message},
           ${attachment === null ? null : JSON.stringify(attachment)}::jsonb, ${published.permalink}, ${post.id},
           false, ${createdAt.toISOString()}::timestamptz
    from next
    on conflict do nothing
    returning id`);
  const [item] = (answer as unknown as { rows: { id: number | string }[] }).rows;
  return item ? Number(item.id) : undefined;
}
