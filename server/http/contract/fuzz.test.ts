/**
 * Property-based edges for every operation of the contract: each call takes a valid request of the demo owner and
 * replaces one parameter with an edge value (a fixed table, then values drawn by fast-check with a fixed seed). The
 * service must never fail with a 5xx; a 4xx must carry the error body and leave the database as it was; a 2xx is
 * allowed only for a value the contract accepts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sha256 } from '../../services/workspaces/secrets.ts';
import { hashPassword } from '../../services/workspaces/secrets.ts';
import { issueToken } from '../../services/workspaces/tokens.ts';
import {
  connectChoices,
  drafts,
  inboxItems,
  memberships,
  notifications,
  oauthClients,
  oauthCodes,
  postResults,
  posts,
  users,
} from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { png } from '../../testing/images.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { DASHBOARD, DEMO_APP, pkcePair, submitLogin } from '../../testing/oauth-flow.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { operations, type Operation, type OperationId } from './index.ts';

// ---------------------------------------------------------------------------------------------------------------
// The edge values. Each one replaces one parameter of a valid request.

const MANY_IDS = Array.from({ length: 70_000 }, (_, i) => i + 1).join('_');

/** Which parameters an edge value goes to: every one, or those whose schema takes that kind of value. */
type Kind = 'every' | 'number' | 'idList' | 'date' | 'text';
/** Stands for the valid request's own value of the parameter (1 when it has none), sent twice. */
const VALID_TWICE = Symbol('the valid value twice');

const EDGES: readonly { to: Kind; label: string; value: unknown }[] = [
  { to: 'every', label: 'NUL byte "a\\u0000b"', value: 'a\u0000b' },
  { to: 'every', label: '100 KB string', value: 'x'.repeat(100 * 1024) },
  { to: 'every', label: 'object {"a":1}', value: { a: 1 } },
  { to: 'every', label: 'boolean true', value: true },
  { to: 'every', label: 'array [1,2] (query: the name twice)', value: [1, 2] },
  { to: 'every', label: 'array [valid,valid] (query: the name twice)', value: VALID_TWICE },
  { to: 'every', label: 'empty string', value: '' },
  { to: 'number', label: '2147483648 (2^31)', value: 2_147_483_648 },
  { to: 'number', label: '"99999999999999999999"', value: '99999999999999999999' },
  { to: 'number', label: '-1', value: -1 },
  { to: 'number', label: '0', value: 0 },
  { to: 'number', label: 'string "abc"', value: 'abc' },
  { to: 'idList', label: 'id list with a huge id "1_2147483648"', value: '1_2147483648' },
  { to: 'idList', label: 'id list of 70,000 ids', value: MANY_IDS },
  { to: 'date', label: '"9999-12-31 23:59:59"', value: '9999-12-31 23:59:59' },
  { to: 'date', label: '"0000-01-01 00:00:00"', value: '0000-01-01 00:00:00' },
  { to: 'text', label: 'number 42', value: 42 },
  { to: 'text', label: 'emoji', value: 'Great 😀👍🏽 coffee' },
  { to: 'text', label: 'right-to-left text', value: 'שלום \u202Eمرحبا' },
  { to: 'text', label: 'lone surrogate "\\uD800"', value: '\uD800' },
];

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;

/** The kinds of edge values a parameter gets, read from what its schema takes. */
function kindsOf(schema: z.ZodType): Set<Kind> {
  const takes = (value: unknown) => schema.safeParse(value).success;
  const kinds = new Set<Kind>(['every']);
  const idList = takes('1_2') && !takes('abc');
  if (takes(1) || idList) kinds.add('number');
  if (idList) kinds.add('idList');
  if (takes('2026-06-10 09:00:00') && !takes('abc')) kinds.add('date');
  if (!(unwrap(schema) instanceof z.ZodNumber)) kinds.add('text');
  return kinds;
}

/** Values drawn by fast-check: any code point, ids past 2^31, negatives, fractions, id lists, dates, JSON of any shape. */
const RANDOM_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 52n }).map(Number),
  fc.integer({ min: -(2 ** 31), max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.array(fc.bigInt({ min: 1n, max: 2n ** 40n }), { minLength: 2, maxLength: 6 }).map((ids) => ids.join('_')),
  fc
    .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 19).replace('T', ' ')),
  fc.jsonValue({ maxDepth: 2 }),
);
const RANDOM = { seed: 20_260_610, numRuns: 12 };

/**
 * Streams and HTML pages are checked by hand below; the first start answers 2xx only on an empty database, and
 * server/http/routes/workspace.test.ts checks its edges there.
 */
const SKIPPED = [
  'eventsStream',
  'oauthAuthorize',
  'oauthAuthorizeSubmit',
  'setup',
  'channelsCallback',
  // Pages for a person, checked in server/http/routes/notification-settings.test.ts.
  'notificationsUnsubscribePage',
  'notificationsUnsubscribe',
  // Pages for a person, checked in server/http/routes/report-schedules.test.ts.
  'reportsUnsubscribePage',
  'reportsUnsubscribe',
] as const;
type FuzzedId = Exclude<OperationId, (typeof SKIPPED)[number]>;

// ---------------------------------------------------------------------------------------------------------------
// A service on a fresh copy of the demo, and valid requests for each operation.

interface Ctx {
  t: TestApp;
  token: string;
  owner: ApiClient;
  collab: ApiClient;
  ch: Record<number, number>;
  workspaceId: number;
  ownerId: number;
  /** The last valid request and the database's state, kept while calls answer 4xx and change nothing. */
  kept?: { operationId: string; request: Request; state: State };
}

/** A real mail server, so that the operations that need SMTP_URL (scheduled reports, decision 079) answer. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

async function openCtx(): Promise<Ctx> {
  smtp = await startSmtpServer();
  const t = await createTestApp({ env: { SIGNUP: 'open', SMTP_URL: smtp.url } });
  const token = await t.tokenFor(DEMO.owner);
  const owner = apiClient(t, token);
  const collab = apiClient(t, await t.tokenFor(DEMO.collab));
  const me = (await owner.get('/account/get')).body.data;
  return {
    t,
    token,
    owner,
    collab,
    ch: await demoChannels(owner),
    workspaceId: Number(me.workspace.workspace_id),
    ownerId: Number(me.user.user_id),
  };
}

const LINKEDIN = 4;
const FACEBOOK = 2;

/** A sign-in's choice of two LinkedIn pages waiting for the owner, as the callback leaves one: its key. */
async function pendingChoice(c: Ctx) {
  const key = `choice-${randomUUID()}`;
  const page = (n: number) => ({
    accountId: `page-${n}`,
    name: `Page ${n}`,
    screenName: `page${n}`,
    picture: '',
    credentials: { accessToken: `t${n}` },
  });
  await c.t.db.insert(connectChoices).values({
    keyHash: sha256(key),
    workspaceId: c.workspaceId,
    userId: c.ownerId,
    channelType: LINKEDIN,
    accounts: c.t.deps.secrets.seal(JSON.stringify([page(1), page(2)])),
    expiresAt: new Date(c.t.deps.now().getTime() + 600_000),
  });
  return key;
}

