import type { ConnectorContext } from './context.ts';
import { postPicture } from './media.ts';
import type { OAuthNetwork } from './oauth/network.ts';
import type { OAuthProvider } from './oauth/providers.ts';
import { jsonRequest, oauthSession, retryAfter } from './oauth/session.ts';
import {
  NeedsReconnect,
  PublishError,
  RateLimited,
  type ActionResult,
  type Connector,
  type NetworkItem,
  type Publication,
  type Published,
  type ConnectorChannel,
  type PostFigures,
} from './types.ts';
import { xAccount } from './x-account.ts';

/** X takes images up to 5 MB (docs.x.com/x-api/media/quickstart/best-practices). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** How many pages of mentions, and of DM events, one reading goes back through at most (100 each). */
const MAX_INBOX_PAGES = 5;

/** X gives an author's non-public metrics of posts created within the last 30 days (docs.x.com/x-api/fundamentals/metrics). */
const NON_PUBLIC_DAYS = 29;

/** GET /2/tweets's answer with public_metrics and non_public_metrics, and its partial errors. */
interface PostsLookup {
  data?: {
    id: string;
    public_metrics?: Partial<Record<'like_count' | 'reply_count' | 'retweet_count' | 'quote_count', number>> & {
      bookmark_count?: number;
      impression_count?: number;
    };
    non_public_metrics?: { impression_count?: number; url_link_clicks?: number };
  }[];
  errors?: { type?: string; resource_id?: string }[];
}

/** X's ids are numbers too large for a double: compared as big integers. */
const compareIds = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

/** A page of GET /2/users/:id/mentions with the author expansion (docs.x.com openapi "getUsersMentions"). */
interface MentionsPage {
  data?: {
    id: string;
    text: string;
    author_id?: string;
    created_at?: string;
    conversation_id?: string;
    referenced_tweets?: { type: string; id: string }[];
  }[];
  includes?: { users?: { id: string; name?: string; username: string; profile_image_url?: string }[] };
  meta?: { newest_id?: string; next_token?: string };
}

/** docs.x.com/x-api/fundamentals/rate-limits: x-rate-limit-reset is when the window starts again (Unix seconds). */
const resetOf = (response: Response): Date | undefined => {
  const reset = Number(response.headers.get('x-rate-limit-reset'));
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
};

/**
 * A 429 that spent the app's day rather than the account's: X's x-app-limit-24hour-* headers (on POST /2/tweets)
 * say none remain, and when they come back. Every channel then waits, not only the one that asked.
 */
const appLimitResetOf = (response: Response): Date | undefined => {
  if (response.headers.get('x-app-limit-24hour-remaining') !== '0') return undefined;
  const reset = Number(response.headers.get('x-app-limit-24hour-reset'));
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
};

/** One DM event of GET /2/dm_events with the fields asked for (docs.x.com/x-api/direct-messages/lookup/integrate). */
interface DmEvent {
  id: string;
  event_type?: string;
  text?: string;
  sender_id: string;
  dm_conversation_id?: string;
  created_at?: string;
}
type XUserObject = { id: string; name?: string; username: string; profile_image_url?: string };
/** A page of GET /2/dm_events with the sender expansion: newest first, next_token for older ones. */
interface DmEventsPage {
  data?: DmEvent[];
  includes?: { users?: XUserObject[] };
  meta?: { result_count?: number; next_token?: string };
}

/** GET /2/dm_events's window: 15 calls per user per 15 minutes (docs.x.com/x-api/fundamentals/rate-limits). */
const DM_WINDOW_MS = 15 * 60 * 1000;

/**
 * Where the inbox reading stopped on each of X's lists: the newest mention id and the newest DM event id, and,
 * while DMs wait out their rate limit, when they are asked for again (ISO time).
 */
interface InboxCursor {
  mentions: string | null;
  dms: string | null;
  dmsAfter?: string;
}

