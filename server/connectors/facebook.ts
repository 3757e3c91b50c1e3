import type { ConnectorContext } from './context.ts';
import { facebookExchange, facebookPages } from './facebook-account.ts';
import { readFacebookInbox } from './facebook-inbox.ts';
import { FACEBOOK_RESULTS_BATCH, readFacebookGrowth, readFacebookResults } from './facebook-results.ts';
import { postPicture } from './media.ts';
import { GRAPH_VERSION, graphAnswer, graphPath, graphRequest, graphTime, type GraphFile } from './meta-graph.ts';
import type { OAuthNetwork } from './oauth/network.ts';
import type { OAuthProvider } from './oauth/providers.ts';
import { oauthSession } from './oauth/session.ts';
import { PublishError, type ActionResult, type Connector, type Published, type ConnectorChannel } from './types.ts';

/** Page photos up to 4 MB (developers.facebook.com/docs/graph-api/reference/page/photos, "Upload limits"). */
const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
/** How far back `find` reads the Page's posts before the post was written (clocks differ a little). */
const FIND_SLACK_MS = 60_000;

/**
 * Facebook Login for a Page (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow): the dialog on
 * www.facebook.com, the token endpoint on the Graph API, permissions comma-separated. PKCE is documented only for
 * the OIDC flow, "still in testing" (…/advanced/oidc-token): this confidential flow binds by the state and the
 * secret, which goes in the query of the exchange (`exchange` below), so neither Basic nor form auth is used.
 */
export const facebookProvider: OAuthProvider = {
  channelType: 2,
  app: 'FACEBOOK',
  authOrigin: 'https://www.facebook.com',
  apiOrigin: 'https://graph.facebook.com',
  authorizePath: `/${GRAPH_VERSION}/dialog/oauth`,
  tokenPath: `/${GRAPH_VERSION}/oauth/access_token`,
  // developers.facebook.com/docs/pages-api/posts, …/messenger-platform/reference/send-api, permissions reference.
  scopes: [
    'pages_show_list',
    'pages_manage_posts',
    'pages_read_engagement',
    'pages_manage_engagement',
    'pages_read_user_content',
    'pages_messaging',
    // developers.facebook.com/docs/graph-api/reference/insights: a post's views (decision 074).
    'read_insights',
  ],
  scopeSeparator: ',',
  pkce: false,
  clientAuth: 'body',
};

/** Words without their links and extra spaces: how `find` compares a text with what the Page shows. */
const plainWords = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A photo's caption carries the link (a photo post has no link of its own), unless the message has it already. */
const captionOf = (message: string, link: string | null) =>
  link && !message.includes(link) ? `${message} ${link}`.trim() : message;

/**
 * A Facebook Page through the Graph API with its Page token (decision 015). The token does not expire; Meta's
 * refusals, throttles and failures come out as the connector interface has them (meta-graph.ts).
 */