/** The first inbox item of the demo workspace that matches, on the channel of that channel_type when given. */
async function item(c: Ctx, where: SQL | undefined, channelType?: number) {
  const channelId = channelType === undefined ? undefined : c.ch[channelType]!;
  const [row] = await c.t.db
    .select()
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.workspaceId, c.workspaceId),
        channelId === undefined ? undefined : eq(inboxItems.channelId, channelId),
        where,
      ),
    )
    .orderBy(asc(inboxItems.id))
    .limit(1);
  return row;
}
const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The demo has no ${what}`);
  return value;
};

/** An unread notification of the demo owner's: a post the collaborator wrote, for approval. */
async function ownersNotification(c: Ctx): Promise<number> {
  await c.collab.post('/posts/create', { channel_ids: c.ch[LINKEDIN]!, message: 'For your approval' });
  const [row] = await c.t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, c.ownerId), isNull(notifications.readAt)))
    .orderBy(desc(notifications.id))
    .limit(1);
  return must(row, 'notification of the owner’s').id;
}

/** A post queued on LinkedIn (the demo has four; one is made when the calls have used them up). */
async function queuedPost(c: Ctx): Promise<number> {
  const find = async () =>
    (
      await c.t.db
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(
            eq(posts.channelId, c.ch[LINKEDIN]!),
            eq(posts.status, 0),
            eq(posts.toApprove, false),
            isNull(posts.customTime),
          ),
        )
        .orderBy(asc(posts.queuePosition), asc(posts.id))
        .limit(1)
    )[0]?.id;
  const found = await find();
  if (found !== undefined) return found;
  await c.owner.post('/posts/create', { channel_ids: c.ch[LINKEDIN]!, message: 'Queued by the fuzz suite' });
  return must(await find(), 'queued post');
}

async function awaitingApproval(c: Ctx): Promise<{ post_id: number; channel_id: number }> {
  const find = async () =>
    (
      await c.t.db
        .select({ post_id: posts.id, channel_id: posts.channelId })
        .from(posts)
        .where(and(eq(posts.workspaceId, c.workspaceId), eq(posts.toApprove, true), eq(posts.status, 0)))
        .orderBy(asc(posts.id))
        .limit(1)
    )[0];
  const found = await find();
  if (found) return found;
  await c.collab.post('/posts/create', { channel_ids: c.ch[LINKEDIN]!, message: 'For approval, from the fuzz suite' });
  return must(await find(), 'post awaiting approval');
}

/** A pinned or failed post, which addToStack moves into the queue. */
async function pinnedOrFailed(c: Ctx): Promise<number> {
  const find = async () =>
    (
      await c.t.db
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(
            eq(posts.workspaceId, c.workspaceId),
            eq(posts.toApprove, false),
            or(eq(posts.status, 2), and(eq(posts.status, 0), isNotNull(posts.customTime))),
          ),
        )
        .orderBy(asc(posts.id))
        .limit(1)
    )[0]?.id;
  const found = await find();
  if (found !== undefined) return found;
  await c.owner.post('/posts/create', {
    channel_ids: c.ch[LINKEDIN]!,
    message: 'Pinned by the fuzz suite',
    custom_time: '2099-01-05 09:30:00',
  });
  return must(await find(), 'pinned post');
}

/** A draft of the owner on LinkedIn, which can move to the queue (one is made when the calls have used them up). */
async function linkedInDraft(c: Ctx): Promise<number> {
  const channelIds = String(c.ch[LINKEDIN]);
  const find = async () =>
    (
      await c.t.db
        .select({ id: drafts.id })
        .from(drafts)
        .where(
          and(
            eq(drafts.workspaceId, c.workspaceId),
            eq(drafts.creatorId, c.ownerId),
            eq(drafts.channelIds, channelIds),
          ),
        )
        .orderBy(asc(drafts.id))
        .limit(1)
    )[0]?.id;
  const found = await find();
  if (found !== undefined) return found;
  await c.owner.post('/drafts/create', { message: 'Draft of the fuzz suite', channel_ids: channelIds });
  return must(await find(), 'draft');
}

/** A reply the channel wrote (deleteComment deletes it); one is written when the demo's are used up. */
async function ownReply(c: Ctx) {
  const where = and(eq(inboxItems.byChannel, true), eq(inboxItems.postType, 'reply'), eq(inboxItems.isDirect, false));
  const found = await item(c, where, LINKEDIN);
  if (found) return found;
  const comment = must(
    await item(c, and(eq(inboxItems.postType, 'comment'), eq(inboxItems.byChannel, false)), LINKEDIN),
    'comment',
  );
  await c.owner.post('/inbox/action', {
    channel_type: LINKEDIN,
    channel_id: comment.channelId,
    post_id: comment.id,
    action: 'reply',
    message: 'Thanks from the fuzz suite',
  });
  return must(await item(c, where, LINKEDIN), 'reply of the channel');
}

async function ownPost(c: Ctx) {
  const where = and(eq(inboxItems.byChannel, true), eq(inboxItems.postType, 'post'));
  return must(await item(c, where), 'post of a channel in the inbox');
}

/** A published post of the demo workspace with its figures read once (decision 073). */
async function postWithResults(c: Ctx): Promise<number> {
  const [post] = await c.t.db
    .select({ id: posts.id, channelId: posts.channelId, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.workspaceId, c.workspaceId), eq(posts.status, 1)))
    .limit(1);
  const published = must(post, 'published post');
  await c.t.db
    .insert(postResults)
    .values({
      postId: published.id,
      workspaceId: c.workspaceId,
      channelId: published.channelId,
      networkPostId: `fuzz-${published.id}`,
      publishedAt: published.publishedAt ?? new Date(),
      likes: 3,
    })
    .onConflictDoNothing();
  return published.id;
}

/** An authorization code of the dashboard (a public client: PKCE, no secret) for the owner, and its verifier. */
async function oauthCode(c: Ctx): Promise<{ code: string; code_verifier: string }> {
  const code = randomBytes(24).toString('base64url');
  const { verifier, challenge } = pkcePair();
  const [owner] = await c.t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.owner));
  await c.t.db.insert(oauthCodes).values({
    codeHash: sha256(code),
    clientId: DASHBOARD.client_id,
    userId: owner!.id,
    workspaceId: c.workspaceId,
    redirectUri: DASHBOARD.redirect_uri,
    codeChallenge: challenge,
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  return { code, code_verifier: verifier };
}

let people = 0;
const FRESH_PASSWORD = 'a fresh password';
const freshPasswordHash = hashPassword(FRESH_PASSWORD);

/** A new person of the demo workspace with a token of their own (to be removed, demoted, or to change password). */
async function freshMember(c: Ctx, role: 'admin' | 'collaborator' = 'collaborator') {
  const [user] = await c.t.db
    .insert(users)
    .values({ email: `fuzz-${++people}@example.test`, name: `Fuzz ${people}`, passwordHash: await freshPasswordHash })
    .returning();
  await c.t.db.insert(memberships).values({ workspaceId: c.workspaceId, userId: user!.id, role });
  const token = await issueToken(
    c.t.db,
    { clientId: DASHBOARD.client_id, userId: user!.id, workspaceId: c.workspaceId, codeId: null },
    3600,
  );
  return { userId: user!.id, token };
}

/** A pending invitation of the demo workspace, and its link's secret. */
async function invitation(c: Ctx) {
  const created = await c.owner.post('/invitations/create', {
    email: `invited-${++people}@example.test`,
    role: 'admin',
  });
  const link: string = created.body.data.link;
  return { id: Number(created.body.data.invitation_id), token: link.split('/').pop()! };
}

/** An API application of the demo workspace. */
async function application(c: Ctx, isPublic = false): Promise<string> {
  const [found] = await c.t.db
    .select({ id: oauthClients.id })
    .from(oauthClients)
    .where(
      and(
        eq(oauthClients.workspaceId, c.workspaceId),
        isPublic ? isNull(oauthClients.secretHash) : isNotNull(oauthClients.secretHash),
      ),
    )
    .limit(1);
  if (found) return found.id;
  const created = await c.owner.post('/apps/create', {
    name: 'Fuzz app',
    redirect_uris: 'https://fuzz.example/callback',
    public: isPublic ? 1 : 0,
  });
  return created.body.data.client_id;
}

type Params = Record<string, unknown>;
/** A valid request; `token` replaces the owner's (null: no token, for the public operations). */
/** `raw`: an upload's bytes and their Content-Type, sent as the body (the parameters then go in the query). */
type Request = {
  params: Params;
  token?: string | null;
  raw?: { contentType: string; body: Buffer };
  /** A review link's secret, for the public review page's calls (X-Review-Token). */
  reviewToken?: string;
};

/** A review link of the demo workspace showing a queued post: its id, its secret and the post. */
async function newReview(c: Ctx): Promise<{ id: number; token: string; postId: number }> {
  const postId = await queuedPost(c);
  const created = await c.owner.post('/reviews/create', { post_ids: String(postId) });
  const url = must(created.body.data?.url as string | undefined, 'review link made');
  return { id: Number(created.body.data?.review_id), token: url.split('/').at(-1)!, postId };
}

/** A new label of the demo workspace (a name of its own each time: names are unique). */
async function newLabel(c: Ctx): Promise<number> {
  const created = await c.owner.post('/labels/create', { name: `Fuzz label ${++people}`, color: '#2f80ed' });
  return Number(must(created.body.data?.label_id as string | undefined, 'label made'));
}

/** A new saved reply of the demo workspace. */
async function newReply(c: Ctx): Promise<number> {
  const created = await c.owner.post('/replies/create', {
    title: `Fuzz reply ${++people}`,
    text: 'Hi {first_name}, thanks for writing to {channel_name}! {my_name}',
  });
  return Number(must(created.body.data?.reply_id as string | undefined, 'saved reply made'));
}

/** A new snippet of the demo workspace (a name of its own each time: names are unique). */
async function newSnippet(c: Ctx): Promise<number> {
  const created = await c.owner.post('/snippets/create', {
    kind: 'hashtags',
    name: `Fuzz snippet ${++people}`,
    body: '#coffee #morning',
  });
  return Number(must(created.body.data?.snippet_id as string | undefined, 'snippet made'));
}

/** A new scheduled report of the demo workspace. */
async function newReportSchedule(c: Ctx): Promise<number> {
  const created = await c.owner.post('/reports/schedules/create', {
    name: `Fuzz report ${++people}`,
    frequency: 'weekly',
    weekday: 'fri',
    time: '17:00',
    recipients: 'boss@example.com',
  });
  return Number(must(created.body.data?.schedule_id as string | undefined, 'scheduled report made'));
}

/** A picture uploaded to the demo workspace, for the calls that name one. */
async function uploadedPicture(c: Ctx): Promise<string> {
  const reply = await c.t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { authorization: `Bearer ${c.token}`, 'content-type': 'image/png' },
    payload: png(4, 3),
  });
  return must(reply.json().data?.media_id as string | undefined, 'uploaded picture');
}

const BASELINES: Record<FuzzedId, (c: Ctx) => Promise<Request>> = {
  inboxGet: async (c) => ({ params: { channel_id: c.ch[LINKEDIN] } }),
  inboxSearch: async (c) => ({ params: { q: 'coffee', type: 'comment', channel_id: c.ch[LINKEDIN] } }),
  inboxSnooze: async (c) => {
    const row = must(await item(c, undefined, LINKEDIN), 'inbox item');
    return { params: { post_id: row.id, channel_id: row.channelId, until: '2099-01-01 09:00:00' } };
  },
  inboxReport: async () => ({ params: { from: '2026-11-01', to: '2026-11-30', group_by: 'member' } }),
  analyticsPosts: async (c) => ({ params: { from: '2026-11-01', to: '2026-11-30', channel_id: c.ch[LINKEDIN] } }),
  analyticsPostHistory: async (c) => ({ params: { post_id: await postWithResults(c) } }),
  analyticsChannels: async () => ({ params: { from: '2026-01-01', to: '2026-12-31' } }),
  analyticsReport: async (c) => ({
    params: { from: '2026-11-01', to: '2026-11-30', format: 'csv', of: 'channels', channel_id: c.ch[LINKEDIN] },
  }),
  analyticsBestTimes: async (c) => ({ params: { channel_id: c.ch[LINKEDIN] } }),
  reportSchedulesList: async () => ({ params: {} }),
  reportSchedulesCreate: async (c) => ({
    params: {
      name: `Fuzz report ${++people}`,
      frequency: 'weekly',
      weekday: 'mon',
      time: '08:00',
      recipients: 'boss@example.com,agency@example.org',
      channel_ids: String(c.ch[LINKEDIN]),
      attach_csv: 1,
    },
  }),
  reportSchedulesUpdate: async (c) => ({
    params: { schedule_id: await newReportSchedule(c), frequency: 'monthly', month_day: 3, time: '07:30' },
  }),
  reportSchedulesDelete: async (c) => ({ params: { schedule_id: await newReportSchedule(c) } }),
  mediaUpload: async () => ({ params: {}, raw: { contentType: 'image/png', body: png(4, 3) } }),
  mediaGet: async () => ({ params: {} }),
  mediaDelete: async (c) => ({ params: { media_id: await uploadedPicture(c) } }),
  inboxGetItem: async (c) => {
    const row = must(await item(c, undefined, LINKEDIN), 'inbox item');
    return { params: { reply_id: row.id, channel_id: row.channelId } };
  },
  inboxLikeInfo: async (c) => {
    const row = must(await item(c, eq(inboxItems.postType, 'post'), 1), 'post on X');
    return { params: { channel_type: 1, channel_id: row.channelId, item_id: row.id } };
  },
  inboxRetweetInfo: async (c) => {
    const row = must(await item(c, eq(inboxItems.postType, 'post'), 1), 'post on X');
    return { params: { channel_type: 1, channel_id: row.channelId, item_id: row.id } };
  },
  inboxConversation: async (c) => {
    const row = must(await item(c, eq(inboxItems.postType, 'post'), LINKEDIN), 'post on LinkedIn');
    return { params: { channel_type: LINKEDIN, channel_id: row.channelId, post_id: row.id } };
  },
  inboxMoreConversation: async (c) => {
    const comment = must(await item(c, isNotNull(inboxItems.parentId), LINKEDIN), 'comment on LinkedIn');
    return {
      params: {
        channel_type: LINKEDIN,
        channel_id: comment.channelId,
        post_id: comment.conversationId,
        last_comment_id: comment.id,
      },
    };
  },
  inboxAction: async (c) => {
    const where = and(eq(inboxItems.postType, 'comment'), eq(inboxItems.byChannel, false));
    const row = must(await item(c, where, LINKEDIN), 'comment on LinkedIn');
    return {
      params: {
        channel_type: LINKEDIN,
        channel_id: row.channelId,
        post_id: row.id,
        action: 'reply',
        message: 'Thanks!',
      },
    };
  },
  inboxRetweet: async (c) => {
    const row = must(await item(c, eq(inboxItems.postType, 'post'), 1), 'post on X');
    return { params: { channel_ids: String(c.ch[1]), post_id: row.id } };
  },
  inboxDeletePost: async (c) => {
    const row = await ownPost(c);
    return { params: { channel_id: row.channelId, post_id: row.id } };
  },
  inboxArchive: async (c) => ({ params: { channel_id: c.ch[7] } }),
  labelsList: async () => ({ params: {} }),
  labelsCreate: async () => ({ params: { name: `Fuzz label ${++people}`, color: '#eb5757' } }),
  labelsUpdate: async (c) => ({ params: { label_id: await newLabel(c), name: `Fuzz label ${++people}` } }),
  labelsDelete: async (c) => ({ params: { label_id: await newLabel(c) } }),
  inboxLabel: async (c) => {
    const row = must(await item(c, eq(inboxItems.byChannel, false), LINKEDIN), 'inbox item on LinkedIn');
    return { params: { post_id: row.id, channel_id: row.channelId, label_ids: String(await newLabel(c)) } };
  },
  repliesList: async () => ({ params: { q: 'thanks' } }),
  repliesCreate: async () => ({ params: { title: `Fuzz reply ${++people}`, text: 'Thanks, {first_name}!' } }),
  repliesUpdate: async (c) => ({ params: { reply_id: await newReply(c), text: 'Thanks again, {first_name}!' } }),
  repliesDelete: async (c) => ({ params: { reply_id: await newReply(c) } }),
  snippetsList: async () => ({ params: { kind: 'signature', search: 'team' } }),
  snippetsCreate: async () => ({
    params: { kind: 'signature', name: `Fuzz signature ${++people}`, body: '— The Northwind team' },
  }),
  snippetsUpdate: async (c) => ({ params: { snippet_id: await newSnippet(c), body: '#coffee #evening' } }),
  snippetsDelete: async (c) => ({ params: { snippet_id: await newSnippet(c) } }),
  repliesUse: async (c) => ({ params: { reply_id: await newReply(c) } }),
  repliesFill: async (c) => {
    const row = must(await item(c, eq(inboxItems.byChannel, false), LINKEDIN), 'inbox item on LinkedIn');
    return { params: { reply_id: await newReply(c), post_id: row.id, channel_id: row.channelId } };
  },
  inboxAssign: async (c) => {
    const where = and(eq(inboxItems.postType, 'comment'), eq(inboxItems.byChannel, false));
    const row = must(await item(c, where, LINKEDIN), 'comment on LinkedIn');
    return { params: { post_id: row.id, channel_id: row.channelId, assignee_id: c.ownerId } };
  },
  inboxAssignees: async () => ({ params: {} }),
  inboxRoutingGet: async () => ({ params: {} }),
  inboxRoutingUpdate: async (c) => ({
    params: { enabled: 1, channel_ids: String(c.ch[LINKEDIN]), member_ids: String(c.ownerId) },
  }),
  inboxDeleteComment: async (c) => {
    const row = await ownReply(c);
    return { params: { channel_type: LINKEDIN, channel_id: row.channelId, post_id: row.id } };
  },
  inboxNote: async (c) => {
    const row = must(await item(c, eq(inboxItems.byChannel, false), LINKEDIN), 'item on LinkedIn');
    return { params: { channel_id: row.channelId, post_id: row.id, message: 'Refund sent, @Sam' } };
  },
  inboxNoteDelete: async (c) => {
    const row = must(await item(c, eq(inboxItems.byChannel, false), LINKEDIN), 'item on LinkedIn');
    const written = await c.owner.post('/inbox/note', { channel_id: row.channelId, post_id: row.id, message: 'Ask' });
    return { params: { note_id: Number(written.body.data.note_id) } };
  },
  inboxMentions: async () => ({ params: {} }),
  inboxMentionsSeen: async () => ({ params: {} }),
  notificationsList: async () => ({ params: {} }),
  notificationsRead: async (c) => ({ params: { notification_ids: String(await ownersNotification(c)) } }),
  notificationsSettings: async () => ({ params: {} }),
  notificationsUpdateSettings: async () => ({ params: { kind: 'post_failed', email: 'digest', digest_hour: 7 } }),
  inboxPresenceSet: async (c) => {
    const row = must(await item(c, eq(inboxItems.byChannel, false), LINKEDIN), 'item on LinkedIn');
    return { params: { channel_id: row.channelId, post_id: row.id, state: 'typing' } };
  },
  inboxPresence: async () => ({ params: {} }),
  postsCreate: async (c) => ({ params: { channel_ids: String(c.ch[LINKEDIN]), message: 'Fresh beans today' } }),
  postsCopy: async (c) => ({ params: { channel_id: c.ch[2], post_id: await queuedPost(c) } }),
  postsUpdate: async (c) => ({ params: { id: await queuedPost(c), message: 'Fresh beans, updated' } }),
  postsReorder: async (c) => {
    const queue = await c.t.db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.channelId, c.ch[LINKEDIN]!),
          eq(posts.status, 0),
          eq(posts.toApprove, false),
          isNull(posts.customTime),
        ),
      )
      .orderBy(asc(posts.queuePosition), asc(posts.id));
    return { params: { channel_id: c.ch[LINKEDIN], order: queue.map((p) => p.id).join('_') } };
  },
  postsDelete: async (c) => ({ params: { channel_id: c.ch[LINKEDIN], post_id: await queuedPost(c) } }),
  postsCalendar: async (c) => ({
    params: { from: '2026-06-01', to: '2026-07-12', channel_ids: String(c.ch[LINKEDIN]), states: 'queued_pinned' },
  }),
  postsBulkMove: async (c) => ({ params: { post_ids: String(await queuedPost(c)), shift_days: 1 } }),
  postsBulkChangeChannel: async (c) => ({
    params: { post_ids: String(await queuedPost(c)), channel_id: c.ch[FACEBOOK] },
  }),
  postsBulkUndo: async (c) => {
    const moved = await c.owner.post('/posts/bulkMove', { post_ids: String(await queuedPost(c)), shift_days: 2 });
    return { params: { undo: must(moved.body.data?.undo as string | undefined, 'undo of a move') } };
  },
  postsBulkDelete: async (c) => ({ params: { post_ids: String(await queuedPost(c)) } }),
  postsHistory: async (c) => ({ params: { channel_id: c.ch[LINKEDIN] } }),
  postsExport: async (c) => ({
    params: { kind: 'plan', from: '2026-06-01', to: '2026-06-30', channel_ids: String(c.ch[LINKEDIN]) },
  }),
  postsImportPreview: async (c) => ({ params: { csv: `channel,message,time\n${c.ch[LINKEDIN]},From a file,queue\n` } }),
  postsImport: async (c) => ({ params: { csv: `channel,message,time\n${c.ch[LINKEDIN]},From a file,queue\n` } }),
  postsApprovePost: async (c) => ({ params: { ...(await awaitingApproval(c)) } }),
  reviewsCreate: async (c) => ({ params: { post_ids: String(await queuedPost(c)), expires_in_days: 3, note: 'Fuzz' } }),
  reviewsList: async () => ({ params: {} }),
  reviewsRevoke: async (c) => ({ params: { review_id: (await newReview(c)).id } }),
  reviewGet: async (c) => ({ token: null, reviewToken: (await newReview(c)).token, params: {} }),
  reviewDecide: async (c) => {
    const review = await newReview(c);
    return {
      token: null,
      reviewToken: review.token,
      params: { post_id: review.postId, decision: 'approve', name: 'Fuzz' },
    };
  },
  postsComments: async (c) => ({ params: { post_id: await queuedPost(c) } }),
  postsComment: async (c) => ({ params: { post_id: await queuedPost(c), message: 'Shorter, @Sam?' } }),
  postsDeleteComment: async (c) => {
    const written = await c.owner.post('/posts/comment', { post_id: await queuedPost(c), message: 'Later' });
    return { params: { comment_id: Number(written.body.data.comment.comment_id) } };
  },
  postsDisapprovePost: async (c) => ({ params: { ...(await awaitingApproval(c)), message: 'Not this week' } }),
  postsShareNow: async (c) => ({ params: { channel_id: c.ch[LINKEDIN], post_id: await queuedPost(c) } }),
  postsGet: async (c) => ({ params: { channel_id: c.ch[LINKEDIN] } }),
  postsGetLinks: async (c) => ({ params: { post_id: await queuedPost(c) } }),
  postsAddToStack: async (c) => ({ params: { post_id: await pinnedOrFailed(c) } }),
  draftsGet: async () => ({ params: {} }),
  draftsCreate: async (c) => ({ params: { message: 'An idea', channel_ids: String(c.ch[LINKEDIN]) } }),
  draftsUpdate: async (c) => ({ params: { draft_id: await linkedInDraft(c), message: 'A better idea' } }),
  draftsDelete: async (c) => ({ params: { draft_id: await linkedInDraft(c) } }),
  draftsAddToStack: async (c) => ({ params: { draft_id: await linkedInDraft(c) } }),
  oauthGetAccessToken: async (c) => ({
    token: null,
    params: { ...DASHBOARD, ...(await oauthCode(c)), grant_type: 'authorization_code' },
  }),
  oauthRevoke: async (c) => ({ params: {}, token: await c.t.tokenFor(DEMO.owner) }),
  accountGet: async () => ({ params: {} }),
  channelsGetSchedule: async (c) => ({ params: { channel_id: c.ch[LINKEDIN] } }),
  channelsUpdateSchedule: async (c) => ({ params: { channel_id: c.ch[LINKEDIN], mon: '09:00_13:00_17:00' } }),
  channelsGet: async () => ({ params: {} }),
  channelsNetworks: async () => ({ params: {} }),
  channelsConnect: async () => ({ params: { network: 'sandbox', channel_type: 4, name: 'Practice page' } }),
  // A channel of its own: the other baselines keep theirs.
  channelsDisconnect: async (c) => {
    const made = await c.owner.post('/channels/connect', { network: 'sandbox', channel_type: 4, name: 'To go' });
    return { params: { channel_id: Number(made.body.data.channel_id), queued: 'drafts' } };
  },
  channelsChoice: async (c) => ({ params: { choice: await pendingChoice(c) } }),
  channelsChoose: async (c) => ({ params: { choice: await pendingChoice(c), account_ids: 'page-2' } }),
  sandboxGet: async () => ({ params: {} }),
  sandboxUpdate: async (c) => ({
    params: { channel_id: c.ch[LINKEDIN], behaviour: 'fail', reason: 'Refused by the fuzz suite' },
  }),
  health: async () => ({ params: {}, token: null }),
  ready: async () => ({ params: {}, token: null }),
  setupGet: async () => ({ params: {}, token: null }),
  signup: async () => ({
    token: null,
    params: {
      name: 'New Person',
      email: `signup-${++people}@example.test`,
      password: FRESH_PASSWORD,
      workspace_name: 'New Shop',
      timezone: 'Europe/Paris',
    },
  }),
  invitationsGet: async (c) => ({ token: null, params: { token: (await invitation(c)).token } }),
  invitationsAccept: async (c) => ({
    token: null,
    params: { token: (await invitation(c)).token, name: 'Invited Person', password: FRESH_PASSWORD },
  }),
  workspacesList: async () => ({ params: {} }),
  workspacesCreate: async () => ({ params: { name: 'Second shop', timezone: 'Asia/Tokyo' } }),
  oauthSwitchWorkspace: async (c) => {
    const { token } = await freshMember(c);
    const created = await apiClient(c.t, token).post('/workspaces/create', { name: 'Their own', timezone: 'UTC' });
    return { token, params: { workspace_id: Number(created.body.data.workspace_id) } };
  },
  workspaceGet: async () => ({ params: {} }),
  workspaceApprovalSteps: async () => ({ params: {} }),
  workspaceUpdateApprovalSteps: async () => ({ params: { step_1: 'owners_admins', step_2: 'client' } }),
  workspaceUtm: async () => ({ params: {} }),
  // Left off: the links other calls make here stay untagged.
  workspaceUpdateUtm: async () => ({ params: { enabled: 0, campaign: 'autumn' } }),
  workspaceUpdate: async () => ({
    params: { name: 'Northwind Coffee', approval_required: 1, mon: '09:00_13:00_17:00' },
  }),
  membersList: async () => ({ params: {} }),
  membersUpdateRole: async (c) => ({ params: { user_id: (await freshMember(c)).userId, role: 'admin' } }),
  membersRemove: async (c) => ({ params: { user_id: (await freshMember(c)).userId } }),
  invitationsList: async () => ({ params: {} }),
  invitationsCreate: async () => ({ params: { email: `invited-${++people}@example.test`, role: 'collaborator' } }),
  invitationsRevoke: async (c) => ({ params: { invitation_id: (await invitation(c)).id } }),
  accountUpdate: async () => ({ params: { name: 'Maya Chen', picture: '/avatars/user-1.svg' } }),
  accountChangePassword: async (c) => ({
    token: (await freshMember(c)).token,
    params: { current_password: FRESH_PASSWORD, new_password: 'another long password' },
  }),
  sessionsList: async () => ({ params: {} }),
  sessionsRevoke: async (c) => {
    const { token } = await freshMember(c);
    const sessions = await apiClient(c.t, token).get('/sessions/list');
    return { token, params: { session_id: Number(sessions.body.data[0].session_id) } };
  },
  sessionsRevokeAll: async (c) => ({ token: (await freshMember(c)).token, params: {} }),
  appsList: async () => ({ params: {} }),
  appsCreate: async () => ({ params: { name: 'Zapier', redirect_uris: 'https://zapier.example/callback', public: 0 } }),
  appsRotateSecret: async (c) => ({ params: { client_id: await application(c) } }),
  appsDelete: async (c) => ({ params: { client_id: await application(c) } }),
  auditList: async () => ({ params: { limit: 20 } }),
  onboardingGet: async () => ({ params: {} }),
  onboardingUpdate: async () => ({ params: { dismissed: 1, schedule_checked: 1 } }),
};

// ---------------------------------------------------------------------------------------------------------------
// Sending a request as a client would: GET, DELETE and the query-string POSTs in the query, the rest as JSON.

/** Query strings carry text: numbers and booleans as they print, objects as their JSON. */
const queryText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** Percent-encodes UTF-8; a lone surrogate goes as its raw three bytes (ill-formed UTF-8), as a careless client sends it. */
function percentEncode(text: string): string {
  if (!/[\uD800-\uDFFF]/.test(text)) return encodeURIComponent(text);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return out;
}

/** An array is the same name several times. */
const queryString = (params: Params) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${k}=${percentEncode(queryText(one))}`))
    .join('&');

interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
}

function answerOf(status: number, contentType: string, text: string): Answer {
  try {
    return { status, contentType, text, body: JSON.parse(text) };
  } catch {
    return { status, contentType, text, body: undefined };
  }
}

async function send(c: Ctx, op: Operation, request: Request): Promise<Answer> {
  const token = request.token === undefined ? c.token : request.token;
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(request.reviewToken ? { 'x-review-token': request.reviewToken } : {}),
  };
  const inQuery = op.paramsIn === 'query';
  if (request.raw) {
    const reply = await c.t.app.inject({
      method: op.method,
      url: `/api${op.path}?${queryString(request.params)}`,
      headers: { ...headers, 'content-type': request.raw.contentType },
      payload: request.raw.body,
    });
    return answerOf(reply.statusCode, String(reply.headers['content-type'] ?? ''), reply.body);
  }
  const reply = await c.t.app.inject({
    method: op.method,
    url: `/api${op.path}${inQuery ? `?${queryString(request.params)}` : ''}`,
    headers: inQuery ? headers : { ...headers, 'content-type': 'application/json' },
    ...(inQuery ? {} : { payload: JSON.stringify(request.params) }),
  });
  return answerOf(reply.statusCode, String(reply.headers['content-type'] ?? ''), reply.body);
}

