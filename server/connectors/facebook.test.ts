import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pollChannel } from '../services/inbox/poller.ts';
import { publicationOf } from '../services/outbox/publication.ts';
import { POST_STATUS } from '../services/outbox/read.ts';
import { publishDue } from '../publisher/publisher.ts';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import { startFacebookStandIn, type FacebookStandIn } from '../testing/facebook-stand-in.ts';
import { png } from '../testing/images.ts';
import type { TestApp } from '../testing/test-app.ts';

// Publishing to a Facebook Page and reading its inbox through the Graph API with the Page's token, against the
// stand-in, which checks each call as Meta's pages describe it (POST /{page-id}/feed and /photos, published_posts,
// comments, likes, conversations, the Send API) and answers with Meta's error body and usage headers.
const FACEBOOK = 2;
let fb: FacebookStandIn;
let t: TestApp;
let owner: ApiClient;
let channelId: number;

beforeAll(async () => {
  fb = await startFacebookStandIn();
});
afterAll(() => fb.close());

beforeEach(async () => {
  for (const list of [fb.posts, fb.comments, fb.conversations]) list.length = 0;
  fb.likes.clear();
  ({ t, owner, channelId } = await openWithChannel('FACEBOOK', FACEBOOK, fb));
  fb.requests.length = 0;
});
afterEach(() => t.close());

const pageId = () => fb.pages[0]!.id;
const { channelRow, postRow, shareNow, schedule, items, listedInbox, act, upload } = networkHarness(
  () => ({ t, owner, channelId }),
  FACEBOOK,
);

describe('publishing to a Facebook Page', () => {
  it('posts the text with its link (the service’s short link) to the Page’s feed, as the Page', async () => {
    const id = await shareNow({ message: 'Fresh roast today', link: 'https://example.com/roast' });
    expect(fb.posts).toHaveLength(1);
    expect(fb.posts[0]).toMatchObject({ message: 'Fresh roast today', pageId: pageId() });
    expect(fb.posts[0]!.link).toMatch(/^http:\/\/localhost:8787\/l\/\w+$/);
    const sent = fb.requests.find((r) => r.method === 'POST' && r.path === `/v25.0/${pageId()}/feed`)!;
    expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sent.body);
    expect(form.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.query.has('access_token')).toBe(false);
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect((await listedInbox()).find((i) => i.post_type === 'post')!.mobile_permalink).toBe(
      `https://www.facebook.com/${fb.posts[0]!.id}`,
    );
  });

  it('uploads a picture as the photo’s source, with the text as its caption', async () => {
    const picture = await upload(png(40, 30), 'image/png');
    const id = await shareNow({ message: 'Our new mug', picture });
    expect(fb.posts).toHaveLength(1);
    expect(fb.posts[0]!.message).toBe('Our new mug');
    // The picture as stored: re-encoded without its metadata (decision 061).
    expect(fb.posts[0]!.photo!.bytes.equals((await t.app.inject({ url: new URL(picture).pathname })).rawPayload)).toBe(
      true,
    );
    expect(fb.requests.find((r) => r.path.endsWith('/photos'))!.headers['content-type']).toContain(
      'multipart/form-data',
    );
    const [own] = await items();
    expect(own).toMatchObject({ networkId: fb.posts[0]!.id });
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
  });

  it('fails a post Facebook refuses, in Meta’s words for people', async () => {
    await shareNow({ message: 'Same words twice' });
    const id = await shareNow({ message: 'Same words twice' });
    const post = await postRow(id);
    expect(post.status).toBe(POST_STATUS.failed);
    expect(post.errorMessage).toBe(
      'Facebook refused the post: This status update is identical to the last one you posted. Try posting something different, or delete your previous update.',
    );
    expect(fb.posts).toHaveLength(1);
  });

  it('waits out Meta’s throttle for as long as its usage header says, never failing the post', async () => {
    const soon = DateTime.now().plus({ minutes: 5 });
    const id = await schedule({ message: 'Patience' }, soon);
    fb.rateLimitNext(`POST /v25.0/${pageId()}/feed`, 1, 3600);
    const at = soon.plus({ minutes: 1 }).toJSDate();
    t.setNow(() => at);
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.pending);
    const limited = await channelRow();
    expect(limited.status).toBe('rate_limited');
    // estimated_time_to_regain_access: 60 minutes from the call.
    expect(limited.rateLimitedUntil!.getTime()).toBe(at.getTime() + 60 * 60_000);
    await publishDue(t.deps);
    expect(fb.posts).toEqual([]);
    t.setNow(() => new Date(limited.rateLimitedUntil!.getTime() + 1000));
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect(fb.posts.map((p) => p.message)).toEqual(['Patience']);
  });

  it('finds a post whose answer was lost among the Page’s posts, so it is published exactly once', async () => {
    const id = await schedule(
      { message: 'Sent, then the line went dead https://example.com/dead' },
      '2099-01-01 09:00:00',
    );
    t.setNow(() => new Date('2099-01-01T15:00:00Z'));
    fb.dropAnswerNext(`POST /v25.0/${pageId()}/feed`);
    await publishDue(t.deps);
    expect(fb.posts).toHaveLength(1);
    const post = await postRow(id);
    // The call's outcome is unknown to the publisher: never published blindly a second time.
    expect(post.status).toBe(POST_STATUS.failed);
    const channel = await channelRow();
    const connector = t.deps.connectorFor(channel);
    // The Page's posts since it was written (Meta's clock is today's, the post was written today too).
    const found = await connector.find!(channel, await publicationOf(t.deps, post));
    expect(found?.networkPostId).toBe(fb.posts[0]!.id);
    const listed = fb.requests.find((r) => r.path === `/v25.0/${pageId()}/published_posts`)!;
    expect(Number(listed.query.get('since'))).toBe(Math.floor((post.createdAt.getTime() - 60_000) / 1000));
    const other = await shareNow({ message: 'Another one' });
    fb.posts.length = 0;
    expect(await connector.find!(channel, await publicationOf(t.deps, await postRow(other)))).toBeNull();
    t.setNow(() => new Date());
  });
});

