import { randomBytes } from 'node:crypto';
import {
  bearerOf,
  forcedLimits,
  formOf,
  imageType,
  json,
  jsonObjectOf,
  randomToken,
  serveStandIn,
  type Answer,
  type StandInRequest,
} from './stand-ins/http.ts';
import { appOf, controlsOf, type StandInControls, type StandInOptions } from './stand-ins/controls.ts';
import { authorizationServer, type Grant } from './stand-ins/oauth.ts';

// A stand-in for the Instagram API with Instagram Login, on one loopback origin serving www.instagram.com (the
// consent page), api.instagram.com (the code exchange) and graph.instagram.com (the Graph API, any /v{N}.0 prefix).
// Sources, all on developers.facebook.com/documentation/instagram-platform/: instagram-api-with-instagram-login/
// business-login, reference/access_token, reference/refresh_access_token, reference/me, content-publishing,
// instagram-graph-api/reference/ig-user/media, …/media_publish, …/content_publishing_limit, …/ig-container,
// comment-moderation, instagram-api-with-instagram-login/mentions, instagram-graph-api/reference/error-codes; Meta's
// error body and rate-limit headers from developers.facebook.com/docs/graph-api/guides/error-handling and
// …/overview/rate-limiting. Where those pages give no wording, the comment says so.

export interface IgAccount {
  /** The professional account's id: what paths and webhooks name. */
  user_id: string;
  /** The id scoped to the app (also accepted in paths, as Instagram does). */
  id: string;
  username: string;
  name: string;
  profile_picture_url: string;
  account_type: 'BUSINESS' | 'MEDIA_CREATOR';
  /** The account's followers and the accounts it follows (IG User reference). */
  followers_count: number;
  follows_count: number;
}
/** Another Instagram account, as a test seeds it. */
export interface IgPerson {
  id: string;
  username: string;
}
export interface IgMedia {
  id: string;
  ownerId: string;
  username: string;
  caption: string;
  imageUrl: string;
  timestamp: Date;
  permalink: string;
  /** What Instagram counted of the media (`setInsights`); unset: none yet, an empty data set. */
  insights?: Partial<Record<IgMetric, number>>;
}
/** A media's insights metrics an image in the feed has (developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights). */
export type IgMetric =
  | 'comments'
  | 'follows'
  | 'likes'
  | 'profile_activity'
  | 'profile_visits'
  | 'reach'
  | 'saved'
  | 'shares'
  | 'total_interactions'
  | 'views';
const MEDIA_METRICS: readonly IgMetric[] = [
  'comments',
  'follows',
  'likes',
  'profile_activity',
  'profile_visits',
  'reach',
  'saved',
  'shares',
  'total_interactions',
  'views',
];
export interface IgComment {
  id: string;
  mediaId: string;
  /** The top-level comment a reply is under; null for a top-level comment. */
  parentId: string | null;
  text: string;
  from: IgPerson;
  timestamp: Date;
}
export type ContainerStatus = 'FINISHED' | 'IN_PROGRESS' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
export interface IgContainer {
  id: string;
  ownerId: string;
  imageUrl: string;
  caption: string;
  status: ContainerStatus;
  mediaId?: string;
}
/** What fetching a picture's address gave (Instagram cURLs `image_url` itself). */
export interface FetchedImage {
  status: number;
  contentType: string;
  bytes: Buffer;
}
/** A usage header's numbers (rate-limiting page, X-Business-Use-Case-Usage). */
export interface IgUsage {
  call_count: number;
  total_cputime: number;
  total_time: number;
  estimated_time_to_regain_access: number;
}

