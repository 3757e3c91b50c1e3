// First comments on sandbox channels (decision 065): published right after the post (after a thread's last part),
// the channel's own comment in the post's conversation; a failure leaves the post published and tells its writer;
// a crash mid-call fails it as unknown, never resent.
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PublishError, type Connector } from '../../connectors/types.ts';
import { inboxItems, notifications, posts, sandboxPublications, type ChannelRow } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { sandboxConnector } from '../channels/sandbox-connector.ts';
import { UNKNOWN_COMMENT } from './first-comment.ts';
import { recoverStale } from './publish.ts';

let t: TestApp;
let owner: ApiClient;
let ch: Record<number, number>;
let clock = new Date('2026-06-10T14:00:00Z');
let commentTwist: 'refuse' | 'hang-after' | null = null;
let commentCalls = 0;

/** The sandbox, whose first comments (replies at position 0) can be refused or hang once the network has them. */
function twisted(sandbox: Connector<ChannelRow>): Connector<ChannelRow> {
  return {
    ...sandbox,
    reply: async (channel, reply) => {
      if (reply.position !== 0) return sandbox.reply!(channel, reply);
      commentCalls += 1;
      if (commentTwist === 'refuse') throw new PublishError('comments are closed');
      const made = await sandbox.reply!(channel, reply);
      if (commentTwist === 'hang-after') return new Promise<never>(() => undefined);
      return made;
    },
  };
}

async function setUp() {
  commentTwist = null;
  commentCalls = 0;
  t = await createTestApp({
    now: () => clock,
    env: { PUBLISH_TIMEOUT_SECONDS: '0.2' },
    deps: { connectorFor: () => twisted(sandboxConnector(t.db)) },
  });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  ch = await demoChannels(owner);
}
afterEach(() => t.close());

const postOf = async (id: number) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0]!;
const onNetwork = async (postId: number) =>
  (
    await t.db
      .select()
      .from(sandboxPublications)
      .where(eq(sandboxPublications.postId, postId))
      .orderBy(asc(sandboxPublications.id))
  ).map((row) => ({ id: `sandbox-${row.id}`, message: row.message, replyTo: row.replyTo }));