/** The stored cursor; a plain id is one from before DMs were read: the mentions' position. */
const cursorOf = (cursor: string | null): InboxCursor => {
  if (!cursor) return { mentions: null, dms: null };
  if (!cursor.startsWith('{')) return { mentions: cursor, dms: null };
  const read = JSON.parse(cursor) as Partial<Record<keyof InboxCursor, unknown>>;
  const id = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? value : null);
  return {
    mentions: id(read.mentions),
    dms: id(read.dms),
    ...(typeof read.dmsAfter === 'string' ? { dmsAfter: read.dmsAfter } : {}),
  };
};

/** A one-to-one conversation's id: `{smaller_user_id}-{larger_user_id}` (docs.x.com/x-api/direct-messages/lookup/integrate). */
const oneToOne = (a: string, b: string) => (compareIds(a, b) < 0 ? `${a}-${b}` : `${b}-${a}`);
/** Where a conversation opens on X. */
const messagesAddress = (conversation: string) => `https://x.com/messages/${conversation}`;
/** A user's picture, when X gives one over https. */
const pictureOf = (user: { profile_image_url?: string } | undefined) =>
  user?.profile_image_url?.startsWith('https://') ? user.profile_image_url : '';

/** X's problem details (docs.x.com/x-api/fundamentals/response-codes-and-errors): what to tell a person. */
const problemOf = (body: unknown): string | undefined => {
  const problem = body as { detail?: unknown; title?: unknown; errors?: { message?: unknown }[] } | undefined;
  const said = [problem?.detail, problem?.errors?.[0]?.message, problem?.title].find((v) => typeof v === 'string');
  return said as string | undefined;
};

/**
 * X: OAuth 2.0 with PKCE, confidential client (docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code
 * and user-access-token); offline.access for refresh tokens, which rotate on use.
 */
export const xProvider: OAuthProvider = {
  channelType: 1,
  app: 'X',
  authOrigin: 'https://x.com',
  apiOrigin: 'https://api.x.com',
  authorizePath: '/i/oauth2/authorize',
  tokenPath: '/2/oauth2/token',
  scopes: [
    'tweet.read',
    'tweet.write',
    'users.read',
    'media.write',
    'like.write',
    'dm.read',
    'dm.write',
    'offline.access',
  ],
  clientAuth: 'basic',
};

/**
 * X through its API v2 with the account's OAuth 2.0 user token (decision 015). Tokens last two hours; refresh tokens
 * rotate on use (docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code): the session renews them with
 * the channel's row locked and stores the new pair before the lock is let go.
 */