// ---------------------------------------------------------------------------------------------------------------
// What the contract accepts, and what the database holds.

/**
 * The value the contract sees for one parameter as sent: query strings carry text; an integer parameter is read
 * from its decimal text (in any transport), and an empty one is no value.
 */
function asReceived(op: Operation, name: string, value: unknown): unknown {
  const received = op.paramsIn === 'query' ? (Array.isArray(value) ? value.map(queryText) : queryText(value)) : value;
  if (unwrap(op.params.shape[name] as z.ZodType) instanceof z.ZodNumber && typeof received === 'string') {
    if (received === '') return undefined;
    if (/^-?\d+$/.test(received)) return Number(received);
  }
  return received;
}

const contractAccepts = (op: Operation, name: string, value: unknown) =>
  (op.params.shape[name] as z.ZodType).safeParse(asReceived(op, name, value)).success;

/** The tables requests write; of access tokens only which exist and which are revoked. */
const TABLES = [
  'workspaces',
  'users',
  'memberships',
  'invitations',
  'audit_events',
  'oauth_clients',
  'posts',
  'drafts',
  'channels',
  'inbox_items',
  'inbox_reactions',
  'labels',
  'inbox_item_labels',
  'saved_replies',
  'snippets',
  'report_schedules',
  'inbox_work',
  'inbox_routing',
  'notifications',
  'post_comments',
  'short_links',
  'sandbox_publications',
  'oauth_codes',
  'media',
];
const TOKENS = `(select coalesce(md5(string_agg(x.id || ':' || coalesce(x.revoked_at::text, ''), ',' order by x.id)), '-')
  from access_tokens x)`;
