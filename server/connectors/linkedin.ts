import type { ConnectorContext } from './context.ts';
import { linkedinAccounts } from './linkedin-account.ts';
import { linkedinCaller, linkedinProvider } from './linkedin-api.ts';
import { linkedinInbox } from './linkedin-inbox.ts';
import { linkedinResults } from './linkedin-results.ts';
import { littleText, plainText } from './linkedin-text.ts';
import { postPicture } from './media.ts';
import type { OAuthNetwork } from './oauth/network.ts';
import { PublishError, type Connector, type Publication, type Published, type ConnectorChannel } from './types.ts';

export { linkedinProvider } from './linkedin-api.ts';

/** A post's commentary is at most 3,000 characters (shared/networks.ts; LinkedIn's composer has the same limit). */
const MAX_COMMENTARY = 3000;
/**
 * The largest picture sent. The Images API gives a pixel limit (36,152,320) and no byte limit
 * (…/community-management/shares/images-api); 10 MB keeps uploads reasonable.
 */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A post found after a crash was made at most this long before the post was written (clocks differ). */
const CLOCK_SKEW_MS = 60_000;

const permalinkOf = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

/** The post's text: its message, and its link at the end when it is not the post's card and not in the text. */
const withLink = (message: string, link: string | null) =>
  link && !message.includes(link) ? `${message} ${link}`.trim() : message;

/**
 * LinkedIn through its versioned REST API with the member's token (decision 015), as the member or as an
 * organization they administer (the channel's account id is its URN, the author and actor of what it does).
 * Access tokens last 60 days; approved apps also get a refresh token that does not rotate and ends 365 days after
 * the sign-in (…/shared/authentication/programmatic-refresh-tokens): the session renews ahead of expiry.
 */
export function linkedinConnector(context: ConnectorContext): Connector {
  const api = linkedinCaller(context);
  const inbox = linkedinInbox(api, context.now);
  const results = linkedinResults(api);

  /**
   * The picture to LinkedIn (…/community-management/shares/images-api): initializeUpload for the account, the
   * bytes PUT to the upload address it answers (another LinkedIn host, used as given), then the image URN.
   */
  async function upload(channel: ConnectorChannel, address: string): Promise<string> {
    const picture = await postPicture(context, address, 'LinkedIn', MAX_IMAGE_BYTES);
    const { body } = await api.call(channel, '/rest/images?action=initializeUpload', {
      body: { initializeUploadRequest: { owner: channel.accountId } },
      refusal: 'LinkedIn refused the picture',
    });
    const value = (body as { value?: { uploadUrl?: string; image?: string } } | undefined)?.value;
    if (!value?.uploadUrl || !/^https?:\/\//.test(value.uploadUrl) || !value.image)
      throw new Error('LinkedIn answered the upload without an upload address.');
    await api.call(channel, value.uploadUrl, {
      method: 'PUT',
      bytes: picture.bytes,
      refusal: 'LinkedIn refused the picture',
    });
    return value.image;
  }

  /** What the post shows besides its text: the picture, else the link as an article card. */
  async function contentOf(channel: ConnectorChannel, publication: Publication) {
    if (publication.picture) return { media: { id: await upload(channel, publication.picture) } };
    const written = publication.written.link;
    if (!publication.link || !written) return undefined;
    // API posts get no preview scraped from the page: the card is titled with the link's site.
    const site = URL.canParse(written) ? new URL(written).hostname : written;
    return { article: { source: publication.link, title: site } };
  }

  const published = (urn: string, at: Date): Published => ({
    networkPostId: urn,
    permalink: permalinkOf(urn),
    publishedAt: at,
  });

  return {
    /**
     * POST /rest/posts (…/community-management/shares/posts-api): public, on the main feed, the commentary in
     * little text; the new post's URN comes back in the x-restli-id header.
     */
    async publish(channel, publication) {
      const text = publication.picture ? withLink(publication.message, publication.link) : publication.message;
      if ([...text].length > MAX_COMMENTARY)
        throw new PublishError(`Too long for LinkedIn: ${[...text].length} of ${MAX_COMMENTARY} characters.`);
      const content = await contentOf(channel, publication);
      const { response } = await api.call(channel, '/rest/posts', {
        body: {
          author: channel.accountId,
          commentary: littleText(text),
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
          ...(content ? { content } : {}),
        },
        refusal: 'LinkedIn refused the post',
      });
      const urn = response.headers.get('x-restli-id');
      if (!urn) throw new Error('LinkedIn answered the post without its URN.');
      return published(urn, context.now());
    },

    /**
     * LinkedIn takes no idempotency key: after a crash, the account's latest posts (GET /rest/posts?q=author) are
     * read for one with the post's text, made since it was written. A member's posts are readable only with
     * r_member_social: without it LinkedIn cannot tell, and the post is left for a person to check.
     */
    async find(channel, publication) {
      if (!inbox.readable(channel))
        throw new PublishError('LinkedIn lets only approved apps read a member’s posts: check the profile.');
      const { message, link } = publication;
      const expected = (publication.picture ? withLink(message, link) : message).trim();
      const since = publication.postCreatedAt.getTime() - CLOCK_SKEW_MS;
      const match = (await inbox.latestPosts(channel, 20)).find(
        (candidate) => plainText(candidate.commentary ?? '').trim() === expected && (candidate.createdAt ?? 0) >= since,
      );
      return match ? published(match.id, new Date(match.createdAt ?? context.now().getTime())) : null;
    },

    readInbox: inbox.readInbox,
    actions: ['reply', 'like', 'unlike', 'delete'],
    inbox: { items: ['comment', 'reply'], reactions: [] },
    act: inbox.act,

    // The posts' figures and the account's followers (decision 075, linkedin-results.ts).
    resultsBatch: results.resultsBatch,
    readResults: results.readResults,
    readGrowth: results.readGrowth,
  };
}

/** LinkedIn in the registry of OAuth networks: the member and the organizations they administer. */
export const linkedinNetwork: OAuthNetwork = {
  provider: linkedinProvider,
  connector: 'linkedin',
  accounts: linkedinAccounts,
  noAccountHint: 'Sign in with the LinkedIn member who posts, or who administers the organization page.',
  create: linkedinConnector,
};
