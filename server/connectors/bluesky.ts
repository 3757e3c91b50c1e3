import type { AppBskyFeedPost, AtpAgent, AtpSessionData } from '@atproto/api';
import type { Config } from '../config.ts';
import type { Attachment } from '../domain/attachment.ts';
import { invalid, unavailable } from '../domain/errors.ts';
import type { ConnectorContext } from './context.ts';
import { postPicture } from './media.ts';
import {
  NeedsReconnect,
  PublishError,
  RateLimited,
  type ActionResult,
  type Connector,
  type InboxBatch,
  type NetworkAction,
  type NetworkItem,
  type NetworkReaction,
  type OwnReply,
  type Publication,
  type Published,
  type ConnectorChannel,
  type ChannelFigures,
  type PostFigures,
  type ResultsQuery,
} from './types.ts';

const POST = 'app.bsky.feed.post';
/** app.bsky.feed.getPosts takes at most 25 uris (lexicons/app/bsky/feed/getPosts.json). */
const GET_POSTS_MAX = 25;
/** The lexicon's limit for an image in a post. */
const MAX_IMAGE_BYTES = 1_000_000;
/** A session this close to its end is renewed before the call rather than after a refusal. */
const RENEW_BEFORE_MS = 60_000;
/** Notifications read per page, and pages at most per reading (older ones wait for the next). */
const PAGE = 50;
const MAX_PAGES = 10;

/** What the channel keeps, sealed: where its account lives, its app password (to sign in again) and its session. */
export interface BlueskyCredentials {
  service: string;
  did: string;
  handle: string;
  appPassword: string;
  accessJwt: string;
  refreshJwt: string;
}

export interface SignedIn {
  accountId: string;
  name: string;
  screenName: string;
  picture: string;
  credentials: BlueskyCredentials;
}

const payloadOf = (jwt: string): { exp?: number; scope?: string } => {
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
};

/**
 * @atproto/api is loaded when a Bluesky account is first used, not with the service: its lexicons take about
 * 44 MB, which an installation without Bluesky channels has no reason to hold.
 */
let library: Promise<typeof import('@atproto/api')> | undefined;
const atproto = () => (library ??= import('@atproto/api'));

