import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../db/schema.ts';
import { pollChannel } from '../services/inbox/poller.ts';
import { publicationOf } from '../services/outbox/publication.ts';
import { POST_STATUS } from '../services/outbox/read.ts';
import { publishDue } from '../publisher/publisher.ts';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import { startGoogleStandIn, type GoogleStandIn } from '../testing/google-stand-in.ts';
import { png } from '../testing/images.ts';
import type { TestApp } from '../testing/test-app.ts';

// Publishing to a Google Business Profile location and answering its reviews through the Business Profile API
// (developers.google.com/my-business/reference/rest/v4: accounts.locations.localPosts and accounts.locations.reviews),
// against the stand-in, which checks each request as those pages describe it.
const GOOGLE = 7;
const LOCATION = 'accounts/4815162342/locations/7301221874';
let g: GoogleStandIn;
let t: TestApp;
let owner: ApiClient;
let channelId: number;

beforeAll(async () => {
  g = await startGoogleStandIn();
  // One location: the sign-in connects it at once.
  g.locations.splice(1);
});
afterAll(() => g.close());

beforeEach(async () => {
  g.localPosts.length = 0;
  g.reviews.length = 0;
  ({ t, owner, channelId } = await openWithChannel('GOOGLE', GOOGLE, g));
  g.requests.length = 0;
});
afterEach(() => t.close());

const { channelRow, postRow, shareNow, schedule, items, listedInbox, act, upload } = networkHarness(
  () => ({ t, owner, channelId }),
  GOOGLE,
);
const sentPosts = () => g.requests.filter((r) => r.method === 'POST' && r.path === `/v4/${LOCATION}/localPosts`);