/** Its `url` serves www.instagram.com's consent page, api.instagram.com's code exchange and graph.instagram.com. */
export interface InstagramStandIn extends StandInControls {
  port: number;
  /** The account that signs in (seeded: @northwindcoffee). */
  account: IgAccount;
  /** The account's own media, in the order published. */
  media: IgMedia[];
  /** Other accounts' media the account is tagged in (`tag`). */
  tagged: IgMedia[];
  /** Every comment and reply on the account's media, in the order made. */
  comments: IgComment[];
  containers: Map<string, IgContainer>;
  /** Another account comments on the account's media, or replies under a comment. */
  comment(from: IgPerson, mediaId: string, text: string, options?: { replyTo?: string }): IgComment;
  /** Another account posts a picture tagging the account. */
  tag(from: IgPerson, caption: string): IgMedia;
  /** The next containers made have these statuses instead of FINISHED. */
  containerStatusNext(...statuses: ContainerStatus[]): void;
  /** Usage sent on every Graph answer as X-Business-Use-Case-Usage; null sends none. */
  usage: IgUsage | null;
  /** Sets what Instagram counted of a media of the account (its insights). */
  setInsights(mediaId: string, values: Partial<Record<IgMetric, number>>): void;
  /** The media is deleted on Instagram (in the app: the API deletes none). */
  removeMedia(mediaId: string): void;
  /** Media whose insights answer error 10, "Not enough viewers for the media to show insights". */
  notEnoughViewers: Set<string>;
  /** Metrics answered as invalid (code 100), as a deprecated one is; `impressions` and the like always are. */
  refusedMetrics: Set<string>;
}

/** The Business Login scopes, with the words a consent page would use for them (business-login page). */
const SCOPES: Record<string, string> = {
  instagram_business_basic: 'Access your profile and media.',
  instagram_business_content_publish: 'Publish photos and videos to your account.',
  instagram_business_manage_comments: 'Read, reply to and delete comments on your media.',
  instagram_business_manage_messages: 'Read and send your direct messages.',
  instagram_business_manage_insights: 'Read insights about your account and media.',
};
const PUBLISH = ['instagram_business_basic', 'instagram_business_content_publish'];
const INSIGHTS = ['instagram_business_basic', 'instagram_business_manage_insights'];
const COMMENTS = ['instagram_business_basic', 'instagram_business_manage_comments'];

const DAY_SECONDS = 86_400;
/** content_publishing_limit's config (media_publish reference: 50 posts in a moving 24 hours). */
const QUOTA_TOTAL = 50;
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** Meta's error body (error-handling guide), with the HTTP status Graph answers it with. */
const graphError = (status: number, error: Record<string, unknown>): Answer =>
  json(status, { error: { type: 'OAuthException', ...error, fbtrace_id: randomBytes(8).toString('base64url') } });
/** Graph's words for an object it does not have or an operation a node does not offer. */
const unsupported = (method: string, id: string) =>
  graphError(400, {
    type: 'GraphMethodException',
    code: 100,
    error_subcode: 33,
    message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  });
const missing = (name: string) => graphError(400, { code: 100, message: `(#100) The parameter ${name} is required` });
/** api.instagram.com's token errors (`{error_type, code, error_message}`), as the Basic Display pages showed them. */
const tokenError = (status: number, _error: string, description: string) =>
  json(status, { error_type: 'OAuthException', code: status, error_message: description });

/** Graph times: ISO 8601, offset without a colon. */
const graphTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+0000');

/** A `fields` list, nested selections kept whole: `id,replies{id,text}` → ['id', 'replies{id,text}']. */
function fieldsOf(value: string | null): string[] {
  const fields: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value ?? '') {
    if (char === ',' && depth === 0) {
      if (current) fields.push(current);
      current = '';
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    current += char;
  }
  if (current) fields.push(current);
  return fields;
}

/** Graph's parameters: the query, and a POST's form or JSON body (Graph takes both). */
function paramsOf(request: StandInRequest): URLSearchParams {
  const params = new URLSearchParams(request.query);
  for (const [name, value] of formOf(request)) params.set(name, value);
  for (const [name, value] of Object.entries(jsonObjectOf(request) ?? {})) params.set(name, String(value));
  return params;
}

/** Cursor paging as Graph answers it: `data`, and `paging.cursors` with `next` while more is left. */
function paged<T>(items: T[], params: URLSearchParams, base: string, shape: (item: T) => unknown) {
  const limit = Math.min(Math.max(Number(params.get('limit') ?? 25) || 25, 1), 100);
  const start = params.get('after') ? Number(Buffer.from(params.get('after')!, 'base64url').toString()) || 0 : 0;
  const chosen = items.slice(start, start + limit);
  const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
  const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(start + chosen.length) } };
  if (start + chosen.length < items.length) {
    const next = new URL(base);
    for (const [name, value] of params) next.searchParams.set(name, value);
    next.searchParams.set('after', cursor(start + chosen.length));
    paging.next = next.href;
  }
  return json(200, { data: chosen.map(shape), paging });
}

