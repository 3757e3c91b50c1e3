/**
 * Approval steps and the client role (decision 057): the steps in Settings, a post moving through them, who may
 * decide each step, who is told, and what a client may not do.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  auditEvents,
  drafts,
  memberships,
  notifications,
  postApprovals,
  posts,
  queueTails,
  users,
  workspaces,
} from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;

let t: TestApp;
let owner: ApiClient;
let admin: ApiClient;
let collab: ApiClient;
let reviewer: ApiClient;
let client: ApiClient;
let stranger: ApiClient;
let ch: Record<number, number>;
const ids: Record<'owner' | 'admin' | 'collab' | 'reviewer' | 'client', number> = {
  owner: 0,
  admin: 0,
  collab: 0,
  reviewer: 0,
  client: 0,
};

/** A member of the demo workspace with a role, and a token for them. */
async function member(email: string, name: string, role: 'admin' | 'collaborator' | 'client') {
  const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.name, 'Northwind Coffee'));
  const [user] = await t.db.insert(users).values({ email, name, passwordHash: 'x' }).returning();
  await t.db.insert(memberships).values({ workspaceId: workspace!.id, userId: user!.id, role });
  return { id: user!.id, api: apiClient(t, await t.tokenFor(email)) };
}

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  stranger = apiClient(t, await t.tokenFor(DEMO.other));
  ids.owner = await userIdOf(DEMO.owner);
  ids.collab = await userIdOf(DEMO.collab);
  ({ id: ids.admin, api: admin } = await member('ada@demo.test', 'Ada Admin', 'admin'));
  ({ id: ids.reviewer, api: reviewer } = await member('rae@demo.test', 'Rae Reviewer', 'collaborator'));
  ({ id: ids.client, api: client } = await member('cleo@client.test', 'Cleo Client', 'client'));
  ch = await demoChannels(owner);
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
  await t.db.delete(notifications);
});
afterEach(() => t.close());

const threeSteps = () =>
  owner.post('/workspace/approvalSteps', {
    step_1: 'owners_admins',
    step_2: 'member',
    step_2_user_id: ids.reviewer,
    step_3: 'client',
  });

async function collabPost(message = 'Autumn menu is here') {
  const created = await collab.post('/posts/create', { channel_ids: ch[X]!, message });
  expect(created.status).toBe(200);
  return created.body.data.post_id[0] as number;
}

const toApprove = async (api: ApiClient) => {
  const { status, body } = await api.get('/posts/get', { channel_id: ch[X]! });
  expect(status).toBe(200);
  return body.data.postsToApprove[String(ch[X])] as Record<string, unknown>[];
};

const decide = (api: ApiClient, postId: number, extra: Record<string, string | number> = {}) =>
  api.post('/posts/approvePost', { post_id: postId, channel_id: ch[X]!, ...extra });

const toldOf = async (kind: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, kind as 'approval_requested'))
  )
    .map((n) => n.userId)
    .sort((a, b) => a - b);

const postRow = async (id: number) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0]!;

describe('workspace/approvalSteps', () => {
  it('answers the one step of owners and admins until the workspace chooses others', async () => {
    const { status, body } = await owner.get('/workspace/approvalSteps');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      approval_required: true,
      steps: [
        {
          position: 1,
          who: 'owners_admins',
          user_id: '',
          deciders: 'owners and admins',
          decider_ids: [ids.owner, ids.admin].sort((a, b) => a - b).join('_'),
        },
      ],
    });
  });

  it('saves up to three steps, says who decides each, and records it', async () => {
    const { status, body } = await threeSteps();
    expect(status).toBe(200);
    expect(body.data.steps.map((s: Record<string, string>) => [s.who, s.user_id, s.deciders, s.decider_ids])).toEqual([
      ['owners_admins', '', 'owners and admins', expect.any(String)],
      ['member', String(ids.reviewer), 'Rae Reviewer', String(ids.reviewer)],
      ['client', '', 'the client', String(ids.client)],
    ]);
    expect((await admin.get('/workspace/approvalSteps')).body.data).toEqual(body.data);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'workspace.approval_steps_changed'));
    expect(event?.details).toMatchObject({
      steps: 'owners and admins, then Rae Reviewer, then the client',
      count: 3,
    });
  });

  it('refuses a gap, a member step without its member, a client or a foreign person named, and changes nothing', async () => {
    const stranger = await userIdOf(DEMO.other);
    const bad: [Record<string, string | number>, string][] = [
      [{ step_1: 'owners_admins', step_3: 'client' }, 'step_3'],
      [{ step_1: 'member' }, 'step_1_user_id'],
      [{ step_1: 'client', step_1_user_id: ids.client }, 'step_1_user_id'],
      [{ step_1: 'member', step_1_user_id: ids.client }, 'step_1_user_id'],
      [{ step_1: 'member', step_1_user_id: stranger }, 'step_1_user_id'],
      [{ step_1: 'nobody' }, 'step_1'],
    ];
    for (const [params, field] of bad) {
      const { status, body } = await owner.post('/workspace/approvalSteps', params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body).toMatchObject({ status: 'error', field });
    }
    expect((await owner.get('/workspace/approvalSteps')).body.data.steps).toHaveLength(1);
  });

  it('is for owners and admins: a collaborator and a client are refused', async () => {
    for (const api of [collab, client]) {
      expect((await api.get('/workspace/approvalSteps')).status).toBe(403);
      expect((await api.post('/workspace/approvalSteps', { step_1: 'client' })).status).toBe(403);
    }
    expect((await owner.get('/workspace/approvalSteps')).body.data.steps).toHaveLength(1);
  });
});

