/**
 * Review links (decision 060): owners and admins share posts; a visitor without an account reads them by the link's
 * secret alone and decides them, as the client's approval step where the post is at one, as feedback elsewhere.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  auditEvents,
  drafts,
  memberships,
  notifications,
  postApprovals,
  postComments,
  posts,
  queueTails,
  reviewDecisions,
  reviews,
  users,
  workspaces,
} from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const START = new Date('2026-06-10T14:00:00Z');
const X = 1;
const GONE = 'This review link has expired or was withdrawn. Ask whoever sent it for a new one.';

let now: Date;
let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let stranger: ApiClient;
let ch: Record<number, number>;
let ownerId: number;
let collabId: number;

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeEach(async () => {
  now = START;
  t = await createTestApp({ now: () => now });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  stranger = apiClient(t, await t.tokenFor(DEMO.other));
  ownerId = await userIdOf(DEMO.owner);
  collabId = await userIdOf(DEMO.collab);
  ch = await demoChannels(owner);
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
  await t.db.delete(notifications);
});
afterEach(() => t.close());

/** A call of the review page: the secret in its header, no login. */
async function visit(method: 'GET' | 'POST', path: string, token: string, payload?: Record<string, unknown>) {
  const reply = await t.app.inject({
    method,
    url: `/api${path}`,
    headers: { 'x-review-token': token },
    ...(payload ? { payload } : {}),
  });
  return { status: reply.statusCode, body: reply.json(), headers: reply.headers };
}

async function queuedPost(message = 'Autumn menu is here') {
  const created = await owner.post('/posts/create', { channel_ids: ch[X]!, message });
  expect(created.status).toBe(200);
  return created.body.data.post_id[0] as number;
}

async function collabPost(message = 'Pumpkin spice is back') {
  const created = await collab.post('/posts/create', { channel_ids: ch[X]!, message, picture: '/demo/latte.png' });
  expect(created.status).toBe(200);
  return created.body.data.post_id[0] as number;
}

async function share(postIds: number[], extra: Record<string, string | number> = {}) {
  const { status, body } = await owner.post('/reviews/create', { post_ids: postIds.join('_'), ...extra });
  expect(status).toBe(200);
  return {
    id: Number(body.data.review_id),
    url: body.data.url as string,
    token: (body.data.url as string).split('/').at(-1)!,
  };
}

/** Steps of owners and admins, then the client; and a client member, so that the step is really theirs. */
async function clientStep() {
  const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.name, 'Northwind Coffee'));
  const [cleo] = await t.db
    .insert(users)
    .values({ email: 'cleo@client.test', name: 'Cleo', passwordHash: 'x' })
    .returning();
  await t.db.insert(memberships).values({ workspaceId: workspace!.id, userId: cleo!.id, role: 'client' });
  const saved = await owner.post('/workspace/approvalSteps', { step_1: 'owners_admins', step_2: 'client' });
  expect(saved.status).toBe(200);
}

const postRow = async (id: number) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0]!;
const told = async (kind: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, kind as 'review_approved'))
  ).map((n) => [n.userId, n.actorName, n.reason]);