const SEEDED: IgAccount = {
  user_id: '17841405822304914',
  id: '7028430557186839',
  username: 'northwindcoffee',
  name: 'Northwind Coffee',
  profile_picture_url: 'https://scontent.cdninstagram.com/v/t51/northwind.jpg',
  account_type: 'BUSINESS',
  followers_count: 2310,
  follows_count: 180,
};

/**
 * Starts the stand-in. `fetchImage` is how it reads an `image_url` (real HTTP by default; tests point it at the
 * service, which answers its own /media addresses). `now` is its clock for long-lived tokens and the publishing
 * window, so tests move it with the service's.
 */
export async function startInstagramStandIn(
  options: StandInOptions & {
    now?: () => Date;
    fetchImage?: (url: string) => Promise<FetchedImage>;
    /** Long-lived tokens last this long (reference/access_token: 60 days). */
    longLivedSeconds?: number;
  } = {},
): Promise<InstagramStandIn> {
  const app = appOf('instagram', options);
  const { clientId, clientSecret } = app;
  const now = () => (options.now?.() ?? new Date()).getTime();
  const lifetime = options.longLivedSeconds ?? 60 * DAY_SECONDS;
  const fetchImage =
    options.fetchImage ??
    (async (url: string) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    });
  const account: IgAccount = { ...SEEDED };
  const media: IgMedia[] = [];
  const tagged: IgMedia[] = [];
  const comments: IgComment[] = [];
  const containers = new Map<string, IgContainer>();
  const notEnoughViewers = new Set<string>();
  // Deprecated for every version on April 21, 2025 (the media insights page): answered as invalid.
  const refusedMetrics = new Set(['impressions', 'plays', 'clips_replays_count', 'video_views']);
  const statusesNext: ContainerStatus[] = [];
  const longLived = new Map<string, { grant: Grant; issuedAt: number; expiresAt: number }>();
  const limits = forcedLimits();
  let lastId = 17900000000000000n;
  const nextId = () => String((lastId += 1n));
  const permalinkOf = () => `https://www.instagram.com/p/${randomBytes(8).toString('base64url').slice(0, 11)}/`;

  const auth = authorizationServer({
    network: 'Instagram',
    ...app,
    authorizePath: '/oauth/authorize',
    scopes: SCOPES,
    // "instagram_basic or instagram_business_basic is required" (reference/oauth-authorize).
    requiredScopes: ['instagram_business_basic'],
    pkce: 'unsupported',
    clientAuth: 'body',
    // Business Login's tokens are short-lived: one hour (get-started page).
    accessTokenLifetimeSeconds: 3600,
    refresh: 'none',
    signedIn: () => ({ line: `Signed in as @${account.username}`, subject: account.user_id }),
    tokenError,
  });

  /**
   * POST api.instagram.com/oauth/access_token (business-login page, step 2): the form's client_id, client_secret,
   * grant_type=authorization_code, redirect_uri and code; the answer `{"data":[{access_token, user_id, permissions}]}`.
   */
  function exchangeCode(request: StandInRequest): Answer {
    const answer = auth.tokenEndpoint(request);
    if (answer.status !== 200) return answer;
    const issued = JSON.parse(answer.body) as { access_token: string; scope: string };
    return json(200, {
      data: [
        { access_token: issued.access_token, user_id: account.user_id, permissions: issued.scope.split(' ').join(',') },
      ],
    });
  }

  /** A new long-lived token of the grant: `{access_token, token_type, expires_in}` (reference/access_token). */
  function issueLongLived(grant: Grant): Answer {
    const token = randomToken();
    longLived.set(token, { grant, issuedAt: now(), expiresAt: now() + lifetime * 1000 });
    return json(200, { access_token: token, token_type: 'bearer', expires_in: lifetime });
  }

  /** GET graph.instagram.com/access_token?grant_type=ig_exchange_token&client_secret&access_token (short-lived). */
  function exchangeForLongLived(request: StandInRequest): Answer {
    const query = request.query;
    if (query.get('grant_type') !== 'ig_exchange_token') return missing('grant_type=ig_exchange_token');
    // The wording of a wrong secret is not in the pages read; Graph reports it as an OAuthException.
    if (query.get('client_secret') !== clientSecret)
      return graphError(400, { code: 101, message: 'Error validating client secret.' });
    const grant = auth.grantOfToken(query.get('access_token') ?? undefined);
    if (!grant)
      return graphError(400, { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
    return issueLongLived(grant);
  }

  /**
   * GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token&access_token: "a long-lived access token
   * that is at least 24 hours old but has not expired"; the new one lasts 60 days from now. The old one keeps
   * working until its own end (the page does not say otherwise).
   */
  function refreshLongLived(request: StandInRequest): Answer {
    const query = request.query;
    if (query.get('grant_type') !== 'ig_refresh_token') return missing('grant_type=ig_refresh_token');
    const presented = longLived.get(query.get('access_token') ?? '');
    if (!presented || presented.grant.revoked || presented.expiresAt <= now())
      return graphError(400, { code: 190, message: 'Error validating access token: the token is expired or revoked.' });
    // Not documented as an error body: the rule is the page's, the wording the stand-in's.
    if (now() - presented.issuedAt < DAY_SECONDS * 1000)
      return graphError(400, { code: 100, message: 'The access token must be at least 24 hours old to be refreshed.' });
    return issueLongLived(presented.grant);
  }

  /**
   * The grant of the call's token (Authorization: Bearer, or the access_token parameter, both of which Graph
   * takes), or Graph's code 190 with the subcode of why (error-handling guide: 463 expired, 458 app removed).
   */
  function authenticate(request: StandInRequest, params: URLSearchParams): Grant | Answer {
    const presented = bearerOf(request) ?? params.get('access_token') ?? '';
    const long = longLived.get(presented);
    const grant = long?.grant ?? auth.grantOfToken(presented);
    if (grant && !grant.revoked && (!long || long.expiresAt > now())) return grant;
    if (grant?.revoked)
      return graphError(400, {
        code: 190,
        error_subcode: 458,
        message: `Error validating access token: The user has not authorized application ${clientId}.`,
      });
    if (long)
      return graphError(400, {
        code: 190,
        error_subcode: 463,
        message: `Error validating access token: Session has expired on ${new Date(long.expiresAt).toUTCString()}.`,
      });
    return graphError(400, { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
  }

  const isAccount = (id: string) => id === account.user_id || id === account.id;
  const commentOn = (id: string) => comments.find((c) => c.id === id);
  const ownMedia = (id: string) => media.find((m) => m.id === id);

  function accountFields(fields: string[]) {
    const all: Record<string, unknown> = { ...account, media_count: media.length };
    return Object.fromEntries(['id', ...fields].filter((f) => f in all).map((f) => [f, all[f]]));
  }

  function mediaFields(item: IgMedia, fields: string[]) {
    const all: Record<string, unknown> = {
      id: item.id,
      caption: item.caption,
      timestamp: graphTime(item.timestamp),
      permalink: item.permalink,
      media_type: 'IMAGE',
      media_url: item.imageUrl,
      username: item.username,
      comments_count: comments.filter((c) => c.mediaId === item.id).length,
    };
    return Object.fromEntries(['id', ...fields].filter((f) => f in all).map((f) => [f, all[f]]));
  }

  /** An IG Comment's fields (IG Comment reference), `replies{…}` expanded to its replies. */
  function commentFields(comment: IgComment, fields: string[]): Record<string, unknown> {
    const all: Record<string, unknown> = {
      id: comment.id,
      text: comment.text,
      timestamp: graphTime(comment.timestamp),
      username: comment.from.username,
      from: { id: comment.from.id, username: comment.from.username },
      media: { id: comment.mediaId },
      ...(comment.parentId ? { parent_id: comment.parentId } : {}),
    };
    const shown: Record<string, unknown> = { id: comment.id };
    for (const field of fields) {
      const nested = /^replies\{(.*)\}$/.exec(field);
      if (nested || field === 'replies') {
        const replies = comments.filter((c) => c.parentId === comment.id);
        if (replies.length > 0)
          shown.replies = { data: replies.map((r) => commentFields(r, fieldsOf(nested?.[1] ?? 'id'))) };
      } else if (field in all) shown[field] = all[field];
    }
    return shown;
  }

  /** A caption's limits (IG User Media reference): the refusal's wording is not documented. */
  function captionRefusal(caption: string): Answer | undefined {
    const tooMuch = (what: string) =>
      graphError(400, { code: 100, message: 'Invalid parameter', error_user_msg: `The caption ${what}.` });
    if ([...caption].length > 2200) return tooMuch('is longer than 2,200 characters');
    if ((caption.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0) > 30) return tooMuch('has more than 30 hashtags');
    if ((caption.match(/@[\p{L}\p{N}_.]+/gu)?.length ?? 0) > 20) return tooMuch('tags more than 20 accounts');
    return undefined;
  }

  /**
   * POST /{ig-user-id}/media with image_url (and caption): Instagram fetches the picture then (content-publishing
   * guide: "must be on a public server"). It takes a JPEG of at most 8 MiB; a picture it cannot fetch or use is
   * 9004 / 2207052, a larger one 36000 / 2207004 (error-codes page).
   */
  async function createContainer(params: URLSearchParams): Promise<Answer> {
    const imageUrl = params.get('image_url');
    if (!imageUrl) return missing('image_url');
    if (params.has('media_type') && params.get('media_type') !== 'IMAGE')
      return graphError(400, { code: 100, message: 'The stand-in makes image containers only.' });
    const caption = params.get('caption') ?? '';
    const refused = captionRefusal(caption);
    if (refused) return refused;
    const failed = graphError(400, {
      code: 9004,
      error_subcode: 2207052,
      message: 'Only photo or video can be accepted as media type.',
      error_user_title: 'Media download has failed.',
      error_user_msg: "The media URI doesn't meet our requirements.",
    });
    let image: FetchedImage;
    try {
      if (!/^https?:\/\//.test(imageUrl)) return failed;
      image = await fetchImage(imageUrl);
    } catch {
      return failed;
    }
    if (image.status !== 200) return failed;
    if (image.bytes.byteLength > MAX_IMAGE_BYTES)
      return graphError(400, {
        code: 36000,
        error_subcode: 2207004,
        message: 'The image size is too large.',
        error_user_title: 'Image size too large',
        error_user_msg: 'The image is too large to download. It should be less than 8 MiB.',
      });
    if (imageType(image.bytes) !== 'image/jpeg') return failed;
    const container: IgContainer = {
      id: nextId(),
      ownerId: account.user_id,
      imageUrl,
      caption,
      status: statusesNext.shift() ?? 'FINISHED',
    };
    containers.set(container.id, container);
    return json(200, { id: container.id });
  }

  const publishedInWindow = () => media.filter((m) => m.timestamp.getTime() > now() - DAY_SECONDS * 1000).length;

  /**
   * POST /{ig-user-id}/media_publish with creation_id (media_publish reference): a FINISHED container, once; at most
   * 50 posts in a moving 24 hours, past which it is code 9 / 2207042 (error-codes page). A container not ready is
   * 9007 / 2207027 (same page); one already published is refused in words of the stand-in's own.
   */
  function publishContainer(params: URLSearchParams): Answer {
    const id = params.get('creation_id');
    if (!id) return missing('creation_id');
    const container = containers.get(id);
    if (!container || container.ownerId !== account.user_id) return unsupported('POST', id);
    if (container.status === 'PUBLISHED')
      return graphError(400, { code: 100, message: 'This container was published already.' });
    if (container.status !== 'FINISHED')
      return graphError(400, {
        code: 9007,
        error_subcode: 2207027,
        message: 'Media ID is not available',
        error_user_msg: 'The media is not ready for publishing, please wait for a moment',
      });
    if (publishedInWindow() >= QUOTA_TOTAL)
      return graphError(400, {
        code: 9,
        error_subcode: 2207042,
        message: 'Application request limit reached',
        error_user_msg:
          'You reached maximum number of posts that is allowed to be published by Content Publishing API.',
      });
    const published: IgMedia = {
      id: nextId(),
      ownerId: account.user_id,
      username: account.username,
      caption: container.caption,
      imageUrl: container.imageUrl,
      timestamp: new Date(now()),
      permalink: permalinkOf(),
    };
    media.push(published);
    container.status = 'PUBLISHED';
    container.mediaId = published.id;
    return json(200, { id: published.id });
  }

  /** GET /{ig-user-id}/media (IG User Media reference): newest first, `since` / `until` in Unix seconds. */
  function listMedia(request: StandInRequest, params: URLSearchParams): Answer {
    const since = params.has('since') ? Number(params.get('since')) * 1000 : -Infinity;
    const until = params.has('until') ? Number(params.get('until')) * 1000 : Infinity;
    const chosen = media.filter((m) => m.timestamp.getTime() >= since && m.timestamp.getTime() <= until).reverse();
    const fields = fieldsOf(params.get('fields'));
    return paged(chosen, params, `https://graph.instagram.com${request.path}`, (m) => mediaFields(m, fields));
  }

  /** Comments on the account's own media, or its own comments: what the account may delete (comment-moderation). */
  function deleteNode(id: string): Answer {
    const comment = commentOn(id);
    if (!comment || !ownMedia(comment.mediaId)) return unsupported('DELETE', id);
    for (let i = comments.length - 1; i >= 0; i--)
      if (comments[i]!.id === id || comments[i]!.parentId === id) comments.splice(i, 1);
    return json(200, { success: true });
  }

  /** A comment by the account: on its media (POST /{ig-media-id}/comments) or under a comment (…/replies). */
  function addOwnComment(mediaId: string, parentId: string | null, params: URLSearchParams): Answer {
    const message = params.get('message');
    if (!message) return missing('message');
    const made: IgComment = {
      id: nextId(),
      mediaId,
      parentId,
      text: message,
      from: { id: account.user_id, username: account.username },
      timestamp: new Date(now()),
    };
    comments.push(made);
    return json(200, { id: made.id });
  }

  /** GET /{id}: the account, a container (status_code, status), a media or a comment, with the fields asked for. */
  function readNode(id: string, params: URLSearchParams): Answer {
    const fields = fieldsOf(params.get('fields'));
    if (isAccount(id)) return json(200, accountFields(fields));
    const container = containers.get(id);
    if (container)
      return json(200, {
        id,
        status_code: container.status,
        // "If status_code is ERROR, this value will be an error subcode" (IG Container reference).
        ...(container.status === 'ERROR' ? { status: '2207052' } : {}),
      });
    const item = ownMedia(id) ?? tagged.find((m) => m.id === id);
    if (item) return json(200, mediaFields(item, fields));
    const comment = commentOn(id);
    if (comment) return json(200, commentFields(comment, fields));
    return unsupported('GET', id);
  }

  /**
   * GET /{ig-media-id}/insights?metric=… (developers.facebook.com/docs/instagram-platform/reference/instagram-media/
   * insights): lifetime values of the metrics asked for; an empty data set, not 0, while none are counted; error 10
   * "Not enough viewers for the media to show insights" (the page's words). A metric the media has not, or a deprecated
   * one (impressions, plays, video_views, …), is code 100 in words of the stand-in's own.
   */
  function mediaInsights(item: IgMedia, params: URLSearchParams): Answer {
    const names = (params.get('metric') ?? '').split(',').filter(Boolean);
    if (names.length === 0) return missing('metric');
    const refused = names.find((name) => refusedMetrics.has(name) || !MEDIA_METRICS.includes(name as IgMetric));
    if (refused)
      return graphError(400, {
        code: 100,
        message: `(#100) metric[${names.indexOf(refused)}] must be one of the following values: ${MEDIA_METRICS.join(', ')}`,
      });
    if (notEnoughViewers.has(item.id))
      return graphError(400, { code: 10, message: '(#10) Not enough viewers for the media to show insights' });
    const counted = item.insights ?? {};
    const data = names
      .filter((name) => counted[name as IgMetric] !== undefined)
      .map((name) => ({
        name,
        period: 'lifetime',
        values: [{ value: counted[name as IgMetric] }],
        title: name,
        description: `The media's ${name}.`,
        id: `${item.id}/insights/${name}/lifetime`,
      }));
    return json(200, { data });
  }

  type Handler = (request: StandInRequest, params: URLSearchParams, ids: string[]) => Answer | Promise<Answer>;
  interface Route {
    method: string;
    pattern: RegExp;
    scopes: string[];
    handle: Handler;
  }
  const onAccount =
    (handle: Handler): Handler =>
    (request, params, ids) =>
      isAccount(ids[0]!) ? handle(request, params, ids) : unsupported(request.method, ids[0]!);
  const onOwnMedia =
    (handle: Handler): Handler =>
    (request, params, ids) =>
      ownMedia(ids[0]!) ? handle(request, params, ids) : unsupported(request.method, ids[0]!);
  const onComment =
    (handle: (request: StandInRequest, params: URLSearchParams, comment: IgComment) => Answer): Handler =>
    (request, params, ids) => {
      const comment = commentOn(ids[0]!);
      return comment && ownMedia(comment.mediaId)
        ? handle(request, params, comment)
        : unsupported(request.method, ids[0]!);
    };
  const ID = '(\\d+)';
  const graphRoutes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/me$/,
      scopes: ['instagram_business_basic'],
      handle: (_r, params) => json(200, accountFields(fieldsOf(params.get('fields')))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/${ID}/media$`),
      scopes: ['instagram_business_basic'],
      handle: onAccount((r, params) => listMedia(r, params)),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/${ID}/media$`),
      scopes: PUBLISH,
      handle: onAccount((_r, params) => createContainer(params)),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/${ID}/media_publish$`),
      scopes: PUBLISH,
      handle: onAccount((_r, params) => publishContainer(params)),
    },
    {
      // content_publishing_limit reference: usage in the window and the window itself.
      method: 'GET',
      pattern: new RegExp(`^/${ID}/content_publishing_limit$`),
      scopes: PUBLISH,
      handle: onAccount(() =>
        json(200, {
          data: [
            {
              quota_usage: publishedInWindow(),
              config: { quota_total: QUOTA_TOTAL, quota_duration: DAY_SECONDS },
            },
          ],
        }),
      ),
    },
    {
      // Instagram Login's mentions page: GET /<IG_ID>/tags, the media the account is tagged in, newest first.
      method: 'GET',
      pattern: new RegExp(`^/${ID}/tags$`),
      scopes: COMMENTS,
      handle: onAccount((r, params) => {
        const fields = fieldsOf(params.get('fields'));
        return paged([...tagged].reverse(), params, `https://graph.instagram.com${r.path}`, (m) =>
          mediaFields(m, fields),
        );
      }),
    },
    {
      // Top-level comments only, oldest first (comment-moderation guide); replies through the `replies` field.
      method: 'GET',
      pattern: new RegExp(`^/${ID}/comments$`),
      scopes: COMMENTS,
      handle: onOwnMedia((r, params, [id]) => {
        const fields = fieldsOf(params.get('fields'));
        const top = comments.filter((c) => c.mediaId === id && c.parentId === null);
        return paged(top, params, `https://graph.instagram.com${r.path}`, (c) => commentFields(c, fields));
      }),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/${ID}/comments$`),
      scopes: COMMENTS,
      handle: onOwnMedia((_r, params, [id]) => addOwnComment(id!, null, params)),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/${ID}/replies$`),
      scopes: COMMENTS,
      handle: onComment((r, params, comment) => {
        const fields = fieldsOf(params.get('fields'));
        const replies = comments.filter((c) => c.parentId === comment.id);
        return paged(replies, params, `https://graph.instagram.com${r.path}`, (c) => commentFields(c, fields));
      }),
    },
    {
      // IG Comment Replies: a reply to a reply goes under the top-level comment.
      method: 'POST',
      pattern: new RegExp(`^/${ID}/replies$`),
      scopes: COMMENTS,
      handle: onComment((_r, params, comment) =>
        addOwnComment(comment.mediaId, comment.parentId ?? comment.id, params),
      ),
    },
    {
      // https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights (decision 074);
      // its usage header as https://developers.facebook.com/docs/graph-api/overview/rate-limiting has it (withUsage).
      method: 'GET',
      pattern: new RegExp(`^/${ID}/insights$`),
      scopes: INSIGHTS,
      handle: onOwnMedia((_r, params, [id]) => mediaInsights(ownMedia(id!)!, params)),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/${ID}$`),
      scopes: ['instagram_business_basic'],
      handle: (_r, p, [id]) => readNode(id!, p),
    },
    { method: 'DELETE', pattern: new RegExp(`^/${ID}$`), scopes: COMMENTS, handle: (_r, _p, [id]) => deleteNode(id!) },
  ];

  /** The usage header every Graph answer carries while `usage` is set (rate-limiting page, "Headers"). */
  function withUsage(answer: Answer, usage: IgUsage | null): Answer {
    if (usage)
      answer.headers['x-business-use-case-usage'] = JSON.stringify({
        [account.user_id]: [{ type: 'instagram', ...usage }],
      });
    return answer;
  }

  /** A Graph API call: token, throttling, scopes, then the route; unknown paths as Graph answers them. */
  async function graph(request: StandInRequest, path: string): Promise<Answer> {
    const params = paramsOf(request);
    const route = graphRoutes.find((r) => r.method === request.method && r.pattern.test(path));
    const granted = authenticate(request, params);
    if ('status' in granted) return granted;
    // A limit set up by rateLimitNext: code 80002, and a usage header whose time to regain access covers its reset.
    const throttledFor = limits.take(request);
    if (throttledFor !== undefined) {
      const minutes = Math.max(1, Math.ceil(throttledFor / 60));
      return withUsage(
        graphError(400, {
          code: 80002,
          is_transient: true,
          message: 'There have been too many calls to this Instagram account. Wait a bit and try again.',
        }),
        { call_count: 100, total_cputime: 10, total_time: 10, estimated_time_to_regain_access: minutes },
      );
    }
    if (!route) {
      const known = graphRoutes.some((r) => r.pattern.test(path));
      const id = path.split('/')[1] ?? '';
      return known
        ? unsupported(request.method, id)
        : graphError(400, { code: 2500, message: `Unknown path components: ${path}` });
    }
    if (route.scopes.some((scope) => !granted.scopes.includes(scope)))
      return graphError(403, { code: 10, message: '(#10) Application does not have permission for this action' });
    const ids = route.pattern.exec(path)!.slice(1);
    return withUsage(await route.handle(request, params, ids), instagram.usage);
  }

  async function dispatch(request: StandInRequest): Promise<Answer> {
    const { method, path } = request;
    if (path === '/oauth/authorize') return method === 'POST' ? auth.consentAnswer(request) : auth.consentPage(request);
    if (path === '/oauth/access_token' && method === 'POST') return exchangeCode(request);
    if (path === '/access_token' && method === 'GET') return exchangeForLongLived(request);
    if (path === '/refresh_access_token' && method === 'GET') return refreshLongLived(request);
    // graph.instagram.com takes a versioned path (/v25.0/me) and an unversioned one alike.
    return graph(request, path.replace(/^\/v\d+\.\d+(?=\/)/, ''));
  }

  const server = await serveStandIn(dispatch, { port: options.port });

  const instagram: InstagramStandIn = {
    ...controlsOf(app, server, limits, auth),
    port: server.port,
    account,
    media,
    tagged,
    comments,
    containers,
    comment(from, mediaId, text, { replyTo } = {}) {
      if (!ownMedia(mediaId)) throw new Error(`No media ${mediaId} of the account to comment on.`);
      const parent = replyTo === undefined ? undefined : commentOn(replyTo);
      if (replyTo !== undefined && !parent) throw new Error(`No comment ${replyTo} to reply to.`);
      const made: IgComment = {
        id: nextId(),
        mediaId,
        parentId: parent ? (parent.parentId ?? parent.id) : null,
        text,
        from: { ...from },
        timestamp: new Date(now()),
      };
      comments.push(made);
      return made;
    },
    tag(from, caption) {
      const made: IgMedia = {
        id: nextId(),
        ownerId: from.id,
        username: from.username,
        caption,
        imageUrl: 'https://scontent.cdninstagram.com/v/t51/tagged.jpg',
        timestamp: new Date(now()),
        permalink: permalinkOf(),
      };
      tagged.push(made);
      return made;
    },
    containerStatusNext: (...statuses) => {
      statusesNext.push(...statuses);
    },
    usage: null,
    notEnoughViewers,
    refusedMetrics,
    setInsights(mediaId, values) {
      const item = ownMedia(mediaId);
      if (!item) throw new Error(`No media ${mediaId} of the account to count.`);
      item.insights = { ...item.insights, ...values };
    },
    removeMedia(mediaId) {
      const at = media.findIndex((m) => m.id === mediaId);
      if (at < 0) throw new Error(`No media ${mediaId} of the account to remove.`);
      media.splice(at, 1);
    },
    // Short- and long-lived tokens alike: ended ones answer 190 / 463, those of a revoked grant 190 / 458
    // (authenticate), and a revoked grant's long-lived token no longer renews.
    expireAccessTokens() {
      auth.expireAccessTokens();
      for (const token of longLived.values()) token.expiresAt = 0;
    },
  };
  return instagram;
}
