import { AppBskyFeedPost, AtUri, type AtpAgent } from '@atproto/api';
import { TID } from '@atproto/common-web';
import { and, eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, inboxItems as inboxItemsTable, inboxReactions, posts } from '../db/schema.ts';
import { pollRound } from '../services/inbox/poller.ts';
import { POST_STATUS } from '../services/outbox/read.ts';
import { claimDue, publishDue } from '../publisher/publisher.ts';
import { apiClient, type ApiClient } from '../testing/api.ts';
import { startBlueskyNetwork, type BlueskyAccount, type BlueskyNetwork } from '../testing/bluesky-network.ts';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.ts';
import { blueskySignIn, recordKeyOf, replyKeyOf, type BlueskyCredentials } from './bluesky.ts';

// A 1×1 PNG, served over HTTP as a post's picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let network: BlueskyNetwork;
let pictures: Server;
let pictureUrl: string;
let t: TestApp;
let owner: ApiClient;
let brand: BlueskyAccount;
let fan: BlueskyAccount;
let channelId: number;

const channelRow = async () => (await t.db.select().from(channels).where(eq(channels.id, channelId)))[0]!;
const credentialsOf = async () =>
  JSON.parse(t.deps.secrets.open((await channelRow()).credentials!)) as BlueskyCredentials;
const postsOf = async (agent: AtpAgent, did: string) =>
  (await agent.com.atproto.repo.listRecords({ repo: did, collection: 'app.bsky.feed.post', limit: 100 })).data.records;
const inboxItems = async () =>
  (await owner.get('/inbox/get', { channel_id: channelId })).body.data.posts as Record<string, string>[];

