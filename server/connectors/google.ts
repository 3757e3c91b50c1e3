import type { ConnectorContext } from './context.ts';
import { googleLocations } from './google-accounts.ts';
import { googleCaller, INFORMATION_HOST, V4_HOST } from './google-api.ts';
import { readReviews, replyIdOf } from './google-reviews.ts';
import { googleResults } from './google-results.ts';
import type { OAuthNetwork } from './oauth/network.ts';
import type { OAuthProvider } from './oauth/providers.ts';
import { oauthSession } from './oauth/session.ts';
import { PublishError, type ActionResult, type Connector, type Published, type ConnectorChannel } from './types.ts';

/** How many pages of the location's posts (100 each) `find` reads at most. */
const MAX_FIND_PAGES = 5;
/** A post is looked for among those made from a minute before it was written (clocks differ). */
const FIND_SLACK_MS = 60_000;

/**
 * Google's OAuth 2.0 for web server applications (developers.google.com/identity/protocols/oauth2/web-server):
 * consent on accounts.google.com, the token endpoint on oauth2.googleapis.com with the client's id and secret in the
 * form, PKCE supported. access_type=offline gives a refresh token, prompt=consent gives one again on reconnecting.
 * The token host stands with the API hosts: GOOGLE_API_BASE_URL replaces it too.
 */
export const googleProvider: OAuthProvider = {
  channelType: 7,
  app: 'GOOGLE',
  authOrigin: 'https://accounts.google.com',
  apiOrigin: 'https://oauth2.googleapis.com',
  authorizePath: '/o/oauth2/v2/auth',
  tokenPath: '/token',
  // Every Business Profile method takes this scope (e.g. .../rest/v4/accounts.locations.localPosts/create).
  scopes: ['https://www.googleapis.com/auth/business.manage'],
  authorizeParams: { access_type: 'offline', prompt: 'consent' },
  clientAuth: 'body',
};

/** A LocalPost as accounts.locations.localPosts names its fields (.../rest/v4/accounts.locations.localPosts). */
interface LocalPost {
  name?: string;
  summary?: string;
  createTime?: string;
  searchUrl?: string;
}

