import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import { startGoogleStandIn, type GoogleStandIn } from '../testing/google-stand-in.ts';
import type { TestApp } from '../testing/test-app.ts';
import { NeedsReconnect, RateLimited } from './types.ts';

// A Business Profile location's days through the Business Profile Performance API (developers.google.com/my-business/
// reference/performance/rest/v1/locations/fetchMultiDailyMetricsTimeSeries) and its reviews' totals (…/rest/v4/
// accounts.locations.reviews/list), against the stand-in.
const GOOGLE = 7;
const LOCATION = 'accounts/4815162342/locations/7301221874';
const NOW = new Date('2026-11-29T10:00:00Z');
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
  g.reviews.length = 0;
  g.performance.clear();
  ({ t, owner, channelId } = await openWithChannel('GOOGLE', GOOGLE, g));
  g.requests.length = 0;
});
afterEach(() => t.close());

const { channelRow } = networkHarness(() => ({ t, owner, channelId }), GOOGLE);
const readGrowth = async (day: string, now = NOW) => {
  const channel = await channelRow();
  return t.deps.connectorFor(channel).readGrowth!(channel, day, now);
};

describe('a Business Profile location’s days', () => {
  it('sums the four impressions as views, with clicks, calls and directions, day by day; a day not filled is null', async () => {
    g.setDailyMetrics(LOCATION, '2026-11-24', {
      BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 12,
      BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 30,
      BUSINESS_IMPRESSIONS_MOBILE_MAPS: 41,
      BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 77,
      WEBSITE_CLICKS: 9,
      CALL_CLICKS: 2,
      BUSINESS_DIRECTION_REQUESTS: 5,
    });
    // Filled in, nothing happened: Google leaves a zero value out, and it is 0.
    g.setDailyMetrics(LOCATION, '2026-11-25', {});
    g.setDailyMetrics(LOCATION, '2026-11-27', { BUSINESS_IMPRESSIONS_MOBILE_MAPS: 4 });
    // 2026-11-26: not filled in yet.

    const days = [];
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']) days.push(await readGrowth(day));
    expect(days).toEqual([
      {
        followers: null,
        following: null,
        posts: null,
        views: 160,
        websiteClicks: 9,
        calls: 2,
        directions: 5,
        reviews: null,
        rating: null,
      },
      { ...days[0], views: 0, websiteClicks: 0, calls: 0, directions: 0 },
      { ...days[0], views: null, websiteClicks: null, calls: null, directions: null },
      { ...days[0], views: 4, websiteClicks: 0, calls: 0, directions: 0 },
    ]);

    const asked = g.requests[0]!;
    expect(asked.path).toBe('/v1/locations/7301221874:fetchMultiDailyMetricsTimeSeries');
    expect(asked.query.getAll('dailyMetrics')).toEqual([
      'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
      'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
      'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
      'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
      'WEBSITE_CLICKS',
      'CALL_CLICKS',
      'BUSINESS_DIRECTION_REQUESTS',
    ]);
    expect(Object.fromEntries([...asked.query].filter(([key]) => key.startsWith('dailyRange')))).toEqual({
      'dailyRange.start_date.year': '2026',
      'dailyRange.start_date.month': '11',
      'dailyRange.start_date.day': '24',
      'dailyRange.end_date.year': '2026',
      'dailyRange.end_date.month': '11',
      'dailyRange.end_date.day': '24',
    });
    // Past days ask nothing of the reviews: their totals are today's.
    expect(g.requests.every((r) => !r.path.includes('/reviews'))).toBe(true);
  });

  it('gives today the reviews’ count and average from the reviews list', async () => {
    g.review(LOCATION, { displayName: 'Mia' }, 5, 'Great flat white');
    g.review(LOCATION, { displayName: 'Tom' }, 4);
    const today = await readGrowth('2026-11-29');
    expect(today).toMatchObject({ reviews: 2, rating: 4.5, views: null });
    const listed = g.requests.find((r) => r.path === `/v4/${LOCATION}/reviews`)!;
    expect(listed.query.get('pageSize')).toBe('1');

    g.reviews.length = 0;
    expect(await readGrowth('2026-11-29')).toMatchObject({ reviews: 0, rating: null });
  });

  it('has no figures of a local post to read', async () => {
    expect(t.deps.connectorFor(await channelRow()).readResults).toBeUndefined();
  });

  it('throws RateLimited when Google’s quota runs out, NeedsReconnect once the grant is revoked', async () => {
    g.rateLimitNext('/v1/locations/7301221874:fetchMultiDailyMetricsTimeSeries', 1, 30);
    const started = Date.now();
    const limited = await readGrowth('2026-11-27').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimited);
    expect((limited as RateLimited).until.getTime()).toBeGreaterThanOrEqual(started + 29_000);

    g.revokeAll();
    await expect(readGrowth('2026-11-27')).rejects.toBeInstanceOf(NeedsReconnect);
  });
});
