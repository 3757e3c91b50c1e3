import type { ConnectorContext } from './context.ts';
import { instagramAccounts, instagramExchange, instagramRenew } from './instagram-account.ts';
import { caption, checkCaption, publishingLimitEnds } from './instagram-caption.ts';
import { graphAnswer, graphRequest } from './instagram-graph.ts';
import { readInstagramInbox } from './instagram-inbox.ts';
import { INSTAGRAM_RESULTS_BATCH, readInstagramGrowth, readInstagramResults } from './instagram-results.ts';
import { graphTime } from './meta-graph.ts';
import type { OAuthNetwork } from './oauth/network.ts';
import type { OAuthProvider } from './oauth/providers.ts';
import { oauthSession } from './oauth/session.ts';
import { PublishError, RateLimited, type Connector, type Published, type ConnectorChannel } from './types.ts';

/**
 * Instagram professional accounts through the Instagram API with Instagram Login (Business Login for Instagram,
 * developers.facebook.com/documentation/instagram-platform/instagram-api-with-instagram-login/business-login): an
 * Instagram app of its own (INSTAGRAM_CLIENT_ID / _SECRET), no Facebook Page needed. The consent page is
 * www.instagram.com/oauth/authorize; scopes are comma-separated; PKCE is not documented; the code is exchanged at
 * api.instagram.com/oauth/access_token with the secret in the form (see instagram-account.ts).
 */
export const instagramProvider: OAuthProvider = {
  channelType: 5,
  app: 'INSTAGRAM',
  authOrigin: 'https://www.instagram.com',
  // The token endpoint's host; the Graph API (graph.instagram.com) is reached through apiAddress.
  apiOrigin: 'https://api.instagram.com',
  authorizePath: '/oauth/authorize',
  tokenPath: '/oauth/access_token',
  scopes: [
    'instagram_business_basic',
    'instagram_business_content_publish',
    'instagram_business_manage_comments',
    // A media's insights (…/instagram-platform/reference/instagram-media/insights, decision 074).
    'instagram_business_manage_insights',
  ],
  scopeSeparator: ',',
  pkce: false,
  clientAuth: 'body',
};

/** Tries of a container's status while Instagram still fetches the picture, and the wait between them. */
const CONTAINER_TRIES = 3;
const CONTAINER_WAIT_MS = 2_000;

/**
 * Instagram through graph.instagram.com as the connected account. Long-lived tokens last 60 days and are renewed
 * through the session (ig_refresh_token) once half their life is gone; the channel asks for reconnecting only when
 * Instagram refuses the token.
 */
