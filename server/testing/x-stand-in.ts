import { createHash } from 'node:crypto';
import { weightedLength } from '../../shared/text-length.ts';
import { appOf, type StandInControls, type StandInOptions } from './stand-ins/controls.ts';
import {
  bearerOf,
  escapeHtml,
  forcedLimits,
  formOf,
  hiddenFields,
  imageType,
  isWebAddress,
  json,
  mediaType,
  page,
  parseMultipart,
  randomToken,
  redirect,
  serveStandIn,
  type Answer,
  type StandInRequest,
} from './stand-ins/http.ts';

// Sources, all read from docs.x.com (repository xdevplatform/docs) and summed up with their tags in
// docs/research/network-apis.md, section "1. X". Where the docs show no body, the body is the one people report
// from the live API and the comment says so.

export interface XUser {
  id: string;
  name: string;
  username: string;
  profile_image_url: string;
}
/** Another account on X, as seeded by `mention` and `directMessage` (the signed-in `user` is one too). */
export interface XAccount {
  id: string;
  name: string;
  username: string;
  profile_image_url?: string;
}
export interface XPost {
  id: string;
  text: string;
  authorId: string;
  mediaIds: string[];
  /** The post this one replies to (`reply.in_reply_to_tweet_id`), or null. */
  replyTo: string | null;
  /** The id of the thread's first post: the post's own id when it replies to nothing. */
  conversationId: string;
  /** The author of the post replied to, or null. */
  inReplyToUserId: string | null;
  createdAt: Date;
}
/** A MessageCreate DM event, named as GET /2/dm_events names its fields. */
export interface XDmEvent {
  id: string;
  text: string;
  sender_id: string;
  /** One-to-one: `{smaller_user_id}-{larger_user_id}`. */
  dm_conversation_id: string;
  /** RFC 3339, e.g. 2022-10-19T20:58:00.000Z. */
  created_at: string;
}
export type XRequest = StandInRequest;
/**
 * Its `url` is one origin serving both the consent page (x.com's paths) and the API (api.x.com's paths); `approve` is
 * async.
 */
export interface XStandIn extends StandInControls<Promise<string>> {
  /** The account that signs in on the consent page (seeded: id '2244994945', name 'Northwind Coffee', username 'northwindcoffee'). */
  user: XUser;
  posts: XPost[];
  /** Every account the stand-in knows by id: `user`, and each author seeded by `mention` or `directMessage`. */
  users: Map<string, XAccount>;
  /** Ids of the posts `user` has liked (POST /2/users/:id/likes). */
  likes: Set<string>;
  /** Ids of the posts `user` has reposted (POST /2/users/:id/retweets). */
  retweets: Set<string>;
  /** Every DM event, both directions, in the order they happened. */
  dmEvents: XDmEvent[];
  /** Another account posts `text` (which should name @northwindcoffee: nothing is added), or replies with it to `replyTo`. */
  mention(from: XAccount, text: string, options?: { replyTo?: string }): XPost;
  /** Another account sends `user` a direct message. */
  directMessage(from: XAccount, text: string): { id: string; dm_conversation_id: string };
  media: Map<string, { bytes: Buffer; mimeType: string; ownerId: string }>;
  /**
   * The app's posts for the day are spent: POST /2/tweets answers 429 with x-app-limit-24hour-remaining 0, for every
   * account, until `resetInSeconds` from now.
   */
  spendAppDay(resetInSeconds: number): void;
  /** The app's day comes back at once (its reset reached on X's clock). */
  refillAppDay(): void;
  /** A post's figures as GET /2/tweets answers them (decision 073); unset figures answer 0. */
  setMetrics(postId: string, metrics: Partial<XPostMetrics>): void;
  /** The signed-in account's public_metrics, as GET /2/users/me answers them. */
  userMetrics: { followers_count: number; following_count: number; tweet_count: number };
}

/** A post's public_metrics and non_public_metrics (docs.x.com/x-api/fundamentals/metrics). */
export interface XPostMetrics {
  like_count: number;
  reply_count: number;
  retweet_count: number;
  quote_count: number;
  bookmark_count: number;
  impression_count: number;
  url_link_clicks: number;
}

/** The scopes X knows, with the words its consent page uses (docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code). */
const SCOPES: Record<string, string> = {
  'tweet.read': 'All the Tweets you can view, including Tweets from protected accounts.',
  'tweet.write': 'Tweet and Retweet for you.',
  'tweet.moderate.write': 'Hide and unhide replies to your Tweets.',
  'users.email': 'Email from an authenticated user.',
  'users.read': 'Any account you can view, including protected accounts.',
  'follows.read': 'People who follow you and people who you follow.',
  'follows.write': 'Follow and unfollow people for you.',
  'offline.access': 'Stay connected to your account until you revoke access.',
  'space.read': 'All the Spaces you can view.',
  'mute.read': 'Accounts you’ve muted.',
  'mute.write': 'Mute and unmute accounts for you.',
  'like.read': 'Tweets you’ve liked and likes you can view.',
  'like.write': 'Like and un-like Tweets for you.',
  'list.read': 'Lists, list members, and list followers of lists you’ve created or are a member of.',
  'list.write': 'Create and manage Lists for you.',
  'block.read': 'Accounts you’ve blocked.',
  'block.write': 'Block and unblock accounts for you.',
  'bookmark.read': 'Get Bookmarked Tweets from an authenticated user.',
  'bookmark.write': 'Bookmark and remove Bookmarks from Tweets.',
  'dm.read': 'All the Direct Messages you can view, including Direct Messages from protected accounts.',
  'dm.write': 'Send and manage Direct Messages for you.',
  'media.write': 'Upload media.',
};

const CODE_LIFETIME_MS = 30_000;
const WINDOW_SECONDS = 15 * 60;
const MEGABYTE = 1024 * 1024;
/** media_category values of POST /2/media/upload (docs.x.com/openapi.json). */
const MEDIA_CATEGORIES = 'tweet_image tweet_gif tweet_video amplify_video dm_image dm_gif dm_video subtitles'.split(
  ' ',
);

