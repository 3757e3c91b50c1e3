/**
 * Approval steps under concurrency, on two instances of one PostgreSQL database (decision 057): at every step, two
 * of its deciders deciding at once on different instances make one decision; the other is told who made it (409
 * already_decided), and the post moves on once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { memberships, postApprovals, posts, reviewDecisions, users, workspaces } from '../../db/schema.ts';
import {
  seededDatabase,
  startInstances,
  type Call,
  type Client,
  type Instances,
} from '../../testing/postgres-instances.ts';
import { DEMO } from '../../testing/test-app.ts';

let cluster: Instances;
const log: Call[] = [];
const db = () => cluster.instances[0]!.database.db;
/** Each step's two deciders, one per instance. */
const pairs: [Client, Client][] = [];
let collab: Client;
let ownerOf: Client;
let channelId: number;

/** A member of the demo workspace with a role. */
async function member(email: string, name: string, role: 'admin' | 'client') {
  const [workspace] = await db().select().from(workspaces).where(eq(workspaces.name, 'Northwind Coffee'));
  const [user] = await db().insert(users).values({ email, name, passwordHash: 'x' }).returning();
  await db().insert(memberships).values({ workspaceId: workspace!.id, userId: user!.id, role });
  return user!.id;
}

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `approval_steps_${process.pid}`);
  cluster = await startInstances(url, 2);
  const [adminId] = [await member('ada@demo.test', 'Ada Admin', 'admin')];
  await member('cleo@client.test', 'Cleo Client', 'client');
  await member('cole@client.test', 'Cole Client', 'client');
  const owner = await cluster.tokenFor(DEMO.owner);
  const admin = await cluster.tokenFor('ada@demo.test');
  const clients = [await cluster.tokenFor('cleo@client.test'), await cluster.tokenFor('cole@client.test')];
  collab = cluster.client(0, await cluster.tokenFor(DEMO.collab), log);
  // Step 1: owners and admins; step 2: the admin named; step 3: the clients. Step 2 has one decider, so its
  // race is the admin on both instances at once (two tabs).
  const saved = await cluster.client(0, owner, log).post('/workspace/approvalSteps', {
    step_1: 'owners_admins',
    step_2: 'member',
    step_2_user_id: adminId,
    step_3: 'client',
  });
  expect(saved.status).toBe(200);
  ownerOf = cluster.client(0, owner, log);
  pairs.push(
    [cluster.client(0, owner, log), cluster.client(1, admin, log)],
    [cluster.client(0, admin, log), cluster.client(1, admin, log)],
    [cluster.client(0, clients[0]!, log), cluster.client(1, clients[1]!, log)],
  );
  const [post] = await db().select({ channelId: posts.channelId }).from(posts).limit(1);
  channelId = post!.channelId;
});
afterAll(() => cluster.close());

describe('approval steps on two instances', () => {
  it('make one decision per step, and tell the other decider who made it', async () => {
    const ROUNDS = 5;
    for (let round = 0; round < ROUNDS; round++) {
      const created = await collab.post('/posts/create', { channel_ids: channelId, message: `Race ${round}` });
      expect(created.status).toBe(200);
      const postId = (created.body.data as { post_id: number[] }).post_id[0]!;
      for (const [step, pair] of pairs.entries()) {
        const answers = await Promise.all(
          pair.map((decider) =>
            decider.post('/posts/approvePost', { post_id: postId, channel_id: channelId, approval_step: step + 1 }),
          ),
        );
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses, `round ${round}, step ${step + 1}`).toEqual([200, 409]);
        const loser = answers.find((a) => a.status === 409)!;
        expect(loser.body).toMatchObject({ code: 'already_decided' });
        const decisions = await db().select().from(postApprovals).where(eq(postApprovals.postId, postId));
        expect(decisions.map((d) => d.step).sort()).toEqual(Array.from({ length: step + 1 }, (_, i) => i + 1));
        expect(String(loser.body.message)).toContain(decisions.find((d) => d.step === step + 1)!.decidedByName);
      }
      const [after] = await db().select().from(posts).where(eq(posts.id, postId));
      expect(after).toMatchObject({ toApprove: false, approvalStep: null, status: 0 });
    }
    expect(cluster.instances.flatMap((i) => i.failures)).toEqual([]);
  });

  it('make one decision at the client step between a review link on one instance and a client on the other', async () => {
    const ROUNDS = 5;
    for (let round = 0; round < ROUNDS; round++) {
      const created = await collab.post('/posts/create', { channel_ids: channelId, message: `Link race ${round}` });
      const postId = (created.body.data as { post_id: number[] }).post_id[0]!;
      for (const [step, pair] of pairs.slice(0, 2).entries())
        expect(
          (await pair[0].post('/posts/approvePost', { post_id: postId, channel_id: channelId })).status,
          `round ${round}, step ${step + 1}`,
        ).toBe(200);
      const shared = await ownerOf.post('/reviews/create', { post_ids: String(postId) });
      const token = String((shared.body.data as { url: string }).url)
        .split('/')
        .at(-1)!;
      const [member, visitor] = await Promise.all([
        pairs[2]![0].post('/posts/approvePost', { post_id: postId, channel_id: channelId, approval_step: 3 }),
        cluster.instances[1]!.app.inject({
          method: 'POST',
          url: '/api/review/decide',
          headers: { 'x-review-token': token },
          payload: { post_id: postId, decision: 'approve', name: 'Dana' },
        }),
      ]);
      const atStep3 = await db()
        .select()
        .from(postApprovals)
        .where(eq(postApprovals.postId, postId))
        .then((rows) => rows.filter((row) => row.step === 3));
      expect(atStep3, `round ${round}`).toHaveLength(1);
      const [visit] = await db().select().from(reviewDecisions).where(eq(reviewDecisions.postId, postId));
      if (atStep3[0]!.decidedByName === 'Dana') {
        // The link won the step: the member is told who decided it.
        expect(member.status).toBe(409);
        expect(visit?.step).toBe(3);
      } else {
        // The member won: the link's word came too late for the step, and is either refused or kept as feedback.
        expect(member.status).toBe(200);
        if (visitor.statusCode === 200) expect(visit?.step).toBeNull();
        else expect(visitor.json()).toMatchObject({ code: 'already_decided' });
      }
      const [after] = await db().select().from(posts).where(eq(posts.id, postId));
      expect(after).toMatchObject({ toApprove: false, approvalStep: null, status: 0 });
    }
    expect(cluster.instances.flatMap((i) => i.failures)).toEqual([]);
  });
});
