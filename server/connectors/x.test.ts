import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, posts } from '../db/schema.ts';
import { publicationOf } from '../services/outbox/publication.ts';
import { POST_STATUS } from '../services/outbox/read.ts';
import { pollChannel } from '../services/inbox/poller.ts';
import { claimDue, publishDue } from '../publisher/publisher.ts';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import { png } from '../testing/images.ts';
import type { TestApp } from '../testing/test-app.ts';
import { startXStandIn, type XStandIn } from '../testing/x-stand-in.ts';

// Publishing to X through its API v2 as the connected account, against the stand-in, which checks each request
// as docs.x.com describes it (POST /2/tweets, POST /2/media/upload, GET /2/users/:id/tweets, the token endpoint).
const X = 1;
let x: XStandIn;
let t: TestApp;
let owner: ApiClient;
let channelId: number;

beforeAll(async () => {
  x = await startXStandIn();
});
afterAll(() => x.close());

beforeEach(async () => {
  x.posts.length = 0;
  x.dmEvents.length = 0;
  ({ t, owner, channelId } = await openWithChannel('X', X, x));
  x.requests.length = 0;
});
afterEach(() => t.close());

const { channelRow, credentials, postRow, shareNow, schedule, items, listedInbox, act, upload } = networkHarness(
  () => ({ t, owner, channelId }),
  X,
);

