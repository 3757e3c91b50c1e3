import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pollChannel } from '../services/inbox/poller.ts';
import { publicationOf } from '../services/outbox/publication.ts';
import { POST_STATUS } from '../services/outbox/read.ts';
import { publishDue } from '../publisher/publisher.ts';
import type { ApiClient } from '../testing/api.ts';
import { connectChannels, networkHarness, openAsOwner, standInSettings } from '../testing/connector-harness.ts';
import { png } from '../testing/images.ts';
import { startLinkedInStandIn, type LinkedInStandIn } from '../testing/linkedin-stand-in.ts';
import type { TestApp } from '../testing/test-app.ts';
import { PublishError } from './types.ts';

// Publishing to LinkedIn and reading its inbox as a member and as an organization page, against the stand-in, which
// checks each request as learn.microsoft.com/en-us/linkedin describes it (posts-api, images-api, comments-api,
// reactions-api, little-text-format, error-handling, rate-limits).
const LINKEDIN = 4;
const ORG = 'urn:li:organization:2414183';
const ADA = 'urn:li:person:ada1';
let li: LinkedInStandIn;
let t: TestApp;
let owner: ApiClient;
let memberId: number;
let orgId: number;

beforeAll(async () => {
  li = await startLinkedInStandIn();
});
afterAll(() => li.close());

beforeEach(async () => {
  li.posts.length = 0;
  li.comments.length = 0;
  li.reactions.length = 0;
  ({ t, owner } = await openAsOwner(standInSettings('LINKEDIN', li)));
  const ids = await connectChannels(t, owner, LINKEDIN, (url) => li.approve(url), { pick: [li.memberUrn, ORG] });
  [memberId, orgId] = ids as [number, number];
  li.requests.length = 0;
});
afterEach(() => t.close());

// The organization page's channel, and the member's.
const org = networkHarness(() => ({ t, owner, channelId: orgId }), LINKEDIN);
const member = networkHarness(() => ({ t, owner, channelId: memberId }), LINKEDIN);
const { postRow } = org;
const sentPost = () => {
  const request = li.requests.find((r) => r.method === 'POST' && r.path === '/rest/posts')!;
  return { request, body: JSON.parse(request.body) as Record<string, unknown> };
};