describe('reviews/create, list, revoke', () => {
  it('answers the link once, keeps only its hash, lists it without it, and records it', async () => {
    const [a, b] = [await queuedPost('One'), await queuedPost('Two')];
    const { status, body } = await owner.post('/reviews/create', {
      post_ids: `${b}_${a}`,
      expires_in_days: 3,
      note: 'Next week, please',
    });
    expect(status).toBe(200);
    const token = (body.data.url as string).split('/').at(-1)!;
    expect(body.data.url).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({
      note: 'Next week, please',
      posts: 2,
      decisions: 0,
      expires_at: '2026-06-13 10:00:00',
    });
    const [stored] = await t.db.select().from(reviews);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await owner.get('/reviews/list');
    expect(listed.body.data).toEqual([
      {
        review_id: body.data.review_id,
        note: 'Next week, please',
        created_by_name: 'Maya Chen',
        created_at: '2026-06-10 10:00:00',
        expires_at: '2026-06-13 10:00:00',
        posts: 2,
        decisions: 0,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const page = await visit('GET', '/review/get', token);
    expect(page.body.data.posts.map((p: { message: string }) => p.message)).toEqual(['Two', 'One']);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'review.created'));
    expect(event).toMatchObject({ actorName: 'Maya Chen', details: { posts: 2, expires_in_days: 3 } });
  });

  it('is for owners and admins, and refuses posts it cannot show with nothing made', async () => {
    const post = await queuedPost();
    expect((await collab.post('/reviews/create', { post_ids: String(post) })).status).toBe(403);
    expect((await collab.get('/reviews/list')).status).toBe(403);
    // Another workspace's post is as unknown as a missing one.
    const foreign = await stranger.post('/reviews/create', { post_ids: String(post) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toContain(String(post));
    await t.db.update(posts).set({ status: 1 }).where(eq(posts.id, post));
    const published = await owner.post('/reviews/create', { post_ids: String(post) });
    expect(published).toMatchObject({ status: 409, body: { code: 'not_reviewable' } });
    for (const days of [0, 91, 'soon'])
      expect((await owner.post('/reviews/create', { post_ids: String(post), expires_in_days: days })).status).toBe(400);
    expect(await t.db.select().from(reviews)).toEqual([]);
  });

  it('withdraws a link at once; its page is then the same 404 as an unknown one', async () => {
    const { id, token } = await share([await queuedPost()]);
    expect((await visit('GET', '/review/get', token)).status).toBe(200);
    expect((await stranger.post('/reviews/revoke', { review_id: id })).status).toBe(404);
    expect((await owner.post('/reviews/revoke', { review_id: id })).status).toBe(200);
    expect(await visit('GET', '/review/get', token)).toMatchObject({ status: 404, body: { message: GONE } });
    expect((await owner.post('/reviews/revoke', { review_id: id })).status).toBe(404);
    expect((await owner.get('/reviews/list')).body.data).toEqual([]);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'review.revoked'));
    expect(event?.target).toBe(`review ${id}`);
  });
});

describe('the review page', () => {
  it('shows each post as it goes out, in the workspace zone, without a login and out of search engines', async () => {
    const post = await collabPost();
    const { token } = await share([post], { note: 'For Friday' });
    const page = await visit('GET', '/review/get', token);
    expect(page.status).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.data).toMatchObject({
      workspace_name: 'Northwind Coffee',
      timezone: 'America/New_York',
      note: 'For Friday',
      created_by_name: 'Maya Chen',
      posts: [
        {
          post_id: String(post),
          channel_type: X,
          message: 'Pumpkin spice is back',
          picture: expect.stringContaining('/demo/latte.png'),
          // At owners' and admins' step: the visitor's word is feedback.
          state: 'feedback',
          decisions: [],
        },
      ],
    });
  });

  it('is one 404 for an unknown, expired or malformed link, and a link is never an API token', async () => {
    const { token } = await share([await queuedPost()], { expires_in_days: 1 });
    const unknown = await visit('GET', '/review/get', 'A'.repeat(43));
    expect(unknown).toMatchObject({ status: 404, body: { code: 'not_found', message: GONE } });
    expect((await visit('GET', '/review/get', 'short')).body.message).toBe(GONE);
    // Its secret in the address is not how the page is opened.
    const inQuery = await t.app.inject({ method: 'GET', url: `/api/review/get?token=${token}` });
    expect(inQuery.statusCode).toBe(404);
    // Nor does it open anything behind login.
    expect((await apiClient(t, token).get('/posts/get', { channel_id: ch[X]! })).status).toBe(401);
    now = new Date(START.getTime() + 86_400_000 + 1);
    expect(await visit('GET', '/review/get', token)).toMatchObject({ status: 404, body: { message: GONE } });
  });

  it('takes a visitor’s word as feedback where the post is at no client’s step', async () => {
    const post = await collabPost();
    const { token } = await share([post]);
    const noName = await visit('POST', '/review/decide', token, { post_id: post, decision: 'approve', name: ' ' });
    expect(noName).toMatchObject({ status: 400, body: { field: 'name' } });
    const noComment = await visit('POST', '/review/decide', token, {
      post_id: post,
      decision: 'changes',
      name: 'Dana',
    });
    expect(noComment).toMatchObject({ status: 400, body: { field: 'comment' } });
    expect(await t.db.select().from(reviewDecisions)).toEqual([]);

    const said = await visit('POST', '/review/decide', token, {
      post_id: post,
      decision: 'changes',
      comment: 'Say which shops have it',
      name: 'Dana from Acme',
    });
    expect(said.status).toBe(200);
    expect(said.body.data.post).toMatchObject({
      state: 'feedback',
      decisions: [{ name: 'Dana from Acme', decision: 'changes', comment: 'Say which shops have it' }],
    });
    // The post is as it was: still waiting for owners and admins.
    expect(await postRow(post)).toMatchObject({ toApprove: true, approvalStep: 1, status: 0 });
    const thread = await t.db.select().from(postComments).where(eq(postComments.postId, post));
    expect(thread.map((c) => [c.authorId, c.authorName, c.body])).toEqual([
      [null, 'Dana from Acme', 'Asked for changes through the review link: Say which shops have it'],
    ]);
    // Whoever shared it and the post's writer are told.
    expect((await told('review_changes_requested')).sort()).toEqual(
      [
        [ownerId, 'Dana from Acme', 'Say which shops have it'],
        [collabId, 'Dana from Acme', 'Say which shops have it'],
      ].sort(),
    );
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'review.decided'));
    expect(event).toMatchObject({
      actorId: null,
      actorName: 'Dana from Acme',
      details: { decision: 'changes', step: null },
    });
  });

  it('decides the client’s step: an approval queues the post, and its writer hears it was approved', async () => {
    await clientStep();
    const post = await collabPost();
    expect((await owner.post('/posts/approvePost', { post_id: post, channel_id: ch[X]! })).status).toBe(200);
    const { token } = await share([post]);
    expect((await visit('GET', '/review/get', token)).body.data.posts[0].state).toBe('waiting');

    const approved = await visit('POST', '/review/decide', token, { post_id: post, decision: 'approve', name: 'Dana' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.post.state).toBe('feedback');
    expect(await postRow(post)).toMatchObject({ toApprove: false, approvalStep: null, approvedByName: 'Dana' });
    const decided = await t.db.select().from(postApprovals).where(eq(postApprovals.postId, post));
    expect(decided.map((d) => [d.step, d.decidedById, d.decidedByName, d.decision])).toEqual([
      [1, ownerId, 'Maya Chen', 'approved'],
      [2, null, 'Dana', 'approved'],
    ]);
    expect(await t.db.select({ step: reviewDecisions.step }).from(reviewDecisions)).toEqual([{ step: 2 }]);
    expect(await told('review_approved')).toEqual([[ownerId, 'Dana', null]]);
    expect((await told('post_approved')).map(([user, actor]) => [user, actor])).toEqual([[collabId, 'Dana']]);
  });

  it('sends the post back from the client’s step with the comment as the reason, the thread going along', async () => {
    await clientStep();
    const post = await collabPost();
    await owner.post('/posts/approvePost', { post_id: post, channel_id: ch[X]! });
    const { token } = await share([post]);
    const sent = await visit('POST', '/review/decide', token, {
      post_id: post,
      decision: 'changes',
      comment: 'Name the shops',
      name: 'Dana',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.post.state).toBe('closed');
    const [draft] = await t.db.select().from(drafts).where(eq(drafts.creatorId, collabId));
    expect(draft).toMatchObject({ rejectedById: null, rejectedByName: 'Dana', rejectedMessage: 'Name the shops' });
    const thread = await t.db.select().from(postComments).where(eq(postComments.draftId, draft!.id));
    expect(thread.map((c) => c.body)).toEqual(['Asked for changes through the review link: Name the shops']);
    const listed = await collab.get('/drafts/get');
    expect(listed.body.data.drafts[0]).toMatchObject({
      rejected_user_name: 'Dana',
      rejected_message: 'Name the shops',
    });
    expect((await told('post_sent_back')).map(([user, actor, reason]) => [user, actor, reason])).toEqual([
      [collabId, 'Dana', 'Name the shops'],
    ]);
    // Nothing is left to decide on it.
    const again = await visit('POST', '/review/decide', token, { post_id: post, decision: 'approve', name: 'Eve' });
    expect(again).toMatchObject({ status: 409, body: { code: 'not_reviewable' } });
  });

  it('sees nothing but its own posts', async () => {
    const [shown, other] = [await queuedPost('Shown'), await queuedPost('Not shown')];
    const { token } = await share([shown]);
    const outside = await visit('POST', '/review/decide', token, { post_id: other, decision: 'approve', name: 'Dana' });
    expect(outside).toMatchObject({ status: 404, body: { message: GONE } });
    expect(
      await t.db
        .select()
        .from(reviewDecisions)
        .where(and(eq(reviewDecisions.postId, other))),
    ).toEqual([]);
  });
});