/** The location's id as Business Information names it (`locations/{l}`), from the channel's `accounts/{a}/locations/{l}`. */
const locationOf = (channel: ConnectorChannel) => channel.accountId!.replace(/^accounts\/[^/]+\//, '');

/** Whether a network id is one of the channel's own things of this kind (`{location}/{rest}`). */
const isOwn = (channel: ConnectorChannel, networkId: string, rest: RegExp) =>
  networkId.startsWith(`${channel.accountId}/`) && rest.test(networkId.slice(channel.accountId!.length + 1));

/**
 * A Business Profile location through Google's Business Profile APIs (decision 015): local posts (v4), reviews and
 * their replies (v4), the location's language and Maps address (Business Information v1). Access tokens last an
 * hour and are renewed through the session; refresh tokens do not rotate.
 */
export function googleConnector(context: ConnectorContext): Connector {
  const session = oauthSession(context, googleProvider, { network: 'Google' });
  const call = googleCaller(context, session);
  const results = googleResults(call);
  const facts = new Map<string, { languageCode: string; mapsUri: string }>();

  /** The location's language (posts are tagged with it) and Maps address, read once (locations.get, .../v1/locations/get). */
  async function factsOf(channel: ConnectorChannel) {
    const known = facts.get(channel.accountId!);
    if (known) return known;
    const answer = (await call(
      channel,
      'GET',
      `${INFORMATION_HOST}/v1/${locationOf(channel)}?readMask=languageCode,metadata`,
      { what: 'reading the location' },
    )) as { languageCode?: string; metadata?: { mapsUri?: string } };
    const read = { languageCode: answer?.languageCode || 'en', mapsUri: answer?.metadata?.mapsUri ?? '' };
    facts.set(channel.accountId!, read);
    return read;
  }

  /** Google fetches a post's photo itself from `sourceUrl` (the only MediaItem field posts take): its full address. */
  async function sourceUrlOf(address: string): Promise<string> {
    if ((await context.ownMedia(address)) === 'gone')
      throw new PublishError('The picture was deleted from the service. Attach a picture again.');
    let url: URL;
    try {
      url = new URL(address, context.publicOrigin);
    } catch {
      throw new PublishError(`The picture address "${address}" is not a web address. Attach the picture again.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new PublishError('The picture must be an http or https address.');
    return url.href;
  }

  const published = async (channel: ConnectorChannel, post: LocalPost): Promise<Published> => ({
    networkPostId: post.name!,
    permalink: post.searchUrl || (await factsOf(channel)).mapsUri,
    publishedAt: post.createTime ? new Date(post.createTime) : context.now(),
  });

  return {
    /**
     * A STANDARD local post (accounts.locations.localPosts.create): the message as its summary, the link as a Learn
     * more button (its short link, so clicks count), the picture as a PHOTO by address. Google has no albums.
     */
    async publish(channel, publication) {
      const { languageCode } = await factsOf(channel);
      const { link } = publication;
      const media = publication.picture
        ? [{ mediaFormat: 'PHOTO', sourceUrl: await sourceUrlOf(publication.picture) }]
        : undefined;
      const answer = (await call(channel, 'POST', `${V4_HOST}/v4/${channel.accountId}/localPosts`, {
        body: {
          languageCode,
          summary: publication.message,
          topicType: 'STANDARD',
          ...(link ? { callToAction: { actionType: 'LEARN_MORE', url: link } } : {}),
          ...(media ? { media } : {}),
        },
      })) as LocalPost;
      if (!answer?.name) throw new Error('Google answered the post without its name.');
      return published(channel, answer);
    },

    /**
     * Google takes no idempotency key for posts: after a crash, the location's posts (accounts.locations.localPosts.list)
     * are read for one with the summary this post would have had, made since it was written.
     */
    async find(channel, publication) {
      const expected = publication.message.trim();
      const since = publication.postCreatedAt.getTime() - FIND_SLACK_MS;
      let page: string | undefined;
      for (let read = 0; read < MAX_FIND_PAGES; read++) {
        const query = new URLSearchParams({ pageSize: '100' });
        if (page) query.set('pageToken', page);
        const answer = (await call(channel, 'GET', `${V4_HOST}/v4/${channel.accountId}/localPosts?${query}`, {
          what: 'listing the posts',
        })) as { localPosts?: LocalPost[]; nextPageToken?: string };
        const match = answer?.localPosts?.find(
          (candidate) =>
            (candidate.summary ?? '').trim() === expected &&
            (!candidate.createTime || Date.parse(candidate.createTime) >= since),
        );
        if (match?.name) return published(channel, match);
        page = answer?.nextPageToken;
        if (!page) break;
      }
      return null;
    },

    readInbox: async (channel, cursor) =>
      readReviews(call, channel, cursor, async () => (await factsOf(channel)).mapsUri, context.now()),

    // The location's day, its reviews' count and average (decision 075, google-results.ts). No readResults: Google's
    // APIs give no figures of a local post.
    readGrowth: results.readGrowth,

    // Reviews can be answered and the answer deleted; Google has no likes, reposts or messages for apps.
    actions: ['reply', 'delete'],
    inbox: { items: ['comment', 'reply'], reactions: [] },

    async act(channel, action): Promise<ActionResult> {
      switch (action.kind) {
        case 'reply': {
          // Answering the business's own reply answers its review: Google keeps one reply per review.
          const review = action.parentNetworkId.replace(/\/reply$/, '');
          if (!isOwn(channel, review, /^reviews\/[^/]+$/))
            throw new PublishError('Only reviews of this location can be answered here.');
          // accounts.locations.reviews.get: updateReply would silently replace a reply written on Google.
          const current = (await call(channel, 'GET', `${V4_HOST}/v4/${review}`, { what: 'the reply' })) as {
            reviewReply?: unknown;
          };
          if (current?.reviewReply)
            throw new PublishError('This review already has a reply (Google keeps one): delete it to answer again.');
          // accounts.locations.reviews.updateReply (.../reviews/updateReply): creates the reply.
          await call(channel, 'PUT', `${V4_HOST}/v4/${review}/reply`, {
            body: { comment: action.text },
            what: 'the reply',
          });
          return { networkId: replyIdOf(review) };
        }
        case 'delete':
          // accounts.locations.reviews.deleteReply and accounts.locations.localPosts.delete: only what is the business's.
          if (!isOwn(channel, action.networkId, /^(reviews\/[^/]+\/reply|localPosts\/[^/]+)$/))
            throw new PublishError('Google lets a business delete only its own replies and posts.');
          await call(channel, 'DELETE', `${V4_HOST}/v4/${action.networkId}`, { what: 'the deletion' });
          return {};
        default:
          throw new PublishError(`Google Business Profile does not let apps ${action.kind} through its API.`);
      }
    },
  };
}

/** Google Business Profile in the registry of OAuth networks: one channel per location the person manages. */
export const googleNetwork: OAuthNetwork = {
  provider: googleProvider,
  connector: 'google',
  accounts: googleLocations,
  noAccountHint: 'Sign in with the Google account that owns or manages the Business Profile.',
  create: googleConnector,
};
