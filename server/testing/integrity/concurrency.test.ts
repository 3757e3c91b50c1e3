// The service's integrity rules under real concurrency: two instances on one PostgreSQL database, each with its
// own pool of ten connections, driven at once by a busy team (several clients, both instances, the same
// channel, the same post). Every call is recorded; no call may answer 5xx, and the queue, the partial updates
// and the approval decisions must come out as if the calls had run one after the other.
//
// Each test tallies what it saw and checks it with expect.soft, so that one run reports every broken rule with
// its figures (how many 500s, lost fields, double winners) rather than stopping at the first.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seededDatabase, startInstances, type Call, type Client, type Instances } from '../postgres-instances.ts';
import { QUEUE_HEAD } from '../../services/outbox/queue.ts';
import { DEMO } from '../test-app.ts';

const INSTANCES = 2;

let service: Instances;
let databaseUrl: string;
let sql: pg.Client;
/** The demo workspace's channel ids by channel_type (1 X … 7 Google Business Profile). */
let channelOf: Record<number, number>;
/** One client per instance, for the owner and for the collaborator. */
let owner: Client[];
let collab: Client[];
/** Every call of the current test (the clients hold this array: each test empties it). */
const calls: Call[] = [];

/** A small deterministic random source, so that a failing storm can be run again as it was. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    below: (n: number) => Math.floor(next() * n),
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const answer = (c: Call) => (c.status === 200 ? '200' : `${c.status} ${c.body.code ?? '?'}`);

/** How often each call answered what, as `POST /posts/create → 200`. */
function tally(list: readonly Call[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of list) {
    const key = `${c.method} ${c.path} → ${answer(c)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * Rule 1: no call answers 5xx. Names the first such calls with their bodies, and tallies the causes the instances
 * logged for all of them.
 */
function expectNoServerErrors(list: readonly Call[]) {
  const failed = list.filter((c) => c.status >= 500);
  const causes: Record<string, number> = {};
  for (const { failures } of service.instances) {
    for (const cause of failures.splice(0)) causes[cause] = (causes[cause] ?? 0) + 1;
  }
  const shown = failed
    .slice(0, 5)
    .map((c) => `  ${c.method} ${c.path} ${JSON.stringify(c.params)} → ${c.status} ${JSON.stringify(c.body)}`);
  expect
    .soft(
      failed.length,
      [
        `${failed.length} of ${list.length} calls answered 5xx: ${JSON.stringify(tally(failed))}`,
        `causes logged: ${JSON.stringify(causes, null, 1)}`,
        ...shown,
        failed.length > shown.length ? `  … and ${failed.length - shown.length} more` : '',
        '',
      ].join('\n'),
    )
    .toBe(0);
}

interface QueueRow {
  id: number;
  position: number | null;
  /** The post's time (decision 018): on its row at the head of the queue, its slot in the queue's tail past it. */
  due: Date | null;
  /** The time on the post's row. */
  stored: Date | null;
  /** How many slots the queue's tail holds. */
  slots: number;
}

/** How many posts at the head of a queue carry their slot's time on their row. */
const HEAD = QUEUE_HEAD;

/** A channel's queue as the database holds it: pending, approved, not pinned; in queue order, with its slots. */
async function queueOf(channelId: number): Promise<QueueRow[]> {
  const { rows } = await sql.query<QueueRow>(
    `select p.id, p.queue_position as position,
       case when p.rank <= ${HEAD} then p.due_at else s.slots[p.rank - ${HEAD}] end as due, p.due_at as stored,
       coalesce(array_length(s.slots, 1), 0) as slots
     from (select *, row_number() over (order by queue_position, id) as rank from posts
       where channel_id = $1 and status = 0 and to_approve = false and custom_time is null) as p
     left join queue_tails as s on s.channel_id = p.channel_id
     order by p.rank`,
    [channelId],
  );
  return rows;
}

/**
 * Rule 2's invariants: positions unique and increasing, times strictly increasing along them, the head's times on
 * its rows and one slot of the queue's tail for each post past it (and none on their rows).
 */
function queueShape(queue: readonly QueueRow[]) {
  const positions = queue.map((q) => q.position);
  return {
    length: queue.length,
    positionsIncrease: positions.every((p, i) => p !== null && (i === 0 || p > positions[i - 1]!)),
    duplicatePositions: positions.length - new Set(positions).size,
    slotsNotOnePerPost: queue.filter((q) => q.slots !== Math.max(0, queue.length - HEAD)).length,
    dueAtNotAfterPrevious: queue.filter(
      (q, i) => i > 0 && (!q.due || !queue[i - 1]!.due || q.due.getTime() <= queue[i - 1]!.due!.getTime()),
    ).length,
    rowTimesNotTheSlots: queue.filter((q, i) => (i < HEAD ? q.stored === null : q.stored !== null)).length,
  };
}

/** The statuses of a post in the outbox or sent from it: pending, published, failed, publishing. */
const OUTBOX_STATUSES = [0, 1, 2, 3];

const okShape = (length: number) => ({
  length,
  positionsIncrease: true,
  duplicatePositions: 0,
  slotsNotOnePerPost: 0,
  dueAtNotAfterPrevious: 0,
  rowTimesNotTheSlots: 0,
});

const idsOf = (c: Call) => (c.body.data as { post_id: number[] }).post_id;

async function clearChannel(channelId: number) {
  await sql.query('delete from posts where channel_id = $1', [channelId]);
  await sql.query('delete from queue_tails where channel_id = $1', [channelId]);
}

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `integrity_${process.pid}`, 50);
  databaseUrl = url;
  service = await startInstances(url, INSTANCES);
  sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const { rows } = await sql.query<{ id: number; type: number }>(
    `select c.id, c.channel_type as type from channels c
     join memberships m on m.workspace_id = c.workspace_id join users u on u.id = m.user_id
     where u.email = $1`,
    [DEMO.owner],
  );
  channelOf = Object.fromEntries(rows.map((r) => [r.type, r.id]));
  const [ownerToken, collabToken] = [await service.tokenFor(DEMO.owner), await service.tokenFor(DEMO.collab)];
  owner = range(INSTANCES).map((i) => service.client(i, ownerToken, calls));
  collab = range(INSTANCES).map((i) => service.client(i, collabToken, calls));
});

afterAll(async () => {
  await sql?.end();
  await service?.close();
});

const startRecording = () => {
  calls.length = 0;
  for (const { failures } of service.instances) failures.length = 0;
};

describe('a busy team on two instances of one PostgreSQL database', () => {
  it('queues 200 posts created at once by 8 clients, each in a position and slot of its own, in time order', async () => {
    startRecording();
    const channel = channelOf[2]!;
    await clearChannel(channel);
    const created = await Promise.all(
      range(8).map(async (client) => {
        const mine: number[] = [];
        for (const n of range(25)) {
          const call = await owner[client % INSTANCES]!.post('/posts/create', {
            channel_ids: channel,
            message: `client ${client}, post ${n}`,
          });
          if (call.status === 200) mine.push(...idsOf(call));
        }
        return mine;
      }),
    );
    const ids = created.flat();

    expectNoServerErrors(calls);
    expect.soft(tally(calls), 'every create answers 200').toEqual({ 'POST /posts/create → 200': 200 });
    const queue = await queueOf(channel);
    const queued = new Set(queue.map((q) => q.id));
    expect
      .soft(
        {
          createdPostsMissingFromQueue: ids.filter((id) => !queued.has(id)).length,
          otherPostsInQueue: queue.filter((q) => !ids.includes(q.id)).length,
        },
        'the queue holds exactly the posts created',
      )
      .toEqual({ createdPostsMissingFromQueue: 0, otherPostsInQueue: 0 });
    expect
      .soft(queueShape(queue), 'the queue holds the 200 posts in increasing positions and slots')
      .toEqual(okShape(200));
  }, 60_000);

  it('keeps the queue whole through a storm of creates, reorders and deletes on both instances', async () => {
    startRecording();
    const channel = channelOf[3]!;
    await clearChannel(channel);
    const random = randomSource(20_260_610);
    const live = new Set<number>();
    const deleted = new Set<number>();
    for (const n of range(30)) {
      const call = await owner[n % INSTANCES]!.post('/posts/create', { channel_ids: channel, message: `seed ${n}` });
      if (call.status === 200) for (const id of idsOf(call)) live.add(id);
    }
    const setup = calls.length;

    const OPERATIONS = 300;
    const WORKERS = 10;
    let issued = 0;
    const worker = async () => {
      while (issued < OPERATIONS) {
        const n = issued++;
        const api = owner[random.below(INSTANCES)]!;
        const roll = random.next();
        if (roll < 0.4) {
          const call = await api.post('/posts/create', { channel_ids: channel, message: `storm ${n}` });
          if (call.status === 200) for (const id of idsOf(call)) live.add(id);
        } else if (roll < 0.7) {
          const listing = await api.get('/posts/get', { channel_id: channel });
          if (listing.status !== 200) continue;
          const data = listing.body.data as { channels: Record<string, { post_id: number }[]> };
          const order = random.shuffle((data.channels[String(channel)] ?? []).map((p) => p.post_id));
          if (order.length === 0) continue;
          await api.post('/posts/reorder', { channel_id: channel, order: order.join('_') });
        } else {
          const candidates = [...live, ...deleted];
          if (candidates.length === 0) continue;
          const postId = candidates[random.below(candidates.length)]!;
          const call = await api.delete('/posts/delete', { post_id: postId, channel_id: channel });
          if (call.status === 200) {
            live.delete(postId);
            deleted.add(postId);
          }
        }
      }
    };
    await Promise.all(range(WORKERS).map(() => worker()));

    expectNoServerErrors(calls);
    expect.soft(tally(calls.slice(0, setup)), 'the 30 setup creates answer 200').toEqual({
      'POST /posts/create → 200': 30,
    });
    const allowed = (c: Call) =>
      c.status === 200 ||
      c.status === 409 ||
      (c.status === 400 && c.path === '/posts/reorder' && c.body.code === 'invalid_order') ||
      (c.status === 404 && c.path === '/posts/delete' && c.body.code === 'not_found');
    const unexpected = calls.slice(setup).filter((c) => !allowed(c));
    expect
      .soft(
        tally(unexpected),
        `only 200, 400 invalid_order, 404 (deleted meanwhile) or 409; all answers: ${JSON.stringify(tally(calls.slice(setup)))}`,
      )
      .toEqual({});
    const queue = await queueOf(channel);
    const queued = new Set(queue.map((q) => q.id));
    expect
      .soft(
        {
          createdNotDeletedButMissing: [...live].filter((id) => !queued.has(id)).length,
          deletedButStillQueued: [...deleted].filter((id) => queued.has(id)).length,
          neverCreatedButQueued: queue.filter((q) => !live.has(q.id) && !deleted.has(q.id)).length,
        },
        'the queue holds every post created and not deleted, and nothing else',
      )
      .toEqual({ createdNotDeletedButMissing: 0, deletedButStillQueued: 0, neverCreatedButQueued: 0 });
    expect.soft(queueShape(queue), 'positions and slots increasing, one slot per post').toEqual(okShape(live.size));
  }, 60_000);

  it('refuses a stale order without waiting for the channel, and applies a current one once the channel is free', async () => {
    startRecording();
    const channel = channelOf[2]!;
    await clearChannel(channel);
    for (const n of range(3)) await owner[0]!.post('/posts/create', { channel_ids: channel, message: `queued ${n}` });
    const ids = (await queueOf(channel)).map((q) => q.id);
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      // Another writer holds the channel as a queue change does.
      await holder.query('begin');
      await holder.query('select id from channels where id = $1 for no key update', [channel]);
      // Answered while the lock is still held: had it waited for the channel, this would never return.
      const stale = await owner[0]!.post('/posts/reorder', { channel_id: channel, order: ids.slice(1).join('_') });
      expect(stale.status).toBe(400);
      expect(stale.body).toMatchObject({ code: 'invalid_order', field: 'order' });
      expect(stale.body.message).toContain('load it again and send the new order');

      const current = owner[1]!.post('/posts/reorder', { channel_id: channel, order: [...ids].reverse().join('_') });
      await holder.query('commit');
      expect((await current).status).toBe(200);
    } finally {
      await holder.end();
    }
    expect((await queueOf(channel)).map((q) => q.id)).toEqual([...ids].reverse());
    expectNoServerErrors(calls);
  });

  describe('partial updates racing on one row keep both changes', () => {
    const ROUNDS = 30;

    it('posts/update {message} and posts/update {link}', async () => {
      startRecording();
      const channel = channelOf[4]!;
      await clearChannel(channel);
      const created = await owner[0]!.post('/posts/create', { channel_ids: channel, message: 'to be edited' });
      expect(created.status).toBe(200);
      const [id] = idsOf(created);
      const lost = { message: 0, link: 0 };
      for (const round of range(ROUNDS)) {
        const message = `message of round ${round}`;
        const link = `https://example.com/round-${round}`;
        await Promise.all([
          owner[0]!.post('/posts/update', { id, message }),
          owner[1]!.post('/posts/update', { id, link }),
        ]);
        const { rows } = await sql.query<{ message: string; link: string | null }>(
          'select message, link from posts where id = $1',
          [id],
        );
        if (rows[0]?.message !== message) lost.message++;
        if (rows[0]?.link !== link) lost.link++;
      }
      expectNoServerErrors(calls);
      expect.soft(tally(calls.slice(1)), 'every update answers 200').toEqual({
        'POST /posts/update → 200': 2 * ROUNDS,
      });
      expect.soft(lost, `rounds (of ${ROUNDS}) where a field written was lost`).toEqual({ message: 0, link: 0 });
    });

    it('drafts/update {message, link} and drafts/update {message, picture}', async () => {
      startRecording();
      const created = await owner[0]!.post('/drafts/create', { message: 'a draft' });
      expect(created.status).toBe(200);
      const draftId = (created.body.data as { draft_id: number }).draft_id;
      const lost = { link: 0, picture: 0 };
      for (const round of range(ROUNDS)) {
        const link = `https://example.com/draft-round-${round}`;
        const picture = `https://example.com/picture-${round}.png`;
        await Promise.all([
          owner[0]!.post('/drafts/update', { draft_id: draftId, message: 'a draft', link }),
          owner[1]!.post('/drafts/update', { draft_id: draftId, message: 'a draft', picture }),
        ]);
        const { rows } = await sql.query<{ link: string | null; picture: string | null }>(
          'select link, picture from drafts where id = $1',
          [draftId],
        );
        if (rows[0]?.link !== link) lost.link++;
        if (rows[0]?.picture !== picture) lost.picture++;
      }
      expectNoServerErrors(calls);
      expect.soft(tally(calls.slice(1)), 'every update answers 200').toEqual({
        'POST /drafts/update → 200': 2 * ROUNDS,
      });
      expect.soft(lost, `rounds (of ${ROUNDS}) where a field written was lost`).toEqual({ link: 0, picture: 0 });
    });

    it('channels/updateSchedule {mon} and channels/updateSchedule {tue}', async () => {
      startRecording();
      const channel = channelOf[6]!;
      await clearChannel(channel);
      const lost = { mon: 0, tue: 0 };
      for (const round of range(ROUNDS)) {
        const minute = String(round).padStart(2, '0');
        const [mon, tue] = [`08:${minute}`, `10:${minute}`];
        await Promise.all([
          owner[0]!.post('/channels/updateSchedule', { channel_id: channel, mon }),
          owner[1]!.post('/channels/updateSchedule', { channel_id: channel, tue }),
        ]);
        const read = await owner[round % INSTANCES]!.get('/channels/getSchedule', { channel_id: channel });
        const schedule = (read.body.data as { schedule?: Record<string, string[]> } | undefined)?.schedule;
        if (schedule?.mon?.join('_') !== mon) lost.mon++;
        if (schedule?.tue?.join('_') !== tue) lost.tue++;
      }
      expectNoServerErrors(calls);
      expect.soft(tally(calls), 'every call answers 200').toEqual({
        'POST /channels/updateSchedule → 200': 2 * ROUNDS,
        'GET /channels/getSchedule → 200': ROUNDS,
      });
      expect.soft(lost, `rounds (of ${ROUNDS}) where a weekday written was lost`).toEqual({ mon: 0, tue: 0 });
    });
  });

  describe('two decisions at once on a post awaiting approval: exactly one wins', () => {
    const ROUNDS = 20;
    type Decision = 'approvePost' | 'disapprovePost';

    /**
     * Each round: the collaborator writes a post (it awaits approval), then the owner's two decisions hit it at
     * once, one per instance. Exactly one answers 200 and the other 409 already_decided (naming who decided the
     * step, decision 057), whichever order
     * they reach the database in. The post ends as the winner left it: approved, in the queue; sent back, out of
     * the outbox (deleted, or kept under a status of its own) with exactly one draft made by the disapproval.
     */
    async function race(decisions: [Decision, Decision], label: string) {
      startRecording();
      const channel = channelOf[7]!;
      const summary = {
        rounds: 0,
        oneWinner: 0,
        twoWinners: 0,
        noWinner: 0,
        loserAnsweredOtherwise: 0,
        draftsNotOnePerDisapproval: 0,
        roundsWithTwoDrafts: 0,
        postNotAsWinnerLeftIt: 0,
      };
      const answers: Record<string, number> = {};
      for (const round of range(ROUNDS)) {
        const message = `${label}, round ${round}`;
        const created = await collab[round % INSTANCES]!.post('/posts/create', { channel_ids: channel, message });
        if (created.status !== 200) continue;
        const [postId] = idsOf(created);
        const outcome = await Promise.all(
          decisions.map((decision, i) =>
            owner[i % INSTANCES]!.post(`/posts/${decision}`, { post_id: postId, channel_id: channel }),
          ),
        );
        summary.rounds++;
        for (const [i, c] of outcome.entries()) {
          const key = `${decisions[i]} → ${answer(c)}`;
          answers[key] = (answers[key] ?? 0) + 1;
        }
        const winners = outcome.flatMap((c, i) => (c.status === 200 ? [decisions[i]!] : []));
        if (winners.length === 1) summary.oneWinner++;
        else if (winners.length === 2) summary.twoWinners++;
        else summary.noWinner++;
        const loser = outcome.find((c) => c.status !== 200);
        if (winners.length === 1 && !(loser?.status === 409 && loser.body.code === 'already_decided'))
          summary.loserAnsweredOtherwise++;
        const { rows: drafts } = await sql.query<{ n: number }>(
          'select count(*)::int as n from drafts where message = $1 and rejected_by_id is not null',
          [message],
        );
        if (drafts[0]!.n !== winners.filter((w) => w === 'disapprovePost').length) summary.draftsNotOnePerDisapproval++;
        if (drafts[0]!.n > 1) summary.roundsWithTwoDrafts++;
        const { rows: post } = await sql.query<{
          status: number;
          toApprove: boolean;
          position: number | null;
          custom: Date | null;
        }>(
          `select status, to_approve as "toApprove", queue_position as position, custom_time as custom
           from posts where id = $1`,
          [postId],
        );
        // Judged where there was one winner (two winners are already counted above).
        const left = post[0];
        const asWinnerLeftIt =
          winners.length !== 1 ||
          (winners[0] === 'disapprovePost'
            ? left === undefined || !OUTBOX_STATUSES.includes(left.status)
            : left !== undefined &&
              left.status === 0 &&
              !left.toApprove &&
              left.custom === null &&
              left.position !== null);
        if (!asWinnerLeftIt) summary.postNotAsWinnerLeftIt++;
      }
      expectNoServerErrors(calls);
      expect.soft(summary, `${decisions.join(' + ')}: answers ${JSON.stringify(answers)}`).toEqual({
        rounds: ROUNDS,
        oneWinner: ROUNDS,
        twoWinners: 0,
        noWinner: 0,
        loserAnsweredOtherwise: 0,
        draftsNotOnePerDisapproval: 0,
        roundsWithTwoDrafts: 0,
        postNotAsWinnerLeftIt: 0,
      });
      const queue = await queueOf(channel);
      expect.soft(queueShape(queue), 'the approvals channel’s queue stays whole').toEqual(okShape(queue.length));
    }

    beforeAll(async () => {
      await clearChannel(channelOf[7]!);
    });

    it('approvePost + disapprovePost', () => race(['approvePost', 'disapprovePost'], 'approve or send back'));
    it('disapprovePost + disapprovePost', () => race(['disapprovePost', 'disapprovePost'], 'sent back twice'));
    it('approvePost + approvePost', () => race(['approvePost', 'approvePost'], 'approved twice'));
  });
});