interface Grant {
  scopes: string[];
  revoked: boolean;
  /** Only the newest refresh token of a grant works: X rotates them. */
  refreshToken: string | null;
}
interface PendingCode {
  grant: Grant;
  redirectUri: string;
  challenge: string;
  method: string;
  expiresAt: number;
  used: boolean;
}
interface AccessToken {
  grant: Grant;
  expiresAt: number;
}
interface AuthorizeRequest {
  redirectUri: string;
  scopes: string[];
  state: string;
  challenge: string;
  method: string;
}
interface Route {
  method: string;
  pattern: RegExp;
  /** Per-user requests per 15 minutes (docs.x.com/x-api/fundamentals/rate-limits); API routes only. */
  limit?: number;
  scopes?: string[];
  handle: (request: XRequest, params: string[]) => Answer;
}

const problem = (status: number, value: Record<string, unknown>) => json(status, value, 'application/problem+json');
/** The documented error shape (docs.x.com/x-api/fundamentals/response-codes-and-errors). */
const invalid = (detail: string) =>
  problem(400, { title: 'Invalid Request', detail, type: 'https://api.x.com/2/problems/invalid-request' });
const forbidden = (detail: string) => problem(403, { title: 'Forbidden', type: 'about:blank', status: 403, detail });
const unauthorized = () =>
  problem(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
const oauthError = (status: number, error: string, description: string) =>
  json(status, { error, error_description: description });

/** X's field selectors are comma-separated lists (docs.x.com/x-api/fundamentals/fields). */
const listParam = (query: URLSearchParams, name: string) =>
  (query.get(name) ?? '').split(',').filter((value) => value !== '');
const NO_METRICS: XPostMetrics = {
  like_count: 0,
  reply_count: 0,
  retweet_count: 0,
  quote_count: 0,
  bookmark_count: 0,
  impression_count: 0,
  url_link_clicks: 0,
};
const byNewest = (a: { id: string }, b: { id: string }) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1);
/** A one-to-one DM conversation's id: `{smaller_user_id}-{larger_user_id}` (docs.x.com/x-api/direct-messages/lookup/integrate). */
const conversationOf = (a: string, b: string) => (BigInt(a) < BigInt(b) ? `${a}-${b}` : `${b}-${a}`);
/** A User object with the default fields id, name and username, plus the user.fields asked for that it has. */
const userObject = (account: XAccount, fields: string[]) => ({
  id: account.id,
  name: account.name,
  username: account.username,
  ...(fields.includes('profile_image_url') && account.profile_image_url !== undefined
    ? { profile_image_url: account.profile_image_url }
    : {}),
});
/** Timelines page by the last id served: the token is that id, opaque to the caller. */
const nextToken = (id: string) => Buffer.from(id).toString('base64url');
const notFound = (detail: string) =>
  problem(404, { title: 'Not Found Error', detail, type: 'https://api.x.com/2/problems/resource-not-found' });
const token = randomToken;

const SEEDED_USER: XUser = {
  id: '2244994945',
  name: 'Northwind Coffee',
  username: 'northwindcoffee',
  profile_image_url: 'https://pbs.twimg.com/profile_images/1/northwind_normal.png',
};

/**
 * A stand-in for X on a loopback port: the OAuth 2.0 consent page and token endpoint with PKCE, and the API v2
 * routes a publishing connector uses (who am I, upload an image, post, list own posts, delete) and its inbox uses
 * (mentions, DM events, send a DM, reply, like, repost), keeping posts, media and DMs in memory and answering with
 * the documented bodies, errors and rate-limit headers. Tests play the other accounts with `mention` and `directMessage`.
 */
