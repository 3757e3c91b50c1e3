import { createHmac, randomBytes } from 'node:crypto';
import { appOf, controlsOf, type StandInControls, type StandInOptions } from './stand-ins/controls.ts';
import { authorizationServer, type Grant } from './stand-ins/oauth.ts';
import {
  bearerOf,
  forcedLimits,
  formOf,
  imageType,
  json,
  mediaType,
  parseMultipart,
  randomToken,
  serveStandIn,
  type Answer,
  type StandInRequest,
} from './stand-ins/http.ts';

// A stand-in for Facebook Login and the Graph API a Page connector uses. Sources: Meta's pages cited per route and
// summed up in docs/research/network-apis.md, section "2. Facebook Page". Where Meta's pages show no error wording,
// the words are those reported from the live Graph API (marked "reported"); the rest is the stand-in's own (marked).

/** The version the stand-in's own links use; any `/vNN.N` prefix is taken, as the Graph API takes each it keeps. */
const VERSION = 'v25.0';
/** Short-lived user tokens last "hours"; long-lived ones about 60 days (…/access-tokens/get-long-lived). */
const SHORT_LIVED_SECONDS = 2 * 60 * 60;
const LONG_LIVED_SECONDS = 5183944;
/** Page tokens got with a short-lived user token are "valid for 1 hour" (…/business-sdk/common-scenarios/token-switch). */
const SHORT_PAGE_TOKEN_SECONDS = 60 * 60;
/** Data access lasts 90 days from the sign-in (developers.facebook.com/docs/facebook-login/auth-vs-data). */
const DATA_ACCESS_SECONDS = 90 * 24 * 60 * 60;
/** Messenger's standard window (developers.facebook.com/docs/messenger-platform/policy-overview). */
const MESSAGING_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Pages' Business Use Case budget, per engaged user and day (…/graph-api/overview/rate-limiting); one user here. */
const PAGE_CALLS_PER_DAY = 4800;

/** Facebook Login permissions, with the words of the dialog (developers.facebook.com/docs/permissions). */
const PERMISSIONS: Record<string, string> = {
  public_profile: 'Your name and profile picture',
  email: 'Your email address',
  pages_show_list: 'Show a list of the Pages you manage',
  pages_manage_posts: 'Create and manage content on your Page',
  pages_read_engagement: 'Read content posted on the Page',
  pages_manage_engagement: 'Create and manage activity on your Page',
  pages_read_user_content: 'Read user content on your Page',
  pages_messaging: 'Manage and access Page conversations in Messenger',
  pages_manage_metadata: 'Manage accounts, settings and webhooks for a Page',
  business_management: 'Manage your business',
  read_insights: 'Read Page insights',
};

export interface FacebookPerson {
  id: string;
  name: string;
}
export interface FacebookPage {
  id: string;
  name: string;
  username: string;
  category: string;
  /** What the person may do on the Page (CREATE_CONTENT, MODERATE, MESSAGING, …). */
  tasks: string[];
  picture: string;
  /** Whether the person ticks this Page in the dialog's Page list (a test unticks it to leave it out). */
  granted: boolean;
  /** The Page's followers, as `followers_count` answers (seeded: 1,520). */
  followers: number;
}
export interface FacebookPost {
  /** `{page-id}_{post-id}`, as POST /{page-id}/feed answers. */
  id: string;
  pageId: string;
  message: string;
  link: string | null;
  photo: { bytes: Buffer; contentType: string } | null;
  createdAt: Date;
  /** What Meta counts of the post (`setFigures`): unset reactions and shares are none, unset comments the comments. */
  figures?: FacebookFigures;
}
/** A post's counts as a test sets them; `views` unset leaves the insights' data set empty, as before Meta counts. */
export interface FacebookFigures {
  reactions?: number;
  comments?: number;
  shares?: number;
  views?: number;
}
/** A usage header's numbers for a Page (rate-limiting page, X-Business-Use-Case-Usage), in percent and minutes. */
export interface FacebookUsage {
  call_count: number;
  total_cputime: number;
  total_time: number;
  estimated_time_to_regain_access: number;
}
export interface FacebookComment {
  id: string;
  /** The post it is on. */
  postId: string;
  /** The comment it answers: Facebook threads one level deep. */
  parentId: string | null;
  from: FacebookPerson;
  message: string;
  createdAt: Date;
}
export interface FacebookMessage {
  id: string;
  from: FacebookPerson;
  message: string;
  createdAt: Date;
}
export interface FacebookConversation {
  /** `t_…`, as GET /{page-id}/conversations answers. */
  id: string;
  pageId: string;
  /** The person writing to the Page, by their Page-scoped id (PSID). */
  person: FacebookPerson;
  /** Oldest first. */
  messages: FacebookMessage[];
}

/** Its `url` is one origin serving the dialog (www.facebook.com's paths) and the Graph API (graph.facebook.com's). */
export interface FacebookStandIn extends StandInControls {
  /** Who signs in on the dialog (seeded: Dana Reyes). */
  person: FacebookPerson;
  /** The Pages the person manages (seeded: Northwind Coffee, with every task). */
  pages: FacebookPage[];
  posts: FacebookPost[];
  comments: FacebookComment[];
  conversations: FacebookConversation[];
  /** `{page-id}:{object-id}` for each object a Page likes. */
  likes: Set<string>;
  /** Someone comments on a post, or answers a comment (`on` is the post's or the comment's id). */
  comment(from: FacebookPerson, text: string, options: { on: string; at?: Date }): FacebookComment;
  /** Sets what Meta counts of a post (its reactions, comments, shares and views). */
  setFigures(postId: string, figures: FacebookFigures): void;
  /** The post is deleted on Facebook (by someone on the Page, not through the app). */
  removePost(postId: string): void;
  /**
   * Insights metrics answered with Meta's invalid-metric error. Seeded with the Page post metrics deprecated on
   * Nov 15, 2025 (developers.facebook.com/documentation/pages-api/changelog), post_impressions among them.
   */
  refusedMetrics: Set<string>;
  /** When set, the X-Business-Use-Case-Usage every Page call carries, instead of the calls the stand-in counted. */
  usage: FacebookUsage | null;
  /** Someone writes to a Page on Messenger (the first Page unless named). */
  message(
    from: FacebookPerson,
    text: string,
    options?: { pageId?: string; at?: Date },
  ): { id: string; conversationId: string };
}