beforeAll(async () => {
  network = await startBlueskyNetwork();
  pictures = createServer((request, response) => {
    if (request.url === '/mug.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}/mug.png`;
  t = await createTestApp({ env: { ...network.env, FETCH_PRIVATE_ADDRESSES: '1', PUBLISHER: '0' } });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  [brand, fan] = await Promise.all([network.createAccount('northwind'), network.createAccount('fan')]);
}, 120_000);

afterAll(async () => {
  await t?.close();
  pictures?.close();
  await network?.stop();
});

describe('connecting a Bluesky account', () => {
  it('refuses a wrong app password, and the account’s own password, saying what to do', async () => {
    const wrong = await owner.post('/channels/connect', {
      channel_type: 3,
      handle: brand.handle,
      app_password: 'aaaa-bbbb-cccc-dddd',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'sign_in_refused', field: 'app_password' });
    const own = await owner.post('/channels/connect', {
      channel_type: 3,
      handle: brand.handle,
      app_password: 'northwind-password-1',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(400);
    expect(own.body).toMatchObject({ code: 'app_password_required', field: 'app_password' });
  });

  it('connects by handle and app password, keeping the credentials sealed and out of every answer', async () => {
    const connected = await owner.post('/channels/connect', {
      channel_type: 3,
      handle: `@${brand.handle}`,
      app_password: brand.appPassword,
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body.data.reconnected).toBe(false);
    channelId = Number(connected.body.data.channel_id);
    const row = await channelRow();
    expect(row).toMatchObject({
      connector: 'bluesky',
      accountId: brand.did,
      screenName: brand.handle,
      status: 'connected',
    });
    expect(row.credentials).not.toContain(brand.appPassword);
    expect((await credentialsOf()).appPassword).toBe(brand.appPassword);
    const listed = await owner.get('/channels/get');
    const entry = listed.body.data.find((c: { channel_id: string }) => c.channel_id === String(channelId));
    expect(entry).toMatchObject({
      network: 'Bluesky',
      connector: 'bluesky',
      status: 'connected',
      screen_name: brand.handle,
    });
    expect(JSON.stringify(listed.body)).not.toContain(brand.appPassword);
    expect(t.logs()).not.toContain(brand.appPassword);
  });

  it('finds where an account lives from its handle when no PDS is configured', async () => {
    const config = { ...t.deps.config, BLUESKY_SERVICE_URL: undefined };
    const signedIn = await blueskySignIn(config, fan.handle, fan.appPassword);
    expect(signedIn).toMatchObject({ accountId: fan.did, screenName: fan.handle });
    expect(new URL(signedIn.credentials.service).port).toBe(new URL(network.pdsUrl).port);
    await expect(blueskySignIn(config, 'nobody-here.test', 'aaaa-bbbb-cccc-dddd')).rejects.toMatchObject({
      code: 'unknown_handle',
      field: 'handle',
    });
  });

  it('reconnects the same channel when the account is connected again', async () => {
    const again = await owner.post('/channels/connect', {
      channel_type: 3,
      handle: brand.handle,
      app_password: brand.appPassword,
    });
    expect(again.body.data).toEqual({ channel_id: String(channelId), reconnected: true });
  });
});

describe('publishing to Bluesky', () => {
  it('posts a link as a facet and a card, and a picture as an image', async () => {
    const made = await owner.post('/posts/create', {
      channel_ids: channelId,
      message: 'Fresh roast today, details at https://example.com/roast',
      link: 'https://example.com/roast',
      share_now: 1,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const pictured = await owner.post('/posts/create', {
      channel_ids: channelId,
      message: 'Our new mug',
      picture: pictureUrl,
      create_album: 1,
      album_name: 'A blue mug',
      share_now: 1,
    });
    expect(pictured.status, JSON.stringify(pictured.body)).toBe(200);
    const records = await postsOf(brand.agent, brand.did);
    const byText = (text: string) => records.find((r) => (r.value as AppBskyFeedPost.Record).text.startsWith(text))!;
    const link = byText('Fresh roast').value as AppBskyFeedPost.Record;
    // The service's short link stands in the text, as a link facet.
    expect(link.facets?.[0]?.features[0]).toMatchObject({ $type: 'app.bsky.richtext.facet#link' });
    expect(link.embed).toMatchObject({
      $type: 'app.bsky.embed.external',
      external: { uri: 'https://example.com/roast' },
    });
    const mug = byText('Our new mug').value as AppBskyFeedPost.Record;
    expect(mug.embed).toMatchObject({ $type: 'app.bsky.embed.images', images: [{ alt: 'A blue mug' }] });
    // Each publication is the channel's own post in its inbox, with its address on the network.
    const own = (await inboxItems()).filter((i) => i.post_type === 'post');
    expect(own.map((i) => i.object_id).sort()).toEqual(records.map((r) => r.uri).sort());
    expect(own[0]!.mobile_permalink).toMatch(new RegExp(`^https://bsky.app/profile/${brand.handle}/post/`));
  });

  it('publishes exactly once when the process dies between sending and recording', async () => {
    const made = await owner.post('/posts/create', {
      channel_ids: channelId,
      message: 'Sent, then the instance died',
      custom_time: '2099-01-01 09:00:00',
    });
    const postId = Number(made.body.data.post_id[0]);
    const [post] = await t.db.select().from(posts).where(eq(posts.id, postId));
    // Claimed and sent, but the claimer dies before recording the outcome.
    t.setNow(() => new Date('2099-01-01T15:00:00Z'));
    expect((await claimDue(t.deps, new Date('2099-01-01T15:00:00Z'))).postIds).toContain(postId);
    const channel = await channelRow();
    const publication = {
      postId,
      postCreatedAt: post!.createdAt,
      message: post!.message,
      link: null,
      picture: null,
      albumName: null,
      written: { message: post!.message, link: null },
    };
    const first = await t.deps.connectorFor(channel).publish(channel, publication);
    // A second send of the same post (a blind retry) names the same record: no copy.
    const second = await t.deps.connectorFor(channel).publish(channel, publication);
    expect(second.networkPostId).toBe(first.networkPostId);
    expect(new AtUri(first.networkPostId).rkey).toBe(recordKeyOf(publication));
    // A valid TID that reads back as the post's own time.
    expect(Math.floor(TID.fromStr(recordKeyOf(publication)).timestamp() / 1000)).toBe(post!.createdAt.getTime());
    // The next round takes the dead claim over, finds the post on the network and records it as published.
    t.setNow(() => new Date('2099-01-01T15:10:00Z'));
    await publishDue(t.deps);
    const [after] = await t.db.select().from(posts).where(eq(posts.id, postId));
    expect(after!.status).toBe(POST_STATUS.published);
    const copies = (await postsOf(brand.agent, brand.did)).filter(
      (r) => (r.value as AppBskyFeedPost.Record).text === 'Sent, then the instance died',
    );
    expect(copies).toHaveLength(1);
    expect((await inboxItems()).filter((i) => i.object_id === first.networkPostId)).toHaveLength(1);
    t.setNow(() => new Date());
  });
});

describe('threads and first comments on Bluesky', () => {
  it('publishes a 3-part thread as replies in order, then the first comment as a reply to the first', async () => {
    const made = await owner.post('/posts/create', {
      channel_ids: channelId,
      message: 'A thread on roasting, 1/3',
      thread: JSON.stringify(['Light roasts keep the fruit, 2/3', 'Dark roasts bring the body, 3/3']),
      first_comment: 'Our roasts: https://example.com/roasts',
      share_now: 1,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const postId = Number(made.body.data.post_id[0]);
    const [post] = await t.db.select().from(posts).where(eq(posts.id, postId));
    expect(post).toMatchObject({ status: POST_STATUS.published, firstCommentStatus: 'published' });

    // On the account's repository: each part answers the one before, the comment the first; all under one root.
    const records = await postsOf(brand.agent, brand.did);
    const byText = (text: string) => records.find((r) => (r.value as AppBskyFeedPost.Record).text.startsWith(text))!;
    const [one, two, three, comment] = ['A thread on roasting', 'Light roasts', 'Dark roasts', 'Our roasts'].map(
      byText,
    );
    const replyOf = (record: typeof one) => (record!.value as AppBskyFeedPost.Record).reply;
    expect(replyOf(one)).toBeUndefined();
    expect(replyOf(two)).toMatchObject({ parent: { uri: one!.uri, cid: one!.cid }, root: { uri: one!.uri } });
    expect(replyOf(three)).toMatchObject({ parent: { uri: two!.uri, cid: two!.cid }, root: { uri: one!.uri } });
    expect(replyOf(comment)).toMatchObject({ parent: { uri: one!.uri }, root: { uri: one!.uri } });

    // As readers see it through the AppView, once it has caught up.
    await network.processAll();
    const { data } = await fan.agent.getPostThread({ uri: one!.uri, depth: 5 });
    type Thread = { post: { uri: string; record: unknown }; replies?: Thread[] };
    const root = data.thread as unknown as Thread;
    const texts = (node: Thread | undefined) =>
      (node?.replies ?? []).map((r) => (r.post.record as AppBskyFeedPost.Record).text).sort();
    expect(texts(root)).toEqual(['Light roasts keep the fruit, 2/3', 'Our roasts: https://example.com/roasts']);
    const second = root.replies!.find((r) => r.post.uri === two!.uri);
    expect(texts(second)).toEqual(['Dark roasts bring the body, 3/3']);

    // The channel's own items in the post's conversation.
    const own = await t.db
      .select()
      .from(inboxItemsTable)
      .where(and(eq(inboxItemsTable.channelId, channelId), eq(inboxItemsTable.byChannel, true)));
    const conversation = own.filter((i) => i.networkId === one!.uri)[0]!.conversationId;
    expect(
      own
        .filter((i) => i.conversationId === conversation)
        .map((i) => [i.postType, i.networkId])
        .sort(),
    ).toEqual(
      [
        ['post', one!.uri],
        ['reply', two!.uri],
        ['reply', three!.uri],
        ['comment', comment!.uri],
      ].sort(),
    );
  });

  it('names a reply’s record from the post and its place, so a second send finds the first', async () => {
    const channel = await channelRow();
    const connector = t.deps.connectorFor(channel);
    const root = await connector.publish(channel, {
      postId: 990_001,
      postCreatedAt: new Date('2026-06-01T10:00:00Z'),
      message: 'A root for a reply sent twice',
      link: null,
      picture: null,
      albumName: null,
      written: { message: 'A root for a reply sent twice', link: null },
    });
    const reply = {
      postId: 990_001,
      postCreatedAt: new Date('2026-06-01T10:00:00Z'),
      position: 2,
      parent: root.networkPostId,
      root: root.networkPostId,
      text: 'The reply, sent twice',
    };
    expect(await connector.findReply!(channel, reply)).toBeNull();
    const first = await connector.reply!(channel, reply);
    const second = await connector.reply!(channel, reply);
    expect(second.networkPostId).toBe(first.networkPostId);
    expect((await connector.findReply!(channel, reply))?.networkPostId).toBe(first.networkPostId);
    expect(new AtUri(first.networkPostId).rkey).toBe(replyKeyOf(reply));
    expect(replyKeyOf(reply)).not.toBe(replyKeyOf({ ...reply, position: 3 }));
    expect(TID.is(replyKeyOf(reply))).toBe(true);
    const copies = (await postsOf(brand.agent, brand.did)).filter(
      (r) => (r.value as AppBskyFeedPost.Record).text === 'The reply, sent twice',
    );
    expect(copies).toHaveLength(1);
  });
});

describe('the inbox on Bluesky', () => {
  let ownPostUri: string;

  it('brings replies, mentions, likes and reposts in, each once', async () => {
    ownPostUri = (await inboxItems()).find(
      (i) => i.post_type === 'post' && i.text?.startsWith('Our new mug'),
    )!.object_id!;
    // The AppView knows the post only once it has processed the PDS's events.
    await network.processAll();
    const own = (await fan.agent.getPosts({ uris: [ownPostUri] })).data.posts[0]!;
    const ref = { uri: own.uri, cid: own.cid };
    await fan.agent.post({ text: 'Where can I buy it?', reply: { root: ref, parent: ref } });
    await fan.agent.post({
      text: `Coffee with @${brand.handle} this morning`,
      facets: [
        {
          index: { byteStart: 12, byteEnd: 13 + brand.handle.length },
          features: [{ $type: 'app.bsky.richtext.facet#mention', did: brand.did }],
        },
      ],
    });
    await fan.agent.like(own.uri, own.cid);
    await fan.agent.repost(own.uri, own.cid);
    await network.processAll();

    expect(await pollRound(t.deps, 60_000)).toBe(1);
    const items = await inboxItems();
    const reply = items.find((i) => i.text === 'Where can I buy it?');
    const ownItem = items.find((i) => i.object_id === ownPostUri)!;
    expect(reply).toMatchObject({
      post_type: 'comment',
      parent_id: ownItem.post_id,
      get_conversation_id: ownItem.get_conversation_id,
      user_id: fan.did,
      user_name: fan.handle,
      channel: '3',
      is_unread: '1',
      is_direct_post: '0',
    });
    expect(reply!.object_id).toMatch(/^at:\/\//);
    expect(items.find((i) => i.text?.startsWith('Coffee with'))).toMatchObject({
      post_type: 'mention',
      parent_id: '0',
    });
    const likes = await owner.get('/inbox/likeInfo', {
      channel_type: 3,
      channel_id: channelId,
      item_id: Number(ownItem.post_id),
    });
    expect(likes.body.data.map((l: { name: string }) => l.name)).toContain(fan.handle);
    expect(ownItem.is_unread).toBe('1');
    // The repost is on the post too (retweetInfo answers X alone, as the interface says).
    const reposts = await t.db
      .select()
      .from(inboxReactions)
      .where(and(eq(inboxReactions.itemId, Number(ownItem.post_id)), eq(inboxReactions.kind, 'retweet')));
    expect(reposts.map((r) => [r.profileId, r.screenName])).toEqual([[fan.did, fan.handle]]);

    // Read again: nothing new, nothing twice.
    await t.db.update(channels).set({ inboxPolledAt: null }).where(eq(channels.id, channelId));
    await pollRound(t.deps, 60_000);
    expect((await inboxItems()).length).toBe(items.length);
  });

  it('replies, likes and deletes on the network', async () => {
    const reply = (await inboxItems()).find((i) => i.text === 'Where can I buy it?')!;
    const answered = await owner.post('/inbox/action', {
      post_id: Number(reply.post_id),
      channel_type: 3,
      channel_id: channelId,
      action: 'reply',
      message: 'At the shop on Main St!',
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const liked = await owner.post('/inbox/action', {
      post_id: Number(reply.post_id),
      channel_type: 3,
      channel_id: channelId,
      action: 'like',
    });
    expect(liked.status, JSON.stringify(liked.body)).toBe(200);
    await network.processAll();
    const thread = (await fan.agent.getPostThread({ uri: reply.object_id!, depth: 2 })).data.thread as {
      post: { likeCount?: number };
      replies?: { post: { uri: string; author: { did: string }; record: { text: string } } }[];
    };
    expect(thread.post.likeCount).toBe(1);
    const ours = thread.replies?.find((r) => r.post.author.did === brand.did);
    expect(ours?.post.record.text).toBe('At the shop on Main St!');

    // The reply in the service is the network's reply; deleting it deletes it there.
    const conversation = await owner.get('/inbox/conversation', {
      post_id: Number(reply.post_id),
      channel_id: channelId,
      channel_type: 3,
    });
    const mine = (conversation.body.data.posts as Record<string, string>[]).find(
      (i) => i.text === 'At the shop on Main St!',
    )!;
    expect(mine.object_id).toBe(ours!.post.uri);
    const deleted = await owner.delete('/inbox/deleteComment', {
      post_id: Number(mine.post_id),
      channel_id: channelId,
      channel_type: 3,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const left = (await postsOf(brand.agent, brand.did)).map((r) => r.uri);
    expect(left).not.toContain(ours!.post.uri);
  });

  it('refuses direct-message replies: Bluesky has none through its interface', async () => {
    const item = (await inboxItems())[0]!;
    const refused = await owner.post('/inbox/action', {
      post_id: Number(item.post_id),
      channel_type: 3,
      channel_id: channelId,
      action: 'dm_reply',
      message: 'hi',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('action_not_supported');
  });
});

describe('the channel’s sign-in over time', () => {
  it('refreshes an expired session and keeps the new one', async () => {
    const before = await credentialsOf();
    // The stored access token stops being accepted (as when it expires): the next call refreshes, then goes on.
    await t.db
      .update(channels)
      .set({ credentials: t.deps.secrets.seal(JSON.stringify({ ...before, accessJwt: 'expired.token.here' })) })
      .where(eq(channels.id, channelId));
    const item = (await inboxItems()).find((i) => i.post_type === 'mention')!;
    const liked = await owner.post('/inbox/action', {
      post_id: Number(item.post_id),
      channel_type: 3,
      channel_id: channelId,
      action: 'like',
    });
    expect(liked.status, JSON.stringify(liked.body)).toBe(200);
    const after = await credentialsOf();
    expect(after.accessJwt).not.toBe('expired.token.here');
    expect(after.refreshJwt).not.toBe(before.refreshJwt);
    expect((await channelRow()).status).toBe('connected');
  });

  it('marks the channel "needs reconnecting" when the app password is revoked, and fails its due posts with why', async () => {
    const events: unknown[] = [];
    const unsubscribe = t.deps.events.subscribe((await channelRow()).workspaceId, (e) => events.push(e));
    await brand.agent.com.atproto.server.revokeAppPassword({ name: 'Social Desk' });
    const before = await credentialsOf();
    await t.db
      .update(channels)
      .set({ credentials: t.deps.secrets.seal(JSON.stringify({ ...before, accessJwt: 'expired.token.here' })) })
      .where(eq(channels.id, channelId));
    const made = await owner.post('/posts/create', {
      channel_ids: channelId,
      message: 'After the revocation',
      share_now: 1,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const row = await channelRow();
    expect(row.status).toBe('needs_reconnect');
    expect(row.statusReason).toMatch(/revoked/);
    expect(events).toContainEqual({ type: 'channels', channelIds: [channelId] });
    const outbox = await owner.get('/posts/get', { channel_id: channelId });
    const failed = outbox.body.errorPosts ?? outbox.body.data?.errorPosts;
    expect(JSON.stringify(failed)).toMatch(/Reconnect|reconnect/);
    const listed = (await owner.get('/channels/get')).body.data.find(
      (c: { channel_id: string }) => c.channel_id === String(channelId),
    );
    expect(listed).toMatchObject({ status: 'needs_reconnect' });
    expect(listed.status_reason).toMatch(/revoked/);
    // Actions refuse at once, saying what to do.
    const item = (await inboxItems())[0]!;
    const refused = await owner.post('/inbox/action', {
      post_id: Number(item.post_id),
      channel_type: 3,
      channel_id: channelId,
      action: 'like',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('channel_needs_reconnect');
    unsubscribe();

    // A new app password reconnects the same channel, healthy again.
    const fresh = await brand.agent.com.atproto.server.createAppPassword({ name: 'Social Desk 2' });
    const reconnected = await owner.post('/channels/connect', {
      channel_type: 3,
      handle: brand.handle,
      app_password: fresh.data.password,
      channel_id: channelId,
    });
    expect(reconnected.body.data).toEqual({ channel_id: String(channelId), reconnected: true });
    expect((await channelRow()).status).toBe('connected');
  });
});
