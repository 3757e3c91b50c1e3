import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { media, posts } from '../db/schema.ts';
import { pollChannel } from '../services/inbox/poller.ts';
import { publicationOf } from '../services/outbox/publication.ts';
import { POST_STATUS } from '../services/outbox/read.ts';
import { claimDue, publishDue } from '../publisher/publisher.ts';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import { encoded, png } from '../testing/images.ts';
import { startInstagramStandIn, type InstagramStandIn } from '../testing/instagram-stand-in.ts';
import type { TestApp } from '../testing/test-app.ts';

// Publishing to Instagram and reading its inbox through the Instagram API with Instagram Login, against the stand-in,
// which checks each request as developers.facebook.com/documentation/instagram-platform/ describes it (content
// publishing: ig-user/media, media_publish, ig-container, content_publishing_limit; comment-moderation; mentions).
const INSTAGRAM = 5;
let ig: InstagramStandIn;
let t: TestApp;
let owner: ApiClient;
let channelId: number;
let me: string;

beforeAll(async () => {
  ig = await startInstagramStandIn({
    // Instagram fetches image_url itself: here the service answers its own /media addresses.
    fetchImage: async (url) => {
      const address = new URL(url);
      if (address.origin !== 'http://localhost:8787')
        return { status: 404, contentType: 'text/html', bytes: Buffer.from('') };
      const reply = await t.app.inject({ method: 'GET', url: address.pathname });
      return { status: reply.statusCode, contentType: String(reply.headers['content-type']), bytes: reply.rawPayload };
    },
  });
  me = ig.account.user_id;
});
afterAll(() => ig.close());

beforeEach(async () => {
  ig.media.length = 0;
  ig.comments.length = 0;
  ig.tagged.length = 0;
  ({ t, owner, channelId } = await openWithChannel('INSTAGRAM', INSTAGRAM, ig));
  ig.requests.length = 0;
});
afterEach(() => t.close());

const { channelRow, postRow, shareNow, schedule, items, listedInbox, act, upload } = networkHarness(
  () => ({ t, owner, channelId }),
  INSTAGRAM,
);
const sent = (method: string, path: string) => ig.requests.filter((r) => r.method === method && r.path === path);

