import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { SecretBox } from '../channels/secret-box.ts';
import type { Db } from '../db/client.ts';
import { channels, posts, type ChannelRow } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { MediaStorage } from '../media/storage.ts';
import { ownMedia } from '../media/media.ts';
import { linkOrigin, withShortLinks } from '../outbox/links.ts';
import { fetchPicture } from './media.ts';
import { refreshTokens, TokenRefused, type OAuthTokens } from './oauth/oauth2.ts';
import { appSettings, providerFor, type AppSettings } from './oauth/providers.ts';
import {
  NeedsReconnect,
  PublishError,
  RateLimited,
  type Connector,
  type Publication,
  type Published,
} from './types.ts';

type Deps = { db: Db; config: Config; secrets: SecretBox; now: () => Date; media: MediaStorage };

const TIMEOUT_MS = 30_000;
/** X takes images up to 5 MB (docs.x.com/x-api/media/quickstart/best-practices). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** An access token this close to its end is refreshed before use rather than after a 401. */
const EARLY_MS = 60_000;

/** X's problem details (docs.x.com/x-api/fundamentals/response-codes-and-errors): what to tell a person. */
const problemOf = (body: unknown): string | undefined => {
  const problem = body as { detail?: unknown; title?: unknown; errors?: { message?: unknown }[] } | undefined;
  const said = [problem?.detail, problem?.errors?.[0]?.message, problem?.title].find((v) => typeof v === 'string');
  return said as string | undefined;
};

/**
 * X through its API v2 with the account's OAuth 2.0 user token (decision 015). Tokens last two hours; refresh tokens
 * rotate on use (docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code), so a refresh happens with the
 * channel's row locked and the new pair is stored before the lock is let go: no other call can use the spent one.
 */
export function xConnector(deps: Deps): Connector {
  const provider = providerFor(1)!;
  const app = (): AppSettings => {
    const settings = appSettings(deps.config, provider);
    if ('missing' in settings)
      throw new PublishError(`X is not set up on this server any more (${settings.missing.join(' and ')} unset).`);
    return settings;
  };
  const tokensOf = (sealed: string | null): OAuthTokens => {
    if (!sealed) throw new NeedsReconnect('the channel has no stored sign-in');
    return JSON.parse(deps.secrets.open(sealed)) as OAuthTokens;
  };

  /** New tokens for the channel, unless another call refreshed them meanwhile (then those). */
  async function refreshed(channelId: number, spent: string): Promise<OAuthTokens> {
    return inTransaction(deps.db, async (tx) => {
      const [row] = await tx.select().from(channels).where(eq(channels.id, channelId)).for('update');
      const current = tokensOf(row?.credentials ?? null);
      if (current.accessToken !== spent && !expiring(current)) return current;
      if (!current.refreshToken) throw new NeedsReconnect('X ended the sign-in and gave no way to renew it');
      let next: OAuthTokens;
      try {
        next = await refreshTokens(provider, app(), current.refreshToken, deps.now);
      } catch (error) {
        if (error instanceof TokenRefused) throw new NeedsReconnect(`X refused to renew the sign-in: ${error.message}`);
        throw error;
      }
      await tx
        .update(channels)
        .set({ credentials: deps.secrets.seal(JSON.stringify(next)) })
        .where(and(eq(channels.id, channelId), eq(channels.workspaceId, row!.workspaceId)));
      return next;
    });
  }
  const expiring = (tokens: OAuthTokens) =>
    tokens.expiresAt !== null && tokens.expiresAt - EARLY_MS <= deps.now().getTime();

  /** One call to X's API as the channel: renewed first when the token is ending, and once more after a 401. */
  async function call(channel: ChannelRow, method: string, path: string, body?: unknown): Promise<unknown> {
    let tokens = tokensOf(channel.credentials);
    if (expiring(tokens)) tokens = await refreshed(channel.id, tokens.accessToken);
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(new URL(path, app().apiOrigin), {
        method,
        headers: {
          authorization: `Bearer ${tokens.accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = await response.json().catch(() => undefined);
      if (response.ok) return answer;
      if (response.status === 401 && attempt === 0) {
        tokens = await refreshed(channel.id, tokens.accessToken);
        continue;
      }
      if (response.status === 401)
        throw new NeedsReconnect(`X refused the sign-in: ${problemOf(answer) ?? 'Unauthorized'}`);
      if (response.status === 429) {
        // docs.x.com/x-api/fundamentals/rate-limits: x-rate-limit-reset is when the window starts again (Unix seconds).
        const reset = Number(response.headers.get('x-rate-limit-reset'));
        const until =
          Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : new Date(deps.now().getTime() + 15 * 60_000);
        throw new RateLimited(until, `X limits this account's calls until ${until.toISOString()}.`);
      }
      if (response.status >= 400 && response.status < 500)
        throw new PublishError(`X refused the post: ${problemOf(answer) ?? `HTTP ${response.status}`}`);
      throw new Error(`X failed (HTTP ${response.status}): ${problemOf(answer) ?? 'no reason given'}`);
    }
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