const perTable = (expression: string) =>
  sql.raw(
    `select concat_ws(',', ${TABLES.map((table) => `(${expression} from ${table} x)`).join(', ')}, ${TOKENS}) as v`,
  );

/** One md5 per table over the text of every row, in the order of the rows' md5 (some tables have no id). */
const CONTENT = perTable(`select coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '-')`);
/**
 * Per table, the row count and the sum of the rows' xmin, at a fraction of the cost: an insert, update or delete
 * always moves one of them, since every new row version carries a newer transaction id than any row it replaces.
 */
const SIGNATURE = perTable(`select count(*) || ':' || coalesce(sum(x.xmin::text::bigint), 0)`);

interface State {
  content: string;
  signature: string;
}

const valueOf = async (t: TestApp, query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: { v: string }[] }).rows[0]!.v;

const stateOf = async (t: TestApp): Promise<State> => ({
  content: await valueOf(t, CONTENT),
  signature: await valueOf(t, SIGNATURE),
});

/** Whether the rows are as they were: nothing written, or only the same contents written again. */
async function unchanged(t: TestApp, before: State): Promise<boolean> {
  const signature = await valueOf(t, SIGNATURE);
  if (signature === before.signature) return true;
  if ((await valueOf(t, CONTENT)) !== before.content) return false;
  before.signature = signature;
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// The property.

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const ERROR_KEYS = new Set(['status', 'code', 'message', 'field']);
/** The token endpoint also writes RFC 6749's error and error_description, for OAuth libraries. */
const OAUTH_ERROR_KEYS = new Set([...ERROR_KEYS, 'error', 'error_description']);

/** What is wrong with an error answer's body, if anything. */
function errorBodyProblem(answer: Answer, keys = ERROR_KEYS): string | undefined {
  const body = answer.body as Record<string, unknown> | undefined;
  if (!answer.contentType.startsWith('application/json') || typeof body !== 'object' || body === null)
    return `not the JSON error body (${answer.contentType || 'no content-type'}: ${answer.text.slice(0, 120)})`;
  const extra = Object.keys(body).filter((k) => !keys.has(k));
  if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  if (body.status !== 'error') return 'status is not "error"';
  if (typeof body.code !== 'string' || !SNAKE_CASE.test(body.code)) return 'code is not snake_case';
  if (typeof body.message !== 'string' || !body.message.trim()) return 'message is empty';
  if (body.field !== undefined && typeof body.field !== 'string') return 'field is not a string';
  return undefined;
}

/** The service's own account of the last request's failure, from its log (the body only says internal_error). */
function loggedFailure(t: TestApp): string {
  const logs = t.logs();
  const lines = logs.slice(logs.lastIndexOf('"msg":"incoming request"')).split('\n').slice(1);
  for (const line of lines) {
    if (!line.includes('"err":')) continue;
    const { err } = JSON.parse(line) as { err: { message?: string; stack?: string } };
    const cause = /caused by: (?:\w*error: )?([^\n]*)/i.exec(err.stack ?? '')?.[1];
    return (cause ?? (err.message ?? '').split('\n')[0]!).slice(0, 100);
  }
  return 'not logged';
}

/** "status code" of an answer, with the reason of a server error. */
function summary(c: Ctx, answer: Answer): string {
  const body = answer.body as { code?: unknown } | undefined;
  if (answer.status < 400) return String(answer.status);
  const code = typeof body?.code === 'string' ? body.code : `(${answer.contentType || 'no'} body)`;
  return answer.status >= 500 ? `${answer.status} ${code} [${loggedFailure(c.t)}]` : `${answer.status} ${code}`;
}

/**
 * Sends the baseline with one parameter replaced; answers what breaks the property, or undefined. The valid
 * request and the database's state are made again only after a call that may have changed the database.
 */
async function probe(c: Ctx, op: Operation, name: string, value: unknown): Promise<string | undefined> {
  let kept = c.kept?.operationId === op.operationId ? c.kept : undefined;
  c.kept = undefined;
  if (!kept) {
    const request = await BASELINES[op.operationId as FuzzedId](c);
    kept = { operationId: op.operationId, request, state: await stateOf(c.t) };
  }
  const { request, state } = kept;
  if (value === VALID_TWICE) value = [request.params[name] ?? 1, request.params[name] ?? 1];
  const answer = await send(c, op, { ...request, params: { ...request.params, [name]: value } });
  if (answer.status >= 500) return `${summary(c, answer)}: server error`;
  if (answer.status < 400)
    return contractAccepts(op, name, value) ? undefined : `${summary(c, answer)}: took a value the contract refuses`;
  const problem = errorBodyProblem(answer, op.operationId === 'oauthGetAccessToken' ? OAUTH_ERROR_KEYS : ERROR_KEYS);
  if (problem) return `${summary(c, answer)}: ${problem}`;
  if (!(await unchanged(c.t, state))) return `${summary(c, answer)}: changed the database`;
  c.kept = kept;
  return undefined;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
};

// ---------------------------------------------------------------------------------------------------------------

let c: Ctx;
beforeAll(async () => {
  c = await openCtx();
});
afterAll(async () => {
  await c.t.close();
  await smtp.close();
});

describe('the database state', () => {
  it('tells a write from rows written again with the same contents', async () => {
    c.kept = undefined;
    const [draft] = await c.t.db.select().from(drafts).orderBy(asc(drafts.id)).limit(1);
    const before = await stateOf(c.t);
    await c.t.db.update(drafts).set({ message: draft!.message }).where(eq(drafts.id, draft!.id));
    expect(await unchanged(c.t, before)).toBe(true);
    await c.t.db
      .update(drafts)
      .set({ message: `${draft!.message}!` })
      .where(eq(drafts.id, draft!.id));
    expect(await unchanged(c.t, before)).toBe(false);
  });
});

const fuzzed = operations.filter((op) => !(SKIPPED as readonly string[]).includes(op.operationId));

describe.each(fuzzed.map((op) => [op.operationId, op as Operation] as const))('%s', (_id, op) => {
  const names = Object.keys(op.params.shape);

  it('answers a valid request with 2xx', async () => {
    c.kept = undefined;
    const answer = await send(c, op, await BASELINES[op.operationId as FuzzedId](c));
    expect(answer.status, answer.text.slice(0, 300)).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
  });

  // Operations without parameters (draftsGet, accountGet…) have only their baseline.
  if (names.length === 0) return;

  it('answers every edge value with a clear client error, or takes a valid one', async () => {
    const failures: string[] = [];
    for (const name of names) {
      const kinds = kindsOf(op.params.shape[name] as z.ZodType);
      for (const edge of EDGES.filter((e) => kinds.has(e.to))) {
        const failure = await probe(c, op, name, edge.value);
        if (failure) failures.push(`${name} = ${edge.label} → ${failure}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers random values (fast-check) the same way', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), RANDOM_VALUE, async (name, value) => {
        const failure = await probe(c, op, name, value);
        if (failure) throw new Error(`${name} = ${show(value)} → ${failure}`);
      }),
      RANDOM,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Edges outside the parameters: the login pages, the token endpoint, oversized requests, short links.

/**
 * A request on a real socket (inject() knows no size limit), read to the end. What arrived before the server
 * closed the connection counts; a connection closed with no answer is status 0.
 */
function rawRequest(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const head = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = (problem?: string) => {
      const raw = Buffer.concat(chunks).toString();
      const [top = '', body = ''] = raw.split('\r\n\r\n', 2);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(top)?.[1] ?? 0);
      const contentType = /^content-type: *(.*)$/im.exec(top)?.[1] ?? '';
      resolve(answerOf(status, contentType, status ? body : `no answer (${problem ?? 'closed'})`));
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code));
    socket.on('close', () => done());
    socket.write(`GET ${path} HTTP/1.1\r\n${head}\r\n`);
  });
}

/** A 4xx with the error body, told in one line when it is not. */
function expectClientError(answer: Answer, keys = ERROR_KEYS) {
  const seen = `${answer.status} ${answer.contentType}: ${answer.text.slice(0, 200)}`;
  expect(answer.status >= 400 && answer.status < 500, `a 4xx, not ${seen}`).toBe(true);
  expect(errorBodyProblem(answer, keys), seen).toBeUndefined();
}

describe('plain HTTP edges', () => {
  const authorizeQuery = { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri, response_type: 'code' };

  it('answers the login form with a NUL in client_id without a server error', async () => {
    const page = await c.t.app.inject({
      url: `/api/oauth/authorize?${queryString({ ...authorizeQuery, client_id: 'demo\u0000app' })}`,
    });
    expect(page.statusCode, page.body.slice(0, 300)).toBeLessThan(500);
  });

  it('answers the posted login form with a NUL in email without a server error', async () => {
    const reply = await submitLogin(
      c.t.app,
      { ...authorizeQuery, state: 's' },
      { email: 'owner\u0000@demo.test', password: DEMO.password },
    );
    expect(reply.statusCode, reply.body.slice(0, 300)).toBeLessThan(500);
  });

  it('answers the token endpoint with a NUL in client_id with a client error', async () => {
    const params = { ...DEMO_APP, client_id: 'demo\u0000app', code: (await oauthCode(c)).code };
    const reply = await c.t.app.inject({ method: 'POST', url: `/api/oauth/getAccessToken?${queryString(params)}` });
    expectClientError(
      answerOf(reply.statusCode, String(reply.headers['content-type'] ?? ''), reply.body),
      OAUTH_ERROR_KEYS,
    );
  });

  describe('over 16 KB, on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await c.t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (c.t.app.server.address() as AddressInfo).port;
    });
    const auth = () => ({ authorization: `Bearer ${c.token}` });

    it('answers a query string over 16 KB with the JSON error body', async () => {
      expectClientError(await rawRequest(port, `/api/inbox/get?filter_by_user_id=${'a'.repeat(17 * 1024)}`, auth()));
    });

    it('answers a header over 16 KB with the JSON error body', async () => {
      expectClientError(await rawRequest(port, '/api/inbox/get', { ...auth(), 'x-padding': 'a'.repeat(17 * 1024) }));
    });
  });

  it('answers a short link path of 5,000 characters with 404', async () => {
    const reply = await c.t.app.inject({ url: `/l/${'a'.repeat(5000)}` });
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(404);
  });

  it('redirects a short link to a URL with non-ASCII characters, percent-encoded', async () => {
    const created = await c.owner.post('/posts/create', {
      channel_ids: c.ch[LINKEDIN]!,
      message: 'Our new mug: http://example.com/😀',
    });
    expect(created.status).toBe(200);
    const links = await c.owner.get('/posts/getLinks', { post_id: created.body.data.post_id[0] });
    const code = new URL(links.body.data[0].short_link).pathname.split('/').pop();
    const reply = await c.t.app.inject({ url: `/l/${code}` });
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(302);
    expect(reply.headers.location).toBe('http://example.com/%F0%9F%98%80');
  });
});
