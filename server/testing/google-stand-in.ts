import { appOf, controlsOf, type StandInControls, type StandInOptions } from './stand-ins/controls.ts';
import {
  forcedLimits,
  formOf,
  isWebAddress,
  json,
  jsonObjectOf,
  randomToken,
  serveStandIn,
  type Answer,
  type StandInRequest,
} from './stand-ins/http.ts';
import { authorizationServer } from './stand-ins/oauth.ts';

// Google Business Profile as its documentation has it, summed up with sources and tags in
// docs/research/network-apis.md, section "6. Google Business Profile": OAuth 2.0 for web server applications
// (developers.google.com/identity/protocols/oauth2/web-server), Account Management and Business Information v1
// (developers.google.com/my-business/reference/accountmanagement/rest, .../businessinformation/rest) and the v4 local
// posts and reviews (developers.google.com/my-business/reference/rest/v4), and the Performance API's daily metrics
// (developers.google.com/my-business/reference/performance/rest). Google's hosts are all served on one origin: their
// paths do not collide (/o/oauth2/v2/auth, /token, /v1/accounts, /v1/locations, /v1/locations/{l}:fetch…,
// /v4/accounts).

export interface GoogleUser {
  sub: string;
  name: string;
  email: string;
}
/** An Account (.../accountmanagement/rest/v1/accounts#Account). */
export interface GoogleAccount {
  name: string;
  accountName: string;
  type: 'PERSONAL' | 'LOCATION_GROUP' | 'USER_GROUP' | 'ORGANIZATION';
  role: string;
  verificationState: string;
}
/** A Location (.../businessinformation/rest/v1/locations#Location), with the account it is listed under. */
export interface GoogleLocation {
  account: string;
  name: string;
  title: string;
  languageCode: string;
  storefrontAddress?: { regionCode: string; addressLines: string[]; locality: string; postalCode: string };
  metadata: { placeId: string; mapsUri: string; newReviewUri: string };
}
/** A LocalPost (.../rest/v4/accounts.locations.localPosts#LocalPost) as the stand-in keeps it. */
export interface GoogleLocalPost {
  name: string;
  languageCode?: string;
  summary?: string;
  topicType: string;
  callToAction?: { actionType: string; url?: string };
  media?: { name: string; mediaFormat: string; sourceUrl: string; googleUrl: string }[];
  state: 'LIVE';
  createTime: string;
  updateTime: string;
  searchUrl: string;
}
export interface GoogleReviewer {
  displayName: string;
  profilePhotoUrl?: string;
  isAnonymous?: boolean;
}
/** A Review (.../rest/v4/accounts.locations.reviews#Review). */
export interface GoogleReview {
  name: string;
  reviewId: string;
  reviewer: GoogleReviewer;
  starRating: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

/** Its `url` is one origin for the consent page, the token endpoint and the four API hosts; `approve` is async. */
export interface GoogleStandIn extends StandInControls<Promise<string>> {
  port: number;
  /** Who signs in on the consent page; they manage every account in `accounts`. */
  user: GoogleUser;
  accounts: GoogleAccount[];
  /** Seeded: two locations titled "Northwind Coffee" under the account "Northwind Coffee" (the personal account has none). */
  locations: GoogleLocation[];
  localPosts: GoogleLocalPost[];
  reviews: GoogleReview[];
  /**
   * Each location's daily metrics (by `locations/{l}`, then day YYYY-MM-DD), as tests set them: a day not here is
   * one Google has not filled in yet; a metric not set on a day that is, 0.
   */
  performance: Map<string, Map<string, Partial<Record<DailyMetric, number>>>>;
  /** A location's (`accounts/{a}/locations/{l}` or `locations/{l}`) metrics on a day; the day is then filled in. */
  setDailyMetrics(location: string, day: string, metrics: Partial<Record<DailyMetric, number>>): void;
  /** Someone reviews the location (`accounts/{a}/locations/{l}`); `reply` is the business's reply, written on Google. */
  review(
    location: string,
    from: GoogleReviewer,
    stars: 1 | 2 | 3 | 4 | 5,
    comment?: string,
    options?: { reply?: string },
  ): GoogleReview;
}

/** The DailyMetric values (developers.google.com/my-business/reference/performance/rest/v1/DailyMetric). */
const DAILY_METRICS = [
  'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
  'BUSINESS_CONVERSATIONS',
  'BUSINESS_DIRECTION_REQUESTS',
  'CALL_CLICKS',
  'WEBSITE_CLICKS',
  'BUSINESS_BOOKINGS',
  'BUSINESS_FOOD_ORDERS',
  'BUSINESS_FOOD_MENU_CLICKS',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

const BUSINESS_MANAGE = 'https://www.googleapis.com/auth/business.manage';
/** The scopes the stand-in knows, with words like those of Google's consent screen. */
const SCOPES: Record<string, string> = {
  [BUSINESS_MANAGE]: 'See, edit, create and delete your Google business listings',
  'https://www.googleapis.com/auth/plus.business.manage': 'See, edit, create and delete your Google business listings',
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: 'See your personal info, including any personal info you’ve made publicly available',
};
const STARS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
const TOPIC_TYPES = ['STANDARD', 'EVENT', 'OFFER', 'ALERT'];
const ACTION_TYPES = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'];
/** The LocalPost fields a client may send (output-only fields are ignored by Google; others are unknown names). */
const POST_FIELDS = new Set([
  'name',
  'languageCode',
  'summary',
  'callToAction',
  'createTime',
  'updateTime',
  'event',
  'state',
  'media',
  'searchUrl',
  'topicType',
  'alertType',
  'offer',
  'scheduledTime',
]);
const LOCATION_FIELDS = ['name', 'title', 'languageCode', 'storeCode', 'storefrontAddress', 'metadata'];
const SUMMARY_LIMIT = 1500;
const REPLY_LIMIT = 4096;

/** Google's error model (cloud.google.com/apis/design/errors): status names by HTTP code. */
const STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
};
const googleError = (code: number, message: string, details?: unknown[]) =>
  json(code, { error: { code, message, status: STATUS[code], ...(details ? { details } : {}) } });
/** An INVALID_ARGUMENT naming the field, as a google.rpc.BadRequest detail. */
const badField = (field: string, description: string) =>
  googleError(400, 'Request contains an invalid argument.', [
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field, description }] },
  ]);