describe('publishing to X', () => {
  it('posts the text with its link (as the service’s short link) and records where it is', async () => {
    const id = await shareNow({ message: 'Fresh roast today', link: 'https://example.com/roast' });
    expect(x.posts).toHaveLength(1);
    expect(x.posts[0]!.text).toMatch(/^Fresh roast today http:\/\/localhost:8787\/l\/\w+$/);
    const post = await postRow(id);
    expect(post.status).toBe(POST_STATUS.published);
    const sent = x.requests.find((r) => r.method === 'POST' && r.path === '/2/tweets')!;
    expect(sent.headers['content-type']).toContain('application/json');
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    expect((await listedInbox()).find((i) => i.post_type === 'post')!.mobile_permalink).toBe(
      `https://x.com/${x.user.username}/status/${x.posts[0]!.id}`,
    );
  });

  it('uploads a picture first and posts it with its media id', async () => {
    const picture = await upload(png(40, 30), 'image/png');
    await shareNow({ message: 'Our new mug', picture });
    expect(x.media.size).toBe(1);
    const [mediaId] = [...x.media.keys()];
    expect(x.posts[0]).toMatchObject({ text: 'Our new mug', mediaIds: [mediaId] });
    // The picture as stored: re-encoded without its metadata (decision 061).
    expect(
      x.media.get(mediaId!)!.bytes.equals((await t.app.inject({ url: new URL(picture).pathname })).rawPayload),
    ).toBe(true);
  });

  it('fails a post X refuses, with X’s own words', async () => {
    await shareNow({ message: 'Same words twice' });
    const id = await shareNow({ message: 'Same words twice' });
    const post = await postRow(id);
    expect(post.status).toBe(POST_STATUS.failed);
    expect(post.errorMessage).toBe('X refused the post: You are not allowed to create a Tweet with duplicate content.');
    expect(x.posts).toHaveLength(1);
  });

  it('waits out a rate limit (never failing the post), then publishes', async () => {
    const soon = DateTime.now().plus({ minutes: 5 });
    const id = await schedule({ message: 'Patience' }, soon);
    x.rateLimitNext('POST /2/tweets', 1, 3600);
    t.setNow(() => soon.plus({ minutes: 1 }).toJSDate());
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.pending);
    const limited = await channelRow();
    expect(limited.status).toBe('rate_limited');
    // Until X's x-rate-limit-reset, to the second.
    expect(Math.abs(limited.rateLimitedUntil!.getTime() - (Date.now() + 3_600_000))).toBeLessThan(5_000);
    await publishDue(t.deps);
    expect(x.posts).toEqual([]);
    t.setNow(() => new Date(limited.rateLimitedUntil!.getTime() + 1000));
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect(x.posts.map((p) => p.text)).toEqual(['Patience']);
  });

  it('waits out the app’s spent day on every X channel, without marking the account rate limited', async () => {
    const soon = DateTime.now().plus({ minutes: 5 });
    const id = await schedule({ message: 'After the app’s day' }, soon);
    x.spendAppDay(7200);
    t.setNow(() => soon.plus({ minutes: 1 }).toJSDate());
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.pending);
    // The account did nothing wrong: its channel stays connected, and the app's reset holds X's channels back.
    expect((await channelRow()).status).toBe('connected');
    const until = t.deps.networkLimits.pausedUntil('x', t.deps.now());
    expect(Math.abs(until!.getTime() - (Date.now() + 7_200_000))).toBeLessThan(5_000);
    const tries = x.requests.filter((r) => r.path === '/2/tweets').length;
    await publishDue(t.deps);
    expect(x.requests.filter((r) => r.path === '/2/tweets')).toHaveLength(tries);
    x.refillAppDay();
    t.setNow(() => new Date(until!.getTime() + 1000));
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect(x.posts.map((p) => p.text)).toEqual(['After the app’s day']);
  });

  it('renews an ended sign-in with the refresh token, storing the rotated one; a revoked one needs reconnecting', async () => {
    const before = await credentials();
    x.expireAccessTokens();
    await shareNow({ message: 'After two hours' });
    const refreshes = x.requests.filter((r) => r.path === '/2/oauth2/token');
    expect(refreshes.map((r) => new URLSearchParams(r.body).get('grant_type'))).toEqual(['refresh_token']);
    const after = await credentials();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(x.posts.map((p) => p.text)).toEqual(['After two hours']);

    x.revokeAll();
    const id = await shareNow({ message: 'Signed out' });
    expect((await channelRow()).status).toBe('needs_reconnect');
    expect((await postRow(id)).errorMessage).toMatch(/reconnect/i);
  });

  it('renews once when two posts go out at the same time on an ended token', async () => {
    x.expireAccessTokens();
    const channel = await channelRow();
    const publication = (n: number) => ({
      postId: n,
      postCreatedAt: new Date(),
      message: `At once ${n}`,
      link: null,
      picture: null,
      albumName: null,
      written: { message: `At once ${n}`, link: null },
    });
    const connector = t.deps.connectorFor(channel);
    await Promise.all([connector.publish(channel, publication(1)), connector.publish(channel, publication(2))]);
    expect(x.requests.filter((r) => r.path === '/2/oauth2/token')).toHaveLength(1);
    expect(x.posts.map((p) => p.text).sort()).toEqual(['At once 1', 'At once 2']);
  });

  it('publishes exactly once when the answer is lost: the next round finds the post on the account', async () => {
    const id = await schedule(
      { message: 'Sent, then the line went dead https://example.com/dead' },
      '2099-01-01 09:00:00',
    );
    t.setNow(() => new Date('2099-01-01T15:00:00Z'));
    x.dropAnswerNext('POST /2/tweets');
    await publishDue(t.deps);
    expect(x.posts).toHaveLength(1);
    // The claimer could not tell: the post is failed as "outcome unknown", or left to a new claim.
    const [post] = await t.db.select().from(posts).where(eq(posts.id, id));
    if (post!.status === POST_STATUS.failed) {
      const channel = await channelRow();
      const found = await t.deps.connectorFor(channel).find!(channel, await publicationOf(t.deps, post!));
      expect(found?.networkPostId).toBe(x.posts[0]!.id);
    } else {
      t.setNow(() => new Date('2099-01-01T15:10:00Z'));
      await claimDue(t.deps, new Date('2099-01-01T15:10:00Z'));
      await publishDue(t.deps);
    }
    expect(x.posts).toHaveLength(1);
    t.setNow(() => new Date());
  });
});

