import { isIP } from 'node:net';
import {
  appOf,
  controlsOf,
  type ResultsControls,
  type StandInControls,
  type StandInOptions,
} from './stand-ins/controls.ts';
import { authorizationServer } from './stand-ins/oauth.ts';
import {
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

// Pinterest's API v5 as its published OpenAPI document has it (github.com/pinterest/api-description, v5/openapi.json,
// version 5.23.0, served as developers.pinterest.com/docs/api/v5/), summed up in docs/research/network-apis.md,
// section "5. Pinterest". Error bodies are the spec's examples ({code, message}); where it gives none, the words are
// the stand-in's own and the comment says so.

export interface PinterestUser {
  id: string;
  username: string;
  business_name: string;
  account_type: 'BUSINESS' | 'PINNER';
  profile_image: string;
  /** The Account's counts (spec Account: follower_count, following_count). */
  follower_count: number;
  following_count: number;
}
export interface PinterestBoard {
  id: string;
  name: string;
  description: string | null;
  privacy: 'PUBLIC' | 'PROTECTED' | 'SECRET';
  /** Whose board it is: the signed-in user's, or another's group board the user collaborates on. */
  owner: { username: string };
  is_ads_only: boolean;
  created_at: string;
}
export interface PinterestPin {
  id: string;
  board_id: string;
  title: string | null;
  description: string | null;
  link: string | null;
  alt_text: string | null;
  created_at: string;
  /** What media_source gave: the address Pinterest fetched, or the bytes and type sent as image_base64. */
  image: { url: string } | { contentType: string; bytes: Buffer };
}
/**
 * What Pinterest counts of a Pin on a day (spec PinAnalyticsMetricsResponse, metrics IMPRESSION, SAVE, PIN_CLICK,
 * OUTBOUND_CLICK): 0 unless a test sets it.
 */
export interface PinterestFigures {
  impressions: number;
  saves: number;
  pinClicks: number;
  outboundClicks: number;
}
/** Its `url` serves the consent page (www.pinterest.com's path /oauth/) and the API (api.pinterest.com's /v5/…). */
export interface PinterestStandIn extends StandInControls, ResultsControls<PinterestFigures> {
  /** Who signs in on the consent page (seeded: Northwind Coffee, username northwindcoffee). */
  user: PinterestUser;
  /** Seeded: a group board of another account first, then two of the user's own. */
  boards: PinterestBoard[];
  pins: PinterestPin[];
  /** Each Pin's figures by day (UTC, YYYY-MM-DD), as tests set them. */
  analytics: Map<string, Map<string, Partial<PinterestFigures>>>;
  /** A Pin's figures on a day; `setFigures` sets them on the day the Pin was made. */
  setDailyFigures(pinId: string, day: string, figures: Partial<PinterestFigures>): void;
}

/** The scopes of the spec's securitySchemes.pinterest_oauth2, with its words. */
const SCOPES: Record<string, string> = {
  'ads:read': 'See all of your advertising data, including ads, ad groups, campaigns etc.',
  'ads:write': 'Create, update, or delete ads, ad groups, campaigns etc.',
  'boards:read': 'See your public boards, including group boards you join',
  'boards:read_secret': 'See your secret boards',
  'boards:write': 'Create, update, or delete your public boards',
  'boards:write_secret': 'Create, update, or delete your secret boards',
  'pins:read': 'See your public Pins',
  'pins:read_secret': 'See your secret Pins',
  'pins:write': 'Create, update, or delete your public Pins',
  'pins:write_secret': 'Create, update, or delete your secret Pins',
  'user_accounts:read': 'See your user accounts and followers',
  'user_accounts:write': 'Update your user accounts and followers',
};

const DAY = 24 * 60 * 60;
const pinterestError = (status: number, code: number, message: string) => json(status, { code, message });
/** The spec's examples: 401 code 2, missing scopes code 3 (under a 401), 400 code 1, 404 code 40/50, 429 code 8. */
const unauthorized = () => pinterestError(401, 2, 'Authentication failed.');
const insufficientScopes = () =>
  pinterestError(
    401,
    3,
    'Your token does not have sufficient permissions to perform this operation. Please ensure your token is authorized with the correct set of scopes.',
  );
const invalid = (detail: string) => pinterestError(400, 1, `Invalid parameters. ${detail}`);
const RATE_LIMITED =
  'This request exceeded a rate limit. This can happen if the client exceeds one\nof the published rate limits within a short time window.';

/** Code points, as JSON Schema's maxLength counts them. */
const length = (text: string) => [...text].length;
const tooLong = (body: Record<string, unknown>, field: string, max: number) =>
  body[field] !== undefined && body[field] !== null && (typeof body[field] !== 'string' || length(body[field]) > max);
/** Bookmarks are opaque to callers: here, the offset of the next page. */
const bookmarkAt = (offset: number) => Buffer.from(String(offset)).toString('base64url');
const offsetOf = (bookmark: string | null) => (bookmark ? Number(Buffer.from(bookmark, 'base64url').toString()) : 0);

/** Addresses that Pinterest, on the internet, cannot fetch an image_url from: this machine and private networks. */
function unreachable(address: string): boolean {
  const host = new URL(address).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  if (isIP(host) !== 4) return false;
  const [a, b] = host.split('.').map(Number) as [number, number];
  return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168);
}