describe('a post through three steps', () => {
  it('moves on at each step, tells each step’s deciders, and queues only at the last', async () => {
    await threeSteps();
    const postId = await collabPost();

    // Step 1: owners and admins are asked; the client sees nothing yet and may not decide it.
    const [listed] = await toApprove(owner);
    expect(listed).toMatchObject({
      to_approve: 1,
      approval_step: 1,
      approval_steps: 3,
      approvers: { who: 'owners_admins', names: 'owners and admins' },
    });
    expect(await toldOf('approval_requested')).toEqual([ids.owner, ids.admin].sort((a, b) => a - b));
    expect(await toApprove(client)).toEqual([]);
    const early = await decide(client, postId);
    expect(early.status).toBe(403);
    expect(early.body.message).toContain('owners and admins');

    const first = await decide(owner, postId, { approval_step: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data).toBe('Step 1 of 3 approved: the post now waits for Rae Reviewer.');
    expect(await postRow(postId)).toMatchObject({ toApprove: true, approvalStep: 2 });
    expect(await toldOf('approval_requested')).toContain(ids.reviewer);
    expect(await toldOf('post_approved')).toEqual([]);

    // The admin, who saw step 1, is told the owner decided it.
    const late = await decide(admin, postId, { approval_step: 1 });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'already_decided', message: expect.stringContaining('Maya Chen') });

    // Step 2: the member named.
    expect((await toApprove(reviewer))[0]).toMatchObject({
      approval_step: 2,
      approvers: { who: 'member', names: 'Rae Reviewer', user_ids: String(ids.reviewer) },
    });
    expect((await decide(reviewer, postId)).status).toBe(200);
    expect(await toldOf('approval_requested')).toContain(ids.client);

    // Step 3: the client sees it, and their approval queues it; only now is the writer told.
    const [atClient] = await toApprove(client);
    expect(atClient).toMatchObject({ post_id: postId, approval_step: 3, approvers: { who: 'client' } });
    const last = await decide(client, postId);
    expect(last.status).toBe(200);
    expect(last.body.data).toBe('Post approved: it joined the end of the queue.');
    expect(await postRow(postId)).toMatchObject({ toApprove: false, approvalStep: null, approvedById: ids.client });
    expect(await toldOf('post_approved')).toEqual([ids.collab]);
    const decisions = await t.db.select().from(postApprovals).where(eq(postApprovals.postId, postId));
    expect(decisions.map((d) => [d.step, d.decidedByName, d.decision]).sort()).toEqual([
      [1, 'Maya Chen', 'approved'],
      [2, 'Rae Reviewer', 'approved'],
      [3, 'Cleo Client', 'approved'],
    ]);
    // Decided: a client's list is empty again.
    expect(await toApprove(client)).toEqual([]);
  });

  it('sends a post back at any step as a draft of its writer', async () => {
    await threeSteps();
    const postId = await collabPost();
    await decide(owner, postId);
    const back = await reviewer.post('/posts/disapprovePost', {
      post_id: postId,
      channel_id: ch[X]!,
      message: 'Not this week',
    });
    expect(back.status).toBe(200);
    expect(await postRow(postId)).toMatchObject({ status: 4, toApprove: false, approvalStep: null });
    const [draft] = await t.db.select().from(drafts).where(eq(drafts.creatorId, ids.collab));
    expect(draft).toMatchObject({ rejectedById: ids.reviewer, rejectedMessage: 'Not this week' });
    expect(await toldOf('post_sent_back')).toEqual([ids.collab]);
    const again = await decide(client, postId);
    expect(again.status).toBe(409);
  });

  it('refuses a step to anyone it is not for, and a foreign workspace’s caller as an unknown post', async () => {
    await threeSteps();
    const postId = await collabPost();
    expect((await decide(collab, postId)).status).toBe(403);
    expect((await decide(reviewer, postId)).status).toBe(403);
    expect((await decide(stranger, postId)).status).toBe(404);
    expect((await stranger.post('/posts/approvePost', { post_id: postId, channel_id: 999999 })).status).toBe(404);
    expect(await postRow(postId)).toMatchObject({ toApprove: true, approvalStep: 1 });
  });

  it('a shorter list moves posts waiting beyond it to its last step, which then queues them', async () => {
    await threeSteps();
    const postId = await collabPost();
    await decide(owner, postId);
    await decide(reviewer, postId);
    expect((await postRow(postId)).approvalStep).toBe(3);
    await owner.post('/workspace/approvalSteps', {
      step_1: 'owners_admins',
      step_2: 'member',
      step_2_user_id: ids.reviewer,
    });
    expect((await postRow(postId)).approvalStep).toBe(2);
    expect((await decide(reviewer, postId)).status).toBe(200);
    expect((await postRow(postId)).toApprove).toBe(false);
  });

  it('a client step with no client, or a member who left, falls to the owners and admins', async () => {
    await threeSteps();
    await t.db.delete(memberships).where(and(eq(memberships.userId, ids.client)));
    await t.db.delete(memberships).where(and(eq(memberships.userId, ids.reviewer)));
    const postId = await collabPost();
    await decide(owner, postId);
    expect((await toApprove(owner))[0]).toMatchObject({
      approval_step: 2,
      approvers: { who: 'owners_admins', names: 'owners and admins (the member named left)' },
    });
    expect((await decide(admin, postId)).status).toBe(200);
    expect((await decide(owner, postId)).status).toBe(200);
    expect((await postRow(postId)).toApprove).toBe(false);
  });
});