describe('publishing to LinkedIn', () => {
  it('posts a page’s text as little text, with LinkedIn’s version headers, and records its URN', async () => {
    const id = await org.shareNow({ message: 'Fresh (roast) today, 100% #arabica_beans #coffee' });
    expect(li.posts).toHaveLength(1);
    // Shown as typed: the reserved characters escaped, the hashtag a hashtag.
    expect(li.posts[0]!.text).toBe('Fresh (roast) today, 100% #arabica_beans #coffee');
    expect(li.posts[0]!.commentary).toContain('{hashtag|\\#|coffee}');
    const { request, body } = sentPost();
    expect(request.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer /),
      'linkedin-version': expect.stringMatching(/^\d{6}$/),
      'x-restli-protocol-version': '2.0.0',
      'content-type': 'application/json',
    });
    expect(body).toMatchObject({
      author: ORG,
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED' },
      lifecycleState: 'PUBLISHED',
    });
    expect(body.content).toBeUndefined();
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    const own = (await org.items())[0]!;
    expect(own).toMatchObject({
      postType: 'post',
      networkId: li.posts[0]!.urn,
      permalink: `https://www.linkedin.com/feed/update/${li.posts[0]!.urn}/`,
    });
  });

  it('posts a member’s link as an article card with the service’s short link', async () => {
    await member.shareNow({ message: 'Our roastery diary', link: 'https://example.com/diary' });
    const { body } = sentPost();
    expect(body.author).toBe(li.memberUrn);
    expect(body.content).toEqual({
      article: { source: expect.stringMatching(/^http:\/\/localhost:8787\/l\/\w+$/), title: 'example.com' },
    });
    expect(li.posts[0]!.text).toBe('Our roastery diary');
  });

  it('uploads a picture for the page, PUTs its bytes where LinkedIn says, and posts it', async () => {
    const picture = await org.upload(png(40, 30), 'image/png');
    await org.shareNow({ message: 'Our new mug', picture });
    const init = li.requests.find((r) => r.path === '/rest/images')!;
    expect(init.query.get('action')).toBe('initializeUpload');
    expect(JSON.parse(init.body)).toEqual({ initializeUploadRequest: { owner: ORG } });
    const [image] = [...li.images.values()];
    // The picture as stored: re-encoded without its metadata (decision 061).
    expect(image!.bytes!.equals((await t.app.inject({ url: new URL(picture).pathname })).rawPayload)).toBe(true);
    expect(li.requests.find((r) => r.method === 'PUT')!.headers.authorization).toMatch(/^Bearer /);
    expect(li.posts[0]).toMatchObject({ text: 'Our new mug', content: { media: { id: image!.urn } } });
  });

  it('fails a post LinkedIn refuses, in LinkedIn’s words', async () => {
    await org.shareNow({ message: 'Same words twice' });
    const id = await org.shareNow({ message: 'Same words twice' });
    const post = await postRow(id);
    expect(post.status).toBe(POST_STATUS.failed);
    expect(post.errorMessage).toBe(`LinkedIn refused the post: Content is a duplicate of ${li.posts[0]!.urn}`);
    expect(li.posts).toHaveLength(1);
  });

  it('waits out a daily limit until midnight UTC (never failing the post), then publishes', async () => {
    const soon = DateTime.now().plus({ minutes: 5 });
    const id = await org.schedule({ message: 'Patience' }, soon);
    li.rateLimitNext('POST /rest/posts', 1);
    const at = soon.plus({ minutes: 1 });
    t.setNow(() => at.toJSDate());
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.pending);
    const limited = await org.channelRow();
    expect(limited.status).toBe('rate_limited');
    expect(limited.rateLimitedUntil).toEqual(at.toUTC().plus({ days: 1 }).startOf('day').toJSDate());
    await publishDue(t.deps);
    expect(li.posts).toEqual([]);
    t.setNow(() => new Date(limited.rateLimitedUntil!.getTime() + 1000));
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect(li.posts.map((p) => p.text)).toEqual(['Patience']);
  });

  it('takes Retry-After when LinkedIn sends one', async () => {
    li.rateLimitNext('POST /rest/posts', 1, 120);
    const id = await org.shareNow({ message: 'In two minutes' });
    expect((await postRow(id)).status).toBe(POST_STATUS.pending);
    const until = (await org.channelRow()).rateLimitedUntil!.getTime();
    expect(Math.abs(until - (Date.now() + 120_000))).toBeLessThan(5_000);
  });

  it('publishes exactly once when the answer is lost: find sees the post on the page, and no other', async () => {
    const id = await org.schedule(
      { message: 'Sent, then the line went dead https://example.com/dead' },
      '2099-01-01 09:00:00',
    );
    t.setNow(() => new Date('2099-01-01T15:00:00Z'));
    li.dropAnswerNext('POST /rest/posts');
    await publishDue(t.deps);
    expect(li.posts).toHaveLength(1);
    // The claimer could not tell what happened: the post is failed as "outcome unknown", never sent again blindly.
    const post = await postRow(id);
    expect(post.status).toBe(POST_STATUS.failed);
    const channel = await org.channelRow();
    const found = await t.deps.connectorFor(channel).find!(channel, await publicationOf(t.deps, post));
    expect(found).toMatchObject({
      networkPostId: li.posts[0]!.urn,
      permalink: `https://www.linkedin.com/feed/update/${li.posts[0]!.urn}/`,
    });
    const finder = li.requests.find((r) => r.method === 'GET' && r.path === '/rest/posts')!;
    expect(Object.fromEntries(finder.query)).toMatchObject({ q: 'author', author: ORG });
    // Another post's text is not taken for this one.
    const other = await postRow(await org.schedule({ message: 'Never sent' }, '2099-02-01 09:00:00'));
    expect(await t.deps.connectorFor(channel).find!(channel, await publicationOf(t.deps, other))).toBeNull();
    expect(li.posts).toHaveLength(1);
  });

  it('cannot tell about a member’s post (LinkedIn keeps her posts from apps), so it does not guess', async () => {
    const channel = await member.channelRow();
    const id = await member.shareNow({ message: 'Mine' });
    const post = await postRow(id);
    await expect(t.deps.connectorFor(channel).find!(channel, await publicationOf(t.deps, post))).rejects.toBeInstanceOf(
      PublishError,
    );
  });
});