/** A token of the Graph API's own: a long-lived user token, or a Page token. */
interface IssuedToken {
  kind: 'user' | 'page';
  grant: Grant;
  pageId?: string;
  expiresAt: number | null;
  ended?: boolean;
}
/** Who calls: the grant, and the Page when it is a Page token. */
interface Caller {
  grant: Grant;
  kind: 'user' | 'page';
  pageId?: string;
}
/** The task on the Page each permission's routes need (developers.facebook.com/docs/pages-api/overview). */
const TASK_OF: Record<string, string> = {
  pages_manage_posts: 'CREATE_CONTENT',
  pages_manage_engagement: 'MODERATE',
  pages_messaging: 'MESSAGING',
};
/** A `fields` entry: `comments.filter(stream).limit(5){id,message}` is name, modifiers and sub-fields. */
interface FieldSpec {
  name: string;
  modifiers: Map<string, string>;
  fields?: FieldSpec[];
}

/** The error body of developers.facebook.com/docs/graph-api/guides/error-handling. */
function graphError(
  status: number,
  code: number,
  message: string,
  more: { type?: string; subcode?: number; userTitle?: string; userMsg?: string; transient?: boolean } = {},
): Answer {
  return json(status, {
    error: {
      message,
      type: more.type ?? 'OAuthException',
      code,
      ...(more.subcode === undefined ? {} : { error_subcode: more.subcode }),
      ...(more.transient === undefined ? {} : { is_transient: more.transient }),
      ...(more.userTitle ? { error_user_title: more.userTitle, error_user_msg: more.userMsg } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });
}

/** Reported: the Graph API's answer for an object it cannot find or act on (code 100, subcode 33). */
const unsupported = (method: string, id: string) =>
  graphError(
    400,
    100,
    `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    { type: 'GraphMethodException', subcode: 33 },
  );
const missingPermission = (permission: string) =>
  graphError(403, 200, `(#200) Requires ${permission} permission to manage the object`);

/** A refusal among a handler's values: what graphError and json make. */
const isAnswer = (value: object): value is Answer =>
  typeof (value as Answer).status === 'number' && typeof (value as Answer).body === 'string';

/** Graph times: ISO 8601 to the second, offset without a colon (developers.facebook.com/docs/graph-api/results). */
const graphTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+0000');

/** Splits a `fields` value at its top-level commas (developers.facebook.com/docs/graph-api/field-expansion). */
function parseFields(text: string): FieldSpec[] | string {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '(') depth++;
    if (c === '}' || c === ')') depth--;
    if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  const specs: FieldSpec[] = [];
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    const found = /^([a-z_]+)((?:\.[a-z_]+\([^()]*\))*)(?:\{(.*)\})?$/s.exec(part);
    if (!found) return `Syntax error "Expected end of string instead of \\"${part}\\"." at character 0: ${text}`;
    const modifiers = new Map([...found[2]!.matchAll(/\.([a-z_]+)\(([^()]*)\)/g)].map((m) => [m[1]!, m[2]!]));
    const sub = found[3] === undefined ? undefined : parseFields(found[3]);
    if (typeof sub === 'string') return sub;
    specs.push({ name: found[1]!, modifiers, fields: sub });
  }
  return specs;
}

/** Fields a node type has, for the "nonexisting field" refusal. */
const KNOWN_FIELDS: Record<string, string[]> = {
  Page: ['id', 'name', 'username', 'access_token', 'tasks', 'picture', 'category', 'category_list', 'followers_count'],
  PagePost: ['id', 'message', 'created_time', 'permalink_url', 'comments', 'reactions', 'shares', 'insights'],
  Comment: ['id', 'message', 'from', 'created_time', 'parent', 'permalink_url'],
  Conversation: ['id', 'updated_time', 'link', 'messages'],
  Message: ['id', 'message', 'from', 'created_time'],
};
/** The "fields" a request names, checked against the node type; a refusal when one does not exist. */
function fieldsOf(value: string | null, node: string, defaults: string): FieldSpec[] | Answer {
  const specs = parseFields(value ?? defaults);
  if (typeof specs === 'string') return graphError(400, 2500, specs);
  for (const spec of specs)
    if (!KNOWN_FIELDS[node]!.includes(spec.name))
      return graphError(400, 100, `(#100) Tried accessing nonexisting field (${spec.name}) on node type (${node})`);
  return specs;
}

/** A page of an edge, with the `paging` Meta adds (developers.facebook.com/docs/graph-api/results). */
const edge = (data: unknown[]) => ({
  data,
  paging: { cursors: { before: 'QVFIUmJlZAm9yZA', after: 'QVFIUmFmdGVyZA' } },
});

const SEEDED_PERSON: FacebookPerson = { id: '10215241773831025', name: 'Dana Reyes' };
const SEEDED_PAGE: FacebookPage = {
  id: '104857600000001',
  name: 'Northwind Coffee',
  username: 'northwindcoffee',
  category: 'Coffee Shop',
  tasks: ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'],
  picture: 'https://scontent.xx.fbcdn.net/v/t39.30808-1/northwind_coffee.png',
  granted: true,
  followers: 1520,
};

/**
 * Page post metrics that answer "invalid metric" since Nov 15, 2025 (developers.facebook.com/documentation/
 * pages-api/changelog; …/platforminsights/page/deprecated-metrics): post_media_view is their alternative.
 */
const DEPRECATED_POST_METRICS = [
  'post_impressions',
  'post_impressions_paid',
  'post_impressions_fan',
  'post_impressions_organic',
  'post_impressions_viral',
  'post_impressions_nonviral',
  'post_impressions_unique',
];
/** The Page post metrics the stand-in answers (developers.facebook.com/docs/graph-api/reference/insights). */
const POST_METRICS = ['post_media_view'];

/**
 * A stand-in for Facebook on a loopback port: the Login dialog and token endpoint (code exchange and long-lived
 * tokens, no refresh), /debug_token, /me/accounts with Page tokens, and the Page routes of publishing (feed,
 * photos, published_posts), comments, likes, deletes and Messenger (conversations, Send API). It checks the token
 * and its appsecret_proof, permissions, parameters and fields, and answers with Meta's error body and usage headers.
 */
export async function startFacebookStandIn(
  options: StandInOptions & {
    /** "Require App Secret" in the app's settings: calls without appsecret_proof are refused. On unless false. */
    requireAppSecretProof?: boolean;
  } = {},
): Promise<FacebookStandIn> {
  const app = appOf('facebook', options);
  const { clientId, clientSecret } = app;
  const requireProof = options.requireAppSecretProof ?? true;
  const person = { ...SEEDED_PERSON };
  const pages: FacebookPage[] = [{ ...SEEDED_PAGE, tasks: [...SEEDED_PAGE.tasks] }];
  const posts: FacebookPost[] = [];
  const comments: FacebookComment[] = [];
  const conversations: FacebookConversation[] = [];
  const likes = new Set<string>();
  const refusedMetrics = new Set(DEPRECATED_POST_METRICS);
  const state: { usage: FacebookUsage | null } = { usage: null };
  const tokens = new Map<string, IssuedToken>();
  const dataAccess = new Map<Grant, number>();
  const pageCalls = new Map<string, number[]>();
  const limits = forcedLimits();
  let serial = 7_000_000_000;
  const nextSerial = () => String((serial += 1));
  const now = () => Date.now();

  const auth = authorizationServer({
    network: 'Facebook',
    ...app,
    authorizePath: `/${VERSION}/dialog/oauth`,
    scopes: PERMISSIONS,
    // PKCE only in the OIDC flow (…/advanced/oidc-token): checked when sent, never required.
    pkce: 'optional',
    clientAuth: 'body',
    accessTokenLifetimeSeconds: SHORT_LIVED_SECONDS,
    refresh: 'none',
    signedIn: () => ({ line: `Continue as ${person.name}`, subject: person.id }),
    // The dialog takes permissions comma-separated (…/facebook-login/guides/advanced/manual-flow).
    checkAuthorize: (query) =>
      /\s/.test(query.get('scope') ?? '') ? 'Invalid Scopes: separate the permissions with commas.' : undefined,
    tokenError: (status, error, description) =>
      error === 'invalid_client'
        ? graphError(400, 1, 'Error validating client secret.')
        : // Reported: a used, expired or foreign code is 100 / 36009 ("This authorization code has been used").
          graphError(400, 100, description, { subcode: error === 'invalid_grant' ? 36009 : undefined }),
  });

  /** Cancel in the dialog: Facebook adds error_reason=user_denied (manual-flow page, "Canceled Login"). */
  const asFacebookSays = (location: string) => {
    const back = new URL(location);
    if (back.searchParams.get('error') !== 'access_denied') return location;
    back.searchParams.set('error_reason', 'user_denied');
    back.searchParams.set('error_description', 'Permissions error');
    return back.href;
  };

  /** The request's parameters: the query, then the form or multipart fields of its body (Meta reads both). */
  function paramsOf(request: StandInRequest): URLSearchParams {
    const params = new URLSearchParams(request.query);
    const type = mediaType(request.headers);
    if (type === 'application/x-www-form-urlencoded') for (const [k, v] of formOf(request)) params.set(k, v);
    if (type === 'multipart/form-data')
      for (const [k, v] of parseMultipart(request.bytes, String(request.headers['content-type'])))
        if (k !== 'source') params.set(k, v.toString());
    return params;
  }

  function tokenEnded(issued: IssuedToken | undefined, grant: Grant | undefined): Answer | undefined {
    if (grant?.revoked)
      return graphError(
        400,
        190,
        `Error validating access token: The user has not authorized application ${clientId}.`,
        { subcode: 458 },
      );
    if (issued && (issued.ended || (issued.expiresAt !== null && issued.expiresAt <= now())))
      return graphError(
        400,
        190,
        `Error validating access token: Session has expired on ${new Date(issued.expiresAt ?? now()).toUTCString()}. The current time is ${new Date(now()).toUTCString()}.`,
        { subcode: 463 },
      );
    return undefined;
  }

  /** A short-lived token of the dialog's code, as the authorization server holds it. */
  const shortLived = auth.grantOfToken;

  /**
   * The caller of a Graph call: its `access_token` live, and its `appsecret_proof` right when sent (required with
   * "Require App Secret", developers.facebook.com/docs/graph-api/security). Reported wordings.
   */
  function callerOf(request: StandInRequest): Caller | Answer {
    const params = paramsOf(request);
    const token = params.get('access_token') ?? bearerOf(request);
    if (!token) return graphError(400, 104, 'An access token is required to request this resource.');
    const proof = params.get('appsecret_proof');
    if (!proof && requireProof)
      return graphError(400, 100, 'API calls from the server require an appsecret_proof argument', {
        type: 'GraphMethodException',
      });
    if (proof && proof !== createHmac('sha256', clientSecret).update(token).digest('hex'))
      return graphError(400, 100, 'Invalid appsecret_proof provided in the API argument', {
        type: 'GraphMethodException',
      });
    const issued = tokens.get(token);
    const grant = issued?.grant ?? shortLived(token);
    // The authorization server forgets nothing, but no longer names the grant of an ended short-lived token.
    if (!grant) return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    const ended = tokenEnded(issued, grant);
    if (ended) return ended;
    return { grant, kind: issued?.kind ?? 'user', pageId: issued?.pageId };
  }

  /**
   * A Page token of this Page, with the permission the route needs and the person's task on the Page that goes
   * with it (…/pages-api/overview, "Page access token" and tasks). The task refusal's words are the stand-in's.
   */
  function pageCaller(request: StandInRequest, pageId: string, permission: string): Caller | Answer {
    const caller = callerOf(request);
    if ('status' in caller) return caller;
    if (caller.kind !== 'page')
      return graphError(400, 210, '(#210) A page access token is required to request this resource.');
    if (caller.pageId !== pageId) return unsupported(request.method, pageId);
    if (!caller.grant.scopes.includes(permission)) return missingPermission(permission);
    const task = TASK_OF[permission];
    if (task && !pageOf(pageId)!.tasks.includes(task))
      return graphError(403, 200, `(#200) You need the ${task} task on this Page to perform this action.`);
    return caller;
  }

  function pageOf(id: string) {
    return pages.find((page) => page.id === id);
  }
  /** Usage of the Page's Business Use Case budget, in percent (rate-limiting page, X-Business-Use-Case-Usage). */
  function usage(pageId: string, minutes = 0) {
    if (state.usage && minutes === 0) return JSON.stringify({ [pageId]: [{ type: 'pages', ...state.usage }] });
    const day = now() - 24 * 60 * 60 * 1000;
    const calls = (pageCalls.get(pageId) ?? []).filter((at) => at > day);
    pageCalls.set(pageId, calls);
    const percent = Math.min(100, Math.round((calls.length * 100) / PAGE_CALLS_PER_DAY));
    return JSON.stringify({
      [pageId]: [
        {
          type: 'pages',
          call_count: minutes > 0 ? 100 : percent,
          total_cputime: percent,
          total_time: percent,
          estimated_time_to_regain_access: minutes,
        },
      ],
    });
  }

  /** GET /oauth/access_token: the code (no grant_type, manual-flow page) or fb_exchange_token (get-long-lived page). */
  function tokenEndpoint(request: StandInRequest): Answer {
    if (request.query.get('grant_type') === 'fb_exchange_token') return longLived(request);
    if (request.query.has('grant_type'))
      return graphError(400, 100, `Unsupported grant_type: ${request.query.get('grant_type')}`);
    // Meta's exchange names no grant: the authorization server's authorization_code grant answers it.
    const query = new URLSearchParams(request.query);
    query.set('grant_type', 'authorization_code');
    const answer = auth.tokenEndpoint({ ...request, query });
    if (answer.status !== 200) return answer;
    // Meta answers access_token, token_type and expires_in (manual-flow page): no scope.
    const { scope: _scope, ...fields } = JSON.parse(answer.body) as Record<string, unknown>;
    return json(200, fields);
  }

  /** "You can not use an expired token to request a long-lived token" (get-long-lived page). */
  function longLived(request: StandInRequest): Answer {
    if (!auth.clientAuthenticated(request)) return graphError(400, 1, 'Error validating client secret.');
    const presented = request.query.get('fb_exchange_token') ?? '';
    const issued = tokens.get(presented);
    const grant = issued?.kind === 'user' ? issued.grant : shortLived(presented);
    const ended = tokenEnded(issued, grant);
    if (ended) return ended;
    if (!grant) return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    const token = randomToken();
    tokens.set(token, { kind: 'user', grant, expiresAt: now() + LONG_LIVED_SECONDS * 1000 });
    return json(200, { access_token: token, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
  }

  const dataAccessEnd = (grant: Grant) => {
    if (!dataAccess.has(grant)) dataAccess.set(grant, Math.floor(now() / 1000) + DATA_ACCESS_SECONDS);
    return dataAccess.get(grant)!;
  };

  /** GET /debug_token with the app token `{app-id}|{app-secret}` (…/access-tokens/debugging). */
  function debugToken(request: StandInRequest): Answer {
    if (request.query.get('access_token') !== `${clientId}|${clientSecret}`)
      return graphError(400, 190, 'Invalid OAuth access token signature.');
    const input = request.query.get('input_token') ?? '';
    const issued = tokens.get(input);
    const grant = issued?.grant ?? shortLived(input);
    const ended = tokenEnded(issued, grant);
    if (!grant || ended)
      return json(200, {
        data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] },
      });
    const granted = pages.filter((page) => page.granted).map((page) => page.id);
    return json(200, {
      data: {
        app_id: clientId,
        type: issued?.kind === 'page' ? 'PAGE' : 'USER',
        application: app.appName,
        data_access_expires_at: dataAccessEnd(grant),
        // 0: never (a Page token of a long-lived user token); a short-lived token ends with its grant's hours.
        expires_at: issued
          ? Math.floor((issued.expiresAt ?? 0) / 1000)
          : Math.floor(now() / 1000) + SHORT_LIVED_SECONDS,
        is_valid: true,
        scopes: grant.scopes,
        granular_scopes: grant.scopes
          .filter((scope) => scope.startsWith('pages_'))
          .map((scope) => ({ scope, target_ids: granted })),
        user_id: person.id,
        ...(issued?.pageId ? { profile_id: issued.pageId } : {}),
      },
    });
  }

  /**
   * GET /me/accounts (developers.facebook.com/docs/pages-api/getting-started): the Pages the person granted, each
   * with a Page token, which does not expire when the user token is long-lived (get-long-lived page).
   */
  function accounts(request: StandInRequest): Answer {
    const caller = callerOf(request);
    if ('status' in caller) return caller;
    if (caller.kind !== 'user') return unsupported('GET', 'accounts');
    if (!caller.grant.scopes.includes('pages_show_list')) return json(200, { data: [] });
    const specs = fieldsOf(request.query.get('fields'), 'Page', 'id,name,access_token,category,category_list,tasks');
    if (!Array.isArray(specs)) return specs;
    const limit = Math.min(Number(request.query.get('limit') ?? 25) || 25, 100);
    const after = Number(Buffer.from(request.query.get('after') ?? '', 'base64url').toString() || 0);
    const granted = pages.filter((page) => page.granted);
    const presented = paramsOf(request).get('access_token') ?? '';
    const long = tokens.get(presented)?.kind === 'user';
    const data = granted.slice(after, after + limit).map((page) => {
      const pageToken = randomToken();
      tokens.set(pageToken, {
        kind: 'page',
        grant: caller.grant,
        pageId: page.id,
        expiresAt: long ? null : now() + SHORT_PAGE_TOKEN_SECONDS * 1000,
      });
      const all: Record<string, unknown> = {
        id: page.id,
        name: page.name,
        username: page.username,
        access_token: pageToken,
        tasks: page.tasks,
        category: page.category,
        category_list: [{ id: '2256', name: page.category }],
        picture: { data: { height: 50, is_silhouette: false, url: page.picture, width: 50 } },
      };
      return Object.fromEntries(specs.map((spec) => [spec.name, all[spec.name]]));
    });
    const next = after + limit < granted.length;
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
    return json(200, {
      data,
      paging: {
        cursors: { before: cursor(after), after: cursor(after + data.length) },
        ...(next ? { next: `https://graph.facebook.com/${VERSION}/me/accounts?after=${cursor(after + limit)}` } : {}),
      },
    });
  }

  function addPost(pageId: string, message: string, link: string | null, photo: FacebookPost['photo']) {
    const post: FacebookPost = {
      id: `${pageId}_${nextSerial()}`,
      pageId,
      message,
      link,
      photo,
      createdAt: new Date(now()),
    };
    posts.push(post);
    return post;
  }

  /**
   * POST /{page-id}/feed with message and/or link (developers.facebook.com/docs/pages-api/posts): `{id}`. The same
   * text as the Page's last post is refused with 506 (error-handling page; body as reported from the live API).
   */
  function createFeedPost(request: StandInRequest, pageId: string): Answer {
    const caller = pageCaller(request, pageId, 'pages_manage_posts');
    if ('status' in caller) return caller;
    const params = paramsOf(request);
    const message = params.get('message') ?? '';
    const link = params.get('link');
    if (!message && !link) return graphError(400, 100, '(#100) Missing message or attachment');
    if (link && !/^https?:\/\/\S+$/.test(link))
      return graphError(400, 100, '(#100) The parameter link must be a valid URL', { subcode: 1487124 });
    const last = posts.filter((post) => post.pageId === pageId).at(-1);
    if (message && last?.message === message && last.link === link)
      return graphError(400, 506, 'Duplicate status message', {
        subcode: 1455006,
        userTitle: 'Duplicate Post',
        userMsg:
          'This status update is identical to the last one you posted. Try posting something different, or delete your previous update.',
        transient: false,
      });
    return json(200, { id: addPost(pageId, message, link, null).id });
  }

  /**
   * POST /{page-id}/photos with the file as `source` (multipart) or an address as `url`, and `caption`
   * (developers.facebook.com/docs/graph-api/reference/page/photos): `{id, post_id}`. The stand-in never fetches a
   * `url`: it keeps the address. A file that is no picture is refused (reported: 324 "Requires upload file").
   */
  function createPhoto(request: StandInRequest, pageId: string): Answer {
    const caller = pageCaller(request, pageId, 'pages_manage_posts');
    if ('status' in caller) return caller;
    const params = paramsOf(request);
    const parts =
      mediaType(request.headers) === 'multipart/form-data'
        ? parseMultipart(request.bytes, String(request.headers['content-type']))
        : new Map<string, Buffer>();
    const source = parts.get('source');
    const type = source && imageType(source);
    if (source && !type) return graphError(400, 324, '(#324) Missing or invalid image file');
    if (!source && !params.get('url')) return graphError(400, 324, '(#324) Requires upload file');
    if (source && source.length > 4 * 1024 * 1024) return graphError(400, 100, '(#100) The photo is too large');
    const photoId = nextSerial();
    if (params.get('published') === 'false') return json(200, { id: photoId });
    const caption = params.get('caption') ?? params.get('message') ?? '';
    const post = addPost(pageId, caption, null, source ? { bytes: source, contentType: type! } : null);
    return json(200, { id: photoId, post_id: post.id });
  }

  function renderComment(comment: FacebookComment, specs: FieldSpec[]): Record<string, unknown> {
    const values: Record<string, unknown> = {
      id: comment.id,
      message: comment.message,
      from: { name: comment.from.name, id: comment.from.id },
      created_time: graphTime(comment.createdAt),
      permalink_url: `https://www.facebook.com/${comment.postId}?comment_id=${comment.id}`,
    };
    const parent = comment.parentId ? comments.find((c) => c.id === comment.parentId) : undefined;
    const out: Record<string, unknown> = {};
    for (const spec of specs) {
      if (spec.name === 'parent') {
        // Top-level comments have no parent: the field is left out, as Meta leaves out what is not there.
        if (parent) out.parent = renderComment(parent, spec.fields ?? fieldsDefault('Comment'));
      } else out[spec.name] = values[spec.name];
    }
    return out;
  }
  const fieldsDefault = (node: string) =>
    (node === 'Comment' ? 'created_time,from,message,id' : 'id')
      .split(',')
      .map((name) => ({ name, modifiers: new Map<string, string>() }));

  /**
   * The comments edge inside a post (developers.facebook.com/docs/graph-api/reference/object/comments):
   * `filter` toplevel (default) or stream (replies too, each with `parent`), `order` chronological (default) or
   * reverse_chronological, `limit`.
   */
  function commentsEdge(post: FacebookPost, spec: FieldSpec): unknown | Answer {
    const filter = spec.modifiers.get('filter') ?? 'toplevel';
    const order = spec.modifiers.get('order') ?? 'chronological';
    if (!['toplevel', 'stream'].includes(filter))
      return graphError(400, 100, `(#100) filter must be one of the following values: toplevel, stream`);
    if (!['chronological', 'reverse_chronological'].includes(order))
      return graphError(
        400,
        100,
        `(#100) order must be one of the following values: chronological, reverse_chronological`,
      );
    const sub = spec.fields ?? fieldsDefault('Comment');
    const unknown = sub.find((field) => !KNOWN_FIELDS.Comment!.includes(field.name));
    if (unknown)
      return graphError(400, 100, `(#100) Tried accessing nonexisting field (${unknown.name}) on node type (Comment)`);
    const chosen = comments
      .filter((c) => c.postId === post.id && (filter === 'stream' || c.parentId === null))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (order === 'reverse_chronological') chosen.reverse();
    const limit = Number(spec.modifiers.get('limit') ?? 25);
    return chosen.length ? edge(chosen.slice(0, limit).map((c) => renderComment(c, sub))) : undefined;
  }

  /**
   * GET /{page-id}/published_posts (SDK page.py, edge /published_posts; paging by `since`, `limit`:
   * developers.facebook.com/docs/graph-api/results), newest first, with field expansion of `comments`.
   */
  function publishedPosts(request: StandInRequest, pageId: string): Answer {
    const caller = pageCaller(request, pageId, 'pages_read_engagement');
    if ('status' in caller) return caller;
    const specs = fieldsOf(request.query.get('fields'), 'PagePost', 'id,message,created_time');
    if (!Array.isArray(specs)) return specs;
    const sinceParam = request.query.get('since');
    const since =
      sinceParam === null ? 0 : /^\d+$/.test(sinceParam) ? Number(sinceParam) * 1000 : Date.parse(sinceParam);
    if (Number.isNaN(since)) return graphError(400, 100, `(#100) The parameter since must be a valid time`);
    const limit = Math.min(Number(request.query.get('limit') ?? 25) || 25, 100);
    const chosen = posts
      .filter((post) => post.pageId === pageId && post.createdAt.getTime() >= since)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
    const data: Record<string, unknown>[] = [];
    for (const post of chosen) {
      const out: Record<string, unknown> = {};
      for (const spec of specs) {
        if (spec.name === 'comments') {
          const answered = commentsEdge(post, spec);
          if (answered && typeof answered === 'object' && 'status' in answered) return answered as Answer;
          if (answered) out.comments = answered;
        } else if (spec.name === 'message') {
          if (post.message) out.message = post.message;
        } else
          out[spec.name] = {
            id: post.id,
            created_time: graphTime(post.createdAt),
            permalink_url: `https://www.facebook.com/${post.id}`,
          }[spec.name];
      }
      data.push(out);
    }
    return json(200, edge(data));
  }

  const objectOf = (id: string) => posts.find((p) => p.id === id) ?? comments.find((c) => c.id === id);
  const postOf = (object: FacebookPost | FacebookComment) =>
    'pageId' in object ? object : posts.find((p) => p.id === object.postId)!;

  /**
   * POST /{object-id}/comments with `message` (…/reference/object/comments; …/pages-api/comments-mentions): a
   * comment on a post, or a reply to a comment; a reply to a reply joins its comment's thread (one level deep).
   */
  function createComment(request: StandInRequest, objectId: string): Answer {
    const object = objectOf(objectId);
    if (!object) return unsupported('POST', objectId);
    const post = postOf(object);
    const caller = pageCaller(request, post.pageId, 'pages_manage_engagement');
    if ('status' in caller) return caller;
    const message = paramsOf(request).get('message');
    if (!message) return graphError(400, 100, '(#100) Missing message or attachment');
    const page = pageOf(post.pageId)!;
    const parentId = 'pageId' in object ? null : (object.parentId ?? object.id);
    const comment: FacebookComment = {
      id: `${post.id.split('_')[1]}_${nextSerial()}`,
      postId: post.id,
      parentId,
      from: { id: page.id, name: page.name },
      message,
      createdAt: new Date(now()),
    };
    comments.push(comment);
    return json(200, { id: comment.id });
  }

  /** POST and DELETE /{object-id}/likes as the Page (…/reference/object/likes): `{success: true}`. */
  function likeObject(request: StandInRequest, objectId: string): Answer {
    const object = objectOf(objectId);
    if (!object) return unsupported(request.method, objectId);
    const post = postOf(object);
    const caller = pageCaller(request, post.pageId, 'pages_manage_engagement');
    if ('status' in caller) return caller;
    const key = `${post.pageId}:${objectId}`;
    if (request.method === 'POST') likes.add(key);
    else likes.delete(key);
    return json(200, { success: true });
  }

  /** DELETE /{comment-id} or /{post-id} of the Page's own (SDK comment.py api_delete): `{success: true}`. */
  function deleteObject(request: StandInRequest, objectId: string): Answer {
    const object = objectOf(objectId);
    if (!object) return unsupported('DELETE', objectId);
    const post = postOf(object);
    const caller = pageCaller(request, post.pageId, 'pages_manage_engagement');
    if ('status' in caller) return caller;
    if ('pageId' in object) posts.splice(posts.indexOf(object), 1);
    for (let i = comments.length - 1; i >= 0; i--)
      if ([comments[i]!.id, comments[i]!.parentId, comments[i]!.postId].includes(objectId)) comments.splice(i, 1);
    return json(200, { success: true });
  }

  /**
   * GET /{page-id}/conversations?platform=messenger (SDK page.py get_conversations; …/messenger-platform/
   * conversations): most recently active first, `messages` expanded newest first.
   */
  function listConversations(request: StandInRequest, pageId: string): Answer {
    const caller = pageCaller(request, pageId, 'pages_messaging');
    if ('status' in caller) return caller;
    const platform = request.query.get('platform') ?? 'messenger';
    if (!['messenger', 'instagram'].includes(platform))
      return graphError(400, 100, '(#100) platform must be one of the following values: instagram, messenger');
    const specs = fieldsOf(request.query.get('fields'), 'Conversation', 'id');
    if (!Array.isArray(specs)) return specs;
    const limit = Math.min(Number(request.query.get('limit') ?? 25) || 25, 100);
    const page = pageOf(pageId)!;
    const chosen = platform === 'instagram' ? [] : conversations.filter((c) => c.pageId === pageId);
    const updated = (c: FacebookConversation) => c.messages.at(-1)?.createdAt.getTime() ?? 0;
    const data = [...chosen]
      .sort((a, b) => updated(b) - updated(a))
      .slice(0, limit)
      .map((conversation) => {
        const out: Record<string, unknown> = {};
        for (const spec of specs) {
          if (spec.name === 'messages') {
            const sub = spec.fields ?? fieldsDefault('Message');
            const newest = [...conversation.messages].reverse().slice(0, Number(spec.modifiers.get('limit') ?? 25));
            out.messages = edge(
              newest.map((m) => {
                const values: Record<string, unknown> = {
                  id: m.id,
                  message: m.message,
                  from: { name: m.from.name, email: `${m.from.id}@facebook.com`, id: m.from.id },
                  created_time: graphTime(m.createdAt),
                };
                return Object.fromEntries(sub.map((field) => [field.name, values[field.name]]));
              }),
            );
          } else
            out[spec.name] = {
              id: conversation.id,
              updated_time: graphTime(new Date(updated(conversation))),
              link: `/${page.username}/inbox/${conversation.id}/`,
            }[spec.name];
        }
        return out;
      });
    return json(200, edge(data));
  }

  /**
   * POST /{page-id}/messages, the Send API (developers.facebook.com/docs/messenger-platform/reference/send-api):
   * `recipient` {id: PSID}, `messaging_type`, `message` {text}; `{recipient_id, message_id}`. A RESPONSE more than
   * 24 hours after the person's last message is refused (…/messenger-platform/policy-overview; reported wording).
   */
  function sendMessage(request: StandInRequest, pageId: string): Answer {
    const caller = pageCaller(request, pageId, 'pages_messaging');
    if ('status' in caller) return caller;
    const params = paramsOf(request);
    let recipient: { id?: unknown } | undefined;
    let message: { text?: unknown } | undefined;
    try {
      recipient = JSON.parse(params.get('recipient') ?? 'null') as typeof recipient;
      message = JSON.parse(params.get('message') ?? 'null') as typeof message;
    } catch {
      return graphError(400, 100, '(#100) Invalid JSON for postback');
    }
    if (typeof recipient?.id !== 'string') return graphError(400, 100, '(#100) The parameter recipient is required');
    const type = params.get('messaging_type');
    if (!['RESPONSE', 'UPDATE', 'MESSAGE_TAG'].includes(type ?? ''))
      return graphError(400, 100, '(#100) Param messaging_type must be one of {RESPONSE, UPDATE, MESSAGE_TAG}');
    if (typeof message?.text !== 'string' || message.text === '')
      return graphError(400, 100, '(#100) The parameter message is required');
    if ([...message.text].length > 2000)
      return graphError(400, 100, '(#100) Length of param message[text] must be less than or equal to 2000');
    const conversation = conversations.find((c) => c.pageId === pageId && c.person.id === recipient.id);
    if (!conversation) return graphError(400, 100, '(#100) No matching user found', { subcode: 2018001 });
    const lastFromPerson = conversation.messages.filter((m) => m.from.id === recipient.id).at(-1);
    if (type !== 'MESSAGE_TAG' && (!lastFromPerson || now() - lastFromPerson.createdAt.getTime() > MESSAGING_WINDOW_MS))
      return graphError(
        400,
        10,
        '(#10) This message is sent outside of allowed window. Learn more about the new policy here: https://developers.facebook.com/docs/messenger-platform/policy-overview',
        { type: 'OAuthException', subcode: 2018278 },
      );
    const page = pageOf(pageId)!;
    const sent: FacebookMessage = {
      id: `m_${randomToken()}`,
      from: { id: page.id, name: page.name },
      message: message.text,
      createdAt: new Date(now()),
    };
    conversation.messages.push(sent);
    return json(200, { recipient_id: recipient.id, message_id: sent.id });
  }

  /**
   * A post's fields as a read of the post answers them (developers.facebook.com/docs/graph-api/reference/post, and
   * field expansion, …/graph-api/field-expansion): `reactions` and `comments` with `summary(total_count)` (their rows
   * left out with `limit(0)`; the stand-in keeps no reaction rows), `shares` as `{count}`, left out when none
   * (reported), and the `insights` edge with `metric(…)`, which needs read_insights.
   */
  function postNode(post: FacebookPost, specs: FieldSpec[], caller: Caller): Record<string, unknown> | Answer {
    const out: Record<string, unknown> = { id: post.id };
    const figures = post.figures ?? {};
    for (const spec of specs) {
      const summarised = spec.modifiers.has('summary');
      if (spec.name === 'reactions') {
        out.reactions = { data: [], ...(summarised ? { summary: { total_count: figures.reactions ?? 0 } } : {}) };
      } else if (spec.name === 'comments' && summarised) {
        const rows = comments.filter((c) => c.postId === post.id && c.parentId === null);
        const answered = spec.modifiers.get('limit') === '0' ? undefined : commentsEdge(post, spec);
        if (answered && typeof answered === 'object' && 'status' in answered) return answered as Answer;
        out.comments = {
          data: (answered as { data?: unknown[] } | undefined)?.data ?? [],
          summary: { order: 'chronological', total_count: figures.comments ?? rows.length, can_comment: true },
        };
      } else if (spec.name === 'comments') {
        const answered = commentsEdge(post, spec);
        if (answered && typeof answered === 'object' && 'status' in answered) return answered as Answer;
        if (answered) out.comments = answered;
      } else if (spec.name === 'shares') {
        if (figures.shares) out.shares = { count: figures.shares };
      } else if (spec.name === 'insights') {
        const insights = insightsOf(post, spec.modifiers.get('metric') ?? '', caller);
        if (isAnswer(insights)) return insights;
        out.insights = insights;
      } else if (spec.name === 'message') {
        if (post.message) out.message = post.message;
      } else
        out[spec.name] = {
          created_time: graphTime(post.createdAt),
          permalink_url: `https://www.facebook.com/${post.id}`,
        }[spec.name];
    }
    return out;
  }

  /**
   * A post's insights (developers.facebook.com/docs/graph-api/reference/insights): lifetime values of the metrics
   * asked for, an empty data set while Meta has not counted them; a deprecated or unknown metric refuses the call
   * (code 100, reported wording), as does a token without read_insights (the stand-in's wording).
   */
  function insightsOf(post: FacebookPost, metrics: string, caller: Caller): Record<string, unknown> | Answer {
    if (!caller.grant.scopes.includes('read_insights'))
      return graphError(403, 10, '(#10) This endpoint requires the read_insights permission');
    const names = metrics
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names.length === 0 || names.some((name) => refusedMetrics.has(name) || !POST_METRICS.includes(name)))
      return graphError(400, 100, '(#100) The value must be a valid insights metric');
    const views = post.figures?.views;
    const data =
      views === undefined
        ? []
        : names.map((name) => ({
            name,
            period: 'lifetime',
            values: [{ value: views }],
            title: 'Lifetime Post Media Views',
            description: 'Lifetime: The number of times your post was on screen.',
            id: `${post.id}/insights/${name}/lifetime`,
          }));
    return edge(data);
  }

  /**
   * GET /?ids=…&fields=… (developers.facebook.com/docs/graph-api/overview, reading several nodes at once, at most 50
   * ids): an object keyed by id. An id that is not there refuses the whole call with 803 (reported wording).
   */
  function readMany(request: StandInRequest): Answer {
    const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0) return graphError(400, 100, '(#100) The parameter ids is required');
    if (ids.length > 50) return graphError(400, 100, '(#100) Too many IDs. Maximum: 50');
    const missingIds = ids.filter((id) => !posts.some((p) => p.id === id));
    if (missingIds.length > 0)
      return graphError(400, 803, `(#803) Some of the aliases you requested do not exist: ${missingIds.join(',')}`);
    const out: Record<string, unknown> = {};
    for (const id of ids) {
      const node = readOne(request, id);
      if (isAnswer(node)) return node;
      out[id] = node;
    }
    return json(200, out);
  }

  /** A Page post read as the Page, with pages_read_engagement (…/graph-api/reference/post). */
  function readOne(request: StandInRequest, id: string): Record<string, unknown> | Answer {
    const post = posts.find((p) => p.id === id);
    if (!post) return unsupported('GET', id);
    const caller = pageCaller(request, post.pageId, 'pages_read_engagement');
    if ('status' in caller) return caller;
    const specs = fieldsOf(request.query.get('fields'), 'PagePost', 'id,message,created_time');
    if (!Array.isArray(specs)) return specs;
    return postNode(post, specs, caller);
  }

  /** GET /{post-id}: one post (…/graph-api/reference/post). */
  function readPost(request: StandInRequest, id: string): Answer {
    const node = readOne(request, id);
    return isAnswer(node) ? node : json(200, node);
  }

  /** GET /{page-id}?fields=followers_count,… (developers.facebook.com/docs/graph-api/reference/page). */
  function readPage(request: StandInRequest, pageId: string): Answer {
    const caller = pageCaller(request, pageId, 'pages_read_engagement');
    if ('status' in caller) return caller;
    const specs = fieldsOf(request.query.get('fields'), 'Page', 'id,name');
    if (!Array.isArray(specs)) return specs;
    const page = pageOf(pageId)!;
    const all: Record<string, unknown> = {
      id: page.id,
      name: page.name,
      username: page.username,
      category: page.category,
      followers_count: page.followers,
    };
    return json(200, Object.fromEntries(['id', ...specs.map((spec) => spec.name)].map((name) => [name, all[name]])));
  }

  type Handler = (request: StandInRequest, id: string) => Answer;
  const PAGE_ID = '(\\d+)';
  const OBJECT_ID = '(\\d+_\\d+)';
  const routes: {
    method: string;
    pattern: RegExp;
    handle: Handler;
    page?: boolean;
    /** The Page a call without an id in its path is about (`?ids=`), for its usage header. */
    about?: (request: StandInRequest) => string | undefined;
  }[] = [
    { method: 'GET', pattern: /^\/dialog\/oauth$/, handle: (r) => auth.consentPage(r) },
    {
      method: 'POST',
      pattern: /^\/dialog\/oauth$/,
      handle: (r) => {
        const answer = auth.consentAnswer(r);
        if (answer.headers.location) answer.headers.location = asFacebookSays(answer.headers.location);
        return answer;
      },
    },
    { method: 'GET', pattern: /^\/oauth\/access_token$/, handle: tokenEndpoint },
    { method: 'GET', pattern: /^\/debug_token$/, handle: debugToken },
    { method: 'GET', pattern: /^\/me\/accounts$/, handle: accounts },
    { method: 'POST', pattern: new RegExp(`^/${PAGE_ID}/feed$`), handle: createFeedPost, page: true },
    { method: 'POST', pattern: new RegExp(`^/${PAGE_ID}/photos$`), handle: createPhoto, page: true },
    { method: 'GET', pattern: new RegExp(`^/${PAGE_ID}/published_posts$`), handle: publishedPosts, page: true },
    { method: 'GET', pattern: new RegExp(`^/${PAGE_ID}/conversations$`), handle: listConversations, page: true },
    { method: 'POST', pattern: new RegExp(`^/${PAGE_ID}/messages$`), handle: sendMessage, page: true },
    { method: 'POST', pattern: new RegExp(`^/${OBJECT_ID}/comments$`), handle: createComment },
    { method: 'POST', pattern: new RegExp(`^/${OBJECT_ID}/likes$`), handle: likeObject },
    { method: 'DELETE', pattern: new RegExp(`^/${OBJECT_ID}/likes$`), handle: likeObject },
    { method: 'DELETE', pattern: new RegExp(`^/${OBJECT_ID}$`), handle: deleteObject },
    // Results (decision 074): several posts by `?ids=` with their insights expanded, one post, the Page's followers.
    // https://developers.facebook.com/docs/graph-api/reference/insights (metrics, empty sets, deprecations),
    // https://developers.facebook.com/docs/graph-api/overview/rate-limiting (X-Business-Use-Case-Usage on each answer).
    {
      method: 'GET',
      pattern: /^\/$/,
      handle: (r) => readMany(r),
      about: (r) => posts.find((p) => (r.query.get('ids') ?? '').split(',').includes(p.id))?.pageId,
    },
    { method: 'GET', pattern: new RegExp(`^/${OBJECT_ID}$`), handle: readPost },
    { method: 'GET', pattern: new RegExp(`^/${PAGE_ID}$`), handle: readPage, page: true },
  ];

  /** The Page a call is about, for its usage header: the path's Page, or the Page of the object in the path. */
  function pageAbout(id: string, page: boolean | undefined): string | undefined {
    if (page) return pageOf(id)?.id;
    const object = objectOf(id);
    return object && postOf(object).pageId;
  }

  /** A throttle set up by rateLimitNext: 80001 (reported wording) with the BUC header's minutes to wait. */
  function throttled(request: StandInRequest, pageId: string | undefined): Answer | undefined {
    const reset = limits.take(request);
    if (reset === undefined) return undefined;
    const minutes = Math.max(1, Math.ceil(reset / 60));
    const answer = graphError(
      400,
      80001,
      'There have been too many calls to this Page account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
      { transient: true },
    );
    answer.headers['x-business-use-case-usage'] = usage(pageId ?? pages[0]!.id, minutes);
    return answer;
  }

  function dispatch(request: StandInRequest): Answer {
    const versioned = /^\/v\d+\.\d+(\/.*)$/.exec(request.path);
    const path = versioned ? versioned[1]! : request.path;
    for (const route of routes) {
      const found = route.method === request.method ? route.pattern.exec(path) : null;
      if (!found) continue;
      const id = found[1] ?? '';
      const pageId = route.about ? route.about(request) : pageAbout(id, route.page);
      const limited = throttled(request, pageId);
      if (limited) return limited;
      if (route.page && !pageId) return unsupported(request.method, id);
      const answer = route.handle(request, id);
      if (pageId) {
        pageCalls.set(pageId, [...(pageCalls.get(pageId) ?? []), now()]);
        answer.headers['x-business-use-case-usage'] ??= usage(pageId);
      } else if (!path.startsWith('/dialog/'))
        answer.headers['x-app-usage'] = JSON.stringify({ call_count: 1, total_cputime: 1, total_time: 1 });
      return answer;
    }
    // Reported: what the Graph API answers for a path it does not have.
    return graphError(400, 2500, `Unknown path components: ${path}`);
  }

  const server = await serveStandIn(dispatch, { port: options.port });

  const controls = controlsOf(app, server, limits, auth);
  return {
    ...controls,
    person,
    pages,
    posts,
    comments,
    conversations,
    likes,
    refusedMetrics,
    get usage() {
      return state.usage;
    },
    set usage(value) {
      state.usage = value;
    },
    setFigures: (postId, figures) => {
      const post = posts.find((p) => p.id === postId);
      if (!post) throw new Error(`No post ${postId} to count.`);
      post.figures = { ...post.figures, ...figures };
    },
    removePost: (postId) => {
      const at = posts.findIndex((p) => p.id === postId);
      if (at < 0) throw new Error(`No post ${postId} to remove.`);
      posts.splice(at, 1);
    },
    comment: (from, text, { on, at }) => {
      const object = objectOf(on);
      if (!object) throw new Error(`No post or comment ${on} to comment on.`);
      const post = postOf(object);
      const comment: FacebookComment = {
        id: `${post.id.split('_')[1]}_${nextSerial()}`,
        postId: post.id,
        parentId: 'pageId' in object ? null : (object.parentId ?? object.id),
        from: { ...from },
        message: text,
        createdAt: at ?? new Date(now()),
      };
      comments.push(comment);
      return comment;
    },
    message: (from, text, { pageId = pages[0]!.id, at } = {}) => {
      let conversation = conversations.find((c) => c.pageId === pageId && c.person.id === from.id);
      if (!conversation) {
        conversation = { id: `t_${nextSerial()}`, pageId, person: { ...from }, messages: [] };
        conversations.push(conversation);
      }
      const sent = { id: `m_${randomToken()}`, from: { ...from }, message: text, createdAt: at ?? new Date(now()) };
      conversation.messages.push(sent);
      conversation.messages.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return { id: sent.id, conversationId: conversation.id };
    },
    // Ended tokens answer 190 with subcode 463 (session expired), those of a revoked grant subcode 458 (tokenEnded).
    expireAccessTokens: () => {
      auth.expireAccessTokens();
      for (const issued of tokens.values()) issued.ended = true;
    },
    approve: (authorizeUrl, options) => asFacebookSays(controls.approve(authorizeUrl, options)),
  };
}