const notFound = () => googleError(404, 'Requested entity was not found.');
const unauthenticated = () =>
  googleError(
    401,
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  );

/** Page tokens are opaque to clients: here, the offset of the page's first item. */
const pageToken = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
const offsetOf = (token: string | null) => {
  if (token === null) return 0;
  const offset = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString())?.[1];
  return offset === undefined ? undefined : Number(offset);
};
/** One page of a list as Google's list methods answer it; a string names the bad parameter. */
function pageOf<T>(items: T[], query: URLSearchParams, sizes: { default: number; max: number }) {
  const size = Number(query.get('pageSize') ?? sizes.default);
  if (!Number.isInteger(size) || size < 0 || size > sizes.max) return 'pageSize';
  const start = offsetOf(query.get('pageToken'));
  if (start === undefined) return 'pageToken';
  const end = start + (size || sizes.default);
  return { items: items.slice(start, end), next: end < items.length ? pageToken(end) : undefined };
}

function seeded() {
  const user: GoogleUser = { sub: '110248495921238986420', name: 'Ada Lovelace', email: 'ada@northwind.example' };
  const accounts: GoogleAccount[] = [
    {
      name: `accounts/${user.sub}`,
      accountName: user.name,
      type: 'PERSONAL',
      role: 'PRIMARY_OWNER',
      verificationState: 'UNVERIFIED',
    },
    {
      name: 'accounts/4815162342',
      accountName: 'Northwind Coffee',
      type: 'LOCATION_GROUP',
      role: 'OWNER',
      verificationState: 'VERIFIED',
    },
  ];
  const location = (id: string, street: string, cid: string): GoogleLocation => ({
    account: 'accounts/4815162342',
    name: `locations/${id}`,
    title: 'Northwind Coffee',
    languageCode: 'en-GB',
    storefrontAddress: { regionCode: 'GB', addressLines: [street], locality: 'Bristol', postalCode: 'BS1 4RN' },
    metadata: {
      placeId: `ChIJ${id}`,
      mapsUri: `https://maps.google.com/maps?cid=${cid}`,
      newReviewUri: `https://search.google.com/local/writereview?placeid=ChIJ${id}`,
    },
  });
  const locations = [
    location('7301221874', '12 Harbour Street', '1118277364510021'),
    location('7301221875', '3 Old Market', '1118277364510022'),
  ];
  return { user, accounts, locations };
}

