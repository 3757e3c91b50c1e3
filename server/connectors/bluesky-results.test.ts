import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, postResults, posts } from '../db/schema.ts';
import { refreshRound } from '../services/analytics/refresh.ts';
import { apiClient, type ApiClient } from '../testing/api.ts';
import { startBlueskyNetwork, type BlueskyAccount, type BlueskyNetwork } from '../testing/bluesky-network.ts';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.ts';

// Bluesky's figures of the account's posts and of the account (decision 073) on a real Bluesky network
// (@atproto/dev-env: PLC, PDS, AppView): a second account's like, repost and reply show up in the post's results.
let network: BlueskyNetwork;
let t: TestApp;
let owner: ApiClient;
let brand: BlueskyAccount;
let fan: BlueskyAccount;
let channelId: number;

const channelRow = async () => (await t.db.select().from(channels).where(eq(channels.id, channelId)))[0]!;

beforeAll(async () => {
  network = await startBlueskyNetwork();
  t = await createTestApp({ env: { ...network.env, PUBLISHER: '0' } });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  [brand, fan] = await Promise.all([network.createAccount('roastery'), network.createAccount('regular')]);
  const connected = await owner.post('/channels/connect', {
    channel_type: 3,
    handle: brand.handle,
    app_password: brand.appPassword,
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  channelId = Number(connected.body.data.channel_id);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await network?.stop();
});

/** A post shared now on the channel: its id here and its at:// address there. */
async function shared(message: string) {
  const made = await owner.post('/posts/create', { channel_ids: channelId, message, share_now: 1 });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const postId = Number(made.body.data.post_id[0]);
  const [row] = await t.db
    .execute(sql`select network_id from inbox_items where published_post_id = ${postId}`)
    .then((r) => (r as unknown as { rows: { network_id: string }[] }).rows);
  return { postId, uri: row!.network_id };
}

describe('Bluesky’s figures', () => {
  it('counts another account’s like, repost, reply and quote of the post', async () => {
    const { uri } = await shared('Single origin, light roast');
    await network.processAll();
    const { data: view } = await fan.agent.getPosts({ uris: [uri] });
    const subject = { uri, cid: view.posts[0]!.cid };
    await fan.agent.like(subject.uri, subject.cid);
    await fan.agent.repost(subject.uri, subject.cid);
    await fan.agent.post({ text: 'Lovely!', reply: { root: subject, parent: subject } });
    await fan.agent.post({ text: 'Look at this', embed: { $type: 'app.bsky.embed.record', record: subject } });
    await network.processAll();
    const channel = await channelRow();
    const read = await t.deps.connectorFor(channel).readResults!(
      channel,
      [{ networkPostId: uri, publishedAt: new Date() }],
      new Date(),
    );
    expect(read.get(uri)).toEqual({
      likes: 1,
      comments: 1,
      shares: 1,
      quotes: 1,
      saves: null,
      impressions: null,
      networkClicks: null,
    });
  });

  it('fills the post’s results through the refresh, rated over the followers when it was published', async () => {
    await fan.agent.follow(brand.did);
    await network.processAll();
    const channel = await channelRow();
    expect(await t.deps.connectorFor(channel).readGrowth!(channel, '2026-11-28', new Date())).toMatchObject({
      followers: 1,
      following: 0,
    });
    const { postId, uri } = await shared('Brewing guide, part one');
    await network.processAll();
    const { data: view } = await fan.agent.getPosts({ uris: [uri] });
    await fan.agent.like(uri, view.posts[0]!.cid);
    await network.processAll();
    // The demo's queue aside: a post due within two minutes would make the round wait.
    await t.db.delete(posts).where(eq(posts.status, 0));
    await refreshRound(t.deps);
    await t.db
      .update(postResults)
      .set({ nextRefreshAt: sql`now() - interval '1 second'`, followersAtPost: 1 })
      .where(eq(postResults.postId, postId));
    await refreshRound(t.deps);
    const [row] = await t.db.select().from(postResults).where(eq(postResults.postId, postId));
    expect(row).toMatchObject({ likes: 1, shares: 0, impressions: null, engagement: 1, rateBase: 'followers' });
  });

  it('says a post deleted from the account is gone', async () => {
    const { uri } = await shared('Here for a moment');
    await network.processAll();
    const rkey = uri.split('/').at(-1)!;
    await brand.agent.com.atproto.repo.deleteRecord({ repo: brand.did, collection: 'app.bsky.feed.post', rkey });
    await network.processAll();
    const channel = await channelRow();
    const read = await t.deps.connectorFor(channel).readResults!(
      channel,
      [{ networkPostId: uri, publishedAt: new Date() }],
      new Date(),
    );
    expect(read.get(uri)).toBe('gone');
  });
});