describe('the inbox on X', () => {
  const fan = { id: '900', username: 'coffeefan', name: 'Coffee Fan' };

  it('brings mentions and replies to the channel’s posts, threaded under them, once', async () => {
    await shareNow({ message: 'Ask us anything' });
    const ours = x.posts[0]!;
    x.mention(fan, '@northwindcoffee what time do you open on Sunday?');
    x.mention(fan, '@northwindcoffee love the new blend', { replyTo: ours.id });
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 2, reactions: 0 });
    const [own, mention, comment] = await items();
    expect(own).toMatchObject({ postType: 'post', networkId: ours.id });
    expect(mention).toMatchObject({
      postType: 'mention',
      authorName: 'Coffee Fan',
      text: '@northwindcoffee what time do you open on Sunday?',
      permalink: `https://x.com/coffeefan/status/${mention!.networkId}`,
    });
    expect(comment).toMatchObject({ postType: 'comment', parentId: own!.id, conversationId: own!.conversationId });
    // The next reading asks only for what is newer, and brings nothing twice.
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 0, reactions: 0 });
    const mentionsRead = x.requests.filter((r) => r.path === `/2/users/${x.user.id}/mentions`);
    expect(mentionsRead.at(-1)!.query.get('since_id')).toBe(comment!.networkId);
  });

  it('answers, likes, reposts and deletes on X first', async () => {
    x.mention(fan, '@northwindcoffee do you sell beans?');
    await pollChannel(t.deps, await channelRow());
    const [mention] = await items();
    const answered = await act(mention!, 'reply', '@coffeefan Yes, at the counter and online.');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const reply = x.posts.find((p) => p.text.startsWith('@coffeefan Yes'))!;
    expect(reply.replyTo).toBe(mention!.networkId);
    expect((await act(mention!, 'like')).status).toBe(200);
    expect(x.likes.has(mention!.networkId)).toBe(true);
    expect((await act(mention!, 'unlike')).status).toBe(200);
    expect(x.likes.has(mention!.networkId)).toBe(false);
    expect((await act(mention!, 'retweet')).status).toBe(200);
    expect(x.retweets.has(mention!.networkId)).toBe(true);
    // The channel's own reply, deleted from X.
    const ownReply = (await items()).find((i) => i.networkId === reply.id)!;
    expect((await act(ownReply, 'delete')).status).toBe(200);
    expect(x.posts.find((p) => p.id === reply.id)).toBeUndefined();
  });

  // Direct messages: GET /2/dm_events and POST /2/dm_conversations/:id/messages as docs.x.com/x-api/direct-messages
  // describes them. The stand-in is shared by the whole file and GET /2/dm_events allows 15 calls per 15 minutes:
  // every reading above and below spends one, so this file keeps well under that.
  const thread = (item: { id: number }) =>
    owner.get('/inbox/conversation', { channel_id: channelId, channel_type: 1, post_id: item.id, is_message: 1 });

  it('brings direct messages as a conversation, threading the next one into it, and not the account’s own', async () => {
    const first = x.directMessage(fan, 'Hi! Do you roast decaf?');
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 1, reactions: 0 });
    const read = x.requests.find((r) => r.path === '/2/dm_events')!;
    expect(read.method).toBe('GET');
    expect(read.headers.authorization).toMatch(/^Bearer /);
    expect(Object.fromEntries(read.query)).toMatchObject({
      event_types: 'MessageCreate',
      'dm_event.fields': 'id,text,sender_id,dm_conversation_id,created_at',
      expansions: 'sender_id',
    });
    const dm = (await listedInbox()).find((p) => p.object_id === first.id)!;
    expect(dm).toMatchObject({
      is_direct_post: '1',
      post_type: 'message',
      text: 'Hi! Do you roast decaf?',
      user_id: fan.id,
      user_name: 'Coffee Fan',
      mobile_permalink: `https://x.com/messages/${first.dm_conversation_id}`,
    });

    // The account answers on X itself, then the person writes again.
    const own = {
      id: String(BigInt(first.id) + 1n),
      text: 'Yes, every Monday.',
      sender_id: x.user.id,
      dm_conversation_id: first.dm_conversation_id,
      created_at: new Date().toISOString(),
    };
    x.dmEvents.push(own);
    const second = x.directMessage(fan, 'Great, I will come by.');
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 1, reactions: 0 });
    const [opening, next] = await items();
    expect(opening).toMatchObject({ networkId: first.id, isDirect: true, networkThreadId: first.dm_conversation_id });
    expect(next).toMatchObject({
      networkId: second.id,
      postType: 'message',
      isDirect: true,
      parentId: opening!.id,
      conversationId: opening!.conversationId,
    });
    expect((await items()).some((i) => i.networkId === own.id)).toBe(false);
    const conversation = await thread(opening!);
    expect(conversation.status, JSON.stringify(conversation.body)).toBe(200);
    expect(conversation.body.data.posts.map((p: { text: string }) => p.text)).toEqual([
      'Hi! Do you roast decaf?',
      'Great, I will come by.',
    ]);
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 0, reactions: 0 });
  });

  it('answers a direct message in its conversation on X (dm_reply)', async () => {
    const got = x.directMessage(fan, 'Can I pick up my order at 8?');
    await pollChannel(t.deps, await channelRow());
    const [dm] = await items();
    const answered = await act(dm!, 'dm_reply', 'Yes, we open at 7.');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const sent = x.requests.find(
      (r) => r.method === 'POST' && r.path === `/2/dm_conversations/${got.dm_conversation_id}/messages`,
    )!;
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    expect(sent.headers['content-type']).toContain('application/json');
    expect(JSON.parse(sent.body)).toEqual({ text: 'Yes, we open at 7.' });
    const onX = x.dmEvents.at(-1)!;
    expect(onX).toMatchObject({
      sender_id: x.user.id,
      text: 'Yes, we open at 7.',
      dm_conversation_id: got.dm_conversation_id,
    });
    const reply = (await items()).find((i) => i.networkId === onX.id)!;
    expect(reply).toMatchObject({
      postType: 'message',
      isDirect: true,
      byChannel: true,
      parentId: dm!.id,
      conversationId: dm!.conversationId,
      permalink: `https://x.com/messages/${got.dm_conversation_id}`,
    });
    // The next reading meets the account's own message on X: nothing new.
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 0, reactions: 0 });

    // X's API v2 deletes no sent message: refused, and the message stays in the inbox.
    const removal = await owner.delete('/inbox/deleteComment', {
      channel_id: channelId,
      channel_type: 1,
      post_id: reply.id,
      is_message: 1,
    });
    expect(removal.status).toBe(400);
    expect(removal.body).toMatchObject({ code: 'action_not_supported' });
    expect(removal.body.message).toContain('X does not let apps delete a direct message');
    expect((await items()).some((i) => i.id === reply.id)).toBe(true);
  });

  it('keeps the mentions when DMs are rate limited, and asks for DMs again after X’s reset', async () => {
    const mention = x.mention(fan, '@northwindcoffee open late tonight?');
    const message = x.directMessage(fan, 'A private question');
    x.rateLimitNext('GET /2/dm_events', 1, 900);
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 1, reactions: 0 });
    const channel = await channelRow();
    // Only DMs wait: the channel goes on publishing and reading mentions.
    expect(channel.status).toBe('connected');
    const cursor = JSON.parse(channel.inboxCursor!);
    expect(cursor).toMatchObject({ mentions: mention.id, dms: null });
    expect(Math.abs(Date.parse(cursor.dmsAfter) - (Date.now() + 900_000))).toBeLessThan(5_000);

    const dmCalls = () => x.requests.filter((r) => r.path === '/2/dm_events').length;
    const spent = dmCalls();
    x.mention(fan, '@northwindcoffee and on Sunday?');
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 1, reactions: 0 });
    expect(dmCalls()).toBe(spent);

    t.setNow(() => new Date(Date.parse(cursor.dmsAfter) + 1000));
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 1, reactions: 0 });
    expect((await items()).find((i) => i.networkId === message.id)).toMatchObject({ isDirect: true });
    expect(JSON.parse((await channelRow()).inboxCursor!)).toEqual({ mentions: expect.any(String), dms: message.id });
  });

  it('makes the channel wait on a mentions rate limit before spending a DM call', async () => {
    x.mention(fan, '@northwindcoffee hello');
    x.rateLimitNext('GET /2/users/', 1, 600);
    expect(await pollChannel(t.deps, await channelRow())).toBeUndefined();
    expect((await channelRow()).status).toBe('rate_limited');
    expect(x.requests.filter((r) => r.path === '/2/dm_events')).toEqual([]);
  });

  it('reads a cursor from before DMs as the mentions’ position', async () => {
    const seen = x.mention(fan, '@northwindcoffee an old one');
    await t.db.update(channels).set({ inboxCursor: seen.id }).where(eq(channels.id, channelId));
    const fresh = x.mention(fan, '@northwindcoffee a new one');
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 1, reactions: 0 });
    expect((await items()).map((i) => i.networkId)).toEqual([fresh.id]);
    const mentionsRead = x.requests.find((r) => r.path === `/2/users/${x.user.id}/mentions`)!;
    expect(mentionsRead.query.get('since_id')).toBe(seen.id);
    expect(JSON.parse((await channelRow()).inboxCursor!)).toEqual({ mentions: fresh.id, dms: null });
  });
});

