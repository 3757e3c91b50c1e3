// Best times to post (decision 076) on known posts of a channel in New York: too few, a clear pattern, growth that
// must not favour recent hours, a clock change, cells under 3 posts, the two hours between suggestions.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { bestTimes, median, type RatedPost } from './best-times.ts';

const ZONE = 'America/New_York';
const NOW = new Date('2026-11-20T17:00:00Z');

/** A post at a wall-clock time of New York, `weeksAgo` weeks before the week of NOW, on a weekday (1 = Monday). */
function at(weeksAgo: number, weekday: number, hour: number, rate: number): RatedPost {
  const week = DateTime.fromJSDate(NOW, { zone: ZONE }).startOf('week').minus({ weeks: weeksAgo });
  return {
    publishedAt: week
      .plus({ days: weekday - 1 })
      .set({ hour })
      .toJSDate(),
    rate,
  };
}

/** One post a week for `weeks` weeks (from 1 to `weeks` weeks ago) at a weekday's hour. */
const weekly = (weeks: number, weekday: number, hour: number, rate: number | ((week: number) => number)) =>
  Array.from({ length: weeks }, (_, i) => at(i + 1, weekday, hour, typeof rate === 'number' ? rate : rate(i + 1)));

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('bestTimes', () => {
  it('says how many posts there are and suggests nothing with fewer than 30', () => {
    const posts = [...weekly(6, 2, 9, 0.06), ...weekly(6, 4, 15, 0.02)];
    const answer = bestTimes(posts, ZONE, NOW);
    expect(answer).toMatchObject({ posts_counted: 12, posts_needed: 30, enough: 0, suggested: [] });
    // The cells are there all the same, for the grid.
    expect(answer.cells.map((c) => [c.weekday, c.hour, c.posts])).toEqual([
      ['tue', 9, 6],
      ['thu', 15, 6],
    ]);
    expect(answer.windowTo).toEqual(NOW);
    expect(answer.windowFrom).toEqual(DateTime.fromJSDate(NOW, { zone: ZONE }).minus({ days: 180 }).toJSDate());
  });

  it('suggests the hours that did best, best first, from a clear pattern', () => {
    const posts = [...weekly(12, 2, 9, 0.06), ...weekly(12, 4, 15, 0.02), ...weekly(12, 6, 11, 0.03)];
    const answer = bestTimes(posts, ZONE, NOW);
    expect(answer).toMatchObject({ posts_counted: 36, enough: 1 });
    expect(answer.suggested).toEqual([
      { weekday: 'tue', time: '09:00' },
      { weekday: 'sat', time: '11:00' },
      { weekday: 'thu', time: '15:00' },
    ]);
    const tuesday = answer.cells.find((c) => c.weekday === 'tue')!;
    expect(tuesday).toMatchObject({ hour: 9, posts: 12, median_rate: 0.06 });
    // Usual around each post is the median of 0.02, 0.03 and 0.06: 0.03.
    expect(tuesday.relative_rate).toBeCloseTo(2);
  });

  it('sets each post against what was usual around it, so that a growing channel does not favour its recent hours', () => {
    // Half a year ago the channel posted on Monday and Wednesday mornings; lately, on Friday and Saturday afternoons,
    // to more people. Friday's 4 % beat Monday's 2 % only because everything grew: around it, Friday did worse.
    const old = (week: number) => week > 13;
    const posts = [
      ...weekly(25, 1, 10, 0.02).filter((_, i) => old(i + 1)),
      ...weekly(25, 3, 10, 0.01).filter((_, i) => old(i + 1)),
      ...weekly(13, 5, 16, 0.04),
      ...weekly(13, 6, 16, 0.1),
    ];
    const answer = bestTimes(posts, ZONE, NOW);
    expect(answer.enough).toBe(1);
    expect(answer.suggested).toEqual([
      { weekday: 'sat', time: '16:00' },
      { weekday: 'mon', time: '10:00' },
      { weekday: 'wed', time: '10:00' },
      { weekday: 'fri', time: '16:00' },
    ]);
    const cell = (weekday: string) => answer.cells.find((c) => c.weekday === weekday)!;
    expect(cell('fri').median_rate).toBeGreaterThan(cell('mon').median_rate);
  });

  it('puts a post in the hour of the wall clock it went out at, across a clock change', () => {
    // New York left summer time on 1 November 2026: 09:00 was 13:00 UTC before and 14:00 UTC after.
    const posts = [
      { publishedAt: new Date('2026-10-27T13:00:00Z'), rate: 0.05 },
      { publishedAt: new Date('2026-11-03T14:00:00Z'), rate: 0.05 },
      { publishedAt: new Date('2026-11-10T14:00:00Z'), rate: 0.05 },
      ...weekly(25, 4, 15, 0.02),
      ...weekly(5, 1, 15, 0.02),
    ];
    const answer = bestTimes(posts, ZONE, NOW);
    const tuesdays = answer.cells.filter((c) => c.weekday === 'tue');
    expect(tuesdays.map((c) => [c.hour, c.posts])).toEqual([[9, 3]]);
    expect(answer.suggested[0]).toEqual({ weekday: 'tue', time: '09:00' });
    // In another zone the same instants are other hours.
    const london = bestTimes(posts, 'Europe/London', NOW).cells.filter((c) => c.weekday === 'tue');
    expect(london.map((c) => [c.hour, c.posts])).toEqual([
      [13, 1],
      [14, 2],
    ]);
  });

  it('ranks no hour with fewer than 3 posts, however well they did', () => {
    const posts = [
      ...weekly(2, 7, 20, 0.5),
      ...weekly(14, 2, 9, 0.04),
      ...weekly(14, 4, 15, 0.02),
      ...weekly(3, 5, 12, 0.03),
    ];
    const answer = bestTimes(posts, ZONE, NOW);
    expect(answer.cells.find((c) => c.weekday === 'sun')).toMatchObject({ hour: 20, posts: 2 });
    expect(answer.suggested).toEqual([
      { weekday: 'tue', time: '09:00' },
      { weekday: 'fri', time: '12:00' },
      { weekday: 'thu', time: '15:00' },
    ]);
  });

  it('keeps two hours between suggestions of a weekday, and suggests 5 at most', () => {
    const posts = [
      ...weekly(5, 2, 9, 0.1),
      ...weekly(5, 2, 10, 0.09),
      ...weekly(5, 2, 11, 0.08),
      ...weekly(5, 3, 9, 0.07),
      ...weekly(5, 3, 10, 0.06),
      ...weekly(5, 4, 9, 0.05),
      ...weekly(5, 5, 9, 0.04),
      ...weekly(5, 6, 9, 0.03),
    ];
    const answer = bestTimes(posts, ZONE, NOW);
    expect(answer.suggested).toEqual([
      { weekday: 'tue', time: '09:00' },
      { weekday: 'tue', time: '11:00' },
      { weekday: 'wed', time: '09:00' },
      { weekday: 'thu', time: '09:00' },
      { weekday: 'fri', time: '09:00' },
    ]);
  });

  it('counts only the last 180 days, and no post of a channel whose posts nothing engaged with', () => {
    const posts = [...weekly(40, 2, 9, 0.05), { publishedAt: new Date('2026-11-21T09:00:00Z'), rate: 0.9 }];
    expect(bestTimes(posts, ZONE, NOW).posts_counted).toBe(25);
    const silent = bestTimes([...weekly(20, 2, 9, 0), ...weekly(20, 4, 9, 0)], ZONE, NOW);
    expect(silent).toMatchObject({ posts_counted: 40, enough: 1, cells: [], suggested: [] });
  });
});