const SEEDED_USER: PinterestUser = {
  id: '2783136121146311751',
  username: 'northwindcoffee',
  business_name: 'Northwind Coffee',
  account_type: 'BUSINESS',
  profile_image: 'https://i.pinimg.com/280x280_RS/northwindcoffee.jpg',
  follower_count: 1520,
  following_count: 87,
};

/**
 * A stand-in for Pinterest on a loopback port: the OAuth consent page and token endpoint (continuous refresh
 * tokens, renewed for 60 days at each refresh and rotated), and the API v5 routes a publishing connector uses
 * (who am I, boards, make a board, a board's Pins, make and delete a Pin), checking auth, scopes and bodies as the
 * spec says and answering with its bodies, errors and rate-limit signals. Pinterest has no comments or messages in
 * its API, so there is nothing of other people's to seed.
 */
export async function startPinterestStandIn(options: StandInOptions = {}): Promise<PinterestStandIn> {
  const app = appOf('pinterest', options);
  const refreshLifetime = 60 * DAY;
  const user: PinterestUser = { ...SEEDED_USER };
  const at = new Date().toISOString();
  const board = (id: string, name: string, owner = user.username): PinterestBoard => ({
    id,
    name,
    description: null,
    privacy: 'PUBLIC',
    owner: { username: owner },
    is_ads_only: false,
    created_at: at,
  });
  const boards = [
    board('549755885100', 'Coffee lovers', 'beanclub'),
    board('549755885175', 'Our roasts'),
    board('549755885176', 'Recipes'),
  ];
  const pins: PinterestPin[] = [];
  const analytics = new Map<string, Map<string, Partial<PinterestFigures>>>();
  const limits = forcedLimits();
  let lastId = 1_000_000_000_000n;
  const nextId = () => String(++lastId);
  let answering: string | null = null;

  const auth = authorizationServer({
    network: 'Pinterest',
    ...app,
    authorizePath: '/oauth/',
    scopes: SCOPES,
    // No PKCE in the spec or the authentication guide.
    pkce: 'unsupported',
    clientAuth: 'basic',
    // 30 days (developers.pinterest.com/docs/getting-started/set-up-authentication-and-authorization/).
    accessTokenLifetimeSeconds: 30 * DAY,
    refresh: 'rotate',
    refreshTokenLifetimeSeconds: refreshLifetime,
    signedIn: () => ({ line: `Signed in as ${user.business_name} (${user.username})`, subject: user.id }),
    // Scopes are comma-separated (the authentication guide; the official quickstart joins them with ",").
    checkAuthorize: (query) => (/\s/.test(query.get('scope') ?? '') ? 'scope is a comma-separated list.' : undefined),
    // The token endpoint's errors are the spec's Error body too ("default" response of oauth/token).
    tokenError: (status, _error, description) => pinterestError(status, status === 401 ? 2 : 1, description),
    tokenFields: (grant) => ({
      response_type: answering,
      ...(grant.refreshToken && grant.refreshExpiresAt !== null
        ? { refresh_token_expires_at: Math.floor(grant.refreshExpiresAt / 1000) }
        : {}),
    }),
  });

  /**
   * POST /v5/oauth/token (spec operation oauth/token): form-encoded, HTTP Basic. A continuous refresh token is good
   * for 60 days from each refresh ("60-day expiration, refreshable indefinitely"): the grant's end moves on before
   * the answer is made. `continuous_refresh`, when sent, is true or false.
   */
  function tokenRoute(request: StandInRequest): Answer {
    const form = formOf(request);
    const flag = form.get('continuous_refresh');
    if (flag !== null && flag !== 'true' && flag !== 'false')
      return pinterestError(400, 1, 'continuous_refresh must be true or false.');
    answering = form.get('grant_type');
    if (answering === 'refresh_token' && auth.clientAuthenticated(request)) {
      const grant = auth.grants.find((g) => g.refreshToken === form.get('refresh_token') && !g.revoked);
      if (grant && grant.refreshExpiresAt !== null && grant.refreshExpiresAt > Date.now())
        grant.refreshExpiresAt = Date.now() + refreshLifetime * 1000;
    }
    return auth.tokenEndpoint(request);
  }

  const pageSize = (query: URLSearchParams) => {
    const size = Number(query.get('page_size') ?? 25);
    return Number.isInteger(size) && size >= 1 && size <= 250 ? size : undefined;
  };
  /** A page of `items` and the bookmark of the next (spec Paginated: items, bookmark). */
  function paged<T>(items: T[], query: URLSearchParams, view: (item: T) => unknown): Answer {
    const size = pageSize(query);
    if (size === undefined) return invalid('page_size must be from 1 to 250.');
    const offset = offsetOf(query.get('bookmark'));
    if (!Number.isInteger(offset) || offset < 0) return invalid('bookmark is not one this API gave.');
    const next = offset + size < items.length ? bookmarkAt(offset + size) : null;
    return json(200, { items: items.slice(offset, offset + size).map(view), bookmark: next });
  }

  const boardView = (b: PinterestBoard) => ({ ...b, pin_count: pins.filter((p) => p.board_id === b.id).length });
  const pinView = (p: PinterestPin) => ({
    id: p.id,
    created_at: p.created_at,
    board_id: p.board_id,
    board_owner: { username: boards.find((b) => b.id === p.board_id)?.owner.username ?? user.username },
    title: p.title,
    description: p.description,
    link: p.link,
    alt_text: p.alt_text,
    is_owner: true,
    media: { media_type: 'image' },
  });
  const visibleBoards = (scopes: string[]) =>
    boards.filter((b) => b.privacy !== 'SECRET' || scopes.includes('boards:read_secret'));

  /** POST /v5/boards (spec BoardCreate: name required; privacy PUBLIC, PROTECTED or SECRET). */
  function createBoard(request: StandInRequest, scopes: string[]): Answer {
    const body = jsonObjectOf(request);
    if (!body) return invalid('The body must be a JSON object.');
    if (typeof body.name !== 'string' || body.name.trim() === '') return invalid('name is required.');
    const privacy = body.privacy ?? 'PUBLIC';
    if (privacy !== 'PUBLIC' && privacy !== 'PROTECTED' && privacy !== 'SECRET')
      return invalid('privacy must be PUBLIC, PROTECTED or SECRET.');
    if (privacy === 'SECRET' && !scopes.includes('boards:write_secret')) return insufficientScopes();
    if (body.description !== undefined && body.description !== null && typeof body.description !== 'string')
      return invalid('description must be a string.');
    const made: PinterestBoard = {
      ...board(nextId(), body.name),
      description: (body.description as string | null | undefined) ?? null,
      privacy,
      created_at: new Date().toISOString(),
    };
    boards.push(made);
    return json(201, boardView(made));
  }

  /** The image of a Pin's media_source (spec PinMediaSourceImageURL, PinMediaSourceImageBase64), or the refusal. */
  function imageOf(source: unknown): PinterestPin['image'] | Answer {
    const media = source as Record<string, unknown> | undefined;
    if (typeof media !== 'object' || media === null) return invalid('media_source is required.');
    if (media.source_type === 'image_url') {
      if (typeof media.url !== 'string' || !/^https?:\/\//.test(media.url))
        return invalid('media_source.url must be an http(s) address.');
      // Pinterest fetches the image itself; the words are the stand-in's (the spec gives none).
      if (unreachable(media.url)) return invalid(`Sorry, we could not fetch the image at ${media.url}.`);
      return { url: media.url };
    }
    if (media.source_type === 'image_base64') {
      if (media.content_type !== 'image/jpeg' && media.content_type !== 'image/png')
        return invalid('media_source.content_type must be image/jpeg or image/png.');
      if (typeof media.data !== 'string' || !/^[a-zA-Z0-9+/=]+$/.test(media.data))
        return invalid('media_source.data must be base64.');
      const bytes = Buffer.from(media.data, 'base64');
      if (imageType(bytes) !== media.content_type)
        return invalid(`media_source.data is not an image of type ${media.content_type}.`);
      return { contentType: media.content_type, bytes };
    }
    // video_id, multiple_image_* and pin_url exist in the spec; the connector sends none of them.
    return invalid(`media_source.source_type ${String(media.source_type)} is not served by this stand-in.`);
  }

  /** POST /v5/pins (spec PinCreate; board_id required by the creating-boards-and-pins guide). */
  function createPin(request: StandInRequest): Answer {
    const body = jsonObjectOf(request);
    if (!body) return invalid('The body must be a JSON object.');
    if (typeof body.board_id !== 'string' || !/^\d+$/.test(body.board_id)) return invalid('board_id is required.');
    for (const [field, max] of [
      ['title', 100],
      ['description', 800],
      ['link', 2048],
      ['alt_text', 500],
    ] as const)
      if (tooLong(body, field, max)) return invalid(`${field} must be a string of at most ${max} characters.`);
    if (!boards.some((b) => b.id === body.board_id)) return pinterestError(404, 40, 'Board not found.');
    const image = imageOf(body.media_source);
    if ('status' in image) return image;
    const pin: PinterestPin = {
      id: nextId(),
      board_id: body.board_id,
      title: (body.title as string | undefined) ?? null,
      description: (body.description as string | undefined) ?? null,
      link: (body.link as string | undefined) ?? null,
      alt_text: (body.alt_text as string | undefined) ?? null,
      created_at: new Date().toISOString(),
      image,
    };
    pins.push(pin);
    return json(201, pinView(pin));
  }

  /** The metric names of the spec's query_pin_analytics_metric_types, and the figure each is here. */
  const PIN_METRICS: Record<string, keyof PinterestFigures | null> = {
    IMPRESSION: 'impressions',
    SAVE: 'saves',
    PIN_CLICK: 'pinClicks',
    OUTBOUND_CLICK: 'outboundClicks',
    SAVE_RATE: null,
    TOTAL_COMMENTS: null,
    TOTAL_REACTIONS: null,
    USER_FOLLOW: null,
    PROFILE_VISIT: null,
  };
  const DATE = /^\d{4}-\d{2}-\d{2}$/;
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  /**
   * GET /v5/pins/{pin_id}/analytics (spec operation pins/analytics): start_date "cannot be more than 90 days back
   * from today", end_date not more than 90 days past start_date; one record a day of the range and their summary,
   * keyed "all" (the figures of every app type, no split asked). 400 and 404 with the spec's example bodies.
   */
  function pinAnalytics(request: StandInRequest, [id]: string[]): Answer {
    const refused = pinterestError(400, 400, 'Invalid pins analytics parameters.');
    const start = request.query.get('start_date') ?? '';
    const end = request.query.get('end_date') ?? '';
    const asked = (request.query.get('metric_types') ?? '').split(',').filter(Boolean);
    if (!DATE.test(start) || !DATE.test(end) || asked.length === 0) return refused;
    if (asked.some((metric) => !(metric in PIN_METRICS))) return refused;
    const [from, to] = [Date.parse(`${start}T00:00:00Z`), Date.parse(`${end}T00:00:00Z`)];
    const today = Date.parse(`${dayOf(Date.now())}T00:00:00Z`);
    if (from > to || from < today - 90 * DAY * 1000 || to > from + 90 * DAY * 1000) return refused;
    if (!pins.some((pin) => pin.id === id)) return pinterestError(404, 404, 'Pin not found.');
    const byDay = analytics.get(id!) ?? new Map<string, Partial<PinterestFigures>>();
    const summary: Record<string, number> = {};
    const daily = [];
    for (let at = from; at <= to; at += DAY * 1000) {
      const counted = byDay.get(dayOf(at)) ?? {};
      const metrics: Record<string, number> = {};
      for (const metric of asked) {
        const figure = PIN_METRICS[metric];
        if (figure === null) continue;
        metrics[metric] = counted[figure!] ?? 0;
        summary[metric] = (summary[metric] ?? 0) + metrics[metric]!;
      }
      daily.push({ date: dayOf(at), data_status: 'READY', metrics });
    }
    return json(200, { all: { daily_metrics: daily, summary_metrics: summary } });
  }

  /** The API routes, each with the scopes of its `security` in the spec. */
  const routes: {
    method: string;
    pattern: RegExp;
    scopes: string[];
    handle: (request: StandInRequest, params: string[], scopes: string[]) => Answer;
  }[] = [
    // GET /v5/user_account (operation user_account/get): the Account.
    {
      method: 'GET',
      pattern: /^\/v5\/user_account$/,
      scopes: ['user_accounts:read'],
      handle: () =>
        json(200, { ...user, website_url: '', board_count: boards.length, pin_count: pins.length, about: '' }),
    },
    // GET /v5/boards (operation boards/list): the user's boards and group boards, paged.
    {
      method: 'GET',
      pattern: /^\/v5\/boards$/,
      scopes: ['boards:read'],
      handle: (request, _params, scopes) => {
        const privacy = request.query.get('privacy');
        const listed = visibleBoards(scopes).filter((b) => !privacy || b.privacy === privacy);
        return paged(listed, request.query, boardView);
      },
    },
    { method: 'POST', pattern: /^\/v5\/boards$/, scopes: ['boards:read', 'boards:write'], handle: createBoard },
    // GET /v5/boards/{board_id}/pins (operation boards/list_pins): newest first (the spec states no order).
    {
      method: 'GET',
      pattern: /^\/v5\/boards\/(\d+)\/pins$/,
      scopes: ['boards:read', 'pins:read'],
      handle: (request, [id], scopes) => {
        if (!visibleBoards(scopes).some((b) => b.id === id)) return pinterestError(404, 404, 'Board not found.');
        const onBoard = pins.filter((p) => p.board_id === id).reverse();
        return paged(onBoard, request.query, pinView);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v5\/pins$/,
      scopes: ['boards:read', 'boards:write', 'pins:read', 'pins:write'],
      handle: createPin,
    },
    {
      method: 'GET',
      pattern: /^\/v5\/pins\/(\d+)\/analytics$/,
      scopes: ['boards:read', 'pins:read'],
      handle: pinAnalytics,
    },
    // DELETE /v5/pins/{pin_id} (operation pins/delete): 204 without a body.
    {
      method: 'DELETE',
      pattern: /^\/v5\/pins\/(\d+)$/,
      scopes: ['boards:read', 'boards:write', 'pins:read', 'pins:write'],
      handle: (_request, [id]) => {
        const index = pins.findIndex((p) => p.id === id);
        if (index === -1) return pinterestError(404, 50, 'Pin not found.');
        pins.splice(index, 1);
        return { status: 204, headers: {}, body: '' };
      },
    },
  ];

  /** An API call: a live bearer token with the route's scopes, then the forced limits, then the route. */
  function api(request: StandInRequest): Answer {
    const route = routes.find((r) => r.method === request.method && r.pattern.test(request.path));
    if (!route) return pinterestError(404, 404, `No route ${request.method} ${request.path}.`);
    const grant = auth.grantOf(request);
    if (!grant) return unauthorized();
    if (route.scopes.some((scope) => !grant.scopes.includes(scope))) return insufficientScopes();
    const reset = limits.take(request);
    if (reset !== undefined) {
      // Pinterest's rate-limit pages name no headers; these are the x-ratelimit-* ones its API is reported to send.
      const limited = pinterestError(429, 8, RATE_LIMITED);
      Object.assign(limited.headers, {
        'x-ratelimit-limit': '100',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(reset),
      });
      return limited;
    }
    return route.handle(request, route.pattern.exec(request.path)!.slice(1), grant.scopes);
  }

  const server = await serveStandIn(
    (request) => {
      const answer =
        request.path === '/oauth/'
          ? request.method === 'POST'
            ? auth.consentAnswer(request)
            : auth.consentPage(request)
          : request.method === 'POST' && request.path === '/v5/oauth/token'
            ? tokenRoute(request)
            : api(request);
      // The request id every answer carries, for Pinterest's support (pinterest/api-quickstart api_common.js).
      answer.headers['x-pinterest-rid'] = randomToken().slice(0, 16);
      return answer;
    },
    { port: options.port },
  );

  // Expired tokens answer 401 as after 30 days; revoked ones 401, and their refresh tokens are refused.
  const pinOf = (id: string) => {
    const pin = pins.find((one) => one.id === id);
    if (!pin) throw new Error(`No Pin ${id}.`);
    return pin;
  };
  const setDailyFigures = (id: string, day: string, figures: Partial<PinterestFigures>) => {
    if (!analytics.has(id)) analytics.set(id, new Map());
    const byDay = analytics.get(id)!;
    byDay.set(day, { ...byDay.get(day), ...figures });
  };
  return {
    ...controlsOf(app, server, limits, auth),
    user,
    boards,
    pins,
    analytics,
    setDailyFigures,
    setFigures: (id, figures) => setDailyFigures(id, pinOf(id).created_at.slice(0, 10), figures),
    deletePost: (id) => {
      pins.splice(pins.indexOf(pinOf(id)), 1);
    },
  };
}