describe('threads and first comments on X', () => {
  const partsOnX = (rootId: string) => {
    const byId = new Map(x.posts.map((p) => [p.id, p]));
    const chain = [byId.get(rootId)!];
    for (
      let next = x.posts.find((p) => p.replyTo === rootId && p.text.startsWith('Part'));
      next;
      next = x.posts.find((p) => p.replyTo === chain.at(-1)!.id && p.text.startsWith('Part'))
    )
      chain.push(next);
    return chain.map((p) => p.text);
  };

  it('publishes each part as a reply to the one before, then the first comment as a reply to the first', async () => {
    const id = await shareNow({
      message: 'Part one of our roast notes',
      thread: JSON.stringify(['Part two: the beans', 'Part three: the grind']),
      first_comment: 'Beans at https://example.com/beans',
    });
    expect(await postRow(id)).toMatchObject({ status: POST_STATUS.published, firstCommentStatus: 'published' });
    const root = x.posts.find((p) => p.text === 'Part one of our roast notes')!;
    expect(partsOnX(root.id)).toEqual(['Part one of our roast notes', 'Part two: the beans', 'Part three: the grind']);
    expect(new Set(x.posts.map((p) => p.conversationId))).toEqual(new Set([root.id]));
    const comment = x.posts.find((p) => p.text.startsWith('Beans at'))!;
    expect(comment.replyTo).toBe(root.id);
    // The channel's own items: the post, its parts and the comment in one conversation.
    const own = (await items()).filter((i) => i.byChannel);
    expect(own.map((i) => [i.postType, i.text])).toEqual([
      ['post', 'Part one of our roast notes'],
      ['reply', 'Part two: the beans'],
      ['reply', 'Part three: the grind'],
      ['comment', 'Beans at https://example.com/beans'],
    ]);
    expect(new Set(own.map((i) => i.conversationId)).size).toBe(1);
  });

  it('fails at a part X refuses with X’s words, and resumes there on retry', async () => {
    await shareNow({ message: 'Part two: said before' });
    const id = await shareNow({
      message: 'Part one, again',
      thread: JSON.stringify(['Part two: said before', 'Part three']),
    });
    expect(await postRow(id)).toMatchObject({
      status: POST_STATUS.failed,
      errorMessage: 'Part 2 of 3: X refused the post: You are not allowed to create a Tweet with duplicate content.',
    });
    x.posts.splice(
      x.posts.findIndex((p) => p.text === 'Part two: said before'),
      1,
    );
    const retried = await owner.post('/posts/shareNow', { channel_id: channelId, post_id: id });
    expect(retried.status).toBe(200);
    const root = x.posts.find((p) => p.text === 'Part one, again')!;
    expect(partsOnX(root.id)).toEqual(['Part one, again', 'Part two: said before', 'Part three']);
    expect(x.posts.filter((p) => p.text === 'Part one, again')).toHaveLength(1);
  });

  it('finds a part whose answer was lost among the account’s replies, and never posts it twice', async () => {
    await shareNow({ message: 'Part 2 of the lost one' });
    const id = await shareNow({
      message: 'Part 1 of the lost one',
      thread: JSON.stringify(['Part 2 of the lost one', 'Part 3 of the lost one']),
    });
    x.posts.splice(
      x.posts.findIndex((p) => p.text === 'Part 2 of the lost one' && p.replyTo === null),
      1,
    );
    // The retry's part 2 reaches X, but its answer never comes back: the outcome is unknown.
    x.dropAnswerNext('POST /2/tweets');
    await owner.post('/posts/shareNow', { channel_id: channelId, post_id: id });
    expect((await postRow(id)).errorMessage).toMatch(/^Part 2 of 3: The network did not confirm/);
    // Retried again: X's replies say part 2 is there, so only part 3 is sent.
    const before = x.requests.filter((r) => r.method === 'POST' && r.path === '/2/tweets').length;
    await owner.post('/posts/shareNow', { channel_id: channelId, post_id: id });
    expect(x.requests.filter((r) => r.method === 'POST' && r.path === '/2/tweets').length - before).toBe(1);
    const root = x.posts.find((p) => p.text === 'Part 1 of the lost one')!;
    expect(partsOnX(root.id)).toEqual(['Part 1 of the lost one', 'Part 2 of the lost one', 'Part 3 of the lost one']);
    expect(await postRow(id)).toMatchObject({ status: POST_STATUS.published });
  });
});