describe('publishing to Google Business Profile', () => {
  it('posts the text as a STANDARD local post in the location’s language, and records Google’s address for it', async () => {
    const id = await shareNow({ message: 'Fresh roast today' });
    expect(g.localPosts).toHaveLength(1);
    expect(g.localPosts[0]).toMatchObject({
      summary: 'Fresh roast today',
      topicType: 'STANDARD',
      languageCode: 'en-GB',
    });
    expect(g.localPosts[0]!.callToAction).toBeUndefined();
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    const sent = sentPosts()[0]!;
    expect(sent.headers['content-type']).toContain('application/json');
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    expect((await listedInbox()).find((i) => i.post_type === 'post')!.mobile_permalink).toBe(
      g.localPosts[0]!.searchUrl,
    );
  });

  it('puts the link on a Learn more button, as the service’s short link', async () => {
    await shareNow({ message: 'Our autumn menu', link: 'https://example.com/menu' });
    expect(g.localPosts[0]!.summary).toBe('Our autumn menu');
    expect(g.localPosts[0]!.callToAction).toEqual({
      actionType: 'LEARN_MORE',
      url: expect.stringMatching(/^http:\/\/localhost:8787\/l\/\w+$/),
    });
  });

  it('gives Google the picture’s address, for Google to fetch', async () => {
    const address = await upload(png(400, 300), 'image/png');
    await shareNow({ message: 'Our new mug', picture: address });
    expect(g.localPosts[0]!.media).toEqual([expect.objectContaining({ mediaFormat: 'PHOTO', sourceUrl: address })]);
  });

  it('fails a post Google refuses, in Google’s words', async () => {
    const id = await schedule({ message: 'Short enough when written' }, DateTime.now().plus({ minutes: 5 }));
    // Edited past the limit behind the composer's back: Google has the last word.
    await t.db
      .update(posts)
      .set({ message: 'x'.repeat(1501) })
      .where(eq(posts.id, id));
    t.setNow(() => DateTime.now().plus({ minutes: 6 }).toJSDate());
    await publishDue(t.deps);
    const post = await postRow(id);
    expect(post.status).toBe(POST_STATUS.failed);
    expect(post.errorMessage).toBe(
      'Google refused the post: Request contains an invalid argument. (summary: The summary is 1501 characters long; at most 1500 are allowed.)',
    );
    expect(g.localPosts).toEqual([]);
    expect((await channelRow()).status).toBe('connected');
  });

  it('waits out a rate limit (never failing the post), then publishes', async () => {
    const soon = DateTime.now().plus({ minutes: 5 });
    const id = await schedule({ message: 'Patience' }, soon);
    g.rateLimitNext(`POST /v4/${LOCATION}/localPosts`, 1, 3600);
    t.setNow(() => soon.plus({ minutes: 1 }).toJSDate());
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.pending);
    const limited = await channelRow();
    expect(limited.status).toBe('rate_limited');
    expect(
      Math.abs(limited.rateLimitedUntil!.getTime() - (soon.plus({ minutes: 1 }).toMillis() + 3_600_000)),
    ).toBeLessThan(5_000);
    await publishDue(t.deps);
    expect(g.localPosts).toEqual([]);
    t.setNow(() => new Date(limited.rateLimitedUntil!.getTime() + 1000));
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect(g.localPosts.map((p) => p.summary)).toEqual(['Patience']);
  });

  it('waits a minute when Google says nothing of when to come back', async () => {
    const channel = await channelRow();
    g.rateLimitNext('POST /v4/', 1, 0);
    const at = new Date();
    t.setNow(() => at);
    const written = { message: 'Hi', link: null };
    const publication = { postId: 1, postCreatedAt: at, ...written, picture: null, albumName: null, written };
    const refused = await t.deps
      .connectorFor(channel)
      .publish(channel, publication)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ until: new Date(at.getTime() + 60_000) });
  });

  it('publishes exactly once when the answer is lost: the next round finds the post among the location’s', async () => {
    const id = await schedule(
      { message: 'Sent, then the line went dead https://example.com/dead' },
      DateTime.fromISO('2099-01-01T09:00:00Z'),
    );
    t.setNow(() => new Date('2099-01-01T15:00:00Z'));
    g.dropAnswerNext(`POST /v4/${LOCATION}/localPosts`);
    await publishDue(t.deps);
    expect(g.localPosts).toHaveLength(1);
    // The claimer could not tell: the post is failed as "outcome unknown", and `find` tells what became of it.
    const post = await postRow(id);
    expect(post.status).toBe(POST_STATUS.failed);
    const channel = await channelRow();
    const found = await t.deps.connectorFor(channel).find!(channel, await publicationOf(t.deps, post));
    expect(found).toMatchObject({ networkPostId: g.localPosts[0]!.name, permalink: g.localPosts[0]!.searchUrl });
    expect(g.localPosts).toHaveLength(1);
    // The summary Google keeps carries the short link, as sent: that is what was looked for.
    expect(g.localPosts[0]!.summary).toMatch(/^Sent, then the line went dead http:\/\/localhost:8787\/l\/\w+$/);
    const listed = g.requests.find((r) => r.method === 'GET' && r.path === `/v4/${LOCATION}/localPosts`)!;
    expect(listed.query.get('pageSize')).toBe('100');
    // Another post's words are not taken for this one's.
    const other = await schedule({ message: 'Never sent' }, DateTime.fromISO('2099-01-02T09:00:00Z'));
    const otherPost = await postRow(other);
    expect(await t.deps.connectorFor(channel).find!(channel, await publicationOf(t.deps, otherPost))).toBeNull();
  });
});