describe('publishing to Instagram', () => {
  it('makes a container of the picture and caption, publishes it, and records its permalink', async () => {
    const picture = await upload(await encoded('jpeg', 1080, 1080), 'image/jpeg');
    const id = await shareNow({ message: 'Our new mug', picture });
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect(ig.media).toHaveLength(1);
    expect(ig.media[0]).toMatchObject({ caption: 'Our new mug', imageUrl: picture });

    const [container] = sent('POST', `/v25.0/${me}/media`);
    expect(container!.headers.authorization).toMatch(/^Bearer /);
    expect(Object.fromEntries(new URLSearchParams(container!.body))).toEqual({
      image_url: picture,
      caption: 'Our new mug',
    });
    const [publish] = sent('POST', `/v25.0/${me}/media_publish`);
    expect(new URLSearchParams(publish!.body).get('creation_id')).toBe([...ig.containers.keys()][0]);
    // The limit is read before, the container's status between.
    expect(sent('GET', `/v25.0/${me}/content_publishing_limit`)).toHaveLength(1);
    expect(ig.requests.findIndex((r) => r.path === `/v25.0/${[...ig.containers.keys()][0]}`)).toBeGreaterThan(
      ig.requests.indexOf(container!),
    );
    expect((await listedInbox()).find((i) => i.post_type === 'post')!.mobile_permalink).toBe(ig.media[0]!.permalink);
  });

  it('puts the link in the caption as the service’s short link, on a line of its own', async () => {
    const picture = await upload(await encoded('jpeg', 800, 800), 'image/jpeg');
    await shareNow({ message: 'Fresh roast today', link: 'https://example.com/roast', picture });
    expect(ig.media[0]!.caption).toMatch(/^Fresh roast today\n\nhttp:\/\/localhost:8787\/l\/\w+$/);
  });

  it('publishes a PNG uploaded here as its JPEG rendition, which the stand-in takes as Instagram does', async () => {
    const picture = await upload(await encoded('png', 1080, 1080), 'image/png');
    const id = await shareNow({ message: 'A PNG', picture });
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    const jpeg = picture.replace(/\.png$/, '.jpg');
    expect(ig.media[0]).toMatchObject({ caption: 'A PNG', imageUrl: jpeg });
    const container = sent('POST', `/v25.0/${me}/media`)[0]!;
    expect(new URLSearchParams(container.body).get('image_url')).toBe(jpeg);
    // The stand-in refuses the PNG itself, as Instagram does.
    const refused = await fetch(`${ig.url}/v25.0/${me}/media`, {
      method: 'POST',
      headers: { authorization: container.headers.authorization!, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ image_url: picture, caption: 'A PNG' }).toString(),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: number } }).error.code).toBe(9004);
  });

  it('refuses without a picture, and a picture that is not a JPEG, in plain words', async () => {
    const channel = await channelRow();
    const connector = t.deps.connectorFor(channel);
    const publication = {
      postId: 1,
      postCreatedAt: new Date(),
      message: 'Words only',
      link: null,
      picture: null,
      albumName: null,
      written: { message: 'Words only', link: null },
    };
    await expect(connector.publish(channel, publication)).rejects.toThrow(
      'Instagram publishes nothing without a picture: attach a JPEG picture to the post.',
    );
    // A PNG stored before renditions were made has no JPEG to give. posts/create refuses it now (decision 072); a
    // post made before that, or before the picture lost its rendition, still meets this at publish.
    const picture = await upload(png(100, 100), 'image/png');
    await t.db.update(media).set({ jpegKey: null });
    await expect(
      connector.publish(channel, {
        ...publication,
        message: 'A PNG',
        picture,
        written: { message: 'A PNG', link: null },
      }),
    ).rejects.toThrow('Instagram takes JPEG pictures only, and this one is PNG. Attach a JPEG picture.');
    expect(ig.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('fails a post Instagram refuses, with Instagram’s own words', async () => {
    const id = await shareNow({ message: 'From elsewhere', picture: 'https://cdn.example/missing.jpg' });
    const post = await postRow(id);
    expect(post.status).toBe(POST_STATUS.failed);
    expect(post.errorMessage).toBe("Instagram refused the picture: The media URI doesn't meet our requirements.");

    ig.containerStatusNext('ERROR');
    const failed = await shareNow({
      message: 'Broken',
      picture: await upload(await encoded('jpeg', 64, 64), 'image/jpeg'),
    });
    expect((await postRow(failed)).errorMessage).toMatch(/^Instagram could not use the picture \(container ERROR/);
    const tags = Array.from({ length: 31 }, (_, n) => `#coffee${n}`).join(' ');
    const tagged = await shareNow({
      message: tags,
      picture: await upload(await encoded('jpeg', 64, 64), 'image/jpeg'),
    });
    expect((await postRow(tagged)).errorMessage).toBe('The caption has 31 hashtags; Instagram takes 30 at most.');
    expect(ig.media).toEqual([]);
  });

  it('waits out a throttle (never failing the post) until Instagram’s usage header says, then publishes', async () => {
    const picture = await upload(await encoded('jpeg', 64, 64), 'image/jpeg');
    const soon = DateTime.now().plus({ minutes: 5 });
    const id = await schedule({ message: 'Patience', picture }, soon);
    ig.rateLimitNext(`POST /v25.0/${me}/media_publish`, 1, 3600);
    t.setNow(() => soon.plus({ minutes: 1 }).toJSDate());
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.pending);
    const limited = await channelRow();
    expect(limited.status).toBe('rate_limited');
    // estimated_time_to_regain_access is in minutes: an hour from the service's now.
    expect(limited.rateLimitedUntil!.getTime()).toBe(soon.plus({ minutes: 61 }).toMillis());
    await publishDue(t.deps);
    expect(ig.media).toEqual([]);
    t.setNow(() => new Date(limited.rateLimitedUntil!.getTime() + 1000));
    await publishDue(t.deps);
    expect((await postRow(id)).status).toBe(POST_STATUS.published);
    expect(ig.media.map((m) => m.caption)).toEqual(['Patience']);
  });

  it('waits at the publishing limit until the oldest post of the 24 hours leaves it', async () => {
    const oldest = Date.now() - 23 * 3600_000;
    for (let n = 0; n < 50; n++)
      ig.media.push({
        id: String(17800000000000000n + BigInt(n)),
        ownerId: me,
        username: 'northwindcoffee',
        caption: `Post ${n}`,
        imageUrl: 'https://cdn.example/old.jpg',
        timestamp: new Date(oldest + n * 60_000),
        permalink: `https://www.instagram.com/p/old${n}/`,
      });
    const id = await shareNow({
      message: 'One too many',
      picture: await upload(await encoded('jpeg', 64, 64), 'image/jpeg'),
    });
    expect((await postRow(id)).status).toBe(POST_STATUS.pending);
    const channel = await channelRow();
    expect(channel.status).toBe('rate_limited');
    expect(channel.rateLimitedUntil!.getTime()).toBe(Math.floor(oldest / 1000) * 1000 + 24 * 3600_000);
    expect(sent('POST', `/v25.0/${me}/media`)).toEqual([]);
  });

  it('publishes exactly once when the answer is lost: the next round finds the post on the account', async () => {
    const picture = await upload(await encoded('jpeg', 64, 64), 'image/jpeg');
    const soon = DateTime.now().plus({ minutes: 5 });
    const id = await schedule({ message: 'Sent, then the line went dead https://example.com/dead', picture }, soon);
    t.setNow(() => soon.plus({ minutes: 1 }).toJSDate());
    ig.dropAnswerNext(`POST /v25.0/${me}/media_publish`);
    await publishDue(t.deps);
    expect(ig.media).toHaveLength(1);
    const [post] = await t.db.select().from(posts).where(eq(posts.id, id));
    const channel = await channelRow();
    const publication = await publicationOf(t.deps, post!);
    const found = await t.deps.connectorFor(channel).find!(channel, publication);
    expect(found).toMatchObject({ networkPostId: ig.media[0]!.id, permalink: ig.media[0]!.permalink });
    // The claimer could not tell: the post is failed as "outcome unknown", or left to a new claim, which finds it.
    if (post!.status !== POST_STATUS.failed) {
      const later = soon.plus({ minutes: 20 }).toJSDate();
      t.setNow(() => later);
      await claimDue(t.deps, later);
      await publishDue(t.deps);
    }
    expect(ig.media).toHaveLength(1);
    // A post the account does not carry is not found.
    const never = {
      ...publication,
      postId: id + 1000,
      message: 'Never sent',
      written: { message: 'Never sent', link: null },
    };
    expect(await t.deps.connectorFor(channel).find!(channel, never)).toBe(null);
  });
});

describe('the inbox on Instagram', () => {
  const fan = { id: '17841400000000101', username: 'coffeefan' };
  const critic = { id: '17841400000000102', username: 'beancritic' };

  it('brings comments and their replies threaded under the post, and tagged media as mentions, once', async () => {
    await shareNow({ message: 'Ask us anything', picture: await upload(await encoded('jpeg', 64, 64), 'image/jpeg') });
    const ours = ig.media[0]!;
    const question = ig.comment(fan, ours.id, 'Open on Sunday?');
    ig.comment(critic, ours.id, 'Same question', { replyTo: question.id });
    ig.tag(critic, 'Great flat white at @northwindcoffee');
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 3, reactions: 0 });
    const [own, comment, reply, mention] = await items();
    expect(own).toMatchObject({ postType: 'post', networkId: ours.id });
    expect(comment).toMatchObject({
      postType: 'comment',
      networkId: question.id,
      parentId: own!.id,
      conversationId: own!.conversationId,
      authorName: 'coffeefan',
      text: 'Open on Sunday?',
      permalink: ours.permalink,
    });
    expect(reply).toMatchObject({ postType: 'reply', parentId: comment!.id, conversationId: own!.conversationId });
    expect(mention).toMatchObject({ postType: 'mention', text: 'Great flat white at @northwindcoffee' });
    const comments = sent('GET', `/v25.0/${ours.id}/comments`);
    expect(comments[0]!.query.get('fields')).toContain('replies{');

    // Nothing new: the media list and the tags only; a new comment: that media's comments again.
    ig.requests.length = 0;
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 0, reactions: 0 });
    expect(ig.requests.map((r) => r.path)).toEqual([`/v25.0/${me}/media`, `/v25.0/${me}/tags`]);
    ig.comment(critic, ours.id, 'Thanks!');
    expect(await pollChannel(t.deps, await channelRow())).toEqual({ items: 1, reactions: 0 });
  });

  it('replies, comments on the channel’s post and deletes its own, on Instagram first', async () => {
    await shareNow({ message: 'Ask us anything', picture: await upload(await encoded('jpeg', 64, 64), 'image/jpeg') });
    const ours = ig.media[0]!;
    const question = ig.comment(fan, ours.id, 'Do you sell beans?');
    await pollChannel(t.deps, await channelRow());
    const [own, comment] = await items();

    const answered = await act(comment!, 'reply', 'Yes, at the counter.');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const reply = ig.comments.find((c) => c.text === 'Yes, at the counter.')!;
    expect(reply).toMatchObject({ parentId: question.id, from: { username: 'northwindcoffee' } });
    expect(new URLSearchParams(sent('POST', `/v25.0/${question.id}/replies`)[0]!.body).get('message')).toBe(
      'Yes, at the counter.',
    );

    expect((await act(own!, 'comment', 'Beans are back on Monday.')).status).toBe(200);
    expect(ig.comments.find((c) => c.text === 'Beans are back on Monday.')).toMatchObject({
      mediaId: ours.id,
      parentId: null,
    });

    const ownReply = (await items()).find((i) => i.networkId === reply.id)!;
    expect((await act(ownReply, 'delete')).status).toBe(200);
    expect(sent('DELETE', `/v25.0/${reply.id}`)).toHaveLength(1);
    expect(ig.comments.find((c) => c.id === reply.id)).toBeUndefined();

    // Instagram's API deletes no media: its refusal, in its words, and the post stays.
    const gone = await owner.delete('/inbox/deletePost', { channel_id: channelId, post_id: own!.id });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toMatch(/^Instagram refused the deletion: Unsupported delete request/);
    expect(ig.media).toHaveLength(1);
  });

  it('refuses what Instagram does not let apps do: likes, and comments on media it is only tagged in', async () => {
    ig.tag(fan, 'Morning at @northwindcoffee');
    await pollChannel(t.deps, await channelRow());
    const [mention] = await items();
    const liked = await act(mention!, 'like');
    expect(liked.status).toBe(400);
    expect(liked.body).toMatchObject({ status: 'error', code: 'action_not_supported' });
    // Refused by the connector's `actions` (or, once the network table drops likes, by the table): naming Instagram.
    expect(liked.body.message).toMatch(/^Instagram does not (let apps like|support "like")/);
    const commented = await act(mention!, 'reply', 'Thanks for coming!');
    expect(commented.status).toBe(409);
    expect(commented.body.message).toContain('only tagged in');
    expect(ig.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('stops reading while Instagram’s usage header says the account’s calls are spent', async () => {
    ig.usage = { call_count: 100, total_cputime: 20, total_time: 20, estimated_time_to_regain_access: 30 };
    const now = new Date();
    t.setNow(() => now);
    try {
      expect(await pollChannel(t.deps, await channelRow())).toBeUndefined();
    } finally {
      ig.usage = null;
    }
    const channel = await channelRow();
    expect(channel.status).toBe('rate_limited');
    expect(channel.rateLimitedUntil!.getTime()).toBe(now.getTime() + 30 * 60_000);
  });
});

describe('a first comment on Instagram', () => {
  it('is the account’s comment on its new media, and its own item in the post’s conversation', async () => {
    const picture = await upload(await encoded('jpeg', 1080, 1080), 'image/jpeg');
    const id = await shareNow({ message: 'Our new mug', picture, first_comment: '#coffee #mug' });
    expect(await postRow(id)).toMatchObject({ status: POST_STATUS.published, firstCommentStatus: 'published' });
    expect(ig.comments).toHaveLength(1);
    expect(ig.comments[0]).toMatchObject({ mediaId: ig.media[0]!.id, parentId: null, text: '#coffee #mug' });
    expect(sent('POST', `/v25.0/${ig.media[0]!.id}/comments`)).toHaveLength(1);
    const own = (await items()).filter((i) => i.byChannel);
    expect(own.map((i) => [i.postType, i.text])).toEqual([
      ['post', 'Our new mug'],
      ['comment', '#coffee #mug'],
    ]);
  });
});