describe('the inbox on LinkedIn', () => {
  it('brings comments on the page’s posts and the replies under them, threaded, once', async () => {
    await org.shareNow({ message: 'Ask us anything' });
    const ours = li.posts[0]!;
    const question = li.comment(ADA, ours.urn, 'Do you roast \\(on site\\)?');
    li.comment('urn:li:person:bo22', question.urn, 'Same question');
    li.comment(ORG, ours.urn, 'Written on LinkedIn by the page itself');
    expect(await pollChannel(t.deps, await org.channelRow())).toEqual({ items: 2, reactions: 0 });
    const [own, comment, reply] = await org.items();
    expect(own).toMatchObject({ postType: 'post', networkId: ours.urn });
    expect(comment).toMatchObject({
      postType: 'comment',
      networkId: question.urn,
      parentId: own!.id,
      conversationId: own!.conversationId,
      authorId: ADA,
      authorName: 'LinkedIn member',
      text: 'Do you roast (on site)?',
      permalink: `https://www.linkedin.com/feed/update/${ours.urn}/?commentUrn=${encodeURIComponent(question.urn)}`,
    });
    expect(reply).toMatchObject({ postType: 'reply', parentId: comment!.id, conversationId: own!.conversationId });
    expect(await pollChannel(t.deps, await org.channelRow())).toEqual({ items: 0, reactions: 0 });
    const read = li.requests.find((r) => r.path === '/rest/posts' && r.method === 'GET')!;
    expect(Object.fromEntries(read.query)).toMatchObject({ q: 'author', author: ORG });
  });

  it('reads nothing for a member: LinkedIn keeps her comments from apps without r_member_social', async () => {
    await member.shareNow({ message: 'Personal news' });
    li.comment(ADA, li.posts[0]!.urn, 'Congratulations!');
    li.requests.length = 0;
    expect(await pollChannel(t.deps, await member.channelRow())).toEqual({ items: 0, reactions: 0 });
    expect(li.requests).toEqual([]);
  });

  it('answers, likes, unlikes and deletes its own answer on LinkedIn first', async () => {
    await org.shareNow({ message: 'New blend' });
    const post = li.posts[0]!;
    const question = li.comment(ADA, post.urn, 'Is it strong?');
    const follow = li.comment('urn:li:person:bo22', question.urn, 'And is it decaf?');
    await pollChannel(t.deps, await org.channelRow());
    const [, comment, reply] = await org.items();

    const answered = await org.act(comment!, 'reply', 'Medium, with #cocoa notes');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const ours = li.comments.find((c) => c.actor === ORG)!;
    expect(ours).toMatchObject({
      object: post.urn,
      parentComment: question.urn,
      message: 'Medium, with {hashtag|\\#|cocoa} notes',
    });
    // An answer to a reply goes under the top comment: LinkedIn nests one level.
    expect((await org.act(reply!, 'reply', 'No decaf yet')).status).toBe(200);
    expect(li.comments.filter((c) => c.actor === ORG).map((c) => c.parentComment)).toEqual([
      question.urn,
      question.urn,
    ]);
    expect(follow.parentComment).toBe(question.urn);

    expect((await org.act(comment!, 'like')).status).toBe(200);
    expect(li.reactions).toEqual([{ actor: ORG, entity: question.urn, reactionType: 'LIKE' }]);
    expect((await org.act(comment!, 'unlike')).status).toBe(200);
    expect(li.reactions).toEqual([]);

    const written = (await org.items()).find((i) => i.networkId === ours.urn)!;
    expect(written).toMatchObject({ byChannel: true, parentId: comment!.id });
    expect((await org.act(written, 'delete')).status).toBe(200);
    expect(li.comments.find((c) => c.urn === ours.urn)).toBeUndefined();
    const deleting = li.requests.find((r) => r.method === 'DELETE' && r.path.includes('/comments/'))!;
    expect(deleting.query.get('actor')).toBe(ORG);
  });

  it('deletes the page’s own post on LinkedIn', async () => {
    await org.shareNow({ message: 'Gone soon' });
    const channel = await org.channelRow();
    await t.deps.connectorFor(channel).act!(channel, { kind: 'delete', networkId: li.posts[0]!.urn });
    expect(li.posts).toEqual([]);
  });

  it('refuses what LinkedIn does not let apps do, naming LinkedIn', async () => {
    await org.shareNow({ message: 'Share this' });
    li.comment(ADA, li.posts[0]!.urn, 'Shared it!');
    await pollChannel(t.deps, await org.channelRow());
    const [, comment] = await org.items();
    const refused = await org.act(comment!, 'retweet');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'error', code: 'action_not_supported' });
    expect(refused.body.message).toContain('LinkedIn');
    expect(t.deps.connectorFor(await org.channelRow()).actions).toEqual(['reply', 'like', 'unlike', 'delete']);
  });
});

describe('a first comment on LinkedIn', () => {
  it('is the page’s comment on its post, as the page, and its own item in the post’s conversation', async () => {
    const id = await org.shareNow({ message: 'We are hiring', first_comment: 'Apply at https://example.com/jobs' });
    expect(await postRow(id)).toMatchObject({ status: POST_STATUS.published, firstCommentStatus: 'published' });
    expect(li.comments).toHaveLength(1);
    expect(li.comments[0]).toMatchObject({ actor: ORG, object: li.posts[0]!.urn, parentComment: null });
    expect(li.comments[0]!.message).toBe('Apply at https://example.com/jobs');
    const own = (await org.items()).filter((i) => i.byChannel);
    expect(own.map((i) => [i.postType, i.networkId])).toEqual([
      ['post', li.posts[0]!.urn],
      ['comment', li.comments[0]!.urn],
    ]);
  });
});
