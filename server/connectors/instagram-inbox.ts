import { graphTime } from './meta-graph.ts';
import type { InboxBatch, NetworkItem, ConnectorChannel } from './types.ts';

// The inbox of an Instagram professional account read by polling, as the Instagram API with Instagram Login allows:
// comments and their replies on the account's media, and media other accounts tagged it in. Sources:
// developers.facebook.com/documentation/instagram-platform/comment-moderation, …/instagram-api-with-instagram-login/
// mentions, …/instagram-graph-api/reference/ig-comment.

/** A GET of the Graph API as the channel, answering the body (the connector's, with its verdict on errors). */
export type GraphRead = (channel: ConnectorChannel, path: string, params: Record<string, string>) => Promise<unknown>;

/** How many of the account's latest media are watched for comments. */
const MEDIA_WINDOW = 25;
const PAGE_SIZE = '50';
/** How many pages of one media's comments one reading goes through at most. */
const MAX_COMMENT_PAGES = 4;

interface GraphPage<T> {
  data?: T[];
  paging?: { cursors?: { after?: string }; next?: string };
}
interface Media {
  id: string;
  comments_count?: number;
  permalink?: string;
  timestamp?: string;
}
interface Comment {
  id: string;
  text?: string;
  timestamp?: string;
  username?: string;
  from?: { id?: string; username?: string };
  parent_id?: string;
  replies?: GraphPage<Comment>;
}
interface TaggedMedia {
  id: string;
  caption?: string;
  timestamp?: string;
  username?: string;
  permalink?: string;
}

/**
 * Where the reading stopped: each watched media's comment count (comments_count counts replies too), so that only
 * media with new comments are read again, and the newest tagged media's time.
 */
interface InboxCursor {
  counts: Record<string, number>;
  tagged: string | null;
}

const cursorOf = (cursor: string | null): InboxCursor => {
  if (!cursor) return { counts: {}, tagged: null };
  const read = JSON.parse(cursor) as Partial<InboxCursor>;
  return { counts: read.counts ?? {}, tagged: typeof read.tagged === 'string' ? read.tagged : null };
};

const COMMENT_FIELDS = 'id,text,timestamp,username,from,parent_id';

/** The account's own comments and replies are not news to it. */
const isOwn = (channel: ConnectorChannel, comment: Comment) =>
  comment.from?.id === channel.accountId || (comment.username ?? comment.from?.username) === channel.screenName;

function commentItem(channel: ConnectorChannel, media: Media, comment: Comment, now: Date): NetworkItem {
  const username = comment.username ?? comment.from?.username ?? 'unknown';
  const parent = comment.parent_id ?? null;
  return {
    networkId: comment.id,
    postType: parent ? 'reply' : 'comment',
    parentNetworkId: parent ?? media.id,
    rootNetworkId: media.id,
    authorId: comment.from?.id ?? username,
    authorName: username,
    // Instagram gives commenters' usernames, not their pictures.
    authorPicture: '',
    text: comment.text ?? '',
    attachment: null,
    // Comments have no address of their own in the API: the media's.
    permalink: media.permalink ?? `https://www.instagram.com/${channel.screenName}/`,
    createdAt: graphTime(comment.timestamp, now),
  };
}

/**
 * One media's comments with their replies (GET /{media-id}/comments with the `replies` field expanded; the edge
 * answers top-level comments only, comment-moderation guide), a few pages at most.
 */
async function mediaComments(
  read: GraphRead,
  channel: ConnectorChannel,
  media: Media,
  now: Date,
): Promise<NetworkItem[]> {
  const items: NetworkItem[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_COMMENT_PAGES; page++) {
    const params: Record<string, string> = {
      fields: `${COMMENT_FIELDS},replies{${COMMENT_FIELDS}}`,
      limit: PAGE_SIZE,
    };
    if (after) params.after = after;
    const answer = (await read(channel, `/${media.id}/comments`, params)) as GraphPage<Comment>;
    for (const comment of answer.data ?? []) {
      for (const one of [comment, ...(comment.replies?.data ?? [])])
        if (!isOwn(channel, one))
          items.push(commentItem(channel, media, { parent_id: one === comment ? undefined : comment.id, ...one }, now));
    }
    after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return items;
}

/** Media other accounts tagged the account in (GET /{ig-id}/tags, mentions guide), newer than the last seen. */
async function taggedIn(read: GraphRead, channel: ConnectorChannel, since: string | null, now: Date) {
  const answer = (await read(channel, `/${channel.accountId}/tags`, {
    fields: 'id,caption,timestamp,username,permalink',
    limit: '25',
  })) as GraphPage<TaggedMedia>;
  const sinceTime = since ? graphTime(since, now).getTime() : -Infinity;
  let newest = since;
  const items: NetworkItem[] = [];
  for (const media of answer.data ?? []) {
    const at = graphTime(media.timestamp, now);
    if (at.getTime() <= sinceTime) continue;
    if (!newest || at.getTime() > graphTime(newest, now).getTime()) newest = media.timestamp ?? newest;
    const username = media.username ?? 'unknown';
    items.push({
      networkId: media.id,
      postType: 'mention',
      parentNetworkId: null,
      rootNetworkId: null,
      authorId: username,
      authorName: username,
      authorPicture: '',
      text: media.caption ?? '',
      attachment: null,
      permalink: media.permalink ?? `https://www.instagram.com/${username}/`,
      createdAt: at,
    });
  }
  return { items, newest };
}

/**
 * What arrived since the cursor, oldest first: comments and replies on the latest media whose comment count changed
 * (each comment lands once however often it is read: a network id is unique per channel), and newly tagged media.
 * Instagram's webhooks are what Meta recommends over polling; polling needs no public endpoint, and reading only
 * media whose count changed keeps it to one call a reading when nothing happened, plus one for tags.
 */
export async function readInstagramInbox(
  read: GraphRead,
  channel: ConnectorChannel,
  cursor: string | null,
  now: Date,
): Promise<InboxBatch> {
  const at = cursorOf(cursor);
  const media = (await read(channel, `/${channel.accountId}/media`, {
    fields: 'id,comments_count,permalink,timestamp',
    limit: String(MEDIA_WINDOW),
  })) as GraphPage<Media>;
  const items: NetworkItem[] = [];
  const counts: Record<string, number> = {};
  for (const one of media.data ?? []) {
    const count = one.comments_count ?? 0;
    counts[one.id] = count;
    if (count > 0 && count !== at.counts[one.id]) items.push(...(await mediaComments(read, channel, one, now)));
  }
  const tagged = await taggedIn(read, channel, at.tagged, now);
  items.push(...tagged.items);
  items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.networkId.localeCompare(b.networkId));
  return { items, reactions: [], cursor: JSON.stringify({ counts, tagged: tagged.newest }) };
}