export function xConnector(context: ConnectorContext): Connector {
  const session = oauthSession(context, xProvider, { network: 'X' });

  /**
   * One call to X's API as the channel, answering its body and response (for the rate-limit headers); X's
   * refusals in its own words, `what` naming what was refused ("the post", "the message").
   */
  async function send(
    channel: ConnectorChannel,
    method: string,
    path: string,
    { body, what = 'the post' }: { body?: unknown; what?: string } = {},
  ): Promise<{ answer: unknown; response: Response }> {
    const { response, body: answer } = await session.call(channel, (token, app) =>
      jsonRequest(new URL(path, app.apiOrigin), token, { method, body }),
    );
    if (response.ok) return { answer, response };
    if (response.status === 401)
      throw new NeedsReconnect(`X refused the sign-in: ${problemOf(answer) ?? 'Unauthorized'}`);
    if (response.status === 429) {
      const appUntil = appLimitResetOf(response);
      if (appUntil)
        throw new RateLimited(appUntil, `X limits this app's posts until ${appUntil.toISOString()}.`, 'app');
      const until = resetOf(response) ?? retryAfter(response, context.now());
      throw new RateLimited(until, `X limits this account's calls until ${until.toISOString()}.`);
    }
    if (response.status >= 400 && response.status < 500)
      throw new PublishError(`X refused ${what}: ${problemOf(answer) ?? `HTTP ${response.status}`}`);
    throw new Error(`X failed (HTTP ${response.status}): ${problemOf(answer) ?? 'no reason given'}`);
  }

  const call = async (channel: ConnectorChannel, method: string, path: string, body?: unknown) =>
    (await send(channel, method, path, { body })).answer;

  /** The picture's bytes to X's media upload (JSON with base64, docs.x.com openapi "mediaUpload"): its media id. */
  async function upload(channel: ConnectorChannel, address: string): Promise<string> {
    const picture = await postPicture(context, address, 'X', MAX_IMAGE_BYTES);
    const answer = (await call(channel, 'POST', '/2/media/upload', {
      media: Buffer.from(picture.bytes).toString('base64'),
      media_category: 'tweet_image',
    })) as { data?: { id?: string } };
    if (!answer?.data?.id) throw new Error('X answered the upload without a media id.');
    return answer.data.id;
  }

  const withoutLinks = (text: string) =>
    text
      .replace(/https?:\/\/\S+/g, '')
      .replace(/\s+/g, ' ')
      .trim();

  const published = (channel: ConnectorChannel, id: string, at: Date): Published => ({
    networkPostId: id,
    permalink: `https://x.com/${channel.screenName}/status/${id}`,
    publishedAt: at,
  });

  /**
   * The account's posts since a post was written (GET /2/users/:id/tweets, docs.x.com openapi "getUsersPosts"),
   * replies too unless `exclude` says otherwise, with what each answers.
   */
  async function ownPostsSince(channel: ConnectorChannel, since: Date, exclude?: string) {
    const query = new URLSearchParams({
      max_results: '100',
      start_time: new Date(since.getTime() - 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      ...(exclude ? { exclude } : {}),
      'tweet.fields': 'created_at,text,referenced_tweets',
    });
    const answer = (await call(channel, 'GET', `/2/users/${channel.accountId}/tweets?${query}`)) as {
      data?: {
        id: string;
        text: string;
        created_at?: string;
        referenced_tweets?: { type: string; id: string }[];
      }[];
    };
    return answer?.data ?? [];
  }

  /** The post's text: its message, and its link at the end when the message does not carry it already. */
  const textOf = (publication: Publication) =>
    publication.link && !publication.message.includes(publication.link)
      ? `${publication.message} ${publication.link}`.trim()
      : publication.message;

  /**
   * Mentions of the account, replies to its posts among them (GET /2/users/:id/mentions, docs.x.com/x-api/posts/
   * timelines/introduction): since the newest one seen (since_id), a few pages at most per reading; the first
   * reading takes the latest page only. Replies are threaded by what they answer (referenced_tweets replied_to)
   * and their conversation (conversation_id, the root post's id).
   */
  async function readMentions(channel: ConnectorChannel, since: string | null) {
    const items: NetworkItem[] = [];
    let newest = since;
    let page: string | undefined;
    for (let read = 0; read < (since ? MAX_INBOX_PAGES : 1); read++) {
      const query = new URLSearchParams({
        max_results: '100',
        expansions: 'author_id',
        'tweet.fields': 'created_at,author_id,conversation_id,in_reply_to_user_id,referenced_tweets',
        'user.fields': 'name,username,profile_image_url',
      });
      if (since) query.set('since_id', since);
      if (page) query.set('pagination_token', page);
      const answer = (await call(channel, 'GET', `/2/users/${channel.accountId}/mentions?${query}`)) as MentionsPage;
      const users = new Map((answer.includes?.users ?? []).map((user) => [user.id, user]));
      for (const post of answer.data ?? []) {
        // The account's own posts that name it are not news to it.
        if (post.author_id === channel.accountId) continue;
        const author = users.get(post.author_id ?? '');
        const parent = post.referenced_tweets?.find((r) => r.type === 'replied_to')?.id ?? null;
        const root = post.conversation_id && post.conversation_id !== post.id ? post.conversation_id : null;
        const username = author?.username ?? post.author_id ?? 'unknown';
        items.push({
          networkId: post.id,
          postType: parent ? (parent === root ? 'comment' : 'reply') : 'mention',
          parentNetworkId: parent,
          rootNetworkId: parent ? root : null,
          authorId: post.author_id ?? username,
          authorName: author?.name || username,
          authorPicture: pictureOf(author),
          text: post.text,
          attachment: null,
          permalink: `https://x.com/${username}/status/${post.id}`,
          createdAt: post.created_at ? new Date(post.created_at) : context.now(),
        });
      }
      if (!newest || (answer.meta?.newest_id && compareIds(answer.meta.newest_id, newest) > 0))
        newest = answer.meta?.newest_id ?? newest;
      page = answer.meta?.next_token;
      if (!page) break;
    }
    return { items, newest };
  }

  /** A MessageCreate event as an inbox item: a direct message in its conversation. */
  const messageItem = (channel: ConnectorChannel, event: DmEvent, users: Map<string, XUserObject>): NetworkItem => {
    const sender = users.get(event.sender_id);
    // Asked for in dm_event.fields; were it missing, a one-to-one conversation's id is known from its two people.
    const conversation = event.dm_conversation_id ?? oneToOne(event.sender_id, channel.accountId ?? event.sender_id);
    return {
      networkId: event.id,
      postType: 'message',
      threadNetworkId: conversation,
      parentNetworkId: null,
      rootNetworkId: null,
      authorId: event.sender_id,
      authorName: sender?.name || sender?.username || event.sender_id,
      authorPicture: pictureOf(sender),
      text: event.text ?? '',
      attachment: null,
      permalink: messagesAddress(conversation),
      createdAt: event.created_at ? new Date(event.created_at) : context.now(),
    };
  };

  /**
   * The account's direct messages since the newest DM event seen (GET /2/dm_events, docs.x.com/x-api/direct-messages/
   * lookup/integrate): newest first, with no since parameter, so pages are read until that event; the first reading
   * takes the latest page only. The account's own messages move the position but are not items.
   *
   * The endpoint allows 15 calls per 15 minutes (docs.x.com/x-api/fundamentals/rate-limits): a 429, or a window
   * spent with pages left, ends the reading with `waitUntil` (X's reset). When pages are left unread then, the
   * position stays where it was, so that they are asked for again (what was read already lands only once).
   */
  async function readMessages(
    channel: ConnectorChannel,
    since: string | null,
  ): Promise<{ items: NetworkItem[]; newest: string | null; waitUntil?: Date }> {
    const items: NetworkItem[] = [];
    let newest = since;
    let page: string | undefined;
    for (let read = 0; read < (since ? MAX_INBOX_PAGES : 1); read++) {
      const query = new URLSearchParams({
        max_results: '100',
        event_types: 'MessageCreate',
        'dm_event.fields': 'id,text,sender_id,dm_conversation_id,created_at',
        expansions: 'sender_id',
        'user.fields': 'name,username,profile_image_url',
      });
      if (page) query.set('pagination_token', page);
      let answered: { answer: unknown; response: Response };
      try {
        answered = await send(channel, 'GET', `/2/dm_events?${query}`);
      } catch (error) {
        if (error instanceof RateLimited) return { items, newest: since, waitUntil: error.until };
        // X refused DMs (an app whose plan has no DM access, a sign-in without dm.read): mentions still land, and
        // DMs are asked for again after one window.
        if (error instanceof PublishError && !(error instanceof NeedsReconnect))
          return { items, newest: since, waitUntil: new Date(context.now().getTime() + DM_WINDOW_MS) };
        throw error;
      }
      const answer = answered.answer as DmEventsPage;
      const users = new Map((answer.includes?.users ?? []).map((user) => [user.id, user]));
      let reached = false;
      for (const event of answer.data ?? []) {
        if (since && compareIds(event.id, since) <= 0) {
          reached = true;
          break;
        }
        if (!newest || compareIds(event.id, newest) > 0) newest = event.id;
        // What the account sent itself (from here or from X) is not news to it.
        if (event.sender_id === channel.accountId) continue;
        items.push(messageItem(channel, event, users));
      }
      page = answer.meta?.next_token;
      const spent =
        answered.response.headers.get('x-rate-limit-remaining') === '0' ? resetOf(answered.response) : undefined;
      if (reached || !page) return { items, newest, ...(spent ? { waitUntil: spent } : {}) };
      if (spent) return { items, newest: since, waitUntil: spent };
    }
    return { items, newest };
  }

  return {
    async publish(channel, publication) {
      const mediaIds = publication.picture ? [await upload(channel, publication.picture)] : [];
      const answer = (await call(channel, 'POST', '/2/tweets', {
        text: textOf(publication),
        ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}),
      })) as { data?: { id?: string } };
      if (!answer?.data?.id) throw new Error('X answered the post without its id.');
      return published(channel, answer.data.id, context.now());
    },

    /**
     * Mentions of the account (replies to its posts among them) and its direct messages, each list since the
     * newest item seen on it, oldest first. Mentions are read first: a 429 there makes the channel wait before any
     * of the scarce DM calls is spent; DMs (15 calls per 15 minutes) come second, and their rate limit never costs
     * the mentions in hand: they land, and the cursor says when DMs are asked for again.
     */
    async readInbox(channel, cursor) {
      const at = cursorOf(cursor);
      const mentions = await readMentions(channel, at.mentions);
      const next: InboxCursor = { mentions: mentions.newest, dms: at.dms };
      let messages: NetworkItem[] = [];
      if (at.dmsAfter && Date.parse(at.dmsAfter) > context.now().getTime()) next.dmsAfter = at.dmsAfter;
      else {
        const read = await readMessages(channel, at.dms);
        messages = read.items;
        next.dms = read.newest;
        if (read.waitUntil) next.dmsAfter = read.waitUntil.toISOString();
      }
      // Oldest first, so that a reply lands after what it answers (X's ids grow with time, within a second too).
      const items = [...mentions.items, ...messages].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || compareIds(a.networkId, b.networkId),
      );
      return { items, reactions: [], cursor: JSON.stringify(next) };
    },

    actions: ['reply', 'like', 'unlike', 'repost', 'delete', 'message'],
    inbox: { items: ['comment', 'reply', 'mention', 'message'], reactions: [] },

    resultsBatch: 100,
    /**
     * The posts' figures in one call (GET /2/tweets with up to 100 ids, docs.x.com/x-api/posts/lookup/introduction;
     * fields: docs.x.com/x-api/fundamentals/metrics): public_metrics for likes, replies, reposts, quotes, bookmarks
     * and impressions, and the link clicks of non_public_metrics, which X gives only for the author's posts of the
     * last 30 days: a batch with an older post asks the public ones alone. A post X no longer has comes back in
     * `errors` as resource-not-found: gone.
     */
    async readResults(channel, queries, now) {
      const recent = queries.every((q) => now.getTime() - q.publishedAt.getTime() < NON_PUBLIC_DAYS * 86_400_000);
      const query = new URLSearchParams({
        ids: queries.map((q) => q.networkPostId).join(','),
        'tweet.fields': recent ? 'public_metrics,non_public_metrics' : 'public_metrics',
      });
      const answer = (await send(channel, 'GET', `/2/tweets?${query}`, { what: 'the reading of posts' }))
        .answer as PostsLookup;
      const figures = new Map<string, PostFigures | 'gone'>();
      for (const post of answer?.data ?? []) {
        const open = post.public_metrics ?? {};
        const own = post.non_public_metrics ?? {};
        figures.set(post.id, {
          likes: open.like_count ?? null,
          comments: open.reply_count ?? null,
          shares: open.retweet_count ?? null,
          quotes: open.quote_count ?? null,
          saves: open.bookmark_count ?? null,
          impressions: open.impression_count ?? own.impression_count ?? null,
          networkClicks: own.url_link_clicks ?? null,
        });
      }
      for (const error of answer?.errors ?? [])
        if (error.type?.endsWith('/resource-not-found') && error.resource_id) figures.set(error.resource_id, 'gone');
      return figures;
    },

    /** The account's followers, follows and posts (GET /2/users/me with public_metrics, docs.x.com/x-api/users/get-my-user). */
    async readGrowth(channel) {
      const answer = (await call(channel, 'GET', '/2/users/me?user.fields=public_metrics')) as {
        data?: { public_metrics?: { followers_count?: number; following_count?: number; tweet_count?: number } };
      };
      const figures = answer?.data?.public_metrics ?? {};
      return {
        followers: figures.followers_count ?? null,
        following: figures.following_count ?? null,
        posts: figures.tweet_count ?? null,
      };
    },

    /** An inbox action on X as the account (the endpoints of docs.x.com's manage-posts, likes and retweets pages). */
    async act(channel, action): Promise<ActionResult> {
      const me = channel.accountId;
      switch (action.kind) {
        case 'reply': {
          const answer = (await call(channel, 'POST', '/2/tweets', {
            text: action.text,
            reply: { in_reply_to_tweet_id: action.parentNetworkId },
          })) as { data?: { id?: string } };
          const id = answer?.data?.id;
          return id ? { networkId: id, permalink: `https://x.com/${channel.screenName}/status/${id}` } : {};
        }
        case 'like':
          await call(channel, 'POST', `/2/users/${me}/likes`, { tweet_id: action.subjectNetworkId });
          return {};
        case 'unlike':
          await call(channel, 'DELETE', `/2/users/${me}/likes/${action.subjectNetworkId}`);
          return {};
        case 'repost':
          await call(channel, 'POST', `/2/users/${me}/retweets`, { tweet_id: action.subjectNetworkId });
          return {};
        case 'delete':
          await call(channel, 'DELETE', `/2/tweets/${action.networkId}`);
          return {};
        case 'message': {
          // docs.x.com/x-api/direct-messages/create-dm-message-by-conversation-id: one-to-one and group alike.
          const conversation = action.threadNetworkId;
          const { answer } = await send(
            channel,
            'POST',
            `/2/dm_conversations/${encodeURIComponent(conversation)}/messages`,
            { body: { text: action.text }, what: 'the message' },
          );
          const sent = (answer as { data?: { dm_event_id?: string; dm_conversation_id?: string } } | undefined)?.data;
          return sent?.dm_event_id
            ? { networkId: sent.dm_event_id, permalink: messagesAddress(sent.dm_conversation_id ?? conversation) }
            : {};
        }
      }
    },

    /**
     * X takes no idempotency key: after a crash, the account's own posts since the post was written (GET
     * /2/users/:id/tweets, docs.x.com openapi "getUsersPosts") are read for one with its text. X gives links back as
     * t.co addresses, so the texts are compared without their links.
     */
    async find(channel, publication) {
      // Links are left out of the comparison, so the text is the message's words (and those of no link).
      const expected = withoutLinks(publication.written.message);
      const posts = await ownPostsSince(channel, publication.postCreatedAt, 'replies,retweets');
      const match = posts.find((candidate) => withoutLinks(candidate.text) === expected);
      return match ? published(channel, match.id, match.created_at ? new Date(match.created_at) : context.now()) : null;
    },

    /** A reply to the account's own post (POST /2/tweets with reply.in_reply_to_tweet_id): a thread's part. */
    async reply(channel, part) {
      const answer = (await call(channel, 'POST', '/2/tweets', {
        text: part.text,
        reply: { in_reply_to_tweet_id: part.parent },
      })) as { data?: { id?: string } };
      if (!answer?.data?.id) throw new Error('X answered the reply without its id.');
      return published(channel, answer.data.id, context.now());
    },

    /** After a crash mid-reply: the account's replies since the post was written, one answering the parent with its text. */
    async findReply(channel, part) {
      const expected = withoutLinks(part.text);
      const posts = await ownPostsSince(channel, part.postCreatedAt, 'retweets');
      const match = posts.find(
        (candidate) =>
          candidate.referenced_tweets?.some((r) => r.type === 'replied_to' && r.id === part.parent) &&
          withoutLinks(candidate.text) === expected,
      );
      return match ? published(channel, match.id, match.created_at ? new Date(match.created_at) : context.now()) : null;
    },
  };
}

/** X in the registry of OAuth networks: one account per sign-in, the person's own. */
export const xNetwork: OAuthNetwork = {
  provider: xProvider,
  connector: 'x',
  accounts: async ({ app, tokens }) => [{ ...(await xAccount(app, tokens.accessToken)), credentials: tokens }],
  create: xConnector,
};