export async function startXStandIn(
  options: StandInOptions & { accessTokenLifetimeSeconds?: number } = {},
): Promise<XStandIn> {
  // The app's name is the one registered in X's developer console.
  const { clientId, clientSecret, appName } = appOf('x', options);
  const lifetime = options.accessTokenLifetimeSeconds ?? 7200;
  const user: XUser = { ...SEEDED_USER };
  const posts: XPost[] = [];
  const users = new Map<string, XAccount>([[user.id, user]]);
  const likes = new Set<string>();
  const retweets = new Set<string>();
  const metrics = new Map<string, Partial<XPostMetrics>>();
  const userMetrics = { followers_count: 1200, following_count: 180, tweet_count: 2400 };
  const dmEvents: XDmEvent[] = [];
  const media: XStandIn['media'] = new Map();
  const grants: Grant[] = [];
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, Grant>();
  const windows = new Map<Route, { remaining: number; reset: number }>();
  const limits = forcedLimits();
  let lastId = 1880028106020515840n;
  // Post, media and DM event ids are 64-bit numbers that only grow, above any a test put in `posts` or `dmEvents` itself.
  const nextId = () => {
    for (const item of [...posts, ...dmEvents]) if (BigInt(item.id) > lastId) lastId = BigInt(item.id);
    lastId += 1n;
    return String(lastId);
  };
  const now = () => Date.now();
  const seconds = (ms: number) => Math.ceil(ms / 1000);

  /** The parameters of docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code; a string says what is wrong. */
  function readAuthorizeRequest(query: URLSearchParams): AuthorizeRequest | string {
    if (query.get('client_id') !== clientId) return 'client_id is missing or is not this app’s Client ID.';
    const redirectUri = query.get('redirect_uri');
    // X accepts only a callback registered in the developer console, exact match; the stand-in has no list,
    // so any http(s) address passes and tests check the address the service sent instead.
    if (!isWebAddress(redirectUri)) return 'redirect_uri is missing or is not an http(s) address.';
    if (query.get('response_type') !== 'code') return 'response_type must be "code".';
    const scopes = (query.get('scope') ?? '').split(' ').filter((scope) => scope !== '');
    const unknown = scopes.filter((scope) => !(scope in SCOPES));
    if (unknown.length > 0) return `Unknown scope: ${unknown.join(', ')}.`;
    const missing = ['users.read', 'tweet.read'].filter((scope) => !scopes.includes(scope));
    if (missing.length > 0) return `scope must include ${missing.join(' and ')}.`;
    const state = query.get('state');
    if (!state) return 'state is missing.';
    if (state.length > 500) return 'state is longer than 500 characters.';
    const challenge = query.get('code_challenge');
    if (!challenge) return 'code_challenge is missing (PKCE is required).';
    const method = query.get('code_challenge_method');
    if (method !== 'S256' && method !== 'plain') return 'code_challenge_method must be S256 or plain.';
    return { redirectUri, scopes, state, challenge, method };
  }

  /** Where X sends the browser after the person's choice: `{redirect_uri}?state=…&code=…` (user-access-token page). */
  function decide(request: AuthorizeRequest, allow: boolean): string {
    const location = new URL(request.redirectUri);
    location.searchParams.set('state', request.state);
    if (!allow) {
      // RFC 6749 §4.1.2.1; docs.x.com shows no refusal example.
      location.searchParams.set('error', 'access_denied');
      return location.href;
    }
    const code = token();
    const grant: Grant = { scopes: request.scopes, revoked: false, refreshToken: null };
    grants.push(grant);
    codes.set(code, { grant, ...request, expiresAt: now() + CODE_LIFETIME_MS, used: false });
    location.searchParams.set('code', code);
    return location.href;
  }

  /** GET x.com/i/oauth2/authorize: the consent dialog (docs.x.com/fundamentals/authentication/oauth-2-0/user-access-token, step 2). */
  function consentPage(request: XRequest): Answer {
    const read = readAuthorizeRequest(request.query);
    if (typeof read === 'string')
      return page(
        400,
        'Something went wrong / X',
        `<h1>Something went wrong</h1><p role="alert">You weren’t able to give access to the App. ${escapeHtml(read)}</p>`,
      );
    const hidden = hiddenFields(request.query);
    const scopes = read.scopes
      .map((scope) => `<li>${escapeHtml(SCOPES[scope]!)} <code>${escapeHtml(scope)}</code></li>`)
      .join('');
    return page(
      200,
      `Authorize ${appName} / X`,
      `<h1>Authorize ${escapeHtml(appName)} to access your X account?</h1>` +
        `<p>Signed in as ${escapeHtml(user.name)} (@${escapeHtml(user.username)})</p>` +
        `<h2>${escapeHtml(appName)} will be able to:</h2><ul>${scopes}</ul>` +
        `<form method="post" action="/i/oauth2/authorize">${hidden}` +
        '<button type="submit" name="decision" value="allow">Authorize app</button>' +
        '<button type="submit" name="decision" value="deny">Cancel</button></form>',
    );
  }

  /** The consent form's buttons: back to the app with a code, or with access_denied (user-access-token page, step 2). */
  function consentAnswer(request: XRequest): Answer {
    const form = new URLSearchParams(request.body);
    const read = readAuthorizeRequest(form);
    if (typeof read === 'string') return consentPage({ ...request, query: form });
    return redirect(decide(read, form.get('decision') === 'allow'));
  }

  /**
   * Confidential clients authenticate with HTTP Basic client_id:client_secret
   * (docs.x.com/fundamentals/authentication/oauth-2-0/user-access-token, "Working with confidential clients").
   */
  function clientAuthenticated(request: XRequest): boolean {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || !/^basic /i.test(header)) return false;
    return Buffer.from(header.slice(6).trim(), 'base64').toString() === `${clientId}:${clientSecret}`;
  }

  /** The token answer's fields as the official SDK reads them (github.com/xdevplatform/xdk, oauth2_auth.ts). */
  function issue(grant: Grant): Answer {
    const access = token();
    accessTokens.set(access, { grant, expiresAt: now() + lifetime * 1000 });
    const answer: Record<string, unknown> = {
      token_type: 'bearer',
      expires_in: lifetime,
      access_token: access,
      scope: grant.scopes.join(' '),
    };
    // "If this scope is not passed, we will not generate a refresh token" (authorization-code page).
    if (grant.scopes.includes('offline.access')) {
      if (grant.refreshToken) refreshTokens.delete(grant.refreshToken);
      grant.refreshToken = token();
      refreshTokens.set(grant.refreshToken, grant);
      answer.refresh_token = grant.refreshToken;
    }
    const issued = json(200, answer);
    issued.headers['cache-control'] = 'no-store';
    return issued;
  }

  /**
   * POST api.x.com/2/oauth2/token, form-encoded (user-access-token page, steps 3 and 5). The error bodies are not
   * documented: they are the ones reported from the live API (invalid_request with "Value passed for … was invalid.").
   */
  function tokenEndpoint(request: XRequest): Answer {
    if (!clientAuthenticated(request))
      return oauthError(401, 'unauthorized_client', 'Missing valid authorization header');
    const form = formOf(request);
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      for (const name of ['code', 'redirect_uri', 'code_verifier'])
        if (!form.get(name)) return oauthError(400, 'invalid_request', `Missing required parameter [${name}].`);
      const pending = codes.get(form.get('code')!);
      // Codes live 30 seconds and serve once (authorization-code page, glossary).
      if (!pending || pending.used || pending.expiresAt <= now() || pending.grant.revoked)
        return oauthError(400, 'invalid_request', 'Value passed for the authorization code was invalid.');
      if (form.get('redirect_uri') !== pending.redirectUri)
        return oauthError(
          400,
          'invalid_request',
          'Value passed for the redirect uri did not match the authorize request.',
        );
      const verifier = form.get('code_verifier')!;
      const expected = pending.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
      if (expected !== pending.challenge)
        return oauthError(
          400,
          'invalid_request',
          'Value passed for the code verifier did not match the code challenge.',
        );
      pending.used = true;
      return issue(pending.grant);
    }
    if (grantType === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(presented);
      // Rotation: only the newest refresh token of a grant works (docs.x.com/x-ads-api/mcp, "Refresh tokens rotate").
      if (!grant || grant.revoked || grant.refreshToken !== presented)
        return oauthError(400, 'invalid_request', 'Value passed for the token was invalid.');
      return issue(grant);
    }
    return oauthError(400, 'unsupported_grant_type', 'Only authorization_code and refresh_token are supported.');
  }

  /**
   * POST api.x.com/2/oauth2/revoke, form `token` (user-access-token page, step 6). Revoking the refresh token ends the
   * grant (RFC 7009 §2.1); an unknown token still answers 200 (RFC 7009 §2.2).
   */
  function revokeEndpoint(request: XRequest): Answer {
    if (!clientAuthenticated(request))
      return oauthError(401, 'unauthorized_client', 'Missing valid authorization header');
    const presented = formOf(request).get('token') ?? '';
    const access = accessTokens.get(presented);
    if (access) access.expiresAt = 0;
    const grant = refreshTokens.get(presented);
    if (grant && grant.refreshToken === presented) grant.revoked = true;
    return json(200, { revoked: true });
  }

  /** GET /2/users/me (docs.x.com/x-api/users/get-my-user): id, name, username, and the user.fields asked for. */
  function me(request: XRequest): Answer {
    const fields = listParam(request.query, 'user.fields');
    const data: Record<string, unknown> = { id: user.id, name: user.name, username: user.username };
    if (fields.includes('profile_image_url')) data.profile_image_url = user.profile_image_url;
    if (fields.includes('public_metrics')) data.public_metrics = { ...userMetrics, listed_count: 0, like_count: 0 };
    return json(200, { data });
  }

  /**
   * GET /2/tweets (docs.x.com/x-api/posts/lookup/introduction: 1 to 100 comma-separated ids): the posts found, each
   * with the tweet.fields asked for (public_metrics, non_public_metrics: docs.x.com/x-api/fundamentals/metrics), and
   * an `errors` entry of type resource-not-found for each id not found (a deleted post), beside `data`
   * (docs.x.com/x-api/fundamentals/response-codes-and-errors, "partial errors"). Non-public metrics are the author's
   * alone and only of posts of the last 30 days: asked for an older one, the stand-in refuses the request (the docs
   * give no body for it).
   */
  function lookupPosts(request: XRequest): Answer {
    const ids = listParam(request.query, 'ids');
    if (ids.length === 0 || ids.length > 100 || !ids.every((id) => /^\d{1,19}$/.test(id)))
      return invalid('The `ids` query parameter value must be 1 to 100 comma-separated post ids.');
    const fields = listParam(request.query, 'tweet.fields');
    const data: Record<string, unknown>[] = [];
    const errors: Record<string, unknown>[] = [];
    for (const id of ids) {
      const post = posts.find((p) => p.id === id);
      if (!post) {
        errors.push({
          value: id,
          detail: `Could not find tweet with ids: [${id}].`,
          title: 'Not Found Error',
          resource_type: 'tweet',
          parameter: 'ids',
          resource_id: id,
          type: 'https://api.twitter.com/2/problems/resource-not-found',
        });
        continue;
      }
      const figures = { ...NO_METRICS, ...metrics.get(id) };
      const entry: Record<string, unknown> = { id, text: post.text, edit_history_tweet_ids: [id] };
      if (fields.includes('public_metrics'))
        entry.public_metrics = {
          like_count: figures.like_count,
          reply_count: figures.reply_count,
          retweet_count: figures.retweet_count,
          quote_count: figures.quote_count,
          bookmark_count: figures.bookmark_count,
          impression_count: figures.impression_count,
        };
      if (fields.includes('non_public_metrics')) {
        if (post.authorId !== user.id) return forbidden('Non-public metrics are available for your own posts only.');
        if (now() - post.createdAt.getTime() > 30 * 24 * 3_600_000)
          return invalid('non_public_metrics are only available for Posts created within the last 30 days.');
        entry.non_public_metrics = {
          impression_count: figures.impression_count,
          url_link_clicks: figures.url_link_clicks,
          user_profile_clicks: 0,
        };
      }
      data.push(entry);
    }
    return json(200, { ...(data.length ? { data } : {}), ...(errors.length ? { errors } : {}) });
  }

  /** The JSON object every write route takes as its body, or the 400 X answers for anything else. */
  function jsonBody(
    request: XRequest,
  ): { body: Record<string, unknown>; refused?: undefined } | { body?: undefined; refused: Answer } {
    if (mediaType(request.headers) !== 'application/json')
      return { refused: invalid('The request body must be JSON (Content-Type: application/json).') };
    try {
      const parsed: unknown = JSON.parse(request.body);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      return { body: parsed as Record<string, unknown> };
    } catch {
      return { refused: invalid('The request body is not a JSON object.') };
    }
  }

  /** POST /2/tweets (docs.x.com/x-api/posts/create-post; counting: docs.x.com/fundamentals/counting-characters). */
  function createPost(request: XRequest): Answer {
    const { body, refused } = jsonBody(request);
    if (refused) return refused;
    const { text = '', media: attached, reply } = body as { text?: unknown; media?: unknown; reply?: unknown };
    if (typeof text !== 'string') return invalid('`text` must be a string.');
    const mediaIds = (attached as { media_ids?: unknown } | undefined)?.media_ids ?? [];
    if (!Array.isArray(mediaIds) || !mediaIds.every((id) => typeof id === 'string'))
      return invalid('`media.media_ids` must be an array of strings.');
    // A post carries up to 4 photos (create-post page, "Media attachments").
    if (attached !== undefined && (mediaIds.length < 1 || mediaIds.length > 4))
      return invalid('`media.media_ids` must hold 1 to 4 ids.');
    if (text === '' && mediaIds.length === 0) return invalid('A post needs `text` or `media.media_ids`.');
    const length = weightedLength(text.normalize('NFC'));
    if (length > 280) return invalid(`Your Tweet text is too long: ${length} of 280 weighted characters.`);
    for (const id of mediaIds) {
      const found = media.get(id);
      if (!found || found.ownerId !== user.id) return invalid(`Media id ${id} was not found or is not yours.`);
    }
    let original: XPost | undefined;
    if (reply !== undefined) {
      const target = (reply as { in_reply_to_tweet_id?: unknown } | null)?.in_reply_to_tweet_id;
      if (typeof target !== 'string') return invalid('`reply.in_reply_to_tweet_id` must be a string.');
      original = posts.find((post) => post.id === target);
      if (!original) return invalid(`Could not find the post to reply to: [${target}].`);
      // Self-serve apps may reply only where the author mentioned or quoted the account
      // (docs.x.com/x-api/posts/manage-tweets/integrate); the refusal's wording is the live API's, not documented.
      const mentioned = original.text.toLowerCase().includes(`@${user.username.toLowerCase()}`);
      if (original.authorId !== user.id && !mentioned)
        return forbidden(
          'Reply to this conversation is not allowed because you have not been mentioned or otherwise engaged by the author of the post you are replying to.',
        );
    }
    // Not in docs.x.com: the body reported from the live API (github.com/akrherz/iembot/issues/163).
    if (text !== '' && posts.some((post) => post.authorId === user.id && post.text === text))
      return forbidden('You are not allowed to create a Tweet with duplicate content.');
    const post = addPost(user.id, text, mediaIds, original);
    return json(201, { data: { id: post.id, text: post.text, edit_history_tweet_ids: [post.id] } });
  }

  /** A new post; a reply joins the conversation of the post it answers (docs.x.com/x-api/fundamentals/conversation-id). */
  function addPost(authorId: string, text: string, mediaIds: string[], original?: XPost): XPost {
    const id = nextId();
    const post: XPost = {
      id,
      text,
      authorId,
      mediaIds,
      replyTo: original?.id ?? null,
      conversationId: original?.conversationId ?? id,
      inReplyToUserId: original?.authorId ?? null,
      createdAt: new Date(),
    };
    posts.push(post);
    return post;
  }

  /** DELETE /2/tweets/:id (docs.x.com/x-api/posts/delete-post): only one's own post. */
  function deletePost(_request: XRequest, [id]: string[]): Answer {
    const index = posts.findIndex((post) => post.id === id);
    if (index === -1) return notFound(`Could not find tweet with id: [${id}].`);
    if (posts[index]!.authorId !== user.id) return forbidden('You are not allowed to delete this Tweet.');
    posts.splice(index, 1);
    return json(200, { data: { deleted: true } });
  }

  /**
   * POST /2/media/upload, one shot (docs.x.com/x-api/media/upload-media): multipart with the raw bytes in `media`,
   * or JSON with them base64-encoded. Images up to 5 MB, GIFs up to 15 MB.
   */
  function uploadMedia(request: XRequest): Answer {
    const type = mediaType(request.headers);
    let bytes: Buffer | undefined;
    let category: string | undefined;
    if (type === 'multipart/form-data') {
      const parts = parseMultipart(request.bytes, String(request.headers['content-type']));
      bytes = parts.get('media');
      category = parts.get('media_category')?.toString();
    } else if (type === 'application/json') {
      let body: { media?: unknown; media_category?: unknown };
      try {
        body = (JSON.parse(request.body) as typeof body | null) ?? {};
      } catch {
        return invalid('The request body is not valid JSON.');
      }
      const encoded = typeof body.media === 'string' ? body.media.replace(/\s/g, '') : '';
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return invalid('`media` must be the file base64-encoded.');
      bytes = Buffer.from(encoded, 'base64');
      category = typeof body.media_category === 'string' ? body.media_category : undefined;
    } else return invalid('Send multipart/form-data or application/json.');
    if (!bytes || bytes.length === 0) return invalid('The `media` field is required.');
    if (category !== undefined && !MEDIA_CATEGORIES.includes(category))
      return invalid(`The \`media_category\` value [${category}] is not one of [${MEDIA_CATEGORIES.join(', ')}].`);
    const mimeType = imageType(bytes);
    if (!mimeType) return invalid('The media is not a PNG, JPEG, GIF or WebP image.');
    const limit = mimeType === 'image/gif' ? 15 * MEGABYTE : 5 * MEGABYTE;
    if (bytes.length > limit) return invalid(`The image is ${bytes.length} bytes; the limit is ${limit}.`);
    const id = nextId();
    media.set(id, { bytes, mimeType, ownerId: user.id });
    return json(200, {
      data: {
        id,
        media_key: `3_${id}`,
        expires_after_secs: 86400,
        size: bytes.length,
        image: { image_type: mimeType },
      },
    });
  }

  /** The pagination_token of a timeline: the id below which the next page starts, or the 400 for a token X never gave. */
  function readPaginationToken(query: URLSearchParams): bigint | undefined | Answer {
    const pagination = query.get('pagination_token');
    if (pagination === null) return undefined;
    const decoded = Buffer.from(pagination, 'base64url').toString();
    if (!/^\d+$/.test(decoded)) return invalid(`The \`pagination_token\` query parameter value is not valid`);
    return BigInt(decoded);
  }

  /**
   * One page of a post timeline, newest first, with the parameters GET /2/users/:id/tweets and /mentions share
   * (docs.x.com/x-api/users/get-posts, docs.x.com/x-api/users/get-mentions): max_results 5..100 (default 10),
   * since_id, until_id, start_time, end_time, pagination_token. Default fields are id, text and edit_history_tweet_ids;
   * the others only when asked in tweet.fields (the spec's newer name post.fields too) (docs.x.com/x-api/fundamentals/fields).
   */
  function timeline(query: URLSearchParams, candidates: XPost[]): Answer {
    const max = query.get('max_results') ?? '10';
    if (!/^\d+$/.test(max) || Number(max) < 5 || Number(max) > 100)
      return invalid(`The \`max_results\` query parameter value [${max}] is not between 5 and 100`);
    for (const name of ['since_id', 'until_id'])
      if (query.has(name) && !/^\d{1,19}$/.test(query.get(name)!))
        return invalid(`The \`${name}\` query parameter value [${query.get(name)}] is not valid`);
    const times: Record<string, number> = {};
    for (const name of ['start_time', 'end_time']) {
      if (!query.has(name)) continue;
      times[name] = Date.parse(query.get(name)!);
      if (Number.isNaN(times[name]))
        return invalid(`The \`${name}\` query parameter value [${query.get(name)}] is not a valid RFC 3339 time`);
    }
    const before = readPaginationToken(query);
    if (typeof before === 'object') return before;
    const since = query.get('since_id');
    const until = query.get('until_id');
    const matching = candidates
      .filter((post) => since === null || BigInt(post.id) > BigInt(since))
      .filter((post) => until === null || BigInt(post.id) < BigInt(until))
      .filter((post) => before === undefined || BigInt(post.id) < before)
      .filter((post) => times.start_time === undefined || post.createdAt.getTime() >= times.start_time)
      .filter((post) => times.end_time === undefined || post.createdAt.getTime() <= times.end_time)
      .sort(byNewest);
    const chosen = matching.slice(0, Number(max));
    if (chosen.length === 0) return json(200, { meta: { result_count: 0 } });
    const fields = [...listParam(query, 'tweet.fields'), ...listParam(query, 'post.fields')];
    const data = chosen.map((post) => ({
      id: post.id,
      text: post.text,
      edit_history_tweet_ids: [post.id],
      ...(fields.includes('created_at') ? { created_at: post.createdAt.toISOString() } : {}),
      ...(fields.includes('author_id') ? { author_id: post.authorId } : {}),
      ...(fields.includes('conversation_id') ? { conversation_id: post.conversationId } : {}),
      // Present only on replies, as on X.
      ...(fields.includes('in_reply_to_user_id') && post.inReplyToUserId !== null
        ? { in_reply_to_user_id: post.inReplyToUserId }
        : {}),
      ...(fields.includes('referenced_tweets') && post.replyTo !== null
        ? { referenced_tweets: [{ type: 'replied_to', id: post.replyTo }] }
        : {}),
    }));
    // expansions=author_id (and in_reply_to_user_id) bring the User objects under includes.users (fields page).
    const expansions = listParam(query, 'expansions');
    const ids = new Set<string>();
    for (const post of chosen) {
      if (expansions.includes('author_id')) ids.add(post.authorId);
      if (expansions.includes('in_reply_to_user_id') && post.inReplyToUserId !== null) ids.add(post.inReplyToUserId);
    }
    const userFields = listParam(query, 'user.fields');
    const included = [...ids].flatMap((id) => (users.has(id) ? [userObject(users.get(id)!, userFields)] : []));
    const meta: Record<string, unknown> = {
      result_count: chosen.length,
      newest_id: chosen[0]!.id,
      oldest_id: chosen.at(-1)!.id,
    };
    if (matching.length > chosen.length) meta.next_token = nextToken(chosen.at(-1)!.id);
    return json(200, { data, ...(included.length > 0 ? { includes: { users: included } } : {}), meta });
  }

  /** GET /2/users/:id/tweets (docs.x.com/x-api/users/get-posts): the account's own posts; exclude=replies,retweets. */
  function listPosts(request: XRequest, [authorId]: string[]): Answer {
    const exclude = listParam(request.query, 'exclude');
    if (exclude.some((value) => value !== 'replies' && value !== 'retweets'))
      return invalid(`The \`exclude\` query parameter value [${exclude.join(',')}] is not one of [replies, retweets]`);
    const own = posts
      .filter((post) => post.authorId === authorId)
      .filter((post) => !exclude.includes('replies') || post.replyTo === null);
    return timeline(request.query, own);
  }

  /**
   * GET /2/users/:id/mentions (docs.x.com/x-api/users/get-mentions): posts naming @username of the account in the
   * path, whoever wrote them (docs.x.com/x-api/posts/timelines/introduction).
   */
  function listMentions(request: XRequest, [id]: string[]): Answer {
    const account = users.get(id!);
    // Usernames are letters, digits and underscores (checked when seeded), so the handle needs no escaping.
    const handle = account ? new RegExp(`(^|[^A-Za-z0-9_])@${account.username}(?![A-Za-z0-9_])`, 'i') : undefined;
    return timeline(
      request.query,
      posts.filter((post) => handle?.test(post.text) === true),
    );
  }

  const participants = (event: XDmEvent) => event.dm_conversation_id.split('-');
  const DM_DAYS = 30;

  /**
   * GET /2/dm_events (docs.x.com/x-api/direct-messages/get-dm-events, lookup/integrate): the events of every
   * conversation the user is in, sent and received, newest first, from the last 30 days. No since_id: callers page
   * until an id they know. Default fields id, event_type, text; dm_conversation_id, created_at, sender_id when asked.
   */
  function listDmEvents(request: XRequest): Answer {
    const query = request.query;
    const max = query.get('max_results') ?? '100';
    if (!/^\d+$/.test(max) || Number(max) < 1 || Number(max) > 100)
      return invalid(`The \`max_results\` query parameter value [${max}] is not between 1 and 100`);
    const types = listParam(query, 'event_types');
    const known = ['MessageCreate', 'ParticipantsJoin', 'ParticipantsLeave'];
    if (types.some((type) => !known.includes(type)))
      return invalid(
        `The \`event_types\` query parameter value [${types.join(',')}] is not one of [${known.join(', ')}]`,
      );
    const before = readPaginationToken(query);
    if (typeof before === 'object') return before;
    const oldest = now() - DM_DAYS * 24 * 60 * 60 * 1000;
    // The stand-in only holds MessageCreate events.
    const matching = dmEvents
      .filter(() => types.length === 0 || types.includes('MessageCreate'))
      .filter((event) => participants(event).includes(user.id))
      .filter((event) => Date.parse(event.created_at) >= oldest)
      .filter((event) => before === undefined || BigInt(event.id) < before)
      .sort(byNewest);
    const chosen = matching.slice(0, Number(max));
    if (chosen.length === 0) return json(200, { meta: { result_count: 0 } });
    const fields = listParam(query, 'dm_event.fields');
    const data = chosen.map((event) => ({
      id: event.id,
      event_type: 'MessageCreate',
      text: event.text,
      ...(fields.includes('sender_id') ? { sender_id: event.sender_id } : {}),
      ...(fields.includes('dm_conversation_id') ? { dm_conversation_id: event.dm_conversation_id } : {}),
      ...(fields.includes('created_at') ? { created_at: event.created_at } : {}),
    }));
    const userFields = listParam(query, 'user.fields');
    const senders = listParam(query, 'expansions').includes('sender_id')
      ? [...new Set(chosen.map((event) => event.sender_id))]
      : [];
    const included = senders.flatMap((id) => (users.has(id) ? [userObject(users.get(id)!, userFields)] : []));
    const meta: Record<string, unknown> = { result_count: chosen.length };
    if (matching.length > chosen.length) meta.next_token = nextToken(chosen.at(-1)!.id);
    return json(200, { data, ...(included.length > 0 ? { includes: { users: included } } : {}), meta });
  }

  /** Records a message sent by the signed-in user and answers as the send routes do (201, ids of the conversation and event). */
  function sendMessage(request: XRequest, conversationId: string): Answer {
    const { body, refused } = jsonBody(request);
    if (refused) return refused;
    // A message needs text or attachments; the stand-in takes text only (docs.x.com/x-api/direct-messages/manage/integrate).
    if (typeof body.text !== 'string' || body.text.trim() === '') return invalid('`text` must be a non-empty string.');
    const event: XDmEvent = {
      id: nextId(),
      text: body.text,
      sender_id: user.id,
      dm_conversation_id: conversationId,
      created_at: new Date(now()).toISOString(),
    };
    dmEvents.push(event);
    return json(201, { data: { dm_conversation_id: conversationId, dm_event_id: event.id } });
  }

  /**
   * POST /2/dm_conversations/with/:participant_id/messages (docs.x.com/x-api/direct-messages/create-dm-message-by-participant-id):
   * one-to-one, the conversation made if it is new. The refusals' bodies are not documented.
   */
  function sendToParticipant(request: XRequest, [participantId]: string[]): Answer {
    if (participantId === user.id) return invalid('You cannot send a Direct Message to yourself.');
    if (!users.has(participantId!)) return notFound(`Could not find user with id: [${participantId}].`);
    return sendMessage(request, conversationOf(user.id, participantId!));
  }

  /** POST /2/dm_conversations/:dm_conversation_id/messages (docs.x.com/x-api/direct-messages/create-dm-message-by-conversation-id). */
  function sendToConversation(request: XRequest, [conversationId]: string[]): Answer {
    if (!conversationId!.split('-').includes(user.id))
      return forbidden('You are not a participant in this conversation.');
    return sendMessage(request, conversationId!);
  }

  /**
   * The `{ "tweet_id": … }` body of the like and repost routes, checked against the path's user id (which must be
   * the signed-in user's) and the stored posts; a string is the post id, otherwise the refusal.
   */
  function targetPost(request: XRequest, userId: string): string | Answer {
    // The wording of this refusal is not documented.
    if (userId !== user.id) return forbidden('You are not permitted to perform this action on behalf of another user.');
    const { body, refused } = jsonBody(request);
    if (refused) return refused;
    const tweetId = body.tweet_id;
    if (typeof tweetId !== 'string' || !/^\d{1,19}$/.test(tweetId)) return invalid('`tweet_id` must be a post id.');
    if (!posts.some((post) => post.id === tweetId)) return notFound(`Could not find tweet with id: [${tweetId}].`);
    return tweetId;
  }

  /** POST /2/users/:id/likes (docs.x.com/x-api/users/like-post). */
  function like(request: XRequest, [userId]: string[]): Answer {
    const target = targetPost(request, userId!);
    if (typeof target !== 'string') return target;
    likes.add(target);
    return json(200, { data: { liked: true } });
  }

  /** DELETE /2/users/:id/likes/:tweet_id (docs.x.com/x-api/users/unlike-post): liked false whether it was liked or not. */
  function unlike(_request: XRequest, [userId, tweetId]: string[]): Answer {
    if (userId !== user.id) return forbidden('You are not permitted to perform this action on behalf of another user.');
    likes.delete(tweetId!);
    return json(200, { data: { liked: false } });
  }

  /** POST /2/users/:id/retweets (docs.x.com/x-api/posts/retweets/integrate). */
  function repost(request: XRequest, [userId]: string[]): Answer {
    const target = targetPost(request, userId!);
    if (typeof target !== 'string') return target;
    retweets.add(target);
    return json(200, { data: { retweeted: true } });
  }

  /** DELETE /2/users/:id/retweets/:source_tweet_id (docs.x.com/x-api/posts/retweets/integrate). */
  function undoRepost(_request: XRequest, [userId, tweetId]: string[]): Answer {
    if (userId !== user.id) return forbidden('You are not permitted to perform this action on behalf of another user.');
    retweets.delete(tweetId!);
    return json(200, { data: { retweeted: false } });
  }

  /** An account seeded by a test, kept in `users`; ids and usernames as X has them. */
  function remember(from: XAccount): XAccount {
    if (!/^\d{1,19}$/.test(from.id)) throw new Error(`An X user id is a number: ${from.id}`);
    if (!/^\w{1,15}$/.test(from.username))
      throw new Error(`An X username is 1 to 15 letters, digits or _: ${from.username}`);
    if (from.id === user.id) throw new Error('Seed another account than the signed-in user.');
    const account = { ...from };
    users.set(account.id, account);
    return account;
  }

  // Scopes per operation from the `security` of docs.x.com/openapi.json; limits from docs.x.com/x-api/fundamentals/rate-limits.
  const reading = ['tweet.read', 'users.read'];
  const writing = ['tweet.read', 'tweet.write', 'users.read'];
  const dmReading = ['dm.read', 'tweet.read', 'users.read'];
  const dmWriting = ['dm.write', 'tweet.read', 'users.read'];
  const liking = ['like.write', 'tweet.read', 'users.read'];
  const routes: Route[] = [
    { method: 'GET', pattern: /^\/i\/oauth2\/authorize$/, handle: consentPage },
    { method: 'POST', pattern: /^\/i\/oauth2\/authorize$/, handle: consentAnswer },
    { method: 'POST', pattern: /^\/2\/oauth2\/token$/, handle: tokenEndpoint },
    { method: 'POST', pattern: /^\/2\/oauth2\/revoke$/, handle: revokeEndpoint },
    { method: 'GET', pattern: /^\/2\/users\/me$/, limit: 75, scopes: reading, handle: me },
    { method: 'GET', pattern: /^\/2\/tweets$/, limit: 900, scopes: reading, handle: lookupPosts },
    { method: 'POST', pattern: /^\/2\/tweets$/, limit: 100, scopes: writing, handle: createPost },
    { method: 'DELETE', pattern: /^\/2\/tweets\/(\d+)$/, limit: 50, scopes: writing, handle: deletePost },
    { method: 'POST', pattern: /^\/2\/media\/upload$/, limit: 500, scopes: ['media.write'], handle: uploadMedia },
    { method: 'GET', pattern: /^\/2\/users\/(\d+)\/tweets$/, limit: 900, scopes: reading, handle: listPosts },
    { method: 'GET', pattern: /^\/2\/users\/(\d+)\/mentions$/, limit: 300, scopes: reading, handle: listMentions },
    { method: 'GET', pattern: /^\/2\/dm_events$/, limit: 15, scopes: dmReading, handle: listDmEvents },
    {
      method: 'POST',
      pattern: /^\/2\/dm_conversations\/with\/(\d+)\/messages$/,
      limit: 15,
      scopes: dmWriting,
      handle: sendToParticipant,
    },
    {
      method: 'POST',
      pattern: /^\/2\/dm_conversations\/(\d+-\d+)\/messages$/,
      limit: 15,
      scopes: dmWriting,
      handle: sendToConversation,
    },
    { method: 'POST', pattern: /^\/2\/users\/(\d+)\/likes$/, limit: 50, scopes: liking, handle: like },
    { method: 'DELETE', pattern: /^\/2\/users\/(\d+)\/likes\/(\d+)$/, limit: 50, scopes: liking, handle: unlike },
    { method: 'POST', pattern: /^\/2\/users\/(\d+)\/retweets$/, limit: 50, scopes: writing, handle: repost },
    {
      method: 'DELETE',
      pattern: /^\/2\/users\/(\d+)\/retweets\/(\d+)$/,
      limit: 50,
      scopes: writing,
      handle: undoRepost,
    },
  ];

  /** When the app's day of posts comes back (seconds), while spendAppDay holds. */
  let appDayReset: number | undefined;

  /** A 429 set up by rateLimitNext, in the body the rate-limits page shows; or the app's day, spent. */
  function forcedLimit(request: XRequest): Answer | undefined {
    if (
      appDayReset !== undefined &&
      seconds(now()) < appDayReset &&
      `${request.method} ${request.path}` === 'POST /2/tweets'
    ) {
      const spent = json(429, {
        title: 'Too Many Requests',
        detail: 'Too Many Requests',
        type: 'about:blank',
        status: 429,
      });
      spent.headers['x-app-limit-24hour-limit'] = '1667';
      spent.headers['x-app-limit-24hour-remaining'] = '0';
      spent.headers['x-app-limit-24hour-reset'] = String(appDayReset);
      return spent;
    }
    const reset = limits.take(request);
    if (reset === undefined) return undefined;
    const limited = json(429, { errors: [{ code: 88, message: 'Rate limit exceeded' }] });
    limited.headers['x-rate-limit-remaining'] = '0';
    limited.headers['x-rate-limit-reset'] = String(seconds(now()) + reset);
    return limited;
  }

  /** 401 without a live access token, 403 when the grant lacks one of the route's scopes. */
  function refusal(route: Route, request: XRequest): Answer | undefined {
    const presented = bearerOf(request);
    const access = presented === undefined ? undefined : accessTokens.get(presented);
    if (!access || access.expiresAt <= now() || access.grant.revoked) return unauthorized();
    const missing = (route.scopes ?? []).filter((scope) => !access.grant.scopes.includes(scope));
    if (missing.length > 0) return forbidden(`The access token is missing a required scope: ${missing.join(', ')}.`);
    return undefined;
  }

  /**
   * Bearer access token, per-user 15-minute window and scopes, in front of every API route. Every answer carries
   * x-rate-limit-limit, -remaining and -reset (docs.x.com/x-api/fundamentals/rate-limits); over the limit is 429.
   */
  function guarded(route: Route, request: XRequest, params: string[]): Answer {
    const limit = route.limit!;
    let window = windows.get(route);
    if (!window || window.reset <= seconds(now())) {
      window = { remaining: limit, reset: seconds(now()) + WINDOW_SECONDS };
      windows.set(route, window);
    }
    let answer = refusal(route, request) ?? forcedLimit(request);
    if (!answer && window.remaining <= 0)
      answer = json(429, { errors: [{ code: 88, message: 'Rate limit exceeded' }] });
    if (!answer) {
      window.remaining -= 1;
      answer = route.handle(request, params);
    }
    answer.headers['x-rate-limit-limit'] ??= String(limit);
    answer.headers['x-rate-limit-remaining'] ??= String(window.remaining);
    answer.headers['x-rate-limit-reset'] ??= String(window.reset);
    return answer;
  }

  function dispatch(request: XRequest): Answer {
    for (const route of routes) {
      const found = route.method === request.method ? route.pattern.exec(request.path) : null;
      if (!found) continue;
      const params = found.slice(1);
      if (route.limit !== undefined) return guarded(route, request, params);
      return forcedLimit(request) ?? route.handle(request, params);
    }
    return problem(404, { title: 'Not Found Error', type: 'about:blank', status: 404, detail: 'Not Found' });
  }

  const server = await serveStandIn(dispatch, { port: options.port });
  const { url, port, requests } = server;

  return {
    url,
    clientId,
    clientSecret,
    user,
    posts,
    users,
    likes,
    retweets,
    dmEvents,
    mention: (from, text, { replyTo } = {}) => {
      const author = remember(from);
      const original = replyTo === undefined ? undefined : posts.find((post) => post.id === replyTo);
      if (replyTo !== undefined && !original) throw new Error(`No post ${replyTo} to reply to.`);
      return addPost(author.id, text, [], original);
    },
    directMessage: (from, text) => {
      const sender = remember(from);
      const event: XDmEvent = {
        id: nextId(),
        text,
        sender_id: sender.id,
        dm_conversation_id: conversationOf(sender.id, user.id),
        created_at: new Date(now()).toISOString(),
      };
      dmEvents.push(event);
      return { id: event.id, dm_conversation_id: event.dm_conversation_id };
    },
    media,
    requests,
    rateLimitNext: (route, count, resetInSeconds) => limits.add(route, count, resetInSeconds),
    spendAppDay: (resetInSeconds) => {
      appDayReset = seconds(now()) + resetInSeconds;
    },
    refillAppDay: () => {
      appDayReset = undefined;
    },
    setMetrics: (postId, figures) => {
      metrics.set(postId, { ...metrics.get(postId), ...figures });
    },
    userMetrics,
    dropAnswerNext: server.dropAnswerNext,
    // Expired and revoked tokens answer 401; a revoked grant's refresh token 400 invalid_request.
    expireAccessTokens: () => {
      for (const access of accessTokens.values()) access.expiresAt = 0;
    },
    revokeAll: () => {
      for (const grant of grants) grant.revoked = true;
    },
    approve: async (authorizeUrl, { deny = false } = {}) => {
      const address = new URL(authorizeUrl);
      if (address.pathname !== '/i/oauth2/authorize' || address.port !== String(port))
        throw new Error(`Not this stand-in's consent page (${url}/i/oauth2/authorize): ${authorizeUrl}`);
      const request = readAuthorizeRequest(address.searchParams);
      if (typeof request === 'string') throw new Error(`X would refuse this authorize request: ${request}`);
      return decide(request, !deny);
    },
    close: server.close,
  };
}