describe('the inbox of a Facebook Page', () => {
  const fan = { id: '2400000001', name: 'Sam Lee' };
  const friend = { id: '2400000002', name: 'Alex Kim' };

  it('brings comments on the Page’s posts, replies under them, and Messenger conversations, once', async () => {
    await shareNow({ message: 'Ask us anything' });
    const ours = fb.posts[0]!;
    const comment = fb.comment(fan, 'Do you roast on site?', { on: ours.id, at: new Date(Date.now() - 2000) });
    fb.comment(friend, 'They do, every morning', { on: comment.id, at: new Date(Date.now() - 1000) });
    const { conversationId } = fb.message(fan, 'Are you open on Sunday?');
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 3, reactions: 0 });
    const [own, first, reply, dm] = await items();
    expect(own).toMatchObject({ postType: 'post', networkId: ours.id });
    expect(first).toMatchObject({
      postType: 'comment',
      parentId: own!.id,
      conversationId: own!.conversationId,
      authorName: 'Sam Lee',
      text: 'Do you roast on site?',
      permalink: `https://www.facebook.com/${ours.id}?comment_id=${comment.id}`,
    });
    expect(reply).toMatchObject({ postType: 'reply', parentId: first!.id, authorName: 'Alex Kim' });
    expect(dm).toMatchObject({
      postType: 'message',
      isDirect: true,
      networkThreadId: conversationId,
      authorId: fan.id,
      text: 'Are you open on Sunday?',
    });
    // One call by field expansion, with replies (stream), newest first.
    const read = fb.requests.find((r) => r.path.endsWith('/published_posts'))!;
    expect(read.query.get('fields')).toContain('comments.filter(stream).order(reverse_chronological)');
    expect(fb.requests.find((r) => r.path.endsWith('/conversations'))!.query.get('platform')).toBe('messenger');
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 0, reactions: 0 });
    // The cursor is the newest time Facebook gave, to its second.
    const newest = fb.conversations[0]!.messages[0]!.createdAt;
    expect((await channelRow()).inboxCursor).toBe(new Date(Math.floor(newest.getTime() / 1000) * 1000).toISOString());
  });

  it('still brings the comments when Meta refuses the Page’s Messenger to this sign-in', async () => {
    await shareNow({ message: 'Quiet day' });
    fb.comment(fan, 'Lovely cups', { on: fb.posts[0]!.id });
    fb.message(fan, 'Hello?');
    const page = fb.pages[0]!;
    const tasks = page.tasks;
    page.tasks = tasks.filter((task) => task !== 'MESSAGING');
    try {
      expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 1, reactions: 0 });
    } finally {
      page.tasks = tasks;
    }
    expect((await items()).map((i) => i.postType)).toEqual(['post', 'comment']);
    expect((await channelRow()).status).toBe('connected');
  });

  it('answers, likes, unlikes and deletes on Facebook first', async () => {
    await shareNow({ message: 'New blend' });
    fb.comment(fan, 'Where can I buy it?', { on: fb.posts[0]!.id });
    await pollChannel(t.deps, await channelRow());
    const comment = (await items()).find((i) => i.postType === 'comment')!;
    const answered = await act(comment, 'reply', 'At the counter and online.');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const ours = fb.comments.find((c) => c.message === 'At the counter and online.')!;
    expect(ours).toMatchObject({ parentId: comment.networkId, from: { id: pageId() } });
    expect((await act(comment, 'like')).status).toBe(200);
    expect(fb.likes.has(`${pageId()}:${comment.networkId}`)).toBe(true);
    expect((await act(comment, 'unlike')).status).toBe(200);
    expect(fb.likes.has(`${pageId()}:${comment.networkId}`)).toBe(false);
    const ownReply = (await items()).find((i) => i.networkId === ours.id)!;
    expect((await act(ownReply, 'delete')).status).toBe(200);
    expect(fb.comments.find((c) => c.id === ours.id)).toBeUndefined();
    // Facebook has nothing like a retweet for Pages.
    const shared = await act(comment, 'retweet');
    expect(shared.status).toBe(400);
    expect(shared.body.code).toBe('action_not_supported');
  });

  it('answers a Messenger conversation inside the 24-hour window, and says Meta’s refusal outside it', async () => {
    fb.message(fan, 'Do you deliver?');
    fb.message(friend, 'Are dogs allowed?', { at: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    await pollChannel(t.deps, await channelRow());
    const [recent, old] = (await items())
      .filter((i) => i.isDirect)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const sent = await act(recent!, 'dm_reply', 'Within two miles, yes.');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const conversation = fb.conversations.find((c) => c.person.id === fan.id)!;
    expect(conversation.messages.at(-1)).toMatchObject({ message: 'Within two miles, yes.', from: { id: pageId() } });
    const request = fb.requests.find((r) => r.path === `/v25.0/${pageId()}/messages`)!;
    expect(Object.fromEntries(new URLSearchParams(request.body))).toMatchObject({
      recipient: JSON.stringify({ id: fan.id }),
      messaging_type: 'RESPONSE',
      message: JSON.stringify({ text: 'Within two miles, yes.' }),
    });
    const late = await act(old!, 'dm_reply', 'Sorry for the wait: yes!');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Facebook refused the message: (#10) This message is sent outside of allowed window. Learn more about the new policy here: https://developers.facebook.com/docs/messenger-platform/policy-overview',
    );
    expect((await channelRow()).status).toBe('connected');
  });
});

describe('a first comment on a Facebook Page', () => {
  it('is the Page’s comment on its post, right after it, and its own item in the post’s conversation', async () => {
    const id = await shareNow({ message: 'Fresh roast today', first_comment: 'Order at https://example.com/shop' });
    expect(await postRow(id)).toMatchObject({ status: POST_STATUS.published, firstCommentStatus: 'published' });
    expect(fb.comments).toHaveLength(1);
    expect(fb.comments[0]).toMatchObject({
      postId: fb.posts[0]!.id,
      parentId: null,
      message: 'Order at https://example.com/shop',
    });
    // Made after the post, on the post's own comments edge.
    const calls = fb.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(calls).toEqual([`/v25.0/${pageId()}/feed`, `/v25.0/${fb.posts[0]!.id}/comments`]);
    const own = (await items()).filter((i) => i.byChannel);
    expect(own.map((i) => [i.postType, i.text, i.networkId])).toEqual([
      ['post', 'Fresh roast today', fb.posts[0]!.id],
      ['comment', 'Order at https://example.com/shop', fb.comments[0]!.id],
    ]);
    expect(own[1]!.parentId).toBe(own[0]!.id);
  });
});
