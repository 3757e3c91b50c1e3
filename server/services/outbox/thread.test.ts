// Threads on sandbox channels playing X and Bluesky (decision 064): parts published in order, each a reply to the
// one before and exactly once, a refused part failing the post and a retry resuming there, a crash mid-part asked
// about rather than resent.
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PublishError, type Connector } from '../../connectors/types.ts';
import { channels, inboxItems, postParts, posts, sandboxPublications, type ChannelRow } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { sandboxConnector } from '../channels/sandbox-connector.ts';
import { claimForPublishing, publishClaimed, recoverStale, UNKNOWN_OUTCOME } from './publish.ts';

let t: TestApp;
let owner: ApiClient;
let ch: Record<number, number>;
let clock = new Date('2026-06-10T14:00:00Z');

/** What each part's call does, beyond the sandbox's own: refuse it, or hang before or after the network has it. */
type Twist = 'refuse' | 'hang-before' | 'hang-after';
let twists = new Map<number, Twist>();
let calls: { position: number; text: string }[] = [];

/** The sandbox, with twists by the part's position (1: the post itself), and every call counted. */
function twisted(sandbox: Connector<ChannelRow>): Connector<ChannelRow> {
  const around = async <T>(position: number, text: string, send: () => Promise<T>): Promise<T> => {
    calls.push({ position, text });
    const twist = twists.get(position);
    if (twist === 'refuse') throw new PublishError(`the network refused part ${position}`);
    if (twist === 'hang-before') return new Promise<never>(() => undefined);
    const answer = await send();
    if (twist === 'hang-after') return new Promise<never>(() => undefined);
    return answer;
  };
  return {
    ...sandbox,
    publish: (channel, publication) => around(1, publication.message, () => sandbox.publish(channel, publication)),
    reply: (channel, reply) => around(reply.position, reply.text, () => sandbox.reply!(channel, reply)),
  };
}

async function setUp(connector: (sandbox: Connector<ChannelRow>) => Connector<ChannelRow> = twisted) {
  twists = new Map();
  calls = [];
  t = await createTestApp({
    now: () => clock,
    env: { PUBLISH_TIMEOUT_SECONDS: '0.2' },
    deps: { connectorFor: () => connector(sandboxConnector(t.db)) },
  });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  ch = await demoChannels(owner);
}
afterEach(() => t.close());

const THREAD = ['the second part', 'the third part'];

const createThread = async (channelIds: number[], extra: Record<string, string | number> = {}) =>
  owner.post('/posts/create', {
    channel_ids: channelIds.join('_'),
    message: 'the first part',
    thread: JSON.stringify(THREAD),
    ...extra,
  });

/** What a channel's sandbox network holds of a post: each publication's text and what it answers. */
async function onNetwork(postId: number) {
  const rows = await t.db
    .select()
    .from(sandboxPublications)
    .where(eq(sandboxPublications.postId, postId))
    .orderBy(asc(sandboxPublications.id));
  return rows.map((row) => ({
    id: `sandbox-${row.id}`,
    message: row.message,
    replyTo: row.replyTo,
  }));
}

const postOf = async (id: number) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0]!;

