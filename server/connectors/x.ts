import { eq } from 'drizzle-orm';
import { posts, type ChannelRow } from '../db/schema.ts';
import { ownMedia } from '../media/media.ts';
import { linkOrigin, withShortLinks } from '../outbox/links.ts';
import { fetchPicture } from './media.ts';
import type { OAuthNetwork } from './networks.ts';
import type { OAuthProvider } from './oauth/providers.ts';
import { jsonRequest, oauthSession, retryAfter, type ConnectorDeps } from './oauth/session.ts';
import {
  NeedsReconnect,
  PublishError,
  RateLimited,
  type ActionResult,
  type Connector,
  type NetworkItem,
  type Publication,
  type Published,
} from './types.ts';
import { xAccount } from './x-account.ts';

/** X takes images up to 5 MB (docs.x.com/x-api/media/quickstart/best-practices). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** How many pages of mentions one reading goes back through at most (100 each). */
const MAX_INBOX_PAGES = 5;

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
export function xConnector(deps: ConnectorDeps): Connector {
  const session = oauthSession(deps, xProvider, { network: 'X' });

  /** One call to X's API as the channel; X's refusals in its own words. */
  async function call(channel: ChannelRow, method: string, path: string, body?: unknown): Promise<unknown> {
    const { response, body: answer } = await session.call(channel, (token, app) =>
      jsonRequest(new URL(path, app.apiOrigin), token, { method, body }),
    );
    if (response.ok) return answer;
    if (response.status === 401)
      throw new NeedsReconnect(`X refused the sign-in: ${problemOf(answer) ?? 'Unauthorized'}`);
    if (response.status === 429) {
      // docs.x.com/x-api/fundamentals/rate-limits: x-rate-limit-reset is when the window starts again (Unix seconds).
      const reset = Number(response.headers.get('x-rate-limit-reset'));
      const until = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : retryAfter(response, deps.now());
      throw new RateLimited(until, `X limits this account's calls until ${until.toISOString()}.`);
    }
    if (response.status >= 400 && response.status < 500)
      throw new PublishError(`X refused the post: ${problemOf(answer) ?? `HTTP ${response.status}`}`);
    throw new Error(`X failed (HTTP ${response.status}): ${problemOf(answer) ?? 'no reason given'}`);
  }

  /** The picture's bytes to X's media upload (JSON with base64, docs.x.com openapi "mediaUpload"): its media id. */
  async function upload(channel: ChannelRow, address: string): Promise<string> {
    const picture = await fetchPicture(address, {
      base: linkOrigin(deps.config),
      maxBytes: MAX_IMAGE_BYTES,
      allowPrivate: deps.config.FETCH_PRIVATE_ADDRESSES,
      network: 'X',
      own: (own) => ownMedia(deps, own),
    });
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

  const published = (channel: ChannelRow, id: string, at: Date): Published => ({
    networkPostId: id,
    permalink: `https://x.com/${channel.screenName}/status/${id}`,
    publishedAt: at,
  });

  /** The post's text: its message, and its link at the end when the message does not carry it already. */
  const textOf = (publication: Publication) =>
    publication.link && !publication.message.includes(publication.link)
      ? `${publication.message} ${publication.link}`.trim()
      : publication.message;

  return {
    async publish(channel, publication) {
      const mediaIds = publication.picture ? [await upload(channel, publication.picture)] : [];
      // The link goes out as its short link too, so its clicks are counted like those in the text.
      const link =
        publication.link && (await withShortLinks(deps.db, deps.config, publication.postId, publication.link));
      const answer = (await call(channel, 'POST', '/2/tweets', {
        text: textOf({ ...publication, link }),
        ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}),
      })) as { data?: { id?: string } };
      if (!answer?.data?.id) throw new Error('X answered the post without its id.');
      return published(channel, answer.data.id, deps.now());
    },

    /**
     * Mentions of the account, replies to its posts among them (GET /2/users/:id/mentions, docs.x.com/x-api/posts/
     * timelines/introduction): since the newest one seen (since_id), a few pages at most per reading; the first
     * reading takes the latest page only. Replies are threaded by what they answer (referenced_tweets replied_to)
     * and their conversation (conversation_id, the root post's id). Direct messages are still to come.
     */
    async readInbox(channel, cursor) {
      const items: NetworkItem[] = [];
      let newest = cursor;
      let page: string | undefined;
      for (let read = 0; read < (cursor ? MAX_INBOX_PAGES : 1); read++) {
        const query = new URLSearchParams({
          max_results: '100',
          expansions: 'author_id',
          'tweet.fields': 'created_at,author_id,conversation_id,in_reply_to_user_id,referenced_tweets',
          'user.fields': 'name,username,profile_image_url',
        });
        if (cursor) query.set('since_id', cursor);
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
            authorPicture: author?.profile_image_url?.startsWith('https://') ? author.profile_image_url : '',
            text: post.text,
            attachment: null,
            permalink: `https://x.com/${username}/status/${post.id}`,
            createdAt: post.created_at ? new Date(post.created_at) : deps.now(),
          });
        }
        if (!newest || (answer.meta?.newest_id && BigInt(answer.meta.newest_id) > BigInt(newest)))
          newest = answer.meta?.newest_id ?? newest;
        page = answer.meta?.next_token;
        if (!page) break;
      }
      // Oldest first, so that a reply lands after what it answers (X's ids grow with time, within a second too).
      items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || compareIds(a.networkId, b.networkId));
      return { items, reactions: [], cursor: newest };
    },

    actions: ['reply', 'like', 'unlike', 'repost', 'delete'],

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
        case 'message':
          throw new PublishError('Direct messages on X are not sent from here yet.');
      }
    },

    /**
     * X takes no idempotency key: after a crash, the account's own posts since the post was written (GET
     * /2/users/:id/tweets, docs.x.com openapi "getUsersPosts") are read for one with its text. X gives links back as
     * t.co addresses, so the texts are compared without their links.
     */
    async find(channel, publication) {
      const [post] = await deps.db
        .select({ message: posts.message, link: posts.link })
        .from(posts)
        .where(eq(posts.id, publication.postId));
      if (!post) return null;
      // Links are left out of the comparison, so the text is the message's words (and those of no link).
      const expected = withoutLinks(post.message);
      const query = new URLSearchParams({
        max_results: '100',
        start_time: new Date(publication.postCreatedAt.getTime() - 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        exclude: 'replies,retweets',
        'tweet.fields': 'created_at,text',
      });
      const answer = (await call(channel, 'GET', `/2/users/${channel.accountId}/tweets?${query}`)) as {
        data?: { id: string; text: string; created_at?: string }[];
      };
      const match = answer?.data?.find((candidate) => withoutLinks(candidate.text) === expected);
      return match ? published(channel, match.id, match.created_at ? new Date(match.created_at) : deps.now()) : null;
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