export function facebookConnector(context: ConnectorContext): Connector {
  const session = oauthSession(context, facebookProvider, { network: 'Facebook' });

  /** One Graph call as the Page: the answer's body, or Meta's verdict in its own words. */
  async function call(
    channel: ConnectorChannel,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { params?: Record<string, string>; files?: Record<string, GraphFile>; what?: string } = {},
  ): Promise<unknown> {
    const answer = await session.call(channel, (token, app) =>
      graphRequest(new URL(graphPath(path), app.apiOrigin), token, app.clientSecret, {
        method,
        params: options.params,
        files: options.files,
      }),
    );
    return graphAnswer('Facebook', answer, context.now(), options.what);
  }

  /** A Graph GET as the Page, answered raw, for the results (facebook-results.ts reads Meta's verdict itself). */
  const read = (channel: ConnectorChannel) => (path: string, params: Record<string, string>) =>
    session.call(channel, (token, app) =>
      graphRequest(new URL(graphPath(path), app.apiOrigin), token, app.clientSecret, { params }),
    );

  const published = (id: string, at: Date): Published => ({
    networkPostId: id,
    // A post's id is `{page-id}_{post-id}`, which facebook.com opens as the post.
    permalink: `https://www.facebook.com/${id}`,
    publishedAt: at,
  });

  /** The picture's bytes, as the Page's photo `source` (uploaded, so a picture need not be reachable by Meta). */
  async function photoFile(address: string): Promise<GraphFile> {
    const picture = await postPicture(context, address, 'Facebook', MAX_IMAGE_BYTES);
    const extension = picture.contentType.split('/')[1]?.replace(/[^a-z]/g, '') || 'jpg';
    return { bytes: picture.bytes, contentType: picture.contentType, filename: `picture.${extension}` };
  }

  return {
    /**
     * Text and link: POST /{page-id}/feed with `message` and `link` (developers.facebook.com/docs/pages-api/posts).
     * A picture: POST /{page-id}/photos with the bytes as `source` and the text as `caption`
     * (developers.facebook.com/docs/graph-api/reference/page/photos), whose `post_id` is the Page's post. Page
     * albums cannot be made through the API (…/reference/page/albums: "You can't perform this operation"), so
     * an album name is not used: the photo goes on the Page's timeline.
     */
    async publish(channel, publication) {
      const { link } = publication;
      if (publication.picture) {
        const source = await photoFile(publication.picture);
        const answer = (await call(channel, 'POST', `/${channel.accountId}/photos`, {
          params: { caption: captionOf(publication.message, link), published: 'true' },
          files: { source },
          what: 'the post',
        })) as { id?: string; post_id?: string };
        const id = answer?.post_id ?? (answer?.id && `${channel.accountId}_${answer.id}`);
        if (!id) throw new Error('Facebook answered the photo without its id.');
        return published(id, context.now());
      }
      const answer = (await call(channel, 'POST', `/${channel.accountId}/feed`, {
        params: { message: publication.message, ...(link ? { link } : {}) },
        what: 'the post',
      })) as { id?: string };
      if (!answer?.id) throw new Error('Facebook answered the post without its id.');
      return published(answer.id, context.now());
    },

    /**
     * Meta takes no idempotency key, and refuses a repeated text (code 506): after a crash the Page's posts since
     * the post was written (GET /{page-id}/published_posts with `since`, developers.facebook.com/docs/graph-api/
     * results) are read for one with its words; links are left out, since Meta may shorten or drop them.
     */
    async find(channel, publication) {
      const { message, link } = publication;
      const expected = plainWords(publication.picture ? captionOf(message, link) : message);
      const since = Math.floor((publication.postCreatedAt.getTime() - FIND_SLACK_MS) / 1000);
      const answer = (await call(channel, 'GET', `/${channel.accountId}/published_posts`, {
        params: { fields: 'id,message,created_time', since: String(since), limit: '100' },
      })) as { data?: { id: string; message?: string; created_time?: string }[] };
      const match = answer?.data?.find((candidate) => plainWords(candidate.message ?? '') === expected);
      return match ? published(match.id, graphTime(match.created_time, context.now())) : null;
    },

    readInbox: (channel, cursor) =>
      readFacebookInbox((row, path, params) => call(row, 'GET', path, { params }), channel, cursor, context.now()),

    /** Reactions, comments, shares and views of the Page's posts, 50 a call (decision 074, facebook-results.ts). */
    readResults: (channel, posts, now) => readFacebookResults(read(channel), posts, now),
    resultsBatch: FACEBOOK_RESULTS_BATCH,
    readGrowth: (channel, _day, now) => readFacebookGrowth(read(channel), channel.accountId ?? 'me', now),

    actions: ['reply', 'like', 'unlike', 'delete', 'message'],
    inbox: { items: ['comment', 'reply', 'message'], reactions: [] },

    /**
     * Inbox actions as the Page (pages_manage_engagement, developers.facebook.com/docs/pages-api/comments-mentions
     * and …/reference/object/comments, …/object/likes): a comment or reply, a like and its undoing, deleting a
     * comment; and a Messenger answer through the Send API inside the 24-hour window, which Meta enforces and
     * explains in its own words when the window has closed.
     */
    async act(channel, action): Promise<ActionResult> {
      switch (action.kind) {
        case 'reply': {
          const answer = (await call(channel, 'POST', `/${action.parentNetworkId}/comments`, {
            params: { message: action.text },
            what: 'the reply',
          })) as { id?: string };
          return answer?.id ? { networkId: answer.id, permalink: `https://www.facebook.com/${answer.id}` } : {};
        }
        case 'like':
        case 'unlike':
          await call(channel, action.kind === 'like' ? 'POST' : 'DELETE', `/${action.subjectNetworkId}/likes`, {
            what: `the ${action.kind}`,
          });
          return {};
        case 'delete':
          await call(channel, 'DELETE', `/${action.networkId}`, { what: 'the deletion' });
          return {};
        case 'message': {
          // developers.facebook.com/docs/messenger-platform/reference/send-api: RESPONSE answers what the person wrote.
          const answer = (await call(channel, 'POST', `/${channel.accountId}/messages`, {
            params: {
              recipient: JSON.stringify({ id: action.recipientId }),
              messaging_type: 'RESPONSE',
              message: JSON.stringify({ text: action.text }),
            },
            what: 'the message',
          })) as { message_id?: string };
          return answer?.message_id ? { networkId: answer.message_id } : {};
        }
        case 'repost':
          throw new PublishError('Facebook does not let apps share posts as a Page.');
      }
    },
  };
}

/** Facebook Pages in the registry of OAuth networks: every Page the person granted, each with its Page token. */
export const facebookNetwork: OAuthNetwork = {
  provider: facebookProvider,
  connector: 'facebook',
  exchange: (app, grant, now) => facebookExchange(app, grant, now),
  accounts: facebookPages,
  noAccountHint:
    'In Facebook’s dialog, tick at least one Page on which you can create content (a Page admin gives that under the Page’s access settings).',
  create: facebookConnector,
};
