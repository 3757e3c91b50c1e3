import { graphTime } from './meta-graph.ts';
import { NeedsReconnect, PublishError, type InboxBatch, type NetworkItem, type ConnectorChannel } from './types.ts';

// What a Page's inbox reads: the comments on its latest posts, replies among them, and its Messenger conversations.
// Sources: docs/research/network-apis.md §2.6.

/** How many of the Page's latest posts a reading looks at, and how many newest comments of each. */
const POSTS_READ = 25;
const COMMENTS_PER_POST = 100;
/** How many recently active conversations a reading looks at, and how many newest messages of each. */
const CONVERSATIONS_READ = 25;
const MESSAGES_PER_CONVERSATION = 25;

/** A GET of the Graph API as the Page (the connector's call, in Meta's words when refused). */
export type GraphGet = (channel: ConnectorChannel, path: string, params: Record<string, string>) => Promise<unknown>;

interface GraphComment {
  id: string;
  message?: string;
  from?: { id: string; name?: string };
  created_time?: string;
  parent?: { id: string };
  permalink_url?: string;
}
interface GraphMessage {
  id: string;
  message?: string;
  from?: { id: string; name?: string };
  created_time?: string;
}
interface GraphConversation {
  id: string;
  updated_time?: string;
  link?: string;
  messages?: { data?: GraphMessage[] };
}

/**
 * Comments on the Page's latest posts, in one call by field expansion: GET /{page-id}/published_posts with
 * `comments.filter(stream).order(reverse_chronological)` (developers.facebook.com/docs/graph-api/field-expansion;
 * the comments edge's `filter` and `order`: developers.facebook.com/docs/graph-api/reference/object/comments).
 * `stream` gives replies too, each with its `parent`; the newest come first.
 */
async function comments(get: GraphGet, channel: ConnectorChannel, since: Date | null, now: Date) {
  const fields =
    `comments.filter(stream).order(reverse_chronological).limit(${COMMENTS_PER_POST})` +
    '{id,message,from,created_time,parent{id},permalink_url}';
  const answer = (await get(channel, `/${channel.accountId}/published_posts`, {
    fields: `id,created_time,${fields}`,
    limit: String(POSTS_READ),
  })) as { data?: { id: string; comments?: { data?: GraphComment[] } }[] };
  const items: NetworkItem[] = [];
  for (const post of answer.data ?? [])
    for (const comment of post.comments?.data ?? []) {
      const createdAt = graphTime(comment.created_time, now);
      // The Page's own answers are recorded when it makes them here; older ones were read before.
      if (comment.from?.id === channel.accountId || (since && createdAt < since)) continue;
      const parent = comment.parent?.id ?? null;
      items.push({
        networkId: comment.id,
        postType: parent ? 'reply' : 'comment',
        parentNetworkId: parent ?? post.id,
        rootNetworkId: post.id,
        authorId: comment.from?.id ?? 'unknown',
        // Without pages_read_user_content Meta leaves out who wrote it.
        authorName: comment.from?.name ?? 'Someone on Facebook',
        authorPicture: '',
        text: comment.message ?? '',
        attachment: null,
        permalink: comment.permalink_url ?? `https://www.facebook.com/${comment.id}`,
        createdAt,
      });
    }
  return items;
}

/**
 * Messenger conversations with their newest messages: GET /{page-id}/conversations?platform=messenger
 * (developers.facebook.com/documentation/business-messaging/messenger-platform/conversations), most recently
 * active first; a conversation not active since the last reading is passed over.
 */
async function messages(get: GraphGet, channel: ConnectorChannel, since: Date | null, now: Date) {
  const answer = (await get(channel, `/${channel.accountId}/conversations`, {
    platform: 'messenger',
    fields: `id,updated_time,link,messages.limit(${MESSAGES_PER_CONVERSATION}){id,message,from,created_time}`,
    limit: String(CONVERSATIONS_READ),
  })) as { data?: GraphConversation[] };
  const items: NetworkItem[] = [];
  for (const conversation of answer.data ?? []) {
    if (since && graphTime(conversation.updated_time, now) < since) continue;
    const link = conversation.link?.startsWith('/') ? `https://www.facebook.com${conversation.link}` : null;
    for (const message of conversation.messages?.data ?? []) {
      const createdAt = graphTime(message.created_time, now);
      if (message.from?.id === channel.accountId || (since && createdAt < since)) continue;
      items.push({
        networkId: message.id,
        postType: 'message',
        threadNetworkId: conversation.id,
        parentNetworkId: null,
        rootNetworkId: null,
        // The Page-scoped id (PSID): where the Send API's answer goes.
        authorId: message.from?.id ?? 'unknown',
        authorName: message.from?.name ?? 'Someone on Messenger',
        authorPicture: '',
        text: message.message ?? '',
        attachment: null,
        permalink: link ?? `https://www.facebook.com/${channel.accountId}/inbox`,
        createdAt,
      });
    }
  }
  return items;
}

/**
 * The Messenger items, or none when Meta refuses them while the token works (the person declined pages_messaging,
 * or the Page has no MESSAGING task for her): the comments still land. A throttle or an ended token stops the
 * reading as a whole.
 */
async function messengerOrNone(get: GraphGet, channel: ConnectorChannel, since: Date | null, now: Date) {
  try {
    return await messages(get, channel, since, now);
  } catch (error) {
    if (error instanceof PublishError && !(error instanceof NeedsReconnect)) return [];
    throw error;
  }
}

/**
 * One reading of the Page's inbox since the cursor (the newest time Meta gave an item, ISO 8601): items at that
 * second are read again, since Meta's times have seconds only; the inbox keeps each network id once. The first
 * reading takes what the latest posts and conversations hold. Oldest first, a comment before its replies.
 */
export async function readFacebookInbox(
  get: GraphGet,
  channel: ConnectorChannel,
  cursor: string | null,
  now: Date,
): Promise<InboxBatch> {
  const since = cursor ? new Date(cursor) : null;
  const items = [...(await comments(get, channel, since, now)), ...(await messengerOrNone(get, channel, since, now))];
  items.sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() || Number(a.postType === 'reply') - Number(b.postType === 'reply'),
  );
  const newest = items.at(-1)?.createdAt;
  return { items, reactions: [], cursor: newest && (!since || newest > since) ? newest.toISOString() : cursor };
}