describe('a first comment', () => {
  it('goes out right after the post, on every network that takes one, as the channel’s own comment', async () => {
    await setUp();
    // X, Facebook, Bluesky, LinkedIn, Instagram (sandbox channels playing them).
    const types = [1, 2, 3, 4, 5];
    const made = await owner.post('/posts/create', {
      channel_ids: types.map((type) => ch[type]).join('_'),
      message: 'the post',
      picture: 'https://example.com/picture.jpg',
      first_comment: 'the link is in here',
      share_now: 1,
    });
    expect(made.status).toBe(200);
    for (const postId of made.body.data.post_id as number[]) {
      expect(await postOf(postId)).toMatchObject({ status: 1, firstCommentStatus: 'published' });
      const network = await onNetwork(postId);
      expect(network.map((p) => [p.message, p.replyTo])).toEqual([
        ['the post', null],
        ['the link is in here', network[0]!.id],
      ]);
      const [head] = await t.db.select().from(inboxItems).where(eq(inboxItems.publishedPostId, postId));
      const conversation = await t.db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.conversationId, head!.id))
        .orderBy(asc(inboxItems.id));
      expect(conversation.map((i) => [i.text, i.postType, i.byChannel, i.parentId])).toEqual([
        ['the post', 'post', true, null],
        ['the link is in here', 'comment', true, head!.id],
      ]);
    }
  });

  it('comes after a thread’s last part, answering its first', async () => {
    await setUp();
    const made = await owner.post('/posts/create', {
      channel_ids: String(ch[3]),
      message: 'one',
      thread: '["two", "three"]',
      first_comment: 'a comment',
      share_now: 1,
    });
    const network = await onNetwork(made.body.data.post_id[0]);
    expect(network.map((p) => [p.message, p.replyTo])).toEqual([
      ['one', null],
      ['two', network[0]!.id],
      ['three', network[1]!.id],
      ['a comment', network[0]!.id],
    ]);
  });

  it('is listed as pending with the post, and can be removed before it goes', async () => {
    await setUp();
    const made = await owner.post('/posts/create', {
      channel_ids: String(ch[1]),
      message: 'later',
      first_comment: 'c',
    });
    const postId = made.body.data.post_id[0] as number;
    const listed = async () =>
      (await owner.get('/posts/get', { channel_id: ch[1]! })).body.data.channels[String(ch[1])].find(
        (p: { post_id: number }) => p.post_id === postId,
      );
    expect(await listed()).toMatchObject({ first_comment: 'c', first_comment_status: 'pending' });
    expect((await owner.post('/posts/update', { id: postId, first_comment: '' })).status).toBe(200);
    expect(await listed()).not.toHaveProperty('first_comment');
  });

  it('is refused on Pinterest and Google Business Profile, with nothing written', async () => {
    await setUp();
    for (const type of [6, 7]) {
      const answer = await owner.post('/posts/create', {
        channel_ids: `${ch[1]}_${ch[type]}`,
        message: 'a post',
        picture: 'https://example.com/picture.jpg',
        first_comment: 'a comment',
      });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([
        400,
        'first_comment_not_supported',
        'first_comment',
      ]);
      expect(answer.body.message).toMatch(type === 6 ? /Pinterest/ : /Google Business Profile/);
    }
    const tooLong = await owner.post('/posts/create', {
      channel_ids: String(ch[1]),
      message: 'a post',
      first_comment: 'x'.repeat(281),
    });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'message_too_long']);
  });

  it('fails without failing the post, and its writer is told why', async () => {
    await setUp();
    commentTwist = 'refuse';
    const made = await owner.post('/posts/create', {
      channel_ids: String(ch[1]),
      message: 'the post',
      first_comment: 'closed',
      share_now: 1,
    });
    const postId = made.body.data.post_id[0] as number;
    expect(await postOf(postId)).toMatchObject({
      status: 1,
      firstCommentStatus: 'failed',
      firstCommentError: 'comments are closed',
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.postId, postId));
    expect(told.map((n) => [n.kind, n.reason])).toEqual([['first_comment_failed', 'comments are closed']]);
  });

  it('is failed as unknown after a crash mid-call, and never sent again', async () => {
    await setUp();
    commentTwist = 'hang-after';
    const made = await owner.post('/posts/create', {
      channel_ids: String(ch[1]),
      message: 'the post',
      first_comment: 'maybe',
      share_now: 1,
    });
    const postId = made.body.data.post_id[0] as number;
    // The hung call was abandoned; as its instance would have left it had it died then, it is still being sent.
    await t.db
      .update(posts)
      .set({ firstCommentStatus: 'sending', firstCommentError: null })
      .where(eq(posts.id, postId));
    commentTwist = null;
    commentCalls = 0;
    clock = new Date(clock.getTime() + 60_000);
    await recoverStale(t.deps, 400);
    expect(commentCalls).toBe(0);
    expect(await postOf(postId)).toMatchObject({
      status: 1,
      firstCommentStatus: 'failed',
      firstCommentError: UNKNOWN_COMMENT,
    });
    expect((await onNetwork(postId)).map((p) => p.message)).toEqual(['the post', 'maybe']);
  });

  it('is sent once by recovery when its instance died before sending it', async () => {
    await setUp();
    const made = await owner.post('/posts/create', { channel_ids: String(ch[3]), message: 'p', first_comment: 'c' });
    const postId = made.body.data.post_id[0] as number;
    await owner.post('/posts/shareNow', { channel_id: ch[3]!, post_id: postId });
    // As if the instance died between recording the post and taking its comment.
    await t.db.delete(sandboxPublications).where(eq(sandboxPublications.message, 'c'));
    await t.db.delete(inboxItems).where(eq(inboxItems.text, 'c'));
    await t.db.update(posts).set({ firstCommentStatus: 'pending' }).where(eq(posts.id, postId));
    clock = new Date(clock.getTime() + 60_000);
    commentCalls = 0;
    await Promise.all([recoverStale(t.deps, 400), recoverStale(t.deps, 400)]);
    expect(commentCalls).toBe(1);
    expect((await onNetwork(postId)).map((p) => p.message)).toEqual(['p', 'c']);
    expect(await postOf(postId)).toMatchObject({ firstCommentStatus: 'published' });
  });
});