/**
 * A stand-in for Google Business Profile on a loopback port: Google's consent page and token endpoint (PKCE optional,
 * the client's secret in the form, refresh tokens for access_type=offline that do not rotate), the accounts and
 * locations lists, local posts (create, list, delete) and reviews (list, get, reply, delete the reply), with Google's
 * error bodies. Tests play the reviewers with `review`.
 */
export async function startGoogleStandIn(options: StandInOptions = {}): Promise<GoogleStandIn> {
  const app = appOf('google', options);
  const { user, accounts, locations } = seeded();
  const localPosts: GoogleLocalPost[] = [];
  const reviews: GoogleReview[] = [];
  const performance = new Map<string, Map<string, Partial<Record<DailyMetric, number>>>>();
  const limits = forcedLimits();
  let lastTime = 0;
  // Every time the stand-in gives is later than the one before, so that orders by time are total.
  const now = () => new Date((lastTime = Math.max(Date.now(), lastTime + 1))).toISOString();

  const oauth = authorizationServer({
    network: 'Google',
    ...app,
    authorizePath: '/o/oauth2/v2/auth',
    scopes: SCOPES,
    pkce: 'optional',
    clientAuth: 'body',
    // "expires_in": the access token's remaining lifetime in seconds, an hour at most (web-server page, step 5).
    accessTokenLifetimeSeconds: 3599,
    refresh: 'reuse',
    // A refresh token only when access_type=offline (web-server page, "Refreshing an access token (offline access)").
    offline: { param: 'access_type', value: 'offline' },
    signedIn: () => ({ line: `Signed in as ${user.name} (${user.email})`, subject: user.sub }),
    checkAuthorize: (query) => {
      if (!query.get('scope')) return 'Missing required parameter: scope.';
      const access = query.get('access_type');
      if (access !== null && access !== 'online' && access !== 'offline')
        return `Invalid access_type: ${access} (online or offline).`;
      const prompts = (query.get('prompt') ?? '').split(' ').filter(Boolean);
      if (prompts.some((p) => !['none', 'consent', 'select_account'].includes(p)))
        return `Invalid prompt: ${query.get('prompt')}.`;
      return undefined;
    },
    tokenFields: () => ({ token_type: 'Bearer' }),
  });

  /**
   * POST oauth2.googleapis.com/token (web-server page, steps 5 and "Refreshing an access token"): a refresh answers
   * a new access token only, the refresh token staying as it was.
   */
  function tokenEndpoint(request: StandInRequest): Answer {
    const answer = oauth.tokenEndpoint(request);
    if (answer.status !== 200 || formOf(request).get('grant_type') !== 'refresh_token') return answer;
    const { refresh_token: _kept, ...rest } = JSON.parse(answer.body) as Record<string, unknown>;
    return { ...answer, body: JSON.stringify(rest) };
  }

  const locationAt = (account: string, location: string) =>
    locations.find((l) => l.account === `accounts/${account}` && l.name === `locations/${location}`);
  const pathOf = (location: GoogleLocation) => `${location.account}/${location.name}`;

  /** GET /v1/accounts (.../accountmanagement/rest/v1/accounts/list): pageSize up to 20, the personal account first. */
  function listAccounts(request: StandInRequest): Answer {
    const page = pageOf(accounts, request.query, { default: 20, max: 20 });
    if (typeof page === 'string') return badField(page, 'Invalid value.');
    return json(200, { accounts: page.items, ...(page.next ? { nextPageToken: page.next } : {}) });
  }

  /**
   * The read mask every Business Information read requires (discovery document: readMask "Required"): its field
   * paths, or Google's refusal.
   */
  function readMaskOf(query: URLSearchParams): string[] | Answer {
    const readMask = query.get('readMask');
    if (!readMask) return badField('read_mask', 'Field is required');
    const paths = readMask.split(',').map((field) => field.trim());
    const unknown = paths.find((path) => !LOCATION_FIELDS.includes(path.split('.')[0]!));
    return unknown === undefined ? paths : badField('read_mask', `Invalid field mask: ${unknown}`);
  }

  /** A Location with only the fields of the read mask (a path may name a field inside one, as metadata.mapsUri). */
  function masked(location: GoogleLocation, paths: string[]): Record<string, unknown> {
    const fields = location as unknown as Record<string, Record<string, unknown> | string | undefined>;
    const view: Record<string, unknown> = {};
    for (const path of paths) {
      const [top, sub] = path.split('.') as [string, string | undefined];
      const value = fields[top];
      if (value === undefined) continue;
      if (sub === undefined) view[top] = value;
      else if (typeof value === 'object' && sub in value) view[top] = { ...(view[top] as object), [sub]: value[sub] };
    }
    return view;
  }

  /** GET /v1/accounts/{a}/locations (.../businessinformation/rest/v1/accounts.locations/list): pageSize up to 100. */
  function listLocations(request: StandInRequest, [account]: string[]): Answer {
    const paths = readMaskOf(request.query);
    if (!Array.isArray(paths)) return paths;
    if (!accounts.some((a) => a.name === `accounts/${account}`)) return notFound();
    const listed = locations.filter((l) => l.account === `accounts/${account}`);
    const page = pageOf(listed, request.query, { default: 10, max: 100 });
    if (typeof page === 'string') return badField(page, 'Invalid value.');
    return json(200, {
      ...(page.items.length ? { locations: page.items.map((l) => masked(l, paths)) } : {}),
      ...(page.next ? { nextPageToken: page.next } : {}),
    });
  }

  /** GET /v1/locations/{l} (.../businessinformation/rest/v1/locations/get). */
  function getLocation(request: StandInRequest, [id]: string[]): Answer {
    const paths = readMaskOf(request.query);
    if (!Array.isArray(paths)) return paths;
    const location = locations.find((l) => l.name === `locations/${id}`);
    return location ? json(200, masked(location, paths)) : notFound();
  }

  /** What is wrong with a LocalPost body, as Google names the field; undefined when Google takes it. */
  function postRefusal(body: Record<string, unknown>): Answer | undefined {
    const unknown = Object.keys(body).find((key) => !POST_FIELDS.has(key));
    if (unknown)
      return googleError(400, `Invalid JSON payload received. Unknown name "${unknown}": Cannot find field.`);
    if (typeof body.topicType !== 'string' || !TOPIC_TYPES.includes(body.topicType))
      return badField('topic_type', 'Topic type is required: STANDARD, EVENT, OFFER or ALERT.');
    if (body.summary !== undefined && typeof body.summary !== 'string') return badField('summary', 'Must be text.');
    const length = [...((body.summary as string | undefined) ?? '')].length;
    if (length > SUMMARY_LIMIT)
      return badField('summary', `The summary is ${length} characters long; at most ${SUMMARY_LIMIT} are allowed.`);
    const action = body.callToAction as { actionType?: unknown; url?: unknown } | undefined;
    if (action !== undefined) {
      if (typeof action.actionType !== 'string' || !ACTION_TYPES.includes(action.actionType))
        return badField('call_to_action.action_type', `Must be one of ${ACTION_TYPES.join(', ')}.`);
      if (action.actionType !== 'CALL' && !isWebAddress(action.url))
        return badField('call_to_action.url', 'A web address is required for this action type.');
    }
    const media = body.media as { mediaFormat?: unknown; sourceUrl?: unknown }[] | undefined;
    if (media !== undefined) {
      if (!Array.isArray(media)) return badField('media', 'Must be a list.');
      for (const [i, item] of media.entries()) {
        if (item.mediaFormat !== 'PHOTO' && item.mediaFormat !== 'VIDEO')
          return badField(`media[${i}].media_format`, 'Must be PHOTO or VIDEO.');
        // "sourceUrl is the only supported data field for a LocalPost MediaItem" (LocalPost reference).
        if (!isWebAddress(item.sourceUrl)) return badField(`media[${i}].source_url`, 'A web address is required.');
      }
    }
    return undefined;
  }

  /** POST /v4/{parent}/localPosts (.../rest/v4/accounts.locations.localPosts/create): the LocalPost made. */
  function createPost(request: StandInRequest, [account, id]: string[]): Answer {
    const location = locationAt(account!, id!);
    if (!location) return notFound();
    const body = jsonObjectOf(request);
    if (!body) return googleError(400, 'Invalid JSON payload received.');
    const refused = postRefusal(body);
    if (refused) return refused;
    const postId = randomToken().slice(0, 19);
    const at = now();
    const media = body.media as { mediaFormat: string; sourceUrl: string }[] | undefined;
    const post: GoogleLocalPost = {
      name: `${pathOf(location)}/localPosts/${postId}`,
      ...(typeof body.languageCode === 'string' ? { languageCode: body.languageCode } : {}),
      ...(typeof body.summary === 'string' ? { summary: body.summary } : {}),
      topicType: body.topicType as string,
      ...(body.callToAction ? { callToAction: body.callToAction as GoogleLocalPost['callToAction'] } : {}),
      ...(media
        ? {
            media: media.map((item, i) => ({
              name: `${pathOf(location)}/media/${postId}-${i}`,
              mediaFormat: item.mediaFormat,
              sourceUrl: item.sourceUrl,
              googleUrl: `https://lh3.googleusercontent.com/p/${postId}-${i}`,
            })),
          }
        : {}),
      state: 'LIVE',
      createTime: at,
      updateTime: at,
      searchUrl: `https://local.google.com/place?id=${location.metadata.placeId}&use=posts&lpsid=${postId}`,
    };
    localPosts.push(post);
    return json(200, post);
  }

  /** GET /v4/{parent}/localPosts (.../localPosts/list): pageSize 1..100, default 20; newest first here. */
  function listPosts(request: StandInRequest, [account, id]: string[]): Answer {
    const location = locationAt(account!, id!);
    if (!location) return notFound();
    const own = localPosts
      .filter((post) => post.name.startsWith(`${pathOf(location)}/`))
      .sort((a, b) => b.createTime.localeCompare(a.createTime));
    const page = pageOf(own, request.query, { default: 20, max: 100 });
    if (typeof page === 'string') return badField(page, 'Invalid value.');
    return json(200, {
      ...(page.items.length ? { localPosts: page.items } : {}),
      ...(page.next ? { nextPageToken: page.next } : {}),
    });
  }

  /** DELETE /v4/{name}/localPosts/{p} (.../localPosts/delete): an empty answer. */
  function deletePost(_request: StandInRequest, [account, id, postId]: string[]): Answer {
    const index = localPosts.findIndex(
      (post) => post.name === `accounts/${account}/locations/${id}/localPosts/${postId}`,
    );
    if (index === -1) return notFound();
    localPosts.splice(index, 1);
    return json(200, {});
  }

  const reviewAt = (account: string, id: string, reviewId: string) =>
    reviews.find((r) => r.name === `accounts/${account}/locations/${id}/reviews/${reviewId}`);

  /** GET /v4/{parent}/reviews (.../reviews/list): pageSize up to 50, orderBy updateTime desc (default), rating, rating desc. */
  function listReviews(request: StandInRequest, [account, id]: string[]): Answer {
    const location = locationAt(account!, id!);
    if (!location) return notFound();
    const order = request.query.get('orderBy') ?? 'updateTime desc';
    const orders: Record<string, (a: GoogleReview, b: GoogleReview) => number> = {
      'updateTime desc': (a, b) => b.updateTime.localeCompare(a.updateTime),
      rating: (a, b) => STARS.indexOf(a.starRating) - STARS.indexOf(b.starRating),
      'rating desc': (a, b) => STARS.indexOf(b.starRating) - STARS.indexOf(a.starRating),
    };
    if (!orders[order]) return badField('order_by', `Unsupported order: ${order}.`);
    const own = reviews.filter((r) => r.name.startsWith(`${pathOf(location)}/`)).sort(orders[order]);
    const page = pageOf(own, request.query, { default: 50, max: 50 });
    if (typeof page === 'string') return badField(page, 'Invalid value.');
    const average = own.reduce((sum, r) => sum + STARS.indexOf(r.starRating) + 1, 0) / (own.length || 1);
    return json(200, {
      ...(page.items.length ? { reviews: page.items } : {}),
      averageRating: Math.round(average * 10) / 10,
      totalReviewCount: own.length,
      ...(page.next ? { nextPageToken: page.next } : {}),
    });
  }

  /** GET /v4/{name}/reviews/{r} (.../reviews/get). */
  function getReview(_request: StandInRequest, [account, id, reviewId]: string[]): Answer {
    const review = reviewAt(account!, id!, reviewId!);
    return review ? json(200, review) : notFound();
  }

  /** PUT /v4/{name}/reviews/{r}/reply (.../reviews/updateReply): creates or replaces the reply; answers the ReviewReply. */
  function updateReply(request: StandInRequest, [account, id, reviewId]: string[]): Answer {
    const review = reviewAt(account!, id!, reviewId!);
    if (!review) return notFound();
    const body = jsonObjectOf(request);
    if (!body) return googleError(400, 'Invalid JSON payload received.');
    if (typeof body.comment !== 'string' || body.comment.trim() === '') return badField('comment', 'Field is required');
    // The reference gives 4096 as the reply's limit, in bytes as UTF-8 here (the unit is not said).
    if (Buffer.byteLength(body.comment) > REPLY_LIMIT)
      return badField('comment', `The reply is longer than ${REPLY_LIMIT} bytes.`);
    review.reviewReply = { comment: body.comment, updateTime: now() };
    return json(200, review.reviewReply);
  }

  /** DELETE /v4/{name}/reviews/{r}/reply (.../reviews/deleteReply): an empty answer. */
  function deleteReply(_request: StandInRequest, [account, id, reviewId]: string[]): Answer {
    const review = reviewAt(account!, id!, reviewId!);
    if (!review?.reviewReply) return notFound();
    delete review.reviewReply;
    return json(200, {});
  }

  /** A DailyRange's date from the query, either spelling proto field names take (`start_date`, `startDate`). */
  function rangeDate(query: URLSearchParams, end: 'start' | 'end'): string | undefined {
    const part = (name: string) =>
      query.get(`dailyRange.${end}_date.${name}`) ?? query.get(`dailyRange.${end}Date.${name}`);
    const [year, month, day] = ['year', 'month', 'day'].map((name) => Number(part(name)));
    if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
    const date = new Date(Date.UTC(year!, month! - 1, day!));
    return date.getUTCDate() === day && year! >= 1 ? date.toISOString().slice(0, 10) : undefined;
  }

  /**
   * GET /v1/locations/{l}:fetchMultiDailyMetricsTimeSeries (…/performance/rest/v1/locations/
   * fetchMultiDailyMetricsTimeSeries): dailyMetrics repeated, dailyRange's start and end dates; one
   * DailyMetricTimeSeries per metric, a DatedValue per day filled in, its value left out when zero ("This will not be
   * present when the value is zero", …/performance/rest/v1/TimeSeries). Days not filled in yet have no DatedValue: the
   * reference does not say how Google answers them, and this is what the connector is written against (decision 075).
   */
  function fetchMultiDailyMetrics(request: StandInRequest, [id]: string[]): Answer {
    const location = locations.find((l) => l.name === `locations/${id}`);
    if (!location) return notFound();
    const metrics = request.query.getAll('dailyMetrics');
    if (metrics.length === 0) return badField('daily_metrics', 'Field is required');
    const unknown = metrics.find((metric) => !(DAILY_METRICS as readonly string[]).includes(metric));
    if (unknown) return badField('daily_metrics', `Invalid value: ${unknown}`);
    const [start, end] = [rangeDate(request.query, 'start'), rangeDate(request.query, 'end')];
    if (!start) return badField('daily_range.start_date', 'Invalid date');
    if (!end || end < start) return badField('daily_range.end_date', 'Invalid date');
    const filled = [...(performance.get(location.name) ?? new Map<string, Partial<Record<DailyMetric, number>>>())]
      .filter(([day]) => day >= start && day <= end)
      .sort(([a], [b]) => a.localeCompare(b));
    const series = metrics.map((metric) => ({
      dailyMetric: metric,
      timeSeries: {
        datedValues: filled.map(([day, values]) => {
          const [year, month, date] = day.split('-').map(Number);
          const value = values[metric as DailyMetric] ?? 0;
          return { date: { year, month, day: date }, ...(value ? { value: String(value) } : {}) };
        }),
      },
    }));
    return json(200, { multiDailyMetricTimeSeries: [{ dailyMetricTimeSeries: series }] });
  }

  type Handler = (request: StandInRequest, params: string[]) => Answer;
  const v4 = (rest: string) => new RegExp(`^/v4/accounts/(\\d+)/locations/(\\d+)${rest}$`);
  const api: [string, RegExp, Handler][] = [
    ['GET', /^\/v1\/accounts$/, listAccounts],
    ['GET', /^\/v1\/accounts\/(\d+)\/locations$/, listLocations],
    ['GET', /^\/v1\/locations\/(\d+)$/, getLocation],
    ['GET', /^\/v1\/locations\/(\d+):fetchMultiDailyMetricsTimeSeries$/, fetchMultiDailyMetrics],
    ['POST', v4('/localPosts'), createPost],
    ['GET', v4('/localPosts'), listPosts],
    ['DELETE', v4('/localPosts/([\\w-]+)'), deletePost],
    ['GET', v4('/reviews'), listReviews],
    ['GET', v4('/reviews/([\\w-]+)'), getReview],
    ['PUT', v4('/reviews/([\\w-]+)/reply'), updateReply],
    ['DELETE', v4('/reviews/([\\w-]+)/reply'), deleteReply],
  ];

  /** A 429 set up by rateLimitNext: RESOURCE_EXHAUSTED, with when to come back when the test gives one. */
  function forcedLimit(request: StandInRequest): Answer | undefined {
    const reset = limits.take(request);
    if (reset === undefined) return undefined;
    // Google documents neither Retry-After nor RetryInfo for these APIs: both are sent, as its error model allows.
    const limited = googleError(
      429,
      "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'mybusiness.googleapis.com'.",
      reset > 0 ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${reset}s` }] : undefined,
    );
    if (reset > 0) limited.headers['retry-after'] = String(reset);
    return limited;
  }

  /** Every API call: a live bearer token of a grant with the business.manage scope, then the forced limits. */
  function guarded(request: StandInRequest, handle: Handler, params: string[]): Answer {
    const grant = oauth.grantOf(request);
    if (!grant) return unauthenticated();
    if (
      !grant.scopes.some((scope) => scope.endsWith('/auth/business.manage') || scope.endsWith('plus.business.manage'))
    )
      return googleError(403, 'Request had insufficient authentication scopes.');
    return forcedLimit(request) ?? handle(request, params);
  }

  function dispatch(request: StandInRequest): Answer {
    if (request.path === '/o/oauth2/v2/auth' && request.method === 'GET') return oauth.consentPage(request);
    if (request.path === '/o/oauth2/v2/auth' && request.method === 'POST') return oauth.consentAnswer(request);
    if (request.path === '/token' && request.method === 'POST') return tokenEndpoint(request);
    for (const [method, pattern, handle] of api) {
      const found = method === request.method ? pattern.exec(request.path) : null;
      if (found) return guarded(request, handle, found.slice(1));
    }
    return notFound();
  }

  const server = await serveStandIn(dispatch, { port: options.port });

  const controls = controlsOf(app, server, limits, oauth);
  // Expired and revoked tokens answer 401; a revoked grant's refresh token 400 invalid_grant.
  return {
    ...controls,
    port: server.port,
    user,
    accounts,
    locations,
    localPosts,
    reviews,
    performance,
    setDailyMetrics(location, day, metrics) {
      const name = location.replace(/^accounts\/[^/]+\//, '');
      if (!locations.some((l) => l.name === name)) throw new Error(`No location ${location}.`);
      if (!performance.has(name)) performance.set(name, new Map());
      const byDay = performance.get(name)!;
      byDay.set(day, { ...byDay.get(day), ...metrics });
    },
    review(location, from, stars, comment, { reply } = {}) {
      if (!locations.some((l) => pathOf(l) === location)) throw new Error(`No location ${location} to review.`);
      const reviewId = `AbFvOq${randomToken().slice(0, 16).replace(/_/g, '-')}`;
      const at = now();
      const review: GoogleReview = {
        name: `${location}/reviews/${reviewId}`,
        reviewId,
        reviewer: { isAnonymous: false, ...from },
        starRating: STARS[stars - 1]!,
        ...(comment === undefined ? {} : { comment }),
        createTime: at,
        updateTime: at,
        ...(reply === undefined ? {} : { reviewReply: { comment: reply, updateTime: now() } }),
      };
      reviews.push(review);
      return review;
    },
    approve: async (authorizeUrl, options) => controls.approve(authorizeUrl, options),
  };
}