export function instagramConnector(context: ConnectorContext): Connector {
  const session = oauthSession(context, instagramProvider, {
    network: 'Instagram',
    renew: instagramRenew(context.now),
  });

  /** One Graph call as the channel, answered in Instagram's words (graphAnswer). */
  async function call(
    channel: ConnectorChannel,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params: Record<string, string> = {},
    { what = 'the post', reading = false }: { what?: string; reading?: boolean } = {},
  ): Promise<Record<string, unknown>> {
    const answer = await session.call(channel, (token, app) => graphRequest(app, token, method, path, params));
    return graphAnswer(answer, context.now(), what, { reading }) as Record<string, unknown>;
  }

  const me = (channel: ConnectorChannel) => channel.accountId;

  /** A Graph GET as the account, answered raw, for the results (instagram-results.ts reads the verdict itself). */
  const read = (channel: ConnectorChannel) => (path: string, params: Record<string, string>) =>
    session.call(channel, (token, app) => graphRequest(app, token, 'GET', path, params));

  /**
   * The picture's address, which Instagram fetches itself ("must be on a public server", content-publishing guide).
   * A picture uploaded here is checked first: Instagram takes JPEG only (IG User Media reference, image specs), so one
   * that is not JPEG is given as its JPEG rendition (decision 061); one stored before renditions were made is refused.
   */
  async function pictureAddress(picture: string | null): Promise<string> {
    if (!picture)
      throw new PublishError('Instagram publishes nothing without a picture: attach a JPEG picture to the post.');
    const own = await context.ownMedia(picture);
    if (own === 'gone') throw new PublishError('The picture was deleted from the service. Attach a picture again.');
    if (own && own.contentType !== 'image/jpeg' && own.jpegAddress)
      return new URL(own.jpegAddress, context.publicOrigin).href;
    if (own && own.contentType !== 'image/jpeg')
      throw new PublishError(
        `Instagram takes JPEG pictures only, and this one is ${own.contentType.replace('image/', '').toUpperCase()}. Attach a JPEG picture.`,
      );
    return new URL(picture, context.publicOrigin).href;
  }

  /**
   * Wait while the account is at its publishing limit (GET /{ig-id}/content_publishing_limit, 50 posts in a moving
   * 24 hours, media_publish reference): until the oldest post of the window leaves it.
   */
  async function checkPublishingLimit(channel: ConnectorChannel) {
    const limit = await call(channel, 'GET', `/${me(channel)}/content_publishing_limit`, {
      fields: 'quota_usage,config',
    });
    const until = await publishingLimitEnds(limit, context.now(), (count) =>
      call(channel, 'GET', `/${me(channel)}/media`, { fields: 'timestamp', limit: String(count) }),
    );
    if (until) throw new RateLimited(until, `Instagram's publishing limit is reached until ${until.toISOString()}.`);
  }

  /** GET /{container-id}?fields=status_code (IG Container reference): FINISHED before media_publish. */
  async function awaitContainer(channel: ConnectorChannel, container: string) {
    for (let tries = 1; ; tries++) {
      const state = await call(channel, 'GET', `/${container}`, { fields: 'status_code,status' });
      if (state.status_code === 'FINISHED') return;
      if (state.status_code !== 'IN_PROGRESS')
        throw new PublishError(
          `Instagram could not use the picture (container ${String(state.status_code)}${state.status ? `, error ${String(state.status)}` : ''}). Check that its address is public and that it is a JPEG, then try again.`,
        );
      if (tries >= CONTAINER_TRIES)
        throw new PublishError('Instagram is still processing the picture. Try again in a minute.');
      await new Promise((resolve) => setTimeout(resolve, CONTAINER_WAIT_MS));
    }
  }

  /** The new media's address (GET /{ig-media-id}?fields=permalink); its profile when Instagram does not say. */
  async function published(channel: ConnectorChannel, id: string): Promise<Published> {
    const media = await call(channel, 'GET', `/${id}`, { fields: 'permalink,timestamp' }).catch(() => ({}));
    const permalink = (media as { permalink?: string }).permalink;
    return {
      networkPostId: id,
      permalink: permalink ?? `https://www.instagram.com/${channel.screenName}/`,
      publishedAt: graphTime((media as { timestamp?: string }).timestamp, context.now()),
    };
  }

  return {
    /**
     * One image post (content-publishing guide): POST /{ig-id}/media with image_url and caption makes a container,
     * its status is read, POST /{ig-id}/media_publish with creation_id publishes it. A container is published at
     * most once; there is no idempotency key, so a lost answer is settled by `find`.
     */
    async publish(channel, publication) {
      const imageUrl = await pictureAddress(publication.picture);
      const text = checkCaption(caption(publication));
      await checkPublishingLimit(channel);
      const container = await call(
        channel,
        'POST',
        `/${me(channel)}/media`,
        { image_url: imageUrl, caption: text },
        { what: 'the picture' },
      );
      if (typeof container.id !== 'string') throw new Error('Instagram answered the container without its id.');
      await awaitContainer(channel, container.id);
      const media = await call(channel, 'POST', `/${me(channel)}/media_publish`, { creation_id: container.id });
      if (typeof media.id !== 'string') throw new Error('Instagram answered the publication without its id.');
      return published(channel, media.id);
    },

    /**
     * After a crash: the account's media since the post was written (GET /{ig-id}/media with `since`, IG User
     * Media reference) for one with the caption this post would have had. Instagram keeps captions as sent.
     */
    async find(channel, publication) {
      const expected = caption(publication);
      const from = publication.postCreatedAt.getTime() - 60_000;
      const answer = (await call(channel, 'GET', `/${me(channel)}/media`, {
        fields: 'id,caption,timestamp,permalink',
        since: String(Math.floor(from / 1000)),
        limit: '50',
      })) as { data?: { id: string; caption?: string; timestamp?: string; permalink?: string }[] };
      const match = answer.data?.find(
        (media) =>
          (media.caption ?? '').trim() === expected && graphTime(media.timestamp, context.now()).getTime() >= from,
      );
      if (!match) return null;
      return {
        networkPostId: match.id,
        permalink: match.permalink ?? `https://www.instagram.com/${channel.screenName}/`,
        publishedAt: graphTime(match.timestamp, context.now()),
      };
    },

    readInbox: (channel, cursor) =>
      readInstagramInbox(
        (c, path, params) => call(c, 'GET', path, params, { reading: true }),
        channel,
        cursor,
        context.now(),
      ),

    /** Each media's likes, comments, shares, saves and views, one call a media (decision 074, instagram-results.ts). */
    readResults: (channel, posts, now) => readInstagramResults(read(channel), posts, now),
    resultsBatch: INSTAGRAM_RESULTS_BATCH,
    readGrowth: (channel, _day, now) => readInstagramGrowth(read(channel), me(channel) ?? 'me', now),

    /** Instagram's API has no likes, no reposts, and no messages for this connector (see docs/networks/instagram.md). */
    actions: ['reply', 'delete'],
    inbox: { items: ['comment', 'reply', 'mention'], reactions: [] },

    async act(channel, action) {
      if (action.kind === 'delete') {
        // DELETE /{ig-comment-id} (comment-moderation guide); media cannot be deleted through the API, and
        // Instagram says so in its own words.
        await call(channel, 'DELETE', `/${action.networkId}`, {}, { what: 'the deletion' });
        return {};
      }
      if (action.kind !== 'reply') throw new PublishError('Instagram does not let apps do this through its API.');
      // What the service keeps of the item answered: a post, a comment, or a media the account is tagged in.
      const parent = await context.knownItem(channel.id, action.parentNetworkId);
      if (parent?.postType === 'mention')
        throw new PublishError(
          'Instagram does not let apps comment on a post the account is only tagged in: answer it on Instagram itself.',
        );
      // A comment on the account's own post (POST /{ig-media-id}/comments), or a reply to a comment (POST
      // /{ig-comment-id}/replies; Instagram puts a reply to a reply under the top-level comment).
      const path =
        parent?.postType === 'post' ? `/${action.parentNetworkId}/comments` : `/${action.parentNetworkId}/replies`;
      const made = await call(channel, 'POST', path, { message: action.text }, { what: 'the reply' });
      return typeof made.id === 'string'
        ? { networkId: made.id, permalink: parent?.permalink ?? `https://www.instagram.com/${channel.screenName}/` }
        : {};
    },
  };
}

/** Instagram in the registry of OAuth networks: one professional account per sign-in. */
export const instagramNetwork: OAuthNetwork = {
  provider: instagramProvider,
  connector: 'instagram',
  exchange: instagramExchange,
  accounts: instagramAccounts,
  create: instagramConnector,
};
