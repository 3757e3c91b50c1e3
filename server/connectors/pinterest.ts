import type { ConnectorContext } from './context.ts';
import { postPicture } from './media.ts';
import type { OAuthNetwork } from './oauth/network.ts';
import { signInEndsAt } from './oauth/oauth2.ts';
import type { OAuthProvider } from './oauth/providers.ts';
import { oauthSession } from './oauth/session.ts';
import { pinterestAccount } from './pinterest-account.ts';
import { pinterestCaller } from './pinterest-api.ts';
import { pinterestResults } from './pinterest-results.ts';
import { boardFor } from './pinterest-boards.ts';
import { exchangePinterestCode, refreshPinterestTokens } from './pinterest-tokens.ts';
import { PublishError, type ActionResult, type Connector, type Published, type ConnectorChannel } from './types.ts';

/** Pinterest takes images up to 20 MB (its media guidelines; the API spec gives no size). */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** The image types image_base64 takes (spec components ContentType); others go as an address Pinterest fetches. */
const BASE64_TYPES = ['image/jpeg', 'image/png'];
/** How many pages of a board's Pins `find` reads (100 each). */
const FIND_PAGES = 3;
/** A Pin made this long before its post was written is an older one with the same words. */
const CLOCK_SKEW_MS = 60_000;

/** Where a Pin opens on Pinterest (not in the spec; the address pinterest.com gives its Pins). */
const pinAddress = (id: string) => `https://www.pinterest.com/pin/${id}/`;

/**
 * Pinterest: OAuth 2 authorization code, confidential client (developers.pinterest.com/docs/getting-started/
 * set-up-authentication-and-authorization/): consent at www.pinterest.com/oauth/ with comma-separated scopes, the
 * token endpoint on the API host with HTTP Basic. No PKCE is documented, so the state alone binds the sign-in.
 * The scopes are those of POST /v5/pins (boards and Pins, read and write) and GET /v5/user_account.
 */
export const pinterestProvider: OAuthProvider = {
  channelType: 6,
  app: 'PINTEREST',
  authOrigin: 'https://www.pinterest.com',
  apiOrigin: 'https://api.pinterest.com',
  authorizePath: '/oauth/',
  tokenPath: '/v5/oauth/token',
  scopes: ['boards:read', 'boards:write', 'pins:read', 'pins:write', 'user_accounts:read'],
  scopeSeparator: ',',
  pkce: false,
  clientAuth: 'basic',
};

/**
 * Pinterest through its API v5 as the account (decision 015). Access tokens last 30 days; each refresh gives a
 * new continuous refresh token good for 60 more days, which the session stores with the channel's row locked.
 * A Pin is an image on a board with a description and a link. The API has no comments, mentions or messages, so
 * there is no inbox to read; of the inbox actions, only deleting the account's own Pin reaches Pinterest.
 */