describe('the client role', () => {
  it('is refused everything not on its list, naming the role, and changes nothing', async () => {
    const postId = await collabPost();
    const refused: [string, string, Record<string, string | number>][] = [
      ['get', '/inbox/get', {}],
      ['get', '/channels/get', {}],
      ['get', '/members/list', {}],
      ['post', '/workspace/update', { name: 'Taken over' }],
      ['post', '/posts/create', { channel_ids: ch[X]!, message: 'Mine now' }],
      ['post', '/drafts/create', { message: 'A draft of mine' }],
      ['post', '/posts/shareNow', { post_id: postId, channel_id: ch[X]! }],
      ['get', '/audit/list', {}],
      ['post', '/invitations/create', { email: 'x@client.test', role: 'owner' }],
    ];
    for (const [method, path, params] of refused) {
      const answer = method === 'get' ? await client.get(path, params) : await client.post(path, params);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({
        status: 'error',
        code: 'forbidden',
        message: expect.stringContaining('client'),
      });
    }
    expect((await t.db.select().from(workspaces).where(eq(workspaces.name, 'Taken over'))).length).toBe(0);
    expect((await t.db.select().from(posts)).length).toBe(1);
  });

  it('reads its own account, notifications and a channel list without drafts, and sees no post of another step', async () => {
    const postId = await collabPost();
    expect((await client.get('/account/get')).body.data.user.role).toBe('client');
    expect((await client.get('/notifications/list')).status).toBe(200);
    // Their email notifications, which their profile shows: read and changed, their own.
    expect((await client.get('/notifications/settings')).status).toBe(200);
    const chosen = await client.post('/notifications/settings', { kind: 'approval_requested', email: 'digest' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.kinds).toContainEqual(
      expect.objectContaining({ kind: 'approval_requested', email: 'digest' }),
    );
    const drafted = await client.get('/drafts/get');
    expect(drafted.status).toBe(200);
    expect(drafted.body.data.count).toBe(0);
    const outbox = await client.get('/posts/get', { channel_id: ch[X]! });
    expect(outbox.body.data).toEqual({
      channels: { [String(ch[X])]: [] },
      errorPosts: { [String(ch[X])]: [] },
      postsToApprove: { [String(ch[X])]: [] },
    });
    const calendar = await client.get('/posts/calendar', { from: '2026-06-10', to: '2026-06-16' });
    expect(calendar.status).toBe(200);
    expect(calendar.body.data.posts.map((p: { post_id: number }) => p.post_id)).not.toContain(postId);
  });

  it('may be invited, and joins as a client', async () => {
    const invited = await owner.post('/invitations/create', { email: 'new-client@client.test', role: 'client' });
    expect(invited.status).toBe(200);
    expect(invited.body.data.role).toBe('client');
  });
});