/** An at:// address's parts: at://{repo}/{collection}/{record key}. */
const partsOf = (uri: string) => {
  const [repo = '', collection = '', rkey = ''] = uri.replace(/^at:\/\//, '').split('/');
  return { repo, collection, rkey };
};

const permalinkOf = (handle: string, uri: string) => `https://bsky.app/profile/${handle}/post/${partsOf(uri).rkey}`;

const S32 = '234567abcdefghijklmnopqrstuvwxyz';
/** Base 32 "sortable", as TIDs are written. */
const s32 = (value: number) => {
  let out = '';
  for (let rest = value; rest > 0; rest = Math.floor(rest / 32)) out = S32[rest % 32] + out;
  return out;
};

/**
 * The record key of a post's publication: a TID (what Bluesky's post keys are) made from the post alone, its
 * creation time and its id, so that publishing the same post again names the same record, and the network
 * refuses a second copy instead of making one.
 */
export function recordKeyOf(publication: Pick<Publication, 'postId' | 'postCreatedAt'>): string {
  const micros = publication.postCreatedAt.getTime() * 1000 + (publication.postId % 1000);
  return `${s32(micros)}${s32(Math.floor(publication.postId / 1000) % 1024).padStart(2, '2')}`;
}

/**
 * The record key of a reply the channel makes to its own post (a thread's part, a first comment): the post's key
 * with its clock id moved by the position, so that each reply of a post has a key of its own, the same on every
 * attempt.
 */
export function replyKeyOf(reply: Pick<OwnReply, 'postId' | 'postCreatedAt' | 'position'>): string {
  const micros = reply.postCreatedAt.getTime() * 1000 + (reply.postId % 1000);
  const clock = (Math.floor(reply.postId / 1000) + 32 * (reply.position + 1)) % 1024;
  return `${s32(micros)}${s32(clock).padStart(2, '2')}`;
}

/** An error answered by the network (an XRPC error: its HTTP status and its error name). */
type NetworkError = Error & { status: number; error: string; headers?: Record<string, string> };
const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof Error &&
  typeof (error as Partial<NetworkError>).status === 'number' &&
  typeof (error as Partial<NetworkError>).error === 'string';

/**
 * Writes a post under its own record key only if no record has that key yet (swapRecord null): a second attempt of
 * the same post or reply answers the first, found by `first`, instead of writing it twice. Undefined when written.
 */
async function putOnce(
  agent: AtpAgent,
  repo: string,
  rkey: string,
  record: Record<string, unknown>,
  first: () => Promise<Published | null>,
): Promise<Published | undefined> {
  try {
    await agent.com.atproto.repo.putRecord({ repo, collection: POST, rkey, record, swapRecord: null });
    return undefined;
  } catch (error) {
    if (!(isNetworkError(error) && error.error === 'InvalidSwap')) throw error;
    const found = await first();
    if (found) return found;
    throw error;
  }
}

const isAuthFailure = (error: unknown) =>
  isNetworkError(error) &&
  (error.status === 401 || ['ExpiredToken', 'InvalidToken', 'AuthenticationRequired'].includes(error.error));

/** A network answer as what the service does with it: wait (rate limit), refuse (the network's reason), or unknown. */
function translate(error: unknown, now: Date): unknown {
  if (!isNetworkError(error)) return error;
  if (error.status === 429) {
    const reset = Number(error.headers?.['ratelimit-reset']);
    const until = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : new Date(now.getTime() + 60_000);
    return new RateLimited(until, `Bluesky limits calls until ${until.toISOString()}: it is tried again then.`);
  }
  if (error.status >= 400 && error.status < 500)
    return new PublishError(`Bluesky refused: ${error.message || error.error} (${error.error}).`);
  return error;
}

/** Where an account lives: its DID from the handle (through the AppView), its PDS from the DID document. */
async function serviceOf(config: Config, identifier: string): Promise<{ service: string }> {
  if (config.BLUESKY_SERVICE_URL) return { service: config.BLUESKY_SERVICE_URL };
  let did = identifier;
  if (!identifier.startsWith('did:')) {
    const resolved = await fetch(
      `${config.BLUESKY_APPVIEW_URL.replace(/\/$/, '')}/xrpc/com.atproto.identity.resolveHandle?handle=${encodeURIComponent(identifier)}`,
      { signal: AbortSignal.timeout(15_000) },
    ).catch((error: unknown) => {
      throw unavailable(
        'network_unavailable',
        `Bluesky could not be reached (${(error as Error).message}). Try again shortly.`,
      );
    });
    if (!resolved.ok)
      throw invalid(
        'unknown_handle',
        `Bluesky has no account with the handle ${identifier}. Check the spelling.`,
        'handle',
      );
    did = ((await resolved.json()) as { did: string }).did;
  }
  const document = did.startsWith('did:plc:')
    ? `${config.BLUESKY_PLC_URL.replace(/\/$/, '')}/${did}`
    : did.startsWith('did:web:')
      ? `https://${did.slice('did:web:'.length)}/.well-known/did.json`
      : undefined;
  const answer = document
    ? await fetch(document, { signal: AbortSignal.timeout(15_000) }).catch(() => undefined)
    : undefined;
  const doc = answer?.ok
    ? ((await answer.json()) as { service?: { id: string; type: string; serviceEndpoint: string }[] })
    : undefined;
  const pds = doc?.service?.find((s) => s.id.endsWith('#atproto_pds'))?.serviceEndpoint;
  if (!pds)
    throw invalid(
      'unknown_handle',
      `Could not find where the Bluesky account ${identifier} is hosted. Try again later.`,
      'handle',
    );
  return { service: pds };
}

/**
 * Signs in to Bluesky with a handle and an app password, as connecting a channel does. Refuses the account's own
 * password (an app password can be revoked on its own, and cannot change the account), answering what to do.
 */
export async function blueskySignIn(config: Config, handleOrDid: string, appPassword: string): Promise<SignedIn> {
  const identifier = handleOrDid.trim().replace(/^@/, '').toLowerCase();
  const { service } = await serviceOf(config, identifier);
  const { AtpAgent } = await atproto();
  const agent = new AtpAgent({ service });
  try {
    await agent.login({ identifier, password: appPassword });
  } catch (error) {
    if (isAuthFailure(error))
      throw invalid(
        'sign_in_refused',
        'Bluesky refused this handle and app password. Check both; make a new app password in Bluesky’s Settings → Privacy and security → App passwords if unsure.',
        'app_password',
      );
    throw unavailable(
      'network_unavailable',
      `Bluesky could not be reached (${(error as Error).message}). Try again shortly.`,
    );
  }
  const session = agent.session!;
  if (payloadOf(session.accessJwt).scope === 'com.atproto.access') {
    await agent.logout().catch(() => undefined);
    throw invalid(
      'app_password_required',
      'That is the account’s own password. Make an app password in Bluesky’s Settings → Privacy and security → App passwords, and use it here.',
      'app_password',
    );
  }
  const profile = await agent.getProfile({ actor: session.did }).catch(() => undefined);
  return {
    accountId: session.did,
    name: profile?.data.displayName?.trim() || session.handle,
    screenName: session.handle,
    picture: profile?.data.avatar ?? '/avatars/network-3.svg',
    credentials: {
      service,
      did: session.did,
      handle: session.handle,
      appPassword,
      accessJwt: session.accessJwt,
      refreshJwt: session.refreshJwt,
    },
  };
}

/** Bluesky through @atproto/api: posts with link and mention facets, link cards and images; notifications; actions. */
export function blueskyConnector(context: ConnectorContext): Connector {
  const load = (channel: ConnectorChannel): BlueskyCredentials => {
    if (!channel.credentials) throw new NeedsReconnect('the channel has no stored sign-in');
    return JSON.parse(context.secrets.open(channel.credentials)) as BlueskyCredentials;
  };
  const save = (channelId: number, credentials: BlueskyCredentials) =>
    context.saveCredentials(channelId, context.secrets.seal(JSON.stringify(credentials)));

  /**
   * Runs calls with the channel's session: renewed first when it is about to end, and once more after a refusal
   * (the refresh token, else the app password); when the network refuses both, the channel needs reconnecting.
   */
  async function withSession<T>(
    channel: ConnectorChannel,
    work: (agent: AtpAgent, credentials: BlueskyCredentials) => Promise<T>,
  ): Promise<T> {
    const credentials = load(channel);
    let saving = Promise.resolve();
    const { AtpAgent } = await atproto();
    const agent = new AtpAgent({
      service: credentials.service,
      // The library refreshes an expired session by itself inside a call: what it gets is kept.
      persistSession: (event, session?: AtpSessionData) => {
        if (event === 'update' && session) {
          Object.assign(credentials, { accessJwt: session.accessJwt, refreshJwt: session.refreshJwt });
          saving = saving.then(() => save(channel.id, credentials)).catch(() => undefined);
        }
      },
    });
    agent.sessionManager.session = {
      did: credentials.did,
      handle: credentials.handle,
      accessJwt: credentials.accessJwt,
      refreshJwt: credentials.refreshJwt,
      active: true,
    };
    const renew = async () => {
      try {
        await agent.sessionManager.refreshSession();
      } catch (refreshError) {
        if (!isAuthFailure(refreshError) && !(refreshError instanceof Error && /no session/.test(refreshError.message)))
          throw translate(refreshError, context.now());
        try {
          await agent.login({ identifier: credentials.did, password: credentials.appPassword });
        } catch (loginError) {
          if (isAuthFailure(loginError))
            throw new NeedsReconnect(
              `Bluesky refused the app password on ${context.now().toISOString().slice(0, 10)}: it was revoked or changed`,
            );
          throw translate(loginError, context.now());
        }
      }
      const session = agent.session!;
      Object.assign(credentials, { accessJwt: session.accessJwt, refreshJwt: session.refreshJwt });
      await save(channel.id, credentials);
    };
    try {
      const exp = payloadOf(credentials.accessJwt).exp;
      if (!exp || exp * 1000 - context.now().getTime() < RENEW_BEFORE_MS) await renew();
      try {
        return await work(agent, credentials);
      } catch (error) {
        if (!isAuthFailure(error)) throw error;
        await renew();
        return await work(agent, credentials);
      }
    } catch (error) {
      throw error instanceof NeedsReconnect || error instanceof RateLimited ? error : translate(error, context.now());
    } finally {
      await saving;
    }
  }

  /** The text with its links and mentions as facets (Bluesky shows neither as links without them). */
  async function richText(agent: AtpAgent, text: string) {
    const { RichText } = await atproto();
    const rich = new RichText({ text });
    await rich.detectFacets(agent);
    return { text: rich.text, facets: rich.facets };
  }

  async function embedOf(agent: AtpAgent, publication: Publication) {
    if (publication.picture) {
      const picture = await postPicture(context, publication.picture, 'Bluesky', MAX_IMAGE_BYTES, { shrink: true });
      const blob = await agent.uploadBlob(picture.bytes, { encoding: picture.contentType });
      return {
        $type: 'app.bsky.embed.images',
        images: [{ image: blob.data.blob, alt: publication.albumName ?? '' }],
      };
    }
    const link = publication.written.link;
    if (link) {
      const url = new URL(link);
      return {
        $type: 'app.bsky.embed.external',
        external: { uri: link, title: url.hostname, description: link },
      };
    }
    return undefined;
  }

  const publishedAt = (record: unknown, fallback: Date) => {
    const at = (record as { createdAt?: string } | undefined)?.createdAt;
    return at && !Number.isNaN(Date.parse(at)) ? new Date(at) : fallback;
  };

  /** The account's own post under its record key, as published; null when there is none. */
  async function ownRecord(channel: ConnectorChannel, rkey: string): Promise<Published | null> {
    return withSession(channel, async (agent, credentials) => {
      try {
        const found = await agent.com.atproto.repo.getRecord({ repo: credentials.did, collection: POST, rkey });
        return {
          networkPostId: found.data.uri,
          permalink: permalinkOf(credentials.handle, found.data.uri),
          publishedAt: publishedAt(found.data.value, context.now()),
        };
      } catch (error) {
        if (isNetworkError(error) && (error.error === 'RecordNotFound' || error.status === 404)) return null;
        throw error;
      }
    });
  }

  const find = (channel: ConnectorChannel, publication: Publication) => ownRecord(channel, recordKeyOf(publication));

  /** A record of the account's own (a part of its thread) as a strong reference: its address and content id. */
  async function ownRef(agent: AtpAgent, uri: string) {
    const { repo, collection, rkey } = partsOf(uri);
    const { data } = await agent.com.atproto.repo.getRecord({ repo, collection, rkey });
    if (!data.cid) throw new PublishError('Bluesky did not say which version of the post to answer.');
    return { uri: data.uri, cid: data.cid };
  }

  const findReply = (channel: ConnectorChannel, reply: OwnReply) => ownRecord(channel, replyKeyOf(reply));

  /**
   * A reply to the account's own post under a key of its own (`replyKeyOf`): a second attempt finds the first
   * rather than making a copy. Its root and parent are referred to by address and content id, read from the PDS
   * (the AppView may not have indexed a part just made).
   */
  async function reply(channel: ConnectorChannel, part: OwnReply): Promise<Published> {
    return withSession(channel, async (agent, credentials) => {
      const rkey = replyKeyOf(part);
      const now = context.now();
      const parent = await ownRef(agent, part.parent);
      const root = part.root === part.parent ? parent : await ownRef(agent, part.root);
      const record = {
        $type: POST,
        ...(await richText(agent, part.text)),
        reply: { root, parent },
        createdAt: now.toISOString(),
      };
      const first = await putOnce(agent, credentials.did, rkey, record, () => findReply(channel, part));
      if (first) return first;
      const uri = `at://${credentials.did}/${POST}/${rkey}`;
      return { networkPostId: uri, permalink: permalinkOf(credentials.handle, uri), publishedAt: now };
    });
  }

  /** The post's id and content id, and its thread's root, as the AppView knows them (with our own like and repost). */
  async function postView(agent: AtpAgent, uri: string) {
    const { data } = await agent.getPosts({ uris: [uri] });
    const post = data.posts[0];
    if (!post) throw new PublishError('Bluesky no longer has this post (it was deleted).');
    const record = post.record as AppBskyFeedPost.Record;
    return {
      ref: { uri: post.uri, cid: post.cid },
      root: record.reply?.root ?? { uri: post.uri, cid: post.cid },
      viewer: post.viewer ?? {},
    };
  }

  async function act(channel: ConnectorChannel, action: NetworkAction): Promise<ActionResult> {
    return withSession(channel, async (agent, credentials) => {
      switch (action.kind) {
        case 'reply': {
          const parent = await postView(agent, action.parentNetworkId);
          const made = await agent.post({
            ...(await richText(agent, action.text)),
            reply: { root: parent.root, parent: parent.ref },
            createdAt: context.now().toISOString(),
          });
          return { networkId: made.uri, permalink: permalinkOf(credentials.handle, made.uri) };
        }
        case 'like': {
          const post = await postView(agent, action.subjectNetworkId);
          if (!post.viewer.like) await agent.like(post.ref.uri, post.ref.cid);
          return {};
        }
        case 'unlike': {
          const post = await postView(agent, action.subjectNetworkId);
          if (post.viewer.like) await agent.deleteLike(post.viewer.like);
          return {};
        }
        case 'repost': {
          const post = await postView(agent, action.subjectNetworkId);
          if (!post.viewer.repost) await agent.repost(post.ref.uri, post.ref.cid);
          return {};
        }
        case 'delete': {
          if (partsOf(action.networkId).repo !== credentials.did)
            throw new PublishError('Only what this account wrote can be deleted on Bluesky.');
          await agent.deletePost(action.networkId);
          return {};
        }
        case 'message':
          // Refused before this (actions): Bluesky's chats are a service of their own.
          throw new PublishError('Bluesky direct messages are not sent from here.');
      }
    });
  }

  async function readInbox(channel: ConnectorChannel, cursor: string | null): Promise<InboxBatch> {
    return withSession(channel, async (agent) => {
      const since = cursor ? Date.parse(cursor) : undefined;
      const items: NetworkItem[] = [];
      const reactions: NetworkReaction[] = [];
      let newest = cursor;
      let page: string | undefined;
      for (let read = 0; read < (since === undefined ? 1 : MAX_PAGES); read += 1) {
        const { data } = await agent.app.bsky.notification.listNotifications({ limit: PAGE, cursor: page });
        let reachedSeen = false;
        for (const n of data.notifications) {
          const at = Date.parse(n.indexedAt);
          if (since !== undefined && at <= since) {
            reachedSeen = true;
            continue;
          }
          if (!newest || at > Date.parse(newest)) newest = n.indexedAt;
          const author = {
            id: n.author.did,
            name: n.author.displayName?.trim() || n.author.handle,
            handle: n.author.handle,
            picture: n.author.avatar ?? '',
          };
          const record = n.record as AppBskyFeedPost.Record & { subject?: { uri: string } };
          if (n.reason === 'like' || n.reason === 'repost') {
            if (!record.subject?.uri) continue;
            reactions.push({
              kind: n.reason === 'like' ? 'like' : 'retweet',
              subjectNetworkId: record.subject.uri,
              profileId: author.id,
              name: author.name,
              screenName: author.handle,
              picture: author.picture,
              createdAt: new Date(at),
            });
            continue;
          }
          if (n.reason !== 'reply' && n.reason !== 'mention' && n.reason !== 'quote') continue;
          const parent = record.reply?.parent.uri ?? null;
          const root = record.reply?.root.uri ?? null;
          const embed = record.embed as { $type?: string; external?: { uri: string } } | undefined;
          const attachment: Attachment =
            embed?.$type === 'app.bsky.embed.external' && embed.external
              ? { type: 'link', url: embed.external.uri }
              : null;
          items.push({
            networkId: n.uri,
            postType: n.reason === 'reply' ? (parent === root ? 'comment' : 'reply') : 'mention',
            parentNetworkId: n.reason === 'reply' ? parent : null,
            rootNetworkId: n.reason === 'reply' ? root : null,
            authorId: author.id,
            authorName: author.name,
            authorPicture: author.picture,
            text: record.text ?? '',
            attachment,
            permalink: permalinkOf(author.handle, n.uri),
            createdAt: new Date(at),
          });
        }
        if (reachedSeen || !data.cursor || data.notifications.length === 0) break;
        page = data.cursor;
      }
      // Oldest first, so that a reply lands after what it answers.
      items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return { items, reactions, cursor: newest };
    });
  }

  /**
   * The posts' counts as the AppView gives them (app.bsky.feed.getPosts, at most 25 uris: lexicons/app/bsky/feed/
   * getPosts.json; postView's likeCount, repostCount, replyCount, quoteCount in lexicons/app/bsky/feed/defs.json).
   * Bluesky counts no impressions, saves or clicks. A post the AppView leaves out is gone only when the account's
   * repository no longer has its record either: an AppView behind on indexing is not a deletion.
   */
  async function readResults(channel: ConnectorChannel, queries: readonly ResultsQuery[]) {
    return withSession(channel, async (agent, credentials) => {
      const { data } = await agent.getPosts({ uris: queries.map((q) => q.networkPostId) });
      const figures = new Map<string, PostFigures | 'gone'>();
      for (const post of data.posts)
        figures.set(post.uri, {
          likes: post.likeCount ?? 0,
          comments: post.replyCount ?? 0,
          shares: post.repostCount ?? 0,
          quotes: post.quoteCount ?? 0,
          saves: null,
          impressions: null,
          networkClicks: null,
        });
      for (const { networkPostId } of queries) {
        if (figures.has(networkPostId)) continue;
        // at://{did}/{collection}/{rkey}
        const [repo, collection, rkey] = networkPostId.replace(/^at:\/\//, '').split('/');
        if (repo !== credentials.did || !collection || !rkey) continue;
        try {
          await agent.com.atproto.repo.getRecord({ repo, collection, rkey });
        } catch (error) {
          if (isNetworkError(error) && (error.error === 'RecordNotFound' || error.status === 404))
            figures.set(networkPostId, 'gone');
          else throw error;
        }
      }
      return figures;
    });
  }

  /** The account's followers, follows and posts (app.bsky.actor.getProfile: profileViewDetailed's counts). */
  async function readGrowth(channel: ConnectorChannel): Promise<ChannelFigures> {
    return withSession(channel, async (agent, credentials) => {
      const { data } = await agent.getProfile({ actor: credentials.did });
      return {
        followers: data.followersCount ?? null,
        following: data.followsCount ?? null,
        posts: data.postsCount ?? null,
      };
    });
  }

  return {
    async publish(channel, publication) {
      return withSession(channel, async (agent, credentials) => {
        const rkey = recordKeyOf(publication);
        const now = context.now();
        // Bluesky gets the link as written (its card shows it), not as a short link.
        const link = publication.written.link;
        const record = {
          $type: POST,
          // A post carries one embed: with a picture, a link not in the text goes at its end (as a facet).
          ...(await richText(
            agent,
            publication.picture && link && !publication.message.includes(link)
              ? `${publication.message}\n\n${link}`
              : publication.message,
          )),
          embed: await embedOf(agent, publication),
          createdAt: now.toISOString(),
        };
        const uri = `at://${credentials.did}/${POST}/${rkey}`;
        const first = await putOnce(agent, credentials.did, rkey, record, () => find(channel, publication));
        if (first) return first;
        return { networkPostId: uri, permalink: permalinkOf(credentials.handle, uri), publishedAt: now };
      });
    },
    find,
    reply,
    findReply,
    readInbox,
    act,
    actions: ['reply', 'like', 'unlike', 'repost', 'delete'],
    inbox: { items: ['comment', 'reply', 'mention'], reactions: ['like', 'retweet'] },
    resultsBatch: GET_POSTS_MAX,
    readResults,
    readGrowth,
  };
}
