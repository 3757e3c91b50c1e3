import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import { png } from '../testing/images.ts';
import { startPinterestStandIn, type PinterestStandIn } from '../testing/pinterest-stand-in.ts';
import type { TestApp } from '../testing/test-app.ts';
import { NeedsReconnect, RateLimited } from './types.ts';

// A Pin's figures and the account's counts through Pinterest's API v5, against the stand-in, which answers
// GET /v5/pins/{pin_id}/analytics and GET /v5/user_account as the v5 spec describes them (pinterest/api-description,
// operations pins/analytics and user_account/get).
const PINTEREST = 6;
const DAY_MS = 24 * 60 * 60 * 1000;
let p: PinterestStandIn;
let t: TestApp;
let owner: ApiClient;
let channelId: number;

beforeAll(async () => {
  p = await startPinterestStandIn();
});
afterAll(() => p.close());
beforeEach(async () => {
  p.pins.length = 0;
  p.analytics.clear();
  ({ t, owner, channelId } = await openWithChannel('PINTEREST', PINTEREST, p));
  p.requests.length = 0;
});
afterEach(() => t.close());

const pinterest = networkHarness(() => ({ t, owner, channelId }), PINTEREST);
const day = (at: Date) => at.toISOString().slice(0, 10);

/** A Pin published through the service: its id on Pinterest. */
async function pinned(message: string) {
  await pinterest.shareNow({ message, picture: await pinterest.upload(png(20, 30), 'image/png') });
  return p.pins.at(-1)!.id;
}

async function readResults(posts: { networkPostId: string; publishedAt: Date }[], now = new Date()) {
  const channel = await pinterest.channelRow();
  return t.deps.connectorFor(channel).readResults!(channel, posts, now);
}

describe('a Pin’s figures on Pinterest', () => {
  it('sums impressions, saves and outbound clicks from publishing to today, one Pin a call, the rest null', async () => {
    const id = await pinned('Autumn blend');
    const now = new Date();
    const published = new Date(now.getTime() - 3 * DAY_MS);
    p.setDailyFigures(id, day(published), { impressions: 400, saves: 12, outboundClicks: 9, pinClicks: 30 });
    p.setDailyFigures(id, day(now), { impressions: 100, saves: 3, outboundClicks: 1 });
    // Before it was published (as the service recorded it): outside the days asked.
    p.setDailyFigures(id, day(new Date(published.getTime() - DAY_MS)), { impressions: 7000 });
    p.requests.length = 0;

    const figures = await readResults([{ networkPostId: id, publishedAt: published }], now);
    expect(figures.get(id)).toEqual({
      likes: null,
      comments: null,
      shares: null,
      quotes: null,
      saves: 15,
      impressions: 500,
      networkClicks: 10,
    });
    expect(p.requests).toHaveLength(1);
    expect(p.requests[0]!.path).toBe(`/v5/pins/${id}/analytics`);
    expect(Object.fromEntries(p.requests[0]!.query)).toEqual({
      start_date: day(published),
      end_date: day(now),
      metric_types: 'IMPRESSION,SAVE,OUTBOUND_CLICK',
    });
    expect(t.deps.connectorFor(await pinterest.channelRow()).resultsBatch).toBe(1);
  });

  it('asks no further back than Pinterest keeps, 90 days', async () => {
    const id = await pinned('An old Pin');
    const now = new Date();
    const figures = await readResults([{ networkPostId: id, publishedAt: new Date(now.getTime() - 200 * DAY_MS) }]);
    expect(figures.get(id)).toMatchObject({ impressions: 0, saves: 0, networkClicks: 0 });
    expect(p.requests.at(-1)!.query.get('start_date')).toBe(day(new Date(now.getTime() - 89 * DAY_MS)));
  });

  it('says a Pin deleted on Pinterest is gone, and reads the others', async () => {
    const kept = await pinned('Kept');
    const deleted = await pinned('Deleted on Pinterest');
    p.setFigures(kept, { impressions: 8 });
    p.deletePost(deleted);
    const now = new Date();
    const figures = await readResults([
      { networkPostId: deleted, publishedAt: now },
      { networkPostId: kept, publishedAt: now },
    ]);
    expect(figures.get(deleted)).toBe('gone');
    expect(figures.get(kept)).toMatchObject({ impressions: 8 });
  });

  it('throws RateLimited when Pinterest limits the account, NeedsReconnect once the sign-in is revoked', async () => {
    const id = await pinned('Busy');
    p.rateLimitNext(`GET /v5/pins/${id}/analytics`, 1, 120);
    const started = Date.now();
    const limited = await readResults([{ networkPostId: id, publishedAt: new Date() }]).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimited);
    expect((limited as RateLimited).until.getTime()).toBeGreaterThanOrEqual(started + 119_000);

    p.revokeAll();
    await expect(readResults([{ networkPostId: id, publishedAt: new Date() }])).rejects.toBeInstanceOf(NeedsReconnect);
  });
});

describe('the account’s growth on Pinterest', () => {
  it('reads followers, following and Pins from the account', async () => {
    await pinned('One Pin');
    p.user.follower_count = 1523;
    const channel = await pinterest.channelRow();
    p.requests.length = 0;
    expect(await t.deps.connectorFor(channel).readGrowth!(channel, day(new Date()), new Date())).toEqual({
      followers: 1523,
      following: 87,
      posts: 1,
    });
    expect(p.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v5/user_account']);
  });
});