export function pinterestConnector(context: ConnectorContext): Connector {
  const session = oauthSession(context, pinterestProvider, {
    network: 'Pinterest',
    renew: (tokens, app) => refreshPinterestTokens(pinterestProvider, app, tokens, context.now),
  });
  const call = pinterestCaller(session, context.now);
  const results = pinterestResults(call);

  /**
   * The picture as a Pin's media_source (spec PinMediaSource): JPEG and PNG go as their bytes (image_base64), so
   * that Pinterest needs no way to reach where they are kept; other types as their address (image_url), which
   * Pinterest fetches itself.
   */
  async function mediaSource(address: string) {
    const base = context.publicOrigin;
    const picture = await postPicture(context, address, 'Pinterest', MAX_IMAGE_BYTES);
    if (BASE64_TYPES.includes(picture.contentType))
      return {
        source_type: 'image_base64',
        content_type: picture.contentType,
        data: Buffer.from(picture.bytes).toString('base64'),
      };
    return { source_type: 'image_url', url: new URL(address, base).href };
  }

  const published = (id: string, at: Date): Published => ({
    networkPostId: id,
    permalink: pinAddress(id),
    publishedAt: at,
  });

  return {
    /**
     * A Pin: POST /v5/pins (developers.pinterest.com/docs/api/v5/#operation/pins/create) on the post's board, the
     * message as its description, the link (as the service's short link, so its clicks are counted) as the Pin's
     * link. The composer refuses a post for Pinterest without a picture; one that gets here anyway is refused too.
     */
    async publish(channel, publication) {
      if (!publication.picture?.trim())
        throw new PublishError('Pinterest publishes Pins, and a Pin needs an image: add a picture to the post.');
      const media = await mediaSource(publication.picture);
      const { link } = publication;
      // With `create`, a board is always found or made.
      const board = (await boardFor(call, channel, publication.albumName, { create: true }))!;
      const pin = (await call(channel, 'POST', '/v5/pins', {
        body: {
          board_id: board,
          ...(publication.message ? { description: publication.message } : {}),
          ...(link ? { link } : {}),
          media_source: media,
        },
      })) as { id?: string } | undefined;
      if (!pin?.id) throw new Error('Pinterest answered the Pin without its id.');
      return published(pin.id, context.now());
    },

    /** Only the account's own Pins can be acted on through the API: deleting one is all it allows. */
    actions: ['delete'],
    inbox: { items: [], reactions: [] },

    /**
     * DELETE /v5/pins/{pin_id} (developers.pinterest.com/docs/api/v5/#operation/pins/delete). A Pin already gone
     * from Pinterest is what the person asked for: done.
     */
    async act(channel, action): Promise<ActionResult> {
      if (action.kind !== 'delete')
        throw new PublishError(`Pinterest does not let apps ${action.kind} through its API.`);
      await call(channel, 'DELETE', `/v5/pins/${encodeURIComponent(action.networkId)}`, {
        what: 'to delete the Pin',
        missingIsDone: true,
      });
      return {};
    },

    /**
     * Pinterest takes no idempotency key: after a crash, the Pins of the board the post would go on (GET
     * /v5/boards/{board_id}/pins, developers.pinterest.com/docs/api/v5/#operation/boards/list_pins) are read for one
     * made since the post was written with its description.
     */
    async find(channel, publication) {
      const board = await boardFor(call, channel, publication.albumName, { create: false });
      if (!board) return null;
      const description = publication.message.trim();
      const since = publication.postCreatedAt.getTime() - CLOCK_SKEW_MS;
      return findOnBoard(channel, board, description, since);
    },

    // A Pin's impressions, saves and outbound clicks, the account's counts (decision 075, pinterest-results.ts).
    resultsBatch: results.resultsBatch,
    readResults: results.readResults,
    readGrowth: results.readGrowth,
  };

  async function findOnBoard(channel: ConnectorChannel, board: string, description: string, since: number) {
    let bookmark: string | null | undefined;
    for (let page = 0; page < FIND_PAGES; page++) {
      const query = new URLSearchParams({ page_size: '100' });
      if (bookmark) query.set('bookmark', bookmark);
      const answer = (await call(channel, 'GET', `/v5/boards/${encodeURIComponent(board)}/pins?${query}`, {
        what: "the list of the board's Pins",
      })) as { items?: { id: string; description?: string | null; created_at?: string }[]; bookmark?: string | null };
      const match = answer?.items?.find(
        (pin) =>
          (pin.description ?? '').trim() === description && (!pin.created_at || Date.parse(pin.created_at) >= since),
      );
      if (match) return published(match.id, match.created_at ? new Date(match.created_at) : context.now());
      bookmark = answer?.bookmark;
      if (!bookmark) return null;
    }
    return null;
  }
}

/** Pinterest in the registry of OAuth networks: one account per sign-in, the person's own. */
export const pinterestNetwork: OAuthNetwork = {
  provider: pinterestProvider,
  connector: 'pinterest',
  exchange: (app, grant, now) => exchangePinterestCode(pinterestProvider, app, grant, now),
  accounts: async ({ app, tokens }) => [
    { ...(await pinterestAccount(app, tokens.accessToken)), credentials: tokens, signInEndsAt: signInEndsAt(tokens) },
  ],
  create: pinterestConnector,
};
