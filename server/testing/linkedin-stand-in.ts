import {
  appOf,
  controlsOf,
  type ResultsControls,
  type StandInControls,
  type StandInOptions,
} from './stand-ins/controls.ts';
import { authorizationServer, type Grant } from './stand-ins/oauth.ts';
import {
  bearerOf,
  forcedLimits,
  imageType,
  json,
  jsonObjectOf,
  randomToken,
  serveStandIn,
  type Answer,
  type StandInRequest,
} from './stand-ins/http.ts';

// A stand-in for LinkedIn, written from learn.microsoft.com/en-us/linkedin (summed up with its sources in
// docs/research/network-apis.md, section "4. LinkedIn"): the 3-legged OAuth pages of www.linkedin.com and the
// routes of api.linkedin.com a publishing connector uses, on one loopback origin. Where the pages show no body,
// the comment says what the body is taken from.

export interface LinkedInMember {
  sub: string;
  name: string;
  given_name: string;
  family_name: string;
  picture: string;
  email: string;
}
/** An organization LinkedIn knows, with the signed-in member's role on it (organizationAcls). */
export interface LinkedInOrganization {
  id: number;
  localizedName: string;
  vanityName: string;
  role: 'ADMINISTRATOR' | 'CONTENT_ADMINISTRATOR' | 'ANALYST' | 'NONE';
  state: 'APPROVED' | 'REQUESTED' | 'REVOKED';
  /** Members following the page (networkSizes' firstDegreeSize). */
  followers: number;
}
export interface LinkedInPost {
  urn: string;
  author: string;
  /** The commentary as sent, in little text. */
  commentary: string;
  /** The commentary as LinkedIn shows it (escapes undone, hashtags as #word, cut at an unescaped reserved character). */
  text: string;
  content: { article?: { source: string; title: string }; media?: { id: string } } | null;
  visibility: string;
  createdAt: number;
}
export interface LinkedInComment {
  id: string;
  urn: string;
  actor: string;
  /** The post the comment is in. */
  object: string;
  /** The top-level comment it answers (LinkedIn nests one level), or null. */
  parentComment: string | null;
  /** As sent, in little text. */
  message: string;
  createdAt: number;
}
export interface LinkedInReaction {
  actor: string;
  entity: string;
  reactionType: string;
}
/**
 * What LinkedIn counts of a post (…/organizations/share-statistics, totalShareStatistics): impressions, clicks and
 * reshares as set by a test (0 unless set); likes and comments are the reactions and comments it holds, unless set.
 */
export interface LinkedInFigures {
  impressions: number;
  clicks: number;
  shares: number;
  likes: number;
  comments: number;
}
export interface LinkedInImage {
  urn: string;
  owner: string;
  bytes: Buffer | null;
  mimeType: string | null;
}

/** Its `url` is one origin serving both www.linkedin.com's OAuth paths and api.linkedin.com's. */
export interface LinkedInStandIn extends StandInControls, ResultsControls<LinkedInFigures> {
  /** Who signs in on the consent page (seeded: sub '782bbtaQ', Maya Lindqvist). */
  member: LinkedInMember;
  /** Her URN, `urn:li:person:{sub}`: the author of her posts. */
  memberUrn: string;
  /** Organizations and her role on each (seeded: Northwind Coffee, ADMINISTRATOR; Harbor Roasters, ANALYST). */
  organizations: LinkedInOrganization[];
  posts: LinkedInPost[];
  comments: LinkedInComment[];
  reactions: LinkedInReaction[];
  images: Map<string, LinkedInImage>;
  /** Figures a test set, by post URN (setFigures). */
  figures: Map<string, Partial<LinkedInFigures>>;
  /** Members following Maya (memberFollowersCount; seeded 412). */
  memberFollowers: number;
  /** Someone (a person's or organization's URN) comments on a post, or replies under a comment (by URN). */
  comment(actor: string, on: string, text: string): LinkedInComment;
  /**
   * The next `count` calls to a route ('POST /rest/posts', or a path prefix) answer 429 with LinkedIn's body:
   * with Retry-After `resetInSeconds` when given, else without (a daily limit, reset at midnight UTC).
   */
  rateLimitNext(route: string, count: number, resetInSeconds?: number): void;
}

/**
 * The scopes LinkedIn knows here, as the developer portal's products describe them: Sign In with LinkedIn using
 * OpenID Connect, Share on LinkedIn, the Community Management API (…/community-management/overview) and
 * r_member_social, "granted to select developers only" (…/shares/comments-api).
 */
const SCOPES: Record<string, string> = {
  openid: 'Use your name and photo',
  profile: 'Use your name and photo',
  email: 'Use the primary email address associated with your LinkedIn account',
  w_member_social: 'Create, modify, and delete posts, comments, and reactions on your behalf',
  r_member_social: 'Retrieve your posts, comments, reactions, and other engagement data',
  r_member_profileAnalytics:
    'Retrieve your profile analytics, including the number of profile viewers, followers, and search appearances',
  r_organization_admin: 'Retrieve your organization’s pages and their reporting data',
  rw_organization_admin: 'Manage your organization’s pages and retrieve reporting data',
  w_organization_social: 'Create, modify, and delete posts, comments, and reactions on your organization’s behalf',
  r_organization_social: 'Retrieve your organization’s posts, comments, reactions, and other engagement data',
};

const DAY = 24 * 60 * 60;
/** Marketing versions served (…/marketing/integrations/migrations: each active a year); others answer 426. */
const ACTIVE_VERSIONS = { oldest: 202508, newest: 202607 };
/** The reaction types of …/shares/reactions-api. */
const REACTION_TYPES = ['LIKE', 'PRAISE', 'EMPATHY', 'INTEREST', 'APPRECIATION', 'ENTERTAINMENT'];
const RESERVED = '\\|{}@[]()<>#*_~';

