// The sandbox network's figures (decision 073): the same each time for the same post and age, only those its
// network gives, better on weekday mornings of the workspace zone, saturating after a day.
import { describe, expect, it } from 'vitest';
import { sandboxChannelFigures, sandboxFollowers, sandboxPostFigures } from './sandbox-results.ts';

const zone = 'America/New_York';
const post = (networkPostId: string, at: string) => ({ networkPostId, publishedAt: new Date(at) });
const hoursLater = (at: string, hours: number) => new Date(Date.parse(at) + hours * 3_600_000);

describe('the sandbox network’s figures', () => {
  it('are the same twice, and give only what the network it plays gives', () => {
    const at = '2026-10-06T13:30:00Z';
    const x = sandboxPostFigures(post('sandbox-1', at), { id: 7, channelType: 1 }, zone, hoursLater(at, 30));
    expect(sandboxPostFigures(post('sandbox-1', at), { id: 7, channelType: 1 }, zone, hoursLater(at, 30))).toEqual(x);
    expect(Object.values(x).every((v) => typeof v === 'number')).toBe(true);
    const bluesky = sandboxPostFigures(post('sandbox-1', at), { id: 7, channelType: 3 }, zone, hoursLater(at, 30));
    expect([bluesky.impressions, bluesky.saves, bluesky.networkClicks]).toEqual([null, null, null]);
    expect(bluesky.likes).toBeGreaterThan(0);
    const google = sandboxPostFigures(post('sandbox-1', at), { id: 7, channelType: 7 }, zone, hoursLater(at, 30));
    expect(Object.values(google).every((v) => v === null)).toBe(true);
    expect(sandboxChannelFigures({ id: 7, channelType: 7 }, '2026-10-06')).toMatchObject({ followers: null });
    expect(sandboxChannelFigures({ id: 7, channelType: 7 }, '2026-10-06').views).toBeGreaterThan(0);
  });

  it('grow over the first day and then barely move', () => {
    const at = '2026-10-06T13:30:00Z';
    const likesAt = (hours: number) =>
      sandboxPostFigures(post('sandbox-2', at), { id: 7, channelType: 1 }, zone, hoursLater(at, hours)).impressions!;
    expect(likesAt(1)).toBeLessThan(likesAt(6));
    expect(likesAt(6)).toBeLessThan(likesAt(24));
    expect(likesAt(24 * 30) / likesAt(48)).toBeLessThan(1.01);
  });

  it('favour weekday mornings in the workspace zone, over many posts', () => {
    const mean = (at: (i: number) => string) => {
      let sum = 0;
      for (let i = 0; i < 200; i += 1) {
        const p = post(`sandbox-m${i}`, at(i));
        sum += sandboxPostFigures(p, { id: 7, channelType: 1 }, zone, hoursLater(at(i), 48)).likes!;
      }
      return sum / 200;
    };
    // Tuesday 09:00 in New York against Tuesday 02:00 and Saturday 09:00.
    const morning = mean(() => '2026-10-06T13:00:00Z');
    expect(morning).toBeGreaterThan(1.5 * mean(() => '2026-10-06T06:00:00Z'));
    expect(morning).toBeGreaterThan(1.5 * mean(() => '2026-10-10T13:00:00Z'));
  });

  it('give each account slow growth', () => {
    expect(sandboxFollowers(7, '2026-10-06')).toBe(sandboxFollowers(7, '2026-10-06'));
    expect(sandboxFollowers(7, '2026-12-06')).toBeGreaterThan(sandboxFollowers(7, '2026-10-06'));
    expect(sandboxFollowers(7, '2026-10-07') / sandboxFollowers(7, '2026-10-06')).toBeLessThan(1.02);
  });
});