describe('reviews in the inbox', () => {
  const fan = { displayName: 'Coffee Fan', profilePhotoUrl: 'https://lh3.googleusercontent.com/a/fan' };

  it('brings each review with its rating, and the business’s reply threaded under it, once', async () => {
    const answered = g.review(LOCATION, { displayName: 'Grace' }, 2, 'Cold flat white.', { reply: 'Sorry, Grace!' });
    const review = g.review(LOCATION, fan, 5, 'Best beans in Bristol');
    g.review(LOCATION, { displayName: '', isAnonymous: true }, 4);
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 4, reactions: 0 });
    const [first, reply, second, third] = await items();
    expect(first).toMatchObject({
      networkId: answered.name,
      postType: 'comment',
      authorName: 'Grace',
      text: '★★☆☆☆ 2/5\nCold flat white.',
      permalink: g.locations[0]!.metadata.mapsUri,
    });
    expect(reply).toMatchObject({
      networkId: `${answered.name}/reply`,
      postType: 'reply',
      parentId: first!.id,
      conversationId: first!.conversationId,
      authorName: 'Northwind Coffee, 12 Harbour Street',
      text: 'Sorry, Grace!',
      // Written by the business on Google: the channel's own, and no news to it.
      byChannel: true,
      isUnread: false,
    });
    expect(second).toMatchObject({
      networkId: review.name,
      authorName: 'Coffee Fan',
      authorPicture: fan.profilePhotoUrl,
      text: '★★★★★ 5/5\nBest beans in Bristol',
    });
    expect(third).toMatchObject({ authorName: 'A Google user', authorId: 'anonymous', text: '★★★★☆ 4/5' });
    // The next reading brings nothing twice; a new review comes alone.
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 0, reactions: 0 });
    g.review(LOCATION, fan, 3, 'Busy today');
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 1, reactions: 0 });
    const listed = g.requests.filter((r) => r.path === `/v4/${LOCATION}/reviews`);
    expect(listed.at(-1)!.query.get('orderBy')).toBe('updateTime desc');
  });

  it('answers a review on Google first, and deletes the answer there too', async () => {
    const review = g.review(LOCATION, fan, 4, 'Lovely staff');
    await pollChannel(t.deps, await channelRow());
    const [item] = await items();
    const answered = await act(item!, 'reply', 'Thank you, see you soon!');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(review.reviewReply?.comment).toBe('Thank you, see you soon!');
    const put = g.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/v4/${review.name}/reply`);
    expect(JSON.parse(put.body)).toEqual({ comment: 'Thank you, see you soon!' });
    const reply = (await items()).find((i) => i.byChannel)!;
    expect(reply).toMatchObject({ networkId: `${review.name}/reply`, parentId: item!.id });
    // Reading again finds the same reply on Google: it is not landed twice.
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 0, reactions: 0 });

    // Google keeps one reply per review: a second is refused, rather than replacing the first unseen.
    const again = await act(item!, 'reply', 'And another thing');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already has a reply');
    expect(review.reviewReply?.comment).toBe('Thank you, see you soon!');

    const deleted = await act(reply, 'delete');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(review.reviewReply).toBeUndefined();
    expect(g.requests.some((r) => r.method === 'DELETE' && r.path === `/v4/${review.name}/reply`)).toBe(true);
  });

  it('deletes the location’s own post, and nothing of anyone else’s', async () => {
    await shareNow({ message: 'Closed on Monday' });
    const review = g.review(LOCATION, fan, 1, 'Closed when I came');
    const channel = await channelRow();
    const connector = t.deps.connectorFor(channel);
    await expect(connector.act!(channel, { kind: 'delete', networkId: review.name })).rejects.toThrow(
      'Google lets a business delete only its own replies and posts.',
    );
    const otherLocation = `accounts/4815162342/locations/7301221875/localPosts/1`;
    await expect(connector.act!(channel, { kind: 'delete', networkId: otherLocation })).rejects.toThrow(/only its own/);
    await connector.act!(channel, { kind: 'delete', networkId: g.localPosts[0]!.name });
    expect(g.localPosts).toEqual([]);
    expect(g.reviews).toHaveLength(1);
  });

  it('refuses what Google does not let apps do, naming the network', async () => {
    g.review(LOCATION, fan, 5, 'Great');
    await pollChannel(t.deps, await channelRow());
    const [item] = await items();
    const liked = await act(item!, 'like');
    expect(liked.status).toBe(400);
    expect(liked.body).toMatchObject({ status: 'error', code: 'action_not_supported' });
    expect(liked.body.message).toContain('Google Business Profile');
    expect(g.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