/** LinkedIn's error body (…/shared/api-guide/concepts/error-handling): status, serviceErrorCode, code, message. */
const error = (status: number, code: string, message: string, serviceErrorCode?: number) =>
  json(status, { status, ...(serviceErrorCode === undefined ? {} : { serviceErrorCode }), code, message });
const invalid = (field: string, problem: string) =>
  error(422, 'UNPROCESSABLE_ENTITY', `ERROR :: ${field} :: ${problem}`);
const denied = (what: string) => error(403, 'ACCESS_DENIED', `Not enough permissions to access: ${what}`, 100);
const notFound = (what: string) => error(404, 'NOT_FOUND', `${what} does not exist`);
const created = (headers: Record<string, string>, body?: unknown): Answer => ({
  status: 201,
  headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});
const noContent = (): Answer => ({ status: 204, headers: {}, body: '' });

/**
 * Little text as LinkedIn shows it (…/shares/little-text-format): hashtag templates as #word, mentions as the name,
 * escapes undone; at an unescaped reserved character the text ends, as people report LinkedIn doing.
 */
export function renderLittleText(little: string): string {
  let shown = '';
  for (let at = 0; at < little.length; at++) {
    const rest = little.slice(at);
    const template = /^\{hashtag\|\\#\|([^}]*)\}/.exec(rest) ?? /^@\[([^\]]*)\]\([^)]*\)/.exec(rest);
    if (template) {
      shown += template[0].startsWith('{') ? `#${template[1]}` : template[1];
      at += template[0].length - 1;
    } else if (little[at] === '\\' && at + 1 < little.length) shown += little[++at];
    else if (RESERVED.includes(little[at]!)) break;
    else shown += little[at];
  }
  return shown;
}

const SEEDED_MEMBER: LinkedInMember = {
  sub: '782bbtaQ',
  name: 'Maya Lindqvist',
  given_name: 'Maya',
  family_name: 'Lindqvist',
  picture: 'https://media.licdn.com/dms/image/C4D03AQ/profile-displayphoto-shrink_100_100/maya.jpg',
  email: 'maya@northwind.example',
};
const SEEDED_ORGANIZATIONS: LinkedInOrganization[] = [
  {
    id: 2414183,
    localizedName: 'Northwind Coffee',
    vanityName: 'northwind-coffee',
    role: 'ADMINISTRATOR',
    state: 'APPROVED',
    followers: 1280,
  },
  {
    id: 5550001,
    localizedName: 'Harbor Roasters',
    vanityName: 'harbor-roasters',
    role: 'ANALYST',
    state: 'APPROVED',
    followers: 310,
  },
];

/** A route of api.linkedin.com: every one wants a live bearer token. */
interface Route {
  method: string;
  pattern: RegExp;
  /** /rest: LinkedIn-Version and X-Restli-Protocol-Version are required too. */
  versioned?: boolean;
  handle: (request: StandInRequest, params: string[], grant: Grant) => Answer;
}

/**
 * A stand-in for LinkedIn on a loopback port: the consent page and token endpoint (client id and secret in the
 * form, no PKCE, 60-day access tokens, a 365-day refresh token that does not rotate), who signed in and the
 * organizations they administer, posts with images and article links, comments with one level of replies, and
 * reactions, kept in memory and answered with LinkedIn's bodies, error bodies and 429s.
 */
export async function startLinkedInStandIn(
  options: StandInOptions & {
    accessTokenLifetimeSeconds?: number;
    /** Programmatic refresh tokens are for approved apps only (…/programmatic-refresh-tokens): false gives none. */
    refreshTokens?: boolean;
  } = {},
): Promise<LinkedInStandIn> {
  const app = appOf('linkedin', options);
  const member: LinkedInMember = { ...SEEDED_MEMBER };
  const memberUrn = `urn:li:person:${member.sub}`;
  const organizations = SEEDED_ORGANIZATIONS.map((organization) => ({ ...organization }));
  const posts: LinkedInPost[] = [];
  const comments: LinkedInComment[] = [];
  const reactions: LinkedInReaction[] = [];
  const images = new Map<string, LinkedInImage>();
  const figures = new Map<string, Partial<LinkedInFigures>>();
  let memberFollowers = 412;
  const uploads = new Map<string, string>();
  const issued = new Map<string, Grant>();
  const limits = forcedLimits();
  let lastId = 7_210_000_000_000_000_000n;
  const nextId = () => String((lastId += 1n));
  const withRefresh = options.refreshTokens ?? true;

  const auth = authorizationServer({
    network: 'LinkedIn',
    ...app,
    authorizePath: '/oauth/v2/authorization',
    scopes: SCOPES,
    pkce: 'unsupported',
    clientAuth: 'body',
    accessTokenLifetimeSeconds: options.accessTokenLifetimeSeconds ?? 60 * DAY,
    refresh: withRefresh ? 'reuse' : 'none',
    ...(withRefresh ? { refreshTokenLifetimeSeconds: 365 * DAY } : {}),
    signedIn: () => ({ line: `Signed in as ${member.name}`, subject: member.sub }),
    // The token answer lists the scopes with commas (linkedin-api-js-client lib/auth.ts, AccessToken3LResponse).
    tokenFields: (grant) => ({ scope: grant.scopes.join(',') }),
  });

  /**
   * LinkedIn sends a cancelled sign-in back with its own error (…/authorization-code-flow, "Failed requests"):
   * user_cancelled_authorize, "The user cancelled the authorization".
   */
  function asLinkedIn(location: string): string {
    const back = new URL(location);
    if (back.searchParams.get('error') !== 'access_denied') return location;
    back.searchParams.set('error', 'user_cancelled_authorize');
    back.searchParams.set('error_description', 'The user cancelled the authorization');
    return back.href;
  }

  function consentAnswer(request: StandInRequest): Answer {
    const answer = auth.consentAnswer(request);
    if (answer.headers.location) answer.headers.location = asLinkedIn(answer.headers.location);
    return answer;
  }

  /** POST /oauth/v2/accessToken (…/authorization-code-flow step 3; refresh: …/programmatic-refresh-tokens). */
  function tokenEndpoint(request: StandInRequest): Answer {
    const answer = auth.tokenEndpoint(request);
    if (answer.status === 200) {
      // Kept to tell an expired token from a revoked or unknown one in a 401.
      const token = (JSON.parse(answer.body) as { access_token: string }).access_token;
      const grant = auth.grantOfToken(token);
      if (grant) issued.set(token, grant);
    }
    return answer;
  }

  const has = (grant: Grant, ...scopes: string[]) => scopes.some((scope) => grant.scopes.includes(scope));
  const organizationOf = (urn: string) =>
    organizations.find((organization) => `urn:li:organization:${organization.id}` === urn);
  /** Roles that post, comment and react for a page (…/shares/posts-api, permissions). */
  const poster = (urn: string) => {
    const organization = organizationOf(urn);
    return organization?.state === 'APPROVED' && ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR'].includes(organization.role);
  };
  /** Whether the grant acts as `actor`: the member with w_member_social, a page she posts for with w_organization_social. */
  const writesAs = (grant: Grant, actor: unknown) =>
    actor === memberUrn
      ? has(grant, 'w_member_social')
      : typeof actor === 'string' && poster(actor) && has(grant, 'w_organization_social');
  /** Whether the grant reads `author`'s posts and comments: r_member_social (restricted) or r_organization_social. */
  const readsAs = (grant: Grant, author: string) =>
    author === memberUrn ? has(grant, 'r_member_social') : poster(author) && has(grant, 'r_organization_social');

  const decode = (key: string) => {
    try {
      return decodeURIComponent(key);
    } catch {
      return '';
    }
  };
  const bodyOf = (request: StandInRequest) => jsonObjectOf(request);
  const postOf = (urn: string) => posts.find((post) => post.urn === urn);
  const commentOf = (urn: string) => comments.find((comment) => comment.urn === urn);

  /** GET /v2/userinfo (…/sign-in-with-linkedin-v2): the OpenID Connect claims, email with the email scope. */
  function userinfo(_request: StandInRequest, _params: string[], grant: Grant): Answer {
    if (!has(grant, 'openid') || !has(grant, 'profile')) return denied('/userinfo.GET.NO_VERSION');
    const { email, ...claims } = member;
    return json(200, {
      ...claims,
      locale: { country: 'US', language: 'en' },
      ...(has(grant, 'email') ? { email, email_verified: true } : {}),
    });
  }

  /** GET /rest/organizationAcls?q=roleAssignee (…/organizations/organization-access-control-by-role). */
  function organizationAcls(request: StandInRequest, _params: string[], grant: Grant): Answer {
    if (request.query.get('q') !== 'roleAssignee') return error(400, 'BAD_REQUEST', 'q must be roleAssignee here');
    if (!has(grant, 'r_organization_admin', 'rw_organization_admin'))
      return denied('organizationAcls.FINDER-roleAssignee');
    const role = request.query.get('role');
    const state = request.query.get('state');
    const elements = organizations
      .filter((organization) => organization.role !== 'NONE')
      .filter((organization) => (!role || organization.role === role) && (!state || organization.state === state))
      .map((organization) => ({
        roleAssignee: memberUrn,
        role: organization.role,
        state: organization.state,
        organization: `urn:li:organization:${organization.id}`,
      }));
    return json(200, { paging: { start: 0, count: elements.length, links: [] }, elements });
  }

  /** GET /rest/organizations/{id} (…/organizations/organization-lookup-api). */
  function organization(_request: StandInRequest, [id]: string[]): Answer {
    const found = organizations.find((one) => String(one.id) === id);
    if (!found) return notFound(`Organization ${id}`);
    return json(200, {
      id: found.id,
      localizedName: found.localizedName,
      vanityName: found.vanityName,
      name: { localized: { en_US: found.localizedName }, preferredLocale: { country: 'US', language: 'en' } },
      $URN: `urn:li:organization:${found.id}`,
    });
  }

  /** The post's content as the Posts API takes it: one article (a link) or one image (…/shares/posts-api). */
  function contentOf(value: unknown, author: string): LinkedInPost['content'] | Answer {
    if (value === undefined) return null;
    const content = value as { article?: { source?: unknown; title?: unknown }; media?: { id?: unknown } };
    if (content.article && !content.media) {
      const { source, title } = content.article;
      if (typeof source !== 'string' || !/^https?:\/\/\S+$/.test(source))
        return invalid('/content/article/source', 'must be a URL');
      if (typeof title !== 'string' || title === '') return invalid('/content/article/title', 'missing required field');
      return { article: { source, title } };
    }
    if (content.media && !content.article) {
      const image = typeof content.media.id === 'string' ? images.get(content.media.id) : undefined;
      if (!image || !image.bytes) return invalid('/content/media/id', 'the image is not uploaded');
      if (image.owner !== author) return invalid('/content/media/id', 'the image belongs to another owner');
      return { media: { id: image.urn } };
    }
    return invalid('/content', 'exactly one of article or media');
  }

  /**
   * POST /rest/posts (…/shares/posts-api, "Create a Post"): 201 with the URN in x-restli-id and no body. The 3,000
   * character limit and the duplicate refusal are known from user reports, with their words.
   */
  function createPost(request: StandInRequest, _params: string[], grant: Grant): Answer {
    const body = bodyOf(request);
    if (!body) return error(400, 'BAD_REQUEST', 'The request body must be JSON');
    const author = body.author;
    if (typeof author !== 'string') return invalid('/author', 'missing required field');
    if (!writesAs(grant, author)) return denied('partnerApiPostsExternal.CREATE');
    if (typeof body.commentary !== 'string') return invalid('/commentary', 'must be a string');
    if (!['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'].includes(body.visibility as string))
      return invalid('/visibility', 'missing or unknown');
    const distribution = body.distribution as { feedDistribution?: unknown } | undefined;
    if (!['MAIN_FEED', 'NONE'].includes(distribution?.feedDistribution as string))
      return invalid('/distribution/feedDistribution', 'missing required field');
    if (body.lifecycleState !== 'PUBLISHED') return invalid('/lifecycleState', 'must be PUBLISHED');
    const content = contentOf(body.content, author);
    if (content && 'status' in content) return content;
    const text = renderLittleText(body.commentary);
    if ([...text].length > 3000)
      return invalid('/commentary', `length ${[...text].length} exceeds the maximum of 3000`);
    const duplicate = posts.find(
      (post) => post.author === author && post.commentary === body.commentary && !post.content && !content,
    );
    if (duplicate) return error(422, 'DUPLICATE_POST', `Content is a duplicate of ${duplicate.urn}`);
    const post: LinkedInPost = {
      urn: `urn:li:share:${nextId()}`,
      author,
      commentary: body.commentary,
      text,
      content,
      visibility: body.visibility as string,
      createdAt: Date.now(),
    };
    posts.push(post);
    return created({ 'x-restli-id': post.urn });
  }

  const postObject = (post: LinkedInPost) => ({
    id: post.urn,
    author: post.author,
    commentary: post.commentary,
    visibility: post.visibility,
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
    createdAt: post.createdAt,
    publishedAt: post.createdAt,
    lastModifiedAt: post.createdAt,
    ...(post.content ? { content: post.content } : {}),
  });

  /** A start/count page (…/shared/api-guide/concepts/pagination): count at most 100, 10 unless asked. */
  function paged<T>(request: StandInRequest, all: T[], map: (item: T) => unknown): Answer {
    const start = Number(request.query.get('start') ?? 0);
    const count = Number(request.query.get('count') ?? 10);
    if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 0 || count > 100)
      return error(400, 'BAD_REQUEST', 'start and count must be whole numbers, count at most 100');
    const elements = all.slice(start, start + count).map(map);
    return json(200, { paging: { start, count, total: all.length, links: [] }, elements });
  }

  /** GET /rest/posts?q=author&author=… (…/shares/posts-api, "Find Posts by Authors"), newest first. */
  function findPosts(request: StandInRequest, _params: string[], grant: Grant): Answer {
    if (request.query.has('ids')) return batchGetPosts(request, grant);
    if (request.query.get('q') !== 'author') return error(400, 'BAD_REQUEST', 'q must be author here');
    const author = request.query.get('author') ?? '';
    if (!readsAs(grant, author)) return denied('partnerApiPostsExternal.FINDER-author');
    const sortBy = request.query.get('sortBy') ?? 'LAST_MODIFIED';
    if (!['LAST_MODIFIED', 'CREATED'].includes(sortBy)) return error(400, 'BAD_REQUEST', `Unknown sortBy ${sortBy}`);
    const own = posts.filter((post) => post.author === author).sort((a, b) => b.createdAt - a.createdAt);
    return paged(request, own, postObject);
  }

  /** DELETE /rest/posts/{urn} (…/shares/posts-api, "Delete Posts"): 204; its comments and reactions go with it. */
  function deletePost(_request: StandInRequest, [key]: string[], grant: Grant): Answer {
    const post = postOf(decode(key!));
    if (!post) return notFound(`Post ${decode(key!)}`);
    if (!writesAs(grant, post.author)) return denied('partnerApiPostsExternal.DELETE');
    removePost(post);
    return noContent();
  }

  /** A post deleted, its comments and reactions with it. */
  function removePost(post: LinkedInPost) {
    posts.splice(posts.indexOf(post), 1);
    const gone = (urn: string) => urn === post.urn || comments.some((c) => c.urn === urn && c.object === post.urn);
    for (let i = reactions.length - 1; i >= 0; i--) if (gone(reactions[i]!.entity)) reactions.splice(i, 1);
    for (let i = comments.length - 1; i >= 0; i--) if (comments[i]!.object === post.urn) comments.splice(i, 1);
  }

  /** The URNs of a Rest.li 2.0 list parameter, `List(urn%3Ali%3Ashare%3A1,…)` (decoded by the query's parsing). */
  function listParam(request: StandInRequest, name: string): string[] | undefined {
    const value = request.query.get(name);
    if (value === null) return [];
    const inside = /^List\((.*)\)$/.exec(value)?.[1];
    return inside === undefined ? undefined : inside.split(',').filter(Boolean);
  }

  /**
   * A Rest.li BATCH_GET answer (…/shared/api-guide/concepts/methods) of each key's own answer: `results` and
   * `statuses` of the keys found, `errors` (LinkedIn's error body) of the others, each with its status.
   */
  function batchAnswer(urns: string[], answerOf: (urn: string) => Answer): Answer {
    const results: Record<string, unknown> = {};
    const statuses: Record<string, number> = {};
    const errors: Record<string, unknown> = {};
    for (const urn of urns) {
      const one = answerOf(urn);
      statuses[urn] = one.status;
      if (one.status === 200) results[urn] = JSON.parse(one.body);
      else errors[urn] = JSON.parse(one.body);
    }
    return json(200, { results, statuses, errors });
  }

  /**
   * GET /rest/posts?ids=List(…) (…/shares/posts-api, "Batch Get Posts"): each post found, and a 404 in `errors` for
   * each LinkedIn no longer has.
   */
  function batchGetPosts(request: StandInRequest, grant: Grant): Answer {
    const urns = listParam(request, 'ids');
    if (!urns?.length) return error(400, 'BAD_REQUEST', 'ids must be a List of post URNs');
    return batchAnswer(urns, (urn) => {
      const post = postOf(urn);
      if (!post) return notFound(`Post ${urn}`);
      return readsAs(grant, post.author) ? json(200, postObject(post)) : denied('partnerApiPostsExternal.BATCH_GET');
    });
  }

  /** A post's figures: those a test set, else its reactions and comments, and 0 for what it cannot count. */
  function figuresOf(post: LinkedInPost): LinkedInFigures {
    const set = figures.get(post.urn) ?? {};
    return {
      impressions: set.impressions ?? 0,
      clicks: set.clicks ?? 0,
      shares: set.shares ?? 0,
      likes: set.likes ?? reactions.filter((r) => r.entity === post.urn).length,
      comments: set.comments ?? comments.filter((c) => c.object === post.urn).length,
    };
  }

  /** Whether the grant reads the page's reporting data: an approved ADMINISTRATOR, with an admin scope. */
  const reportsOn = (grant: Grant, urn: string) => {
    const organization = organizationOf(urn);
    return (
      organization?.role === 'ADMINISTRATOR' &&
      organization.state === 'APPROVED' &&
      has(grant, 'r_organization_admin', 'rw_organization_admin')
    );
  };

  /**
   * GET /rest/organizationalEntityShareStatistics?q=organizationalEntity (…/organizations/share-statistics): with
   * `shares=List(…)` and `ugcPosts=List(…)`, an element per listed post of the page that has any activity ("Shares
   * that are not returned in the list of elements can be assumed to have counts of 0"; a deleted one is not returned
   * either); without them, one element for all the page's posts. Time-bound statistics are not served here.
   */
  function shareStatistics(request: StandInRequest, _params: string[], grant: Grant): Answer {
    if (request.query.get('q') !== 'organizationalEntity')
      return error(400, 'BAD_REQUEST', 'q must be organizationalEntity here');
    const page = request.query.get('organizationalEntity') ?? '';
    if (!organizationOf(page)) return invalid('/organizationalEntity', 'must be an organization URN');
    if (!reportsOn(grant, page)) return denied('organizationalEntityShareStatistics.FINDER-organizationalEntity');
    if ([...request.query.keys()].some((key) => key.startsWith('timeIntervals')))
      return error(400, 'BAD_REQUEST', 'The stand-in serves lifetime statistics only');
    const shares = listParam(request, 'shares');
    const ugcPosts = listParam(request, 'ugcPosts');
    if (!shares || shares.some((urn) => !urn.startsWith('urn:li:share:')))
      return invalid('/shares', 'must be a List of share URNs');
    if (!ugcPosts || ugcPosts.some((urn) => !urn.startsWith('urn:li:ugcPost:')))
      return invalid('/ugcPosts', 'must be a List of ugcPost URNs');
    const statistics = (counted: LinkedInFigures[]) => {
      const sum = (key: keyof LinkedInFigures) => counted.reduce((total, one) => total + one[key], 0);
      const impressionCount = sum('impressions');
      const [likeCount, commentCount, shareCount, clickCount] = [
        sum('likes'),
        sum('comments'),
        sum('shares'),
        sum('clicks'),
      ];
      return {
        impressionCount,
        uniqueImpressionsCount: Math.floor(impressionCount * 0.8),
        likeCount,
        commentCount,
        shareCount,
        clickCount,
        engagement: impressionCount ? (likeCount + commentCount + shareCount + clickCount) / impressionCount : 0,
      };
    };
    const own = posts.filter((post) => post.author === page);
    if (shares.length + ugcPosts.length === 0)
      return json(200, {
        paging: { start: 0, count: 10, links: [] },
        elements: [{ organizationalEntity: page, totalShareStatistics: statistics(own.map(figuresOf)) }],
      });
    const elements = [...shares, ...ugcPosts].flatMap((urn) => {
      const post = own.find((one) => one.urn === urn);
      if (!post) return [];
      const counted = figuresOf(post);
      if (Object.values(counted).every((n) => n === 0)) return [];
      const key = urn.startsWith('urn:li:share:') ? 'share' : 'ugcPost';
      return [{ organizationalEntity: page, [key]: urn, totalShareStatistics: statistics([counted]) }];
    });
    return json(200, { paging: { start: 0, count: 10, links: [] }, elements });
  }

  /** A social metadata summary (…/shares/social-metadata-api): reactions by type, comments' counts. */
  function socialMetadataOf(post: LinkedInPost) {
    const counted = figuresOf(post);
    const set = figures.get(post.urn)?.likes;
    const byType = new Map<string, number>();
    if (set !== undefined) byType.set('LIKE', set);
    else
      for (const reaction of reactions.filter((r) => r.entity === post.urn))
        byType.set(reaction.reactionType, (byType.get(reaction.reactionType) ?? 0) + 1);
    const topLevel = comments.filter((c) => c.object === post.urn && !c.parentComment).length;
    return {
      entity: post.urn,
      reactionSummaries: Object.fromEntries(
        [...byType].map(([reactionType, count]) => [reactionType, { reactionType, count }]),
      ),
      commentsState: 'OPEN',
      commentSummary: { count: counted.comments, topLevelCount: Math.min(topLevel, counted.comments) },
    };
  }

  /**
   * GET /rest/socialMetadata/{URN} and GET /rest/socialMetadata?ids=List(…) (…/shares/social-metadata-api, "Get" and
   * "Batch Get a Summary of Social Metadata"): for posts the grant reads (r_member_social for a member's).
   */
  function socialMetadata(request: StandInRequest, [key]: string[], grant: Grant): Answer {
    const summary = (urn: string) => {
      const post = postOf(urn);
      if (!post) return notFound(`Entity ${urn}`);
      return readsAs(grant, post.author) ? json(200, socialMetadataOf(post)) : denied('socialMetadata.GET');
    };
    if (key !== undefined) return summary(decode(key));
    const urns = listParam(request, 'ids');
    if (!urns?.length) return error(400, 'BAD_REQUEST', 'ids must be a List of URNs');
    return batchAnswer(urns, summary);
  }

  /**
   * GET /rest/networkSizes/{organization URN}?edgeType=COMPANY_FOLLOWED_BY_MEMBER (…/organizations/
   * organization-lookup-api, "Retrieve Organization Follower Count"): {firstDegreeSize}.
   */
  function networkSize(request: StandInRequest, [key]: string[], grant: Grant): Answer {
    if (request.query.get('edgeType') !== 'COMPANY_FOLLOWED_BY_MEMBER')
      return error(400, 'BAD_REQUEST', 'edgeType must be COMPANY_FOLLOWED_BY_MEMBER');
    const found = organizationOf(decode(key!));
    if (!found) return notFound(`Organization ${decode(key!)}`);
    if (!has(grant, 'r_organization_admin', 'rw_organization_admin', 'r_organization_social'))
      return denied('networkSizes.GET');
    return json(200, { firstDegreeSize: found.followers });
  }

  /**
   * GET /rest/memberFollowersCount?q=me (…/community-management/members/follower-statistics, "Retrieve Lifetime
   * Follower Statistics"): the signed-in member's followers, with r_member_profileAnalytics.
   */
  function memberFollowersCount(request: StandInRequest, _params: string[], grant: Grant): Answer {
    if (request.query.get('q') !== 'me') return error(400, 'BAD_REQUEST', 'The stand-in serves the me finder only');
    if (!has(grant, 'r_member_profileAnalytics')) return denied('memberFollowersCount.FINDER-me');
    return json(200, { elements: [{ memberFollowersCount: memberFollowers }], paging: { count: 10, start: 0 } });
  }

  /** POST /rest/images?action=initializeUpload (…/shares/images-api): where to PUT the bytes, and the image's URN. */
  function initializeUpload(request: StandInRequest, _params: string[], grant: Grant): Answer {
    if (request.query.get('action') !== 'initializeUpload') return error(400, 'BAD_REQUEST', 'Unknown action');
    const owner = (bodyOf(request)?.initializeUploadRequest as { owner?: unknown } | undefined)?.owner;
    if (typeof owner !== 'string') return invalid('/initializeUploadRequest/owner', 'missing required field');
    if (!writesAs(grant, owner)) return denied('images.ACTION-initializeUpload');
    const token = randomToken();
    const urn = `urn:li:image:C4E10AQ${nextId()}`;
    images.set(urn, { urn, owner, bytes: null, mimeType: null });
    uploads.set(token, urn);
    return json(200, {
      value: {
        uploadUrlExpiresAt: Date.now() + DAY * 1000,
        uploadUrl: `${server.url}/dms-uploads/${token}`,
        image: urn,
      },
    });
  }

  /** PUT {uploadUrl} with the bytes and the member's bearer token (…/shares/images-api, step 2): 201. */
  function uploadBytes(request: StandInRequest, [token]: string[]): Answer {
    const image = images.get(uploads.get(token!) ?? '');
    if (!image) return notFound('Upload');
    const type = imageType(request.bytes);
    if (!type || !['image/jpeg', 'image/png', 'image/gif'].includes(type))
      return error(400, 'BAD_REQUEST', 'The upload is not a JPG, PNG or GIF image');
    image.bytes = request.bytes;
    image.mimeType = type;
    uploads.delete(token!);
    return created({});
  }

  const repliesOf = (comment: LinkedInComment) => comments.filter((one) => one.parentComment === comment.urn);
  const commentObject = (comment: LinkedInComment) => {
    const replies = repliesOf(comment).length;
    return {
      id: comment.id,
      commentUrn: comment.urn,
      actor: comment.actor,
      object: comment.object,
      message: { text: comment.message, attributes: [] },
      created: { actor: comment.actor, time: comment.createdAt },
      lastModified: { actor: comment.actor, time: comment.createdAt },
      ...(comment.parentComment ? { parentComment: comment.parentComment } : {}),
      commentsSummary: { totalFirstLevelComments: replies, aggregatedTotalComments: replies },
      likesSummary: { totalLikes: reactions.filter((r) => r.entity === comment.urn).length },
    };
  };

  /** The thread a socialActions target names: a post, or a top-level comment of one. */
  function threadOf(key: string): { post: LinkedInPost; comment?: LinkedInComment } | undefined {
    const urn = decode(key);
    const comment = commentOf(urn);
    const post = postOf(comment ? comment.object : urn);
    return post ? { post, comment } : undefined;
  }

  /**
   * GET /rest/socialActions/{post or comment URN}/comments (…/shares/comments-api, "Get Comments on Shares" and
   * "on Comments"): a post's top-level comments, or a comment's replies, oldest first.
   */
  function listComments(request: StandInRequest, [key]: string[], grant: Grant): Answer {
    const thread = threadOf(key!);
    if (!thread) return notFound(`Thread ${decode(key!)}`);
    if (!readsAs(grant, thread.post.author)) return denied('socialActions.comments.GET_ALL');
    const listed = comments
      .filter((c) => c.object === thread.post.urn && c.parentComment === (thread.comment?.urn ?? null))
      .sort((a, b) => a.createdAt - b.createdAt);
    return paged(request, listed, commentObject);
  }

  /** GET /rest/socialActions/{target}/comments/{id} (…/shares/comments-api, "Get a Comment"). */
  function getComment(_request: StandInRequest, [key, id]: string[], grant: Grant): Answer {
    const thread = threadOf(key!);
    const comment = thread && comments.find((c) => c.id === decode(id!) && c.object === thread.post.urn);
    if (!thread || !comment) return notFound(`Comment ${decode(id!)}`);
    if (!readsAs(grant, thread.post.author) && comment.actor !== memberUrn) return denied('socialActions.comments.GET');
    return json(200, commentObject(comment));
  }

  /** Records a comment (the member's, a page's, or someone else's seeded by a test). */
  function addComment(actor: string, post: LinkedInPost, parent: LinkedInComment | undefined, message: string) {
    const id = nextId();
    const comment: LinkedInComment = {
      id,
      urn: `urn:li:comment:(${post.urn},${id})`,
      actor,
      object: post.urn,
      parentComment: parent?.urn ?? null,
      message,
      createdAt: Date.now(),
    };
    comments.push(comment);
    return comment;
  }

  /**
   * POST /rest/socialActions/{target}/comments (…/shares/comments-api, "Create a Comment"): actor, object (the
   * post) and message; under a comment also parentComment, the target itself, one level deep. 201 with the comment.
   */
  function createComment(request: StandInRequest, [key]: string[], grant: Grant): Answer {
    const thread = threadOf(key!);
    if (!thread) return notFound(`Thread ${decode(key!)}`);
    const body = bodyOf(request);
    if (!body) return error(400, 'BAD_REQUEST', 'The request body must be JSON');
    if (!writesAs(grant, body.actor)) return denied('socialActions.comments.CREATE');
    if (body.object !== thread.post.urn) return invalid('/object', `must be ${thread.post.urn}`);
    const text = (body.message as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string' || text.trim() === '') return invalid('/message/text', 'missing required field');
    if (thread.comment) {
      if (body.parentComment !== thread.comment.urn) return invalid('/parentComment', `must be ${thread.comment.urn}`);
      if (thread.comment.parentComment) return invalid('/parentComment', 'comments nest one level only');
    } else if (body.parentComment !== undefined) return invalid('/parentComment', 'not for a comment on a post');
    const comment = addComment(body.actor as string, thread.post, thread.comment, text);
    return created({ 'x-restli-id': comment.id }, commentObject(comment));
  }

  /** DELETE /rest/socialActions/{target}/comments/{id}?actor=… (…/shares/comments-api): the actor's own only. */
  function deleteComment(request: StandInRequest, [key, id]: string[], grant: Grant): Answer {
    const thread = threadOf(key!);
    const comment = thread && comments.find((c) => c.id === decode(id!) && c.object === thread.post.urn);
    if (!comment) return notFound(`Comment ${decode(id!)}`);
    const actor = request.query.get('actor');
    if (!writesAs(grant, actor) || comment.actor !== actor) return denied('socialActions.comments.DELETE');
    const gone = new Set([comment.urn, ...repliesOf(comment).map((reply) => reply.urn)]);
    for (let i = comments.length - 1; i >= 0; i--) if (gone.has(comments[i]!.urn)) comments.splice(i, 1);
    return noContent();
  }

  /** POST /rest/reactions?actor=… (…/shares/reactions-api, on a post or a comment): one per actor and entity. */
  function createReaction(request: StandInRequest, _params: string[], grant: Grant): Answer {
    const actor = request.query.get('actor');
    if (!writesAs(grant, actor)) return denied('reactions.CREATE');
    const body = bodyOf(request);
    const root = body?.root;
    if (typeof root !== 'string' || (!postOf(root) && !commentOf(root))) return invalid('/root', 'unknown entity');
    if (!REACTION_TYPES.includes(body!.reactionType as string))
      return invalid('/reactionType', 'unknown reaction type');
    const existing = reactions.findIndex((r) => r.actor === actor && r.entity === root);
    if (existing !== -1) reactions.splice(existing, 1);
    const reaction = { actor: actor!, entity: root, reactionType: body!.reactionType as string };
    reactions.push(reaction);
    return created(
      { 'x-restli-id': `urn:li:reaction:(${actor},${root})` },
      { root, reactionType: reaction.reactionType, created: { actor, time: Date.now() } },
    );
  }

  /** DELETE /rest/reactions/(actor:{URN},entity:{URN}) (…/shares/reactions-api, "Delete a Reaction"). */
  function deleteReaction(_request: StandInRequest, [actorKey, entityKey]: string[], grant: Grant): Answer {
    const actor = decode(actorKey!);
    const entity = decode(entityKey!);
    if (!writesAs(grant, actor)) return denied('reactions.DELETE');
    const at = reactions.findIndex((r) => r.actor === actor && r.entity === entity);
    if (at === -1) return notFound(`Reaction of ${actor} on ${entity}`);
    reactions.splice(at, 1);
    return noContent();
  }

  /** www.linkedin.com's OAuth pages (…/authorization-code-flow). */
  const pages: Record<string, (request: StandInRequest) => Answer> = {
    'GET /oauth/v2/authorization': (request) => auth.consentPage(request),
    'POST /oauth/v2/authorization': consentAnswer,
    'POST /oauth/v2/accessToken': tokenEndpoint,
  };
  const routes: Route[] = [
    { method: 'GET', pattern: /^\/v2\/userinfo$/, handle: userinfo },
    { method: 'GET', pattern: /^\/rest\/organizationAcls$/, versioned: true, handle: organizationAcls },
    { method: 'GET', pattern: /^\/rest\/organizations\/(\d+)$/, versioned: true, handle: organization },
    { method: 'POST', pattern: /^\/rest\/posts$/, versioned: true, handle: createPost },
    { method: 'GET', pattern: /^\/rest\/posts$/, versioned: true, handle: findPosts },
    { method: 'DELETE', pattern: /^\/rest\/posts\/([^/]+)$/, versioned: true, handle: deletePost },
    { method: 'POST', pattern: /^\/rest\/images$/, versioned: true, handle: initializeUpload },
    { method: 'PUT', pattern: /^\/dms-uploads\/([\w-]+)$/, handle: uploadBytes },
    { method: 'GET', pattern: /^\/rest\/socialActions\/([^/]+)\/comments$/, versioned: true, handle: listComments },
    { method: 'POST', pattern: /^\/rest\/socialActions\/([^/]+)\/comments$/, versioned: true, handle: createComment },
    {
      method: 'GET',
      pattern: /^\/rest\/socialActions\/([^/]+)\/comments\/([^/]+)$/,
      versioned: true,
      handle: getComment,
    },
    {
      method: 'DELETE',
      pattern: /^\/rest\/socialActions\/([^/]+)\/comments\/([^/]+)$/,
      versioned: true,
      handle: deleteComment,
    },
    { method: 'POST', pattern: /^\/rest\/reactions$/, versioned: true, handle: createReaction },
    {
      method: 'GET',
      pattern: /^\/rest\/organizationalEntityShareStatistics$/,
      versioned: true,
      handle: shareStatistics,
    },
    { method: 'GET', pattern: /^\/rest\/socialMetadata$/, versioned: true, handle: socialMetadata },
    { method: 'GET', pattern: /^\/rest\/socialMetadata\/([^/]+)$/, versioned: true, handle: socialMetadata },
    { method: 'GET', pattern: /^\/rest\/networkSizes\/([^/]+)$/, versioned: true, handle: networkSize },
    { method: 'GET', pattern: /^\/rest\/memberFollowersCount$/, versioned: true, handle: memberFollowersCount },
    {
      method: 'DELETE',
      pattern: /^\/rest\/reactions\/\(actor:([^,()]+),entity:([^,()]+)\)$/,
      versioned: true,
      handle: deleteReaction,
    },
  ];

  /**
   * 401 with LinkedIn's codes (serviceErrorCode 65600 invalid, 65601 revoked, 65602 expired, as LinkedIn answers
   * them; "Empty oauth2_access_token" from the error-handling page), or the live token's grant.
   */
  function signedIn(request: StandInRequest): Grant | Answer {
    const grant = auth.grantOf(request);
    if (grant) return grant;
    const presented = bearerOf(request);
    if (!presented) return json(401, { status: 401, serviceErrorCode: 401, message: 'Empty oauth2_access_token' });
    const known = issued.get(presented);
    if (!known) return error(401, 'INVALID_ACCESS_TOKEN', 'Invalid access token', 65600);
    if (known.revoked)
      return error(401, 'REVOKED_ACCESS_TOKEN', 'The token used in the request has been revoked by the user', 65601);
    return error(401, 'EXPIRED_ACCESS_TOKEN', 'The token used in the request has expired', 65602);
  }

  /** The versioned API's headers (…/marketing/versioning): a version that is served, and Rest.li protocol 2.0. */
  function versionRefusal(request: StandInRequest): Answer | undefined {
    const version = request.headers['linkedin-version'];
    if (typeof version !== 'string' || version === '')
      return error(
        400,
        'VERSION_MISSING',
        'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
      );
    const month = /^(\d{6})(\.\d{2})?$/.exec(version)?.[1];
    if (!month || Number(month) < ACTIVE_VERSIONS.oldest || Number(month) > ACTIVE_VERSIONS.newest)
      return error(426, 'NONEXISTENT_VERSION', `Requested version ${version} is not active`);
    if (request.headers['x-restli-protocol-version'] !== '2.0.0')
      return error(400, 'BAD_REQUEST', 'X-Restli-Protocol-Version: 2.0.0 is required');
    return undefined;
  }

  /** A 429 set up by rateLimitNext: LinkedIn's body for a day's limit, Retry-After only when the test gave one. */
  function forcedLimit(request: StandInRequest): Answer | undefined {
    const reset = limits.take(request);
    if (reset === undefined) return undefined;
    const limited = error(
      429,
      'TOO_MANY_REQUESTS',
      'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
      101,
    );
    if (Number.isFinite(reset)) limited.headers['retry-after'] = String(reset);
    return limited;
  }

  function dispatch(request: StandInRequest): Answer {
    const page = pages[`${request.method} ${request.path}`];
    if (page) return forcedLimit(request) ?? page(request);
    for (const route of routes) {
      const found = route.method === request.method ? route.pattern.exec(request.path) : null;
      if (!found) continue;
      const grant = signedIn(request);
      if (!('scopes' in grant)) return grant;
      const refused = (route.versioned ? versionRefusal(request) : undefined) ?? forcedLimit(request);
      return refused ?? route.handle(request, found.slice(1), grant);
    }
    return error(404, 'NOT_FOUND', `No route for ${request.method} ${request.path}`);
  }

  const server = await serveStandIn(dispatch, { port: options.port });

  const controls = controlsOf(app, server, limits, auth);
  // Expired tokens answer 401 EXPIRED_ACCESS_TOKEN; revoked ones 401 REVOKED_ACCESS_TOKEN, their refresh tokens
  // invalid_grant (signedIn).
  return {
    ...controls,
    member,
    memberUrn,
    organizations,
    posts,
    comments,
    reactions,
    images,
    figures,
    get memberFollowers() {
      return memberFollowers;
    },
    set memberFollowers(count: number) {
      memberFollowers = count;
    },
    setFigures: (urn, set) => figures.set(urn, { ...figures.get(urn), ...set }),
    deletePost: (urn) => {
      const post = postOf(urn);
      if (!post) throw new Error(`No post ${urn} to delete.`);
      removePost(post);
    },
    comment: (actor, on, text) => {
      if (!/^urn:li:(person|organization):\w+$/.test(actor)) throw new Error(`Not a member or page URN: ${actor}`);
      const parent = commentOf(on);
      const post = postOf(parent ? parent.object : on);
      if (!post) throw new Error(`No post or comment ${on} to comment on.`);
      if (parent?.parentComment) throw new Error('LinkedIn nests comments one level only.');
      return addComment(actor, post, parent, text);
    },
    rateLimitNext: (route, count, resetInSeconds) => limits.add(route, count, resetInSeconds ?? Number.NaN),
    approve: (authorizeUrl, options) => asLinkedIn(controls.approve(authorizeUrl, options)),
  };
}