describe('a thread', () => {
  it('goes out in order on X and Bluesky, each part answering the one before, and lands in the inbox', async () => {
    await setUp();
    const made = await createThread([ch[1]!, ch[3]!], { share_now: 1 });
    expect(made.status).toBe(200);
    for (const postId of made.body.data.post_id as number[]) {
      expect(await postOf(postId)).toMatchObject({ status: 1, errorMessage: null });
      const network = await onNetwork(postId);
      expect(network.map((p) => p.message)).toEqual(['the first part', ...THREAD]);
      expect(network.map((p) => p.replyTo)).toEqual([null, network[0]!.id, network[1]!.id]);
      // The channel's own items in the post's conversation: the post, then each part under the one before.
      const [head] = await t.db.select().from(inboxItems).where(eq(inboxItems.publishedPostId, postId));
      const conversation = await t.db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.conversationId, head!.id))
        .orderBy(asc(inboxItems.id));
      expect(conversation.map((i) => [i.text, i.byChannel, i.postType, i.networkId])).toEqual([
        ['the first part', true, 'post', network[0]!.id],
        ['the second part', true, 'reply', network[1]!.id],
        ['the third part', true, 'reply', network[2]!.id],
      ]);
      expect(conversation.map((i) => i.parentId)).toEqual([null, conversation[0]!.id, conversation[1]!.id]);
      const [channel] = await t.db.select().from(channels).where(eq(channels.id, head!.channelId));
      const shown = await owner.get('/inbox/conversation', {
        channel_type: channel!.channelType,
        channel_id: head!.channelId,
        post_id: head!.id,
      });
      expect(shown.status).toBe(200);
      expect(JSON.stringify(shown.body.data)).toContain('the third part');
    }
  });

  it('is listed with its parts and how many are out', async () => {
    await setUp();
    const made = await createThread([ch[1]!]);
    const listed = await owner.get('/posts/get', { channel_id: ch[1]! });
    const post = listed.body.data.channels[String(ch[1])].find(
      (p: { post_id: number }) => p.post_id === made.body.data.post_id[0],
    );
    expect(post).toMatchObject({ message: 'the first part', thread: THREAD, thread_published: 0 });
  });

  it('takes its parts as JSON in a JSON body too', async () => {
    await setUp();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/posts/create',
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}` },
      payload: { channel_ids: String(ch[3]), message: 'first', thread: ['second'], share_now: 1 },
    });
    expect(reply.statusCode).toBe(200);
    const [postId] = reply.json().data.post_id;
    expect((await onNetwork(postId)).map((p) => p.message)).toEqual(['first', 'second']);
  });

  it('is refused whole, with nothing written, where a rule is broken', async () => {
    await setUp();
    const before = await t.db.select().from(posts);
    const refusals = [
      [{ channel_ids: `${ch[1]}_${ch[2]}`, thread: '["two"]' }, 400, 'thread_not_supported', /Facebook Page/],
      [{ thread: '["two"' }, 400, 'invalid_parameter', /thread: is not JSON/],
      [{ thread: '{"a": 1}' }, 400, 'invalid_parameter', /JSON array of texts/],
      [{ thread: '[]' }, 400, 'invalid_parameter', /1 to 24 parts/],
      [{ thread: JSON.stringify(Array.from({ length: 25 }, (_, i) => `part ${i}`)) }, 400, 'invalid_parameter', /25/],
      [{ thread: '["two", " "]' }, 400, 'invalid_parameter', /Part 3 of 3 is empty/],
      [{ thread: JSON.stringify(['two', 'x'.repeat(290)]) }, 400, 'message_too_long', /Part 3 of 3: Too long for X/],
    ] as const;
    for (const [params, status, code, message] of refusals) {
      const answer = await owner.post('/posts/create', {
        channel_ids: String(ch[1]),
        message: 'first',
        ...params,
      });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([status, code, 'thread']);
      expect(answer.body.message).toMatch(message);
    }
    expect(await t.db.select().from(posts)).toEqual(before);
  });

  it('fails at a refused part with its reason, and a retry resumes there: parts out stay out', async () => {
    await setUp();
    twists.set(2, 'refuse');
    const made = await createThread([ch[1]!], { share_now: 1 });
    const postId = made.body.data.post_id[0] as number;
    expect(made.body.data.errorMessages).toEqual([`Channel ${ch[1]}: Part 2 of 3: the network refused part 2`]);
    expect(await postOf(postId)).toMatchObject({ status: 2 });
    expect((await onNetwork(postId)).map((p) => p.message)).toEqual(['the first part']);
    const failed = await owner.get('/posts/get', { channel_id: ch[1]! });
    expect(failed.body.data.errorPosts[String(ch[1])][0]).toMatchObject({ thread: THREAD, thread_published: 1 });

    twists.clear();
    calls = [];
    const retried = await owner.post('/posts/shareNow', { channel_id: ch[1]!, post_id: postId });
    expect(retried.status).toBe(200);
    expect(calls.map((c) => c.position)).toEqual([2, 3]);
    const network = await onNetwork(postId);
    expect(network.map((p) => p.message)).toEqual(['the first part', ...THREAD]);
    expect(network.map((p) => p.replyTo)).toEqual([null, network[0]!.id, network[1]!.id]);
    expect(await postOf(postId)).toMatchObject({ status: 1 });
  });

  it('cannot be rewritten once a part is out, and can before', async () => {
    await setUp();
    const [pending, started] = [await createThread([ch[1]!]), await createThread([ch[3]!])].map(
      (made) => made.body.data.post_id[0] as number,
    );
    expect((await owner.post('/posts/update', { id: pending!, thread: '["a new second part"]' })).status).toBe(200);
    const parts = await t.db.select().from(postParts).where(eq(postParts.postId, pending!));
    expect(parts.map((p) => p.message)).toEqual([null, 'a new second part']);
    twists.set(3, 'refuse');
    await owner.post('/posts/shareNow', { channel_id: ch[3]!, post_id: started! });
    const refused = await owner.post('/posts/update', { id: started!, thread: '["other"]' });
    expect([refused.status, refused.body.code]).toEqual([409, 'thread_started']);
    const reworded = await owner.post('/posts/update', { id: started!, message: 'another first part' });
    expect([reworded.status, reworded.body.code]).toEqual([409, 'thread_started']);
    // A thread is for X and Bluesky only, on an edit too.
    const facebook = (await owner.post('/posts/create', { channel_ids: String(ch[2]), message: 'fb' })).body.data
      .post_id[0] as number;
    const onFacebook = await owner.post('/posts/update', { id: facebook, thread: '["two"]' });
    expect([onFacebook.status, onFacebook.body.code]).toEqual([400, 'thread_not_supported']);
    expect(await t.db.select().from(postParts).where(eq(postParts.postId, facebook))).toEqual([]);
  });
});

describe('a thread whose instance died mid-part', () => {
  /** A thread claimed and published until it hangs at part 2, as an instance that died there left it. */
  async function diedAtPartTwo(twist: Twist) {
    const postId = (await createThread([ch[3]!])).body.data.post_id[0] as number;
    twists.set(2, twist);
    const claim = await claimForPublishing(t.deps, [postId]);
    await publishClaimed(t.deps, claim).catch(() => undefined);
    // The hung call was abandoned after the timeout; as a dead instance would have, its claim stays.
    await t.db
      .update(posts)
      .set({ status: 3, claimToken: claim.token, errorMessage: null })
      .where(eq(posts.id, postId));
    twists.clear();
    calls = [];
    clock = new Date(clock.getTime() + 60_000);
    return postId;
  }

  it('is resumed without sending the part again when the network has it', async () => {
    await setUp();
    const postId = await diedAtPartTwo('hang-after');
    expect(await recoverStale(t.deps, 400)).toBe(1);
    expect(calls.map((c) => c.position)).toEqual([3]);
    expect((await onNetwork(postId)).map((p) => p.message)).toEqual(['the first part', ...THREAD]);
    expect(await postOf(postId)).toMatchObject({ status: 1 });
  });

  it('sends the part when the network does not have it', async () => {
    await setUp();
    const postId = await diedAtPartTwo('hang-before');
    expect(await recoverStale(t.deps, 400)).toBe(1);
    expect(calls.map((c) => c.position)).toEqual([2, 3]);
    expect((await onNetwork(postId)).map((p) => p.message)).toEqual(['the first part', ...THREAD]);
  });

  it('fails as unknown, sending nothing, when the network cannot tell', async () => {
    await setUp((sandbox) => {
      const { findReply: _cannotTell, ...blind } = twisted(sandbox);
      return blind;
    });
    const postId = await diedAtPartTwo('hang-after');
    await recoverStale(t.deps, 400);
    expect(calls).toEqual([]);
    expect(await postOf(postId)).toMatchObject({ status: 2, errorMessage: `Part 2 of 3: ${UNKNOWN_OUTCOME}` });
    expect((await onNetwork(postId)).map((p) => p.message)).toEqual(['the first part', 'the second part']);
  });
});
