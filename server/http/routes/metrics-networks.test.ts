import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollRound } from '../../services/inbox/poller.ts';
import { publishDue } from '../../publisher/publisher.ts';
import { connectChannel, networkHarness, openAsOwner, standInSettings } from '../../testing/connector-harness.ts';
import { METRICS_TOKEN, scrape } from '../../testing/metrics.ts';
import { startXStandIn, type XStandIn } from '../../testing/x-stand-in.ts';

// A channel on X (its stand-in) publishing and being read, and what the metrics say of each call.
const X = 1;
let x: XStandIn;
beforeAll(async () => {
  x = await startXStandIn();
});
afterAll(() => x.close());

describe('the metrics of the networks', () => {
  it('count calls by outcome, rate-limit pauses, inbox polls and channels needing reconnection', async () => {
    const { t, owner } = await openAsOwner({ ...standInSettings('X', x), METRICS_TOKEN });
    try {
      const channelId = await connectChannel(t, owner, X, (url) => x.approve(url));
      const { shareNow, schedule } = networkHarness(() => ({ t, owner, channelId }), X);
      const calls = (m: Awaited<ReturnType<typeof scrape>>, call: string, outcome: string) =>
        m.sum('socialdesk_network_calls_total', { network: 'x', call, outcome });
      const polls = (m: Awaited<ReturnType<typeof scrape>>, outcome: string) =>
        m.sum('socialdesk_inbox_polls_total', { network: 'x', outcome });
      const start = DateTime.now().startOf('second');
      const at = (minutes: number) => t.setNow(() => start.plus({ minutes }).toJSDate());
      const round = () => pollRound(t.deps, 1000);

      // Published, then refused (X takes no duplicate).
      await shareNow({ message: 'Fresh roast today' });
      await shareNow({ message: 'Fresh roast today' });
      let m = await scrape(t);
      expect([calls(m, 'publish', 'ok'), calls(m, 'publish', 'refused')]).toEqual([1, 1]);
      expect(m.sum('socialdesk_publications_total', { network: 'x', outcome: 'published' })).toBe(1);
      expect(m.sum('socialdesk_publications_total', { network: 'x', outcome: 'failed' })).toBe(1);
      expect(m.sum('socialdesk_network_call_duration_seconds_count', { network: 'x', call: 'publish' })).toBe(2);

      // The app's day spent: every X channel waits, the post stays due.
      await schedule({ message: 'After the app’s day' }, start.plus({ minutes: 5 }));
      x.spendAppDay(7200);
      at(6);
      await publishDue(t.deps);
      m = await scrape(t);
      expect(calls(m, 'publish', 'rate_limited')).toBe(1);
      expect(m.sum('socialdesk_rate_limit_pauses_total', { network: 'x', scope: 'app' })).toBe(1);
      expect(m.sum('socialdesk_network_paused', { network: 'x' })).toBe(1);
      expect(m.sum('socialdesk_posts', { state: 'due' })).toBe(1);
      expect(m.sum('socialdesk_posts_overdue_seconds')).toBe(60);
      x.refillAppDay();

      // Inbox polls: read, rate limited (this channel only), failed, and refused for good.
      x.mention({ id: '900', username: 'coffeefan', name: 'Coffee Fan' }, '@northwindcoffee open on Sunday?');
      expect(await round()).toBe(1);
      x.rateLimitNext('GET /2/users/', 1, 600);
      at(8);
      await round();
      m = await scrape(t);
      expect([polls(m, 'ok'), polls(m, 'rate_limited')]).toEqual([1, 1]);
      expect([calls(m, 'read_inbox', 'ok'), calls(m, 'read_inbox', 'rate_limited')]).toEqual([1, 1]);
      expect(m.sum('socialdesk_rate_limit_pauses_total', { network: 'x', scope: 'channel' })).toBe(1);
      expect(m.sum('socialdesk_channels', { network: 'x', status: 'rate_limited' })).toBe(1);

      x.dropAnswerNext('GET /2/users/');
      at(20);
      await round();
      x.revokeAll();
      at(30);
      await round();
      m = await scrape(t);
      expect([polls(m, 'error'), polls(m, 'needs_reconnect')]).toEqual([1, 1]);
      expect([calls(m, 'read_inbox', 'error'), calls(m, 'read_inbox', 'needs_reconnect')]).toEqual([1, 1]);
      expect(m.sum('socialdesk_channels', { network: 'x', status: 'needs_reconnect' })).toBe(1);
      expect(m.sum('socialdesk_channels', { network: 'x', status: 'rate_limited' })).toBe(0);
    } finally {
      await t.close();
    }
  });
});
