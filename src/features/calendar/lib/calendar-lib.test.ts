import { describe, expect, it } from 'vitest';
import type { CalendarPost, PostsCalendarResponse } from '../../../api/generated/types.gen';
import { addMonths, daysOf, stepFrom, viewTitle, weekStart } from './grid-dates';
import { skippedBy, stepTarget } from './keyboard-move';
import { moved } from './moved';

describe('grid dates', () => {
  it('starts weeks on Monday and shows whole weeks of a month', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(daysOf('week', '2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const november = daysOf('month', '2026-11-23');
    // November 2026 starts on a Sunday: six weeks, from Monday October 26 to Sunday December 6.
    expect([november.length, november[0], november.at(-1)]).toEqual([42, '2026-10-26', '2026-12-06']);
    expect(daysOf('month', '2027-02-10')).toHaveLength(28);
  });

  it('steps by a week or a month, keeping the day where the month has it', () => {
    expect(stepFrom('week', '2026-11-23', 1)).toBe('2026-11-30');
    expect(stepFrom('month', '2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('titles a week across two months and a month', () => {
    expect(viewTitle('week', '2026-11-30')).toBe('Nov 30 – Dec 6, 2026');
    expect(viewTitle('week', '2026-11-23')).toBe('Nov 23 – 29, 2026');
    expect(viewTitle('month', '2026-11-23')).toBe('November 2026');
  });
});

describe('keyboard move', () => {
  it('moves a day with left and right, an hour (week) or a week (month) with up and down', () => {
    expect(stepTarget('2026-11-23 13:00:00', 'ArrowRight', 'week')).toBe('2026-11-24 13:00:00');
    expect(stepTarget('2026-11-23 13:00:00', 'ArrowLeft', 'month')).toBe('2026-11-22 13:00:00');
    expect(stepTarget('2026-11-23 13:30:00', 'ArrowDown', 'week')).toBe('2026-11-23 14:30:00');
    expect(stepTarget('2026-11-23 23:30:00', 'ArrowDown', 'week')).toBe('2026-11-24 00:30:00');
    expect(stepTarget('2026-11-23 00:15:00', 'ArrowUp', 'week')).toBe('2026-11-22 23:15:00');
    expect(stepTarget('2026-11-23 13:00:00', 'ArrowUp', 'month')).toBe('2026-11-16 13:00:00');
    expect(stepTarget('2026-11-23 13:00:00', 'Tab', 'week')).toBeNull();
  });

  it('knows the times the clocks skip', () => {
    const days = [{ date: '2027-03-14', clock_change: { kind: 'skip' as const, from: '02:00', to: '03:00' } }];
    expect(skippedBy('2027-03-14 02:30:00', days)).toMatchObject({ kind: 'skip' });
    expect(skippedBy('2027-03-14 03:00:00', days)).toBeNull();
    expect(skippedBy('2027-03-15 02:30:00', days)).toBeNull();
  });
});

const post = (post_id: number, display_time: string, extra: Partial<CalendarPost> = {}): CalendarPost => ({
  message: `post ${post_id}`,
  hash: `h${post_id}`,
  is_processed: 0,
  created_time: '2026-11-01 09:00:00',
  updated_time: '2026-11-01 09:00:00',
  channel: 1,
  channel_id: '11',
  post_id,
  creator_id: '1',
  creator_name: 'Maya Chen',
  display_time,
  utc_post_time: display_time,
  state: 'queued',
  channel_name: 'Northwind on X',
  thumbnail: '',
  published_time: '',
  published_link: '',
  ...extra,
});
const answer = (posts: CalendarPost[]): PostsCalendarResponse => ({
  status: 'success',
  data: { timezone: 'UTC', from: '2026-11-23', to: '2026-11-29', days: [], posts, free_slots: [] },
});
const shown = (a: PostsCalendarResponse) => a.data.posts.map((p) => [p.post_id, p.display_time, p.state]);

describe('moved', () => {
  const queue = [
    post(1, '2026-11-23 09:00:00'),
    post(2, '2026-11-23 13:00:00'),
    post(3, '2026-11-23 17:00:00'),
    post(4, '2026-11-23 13:00:00', { channel_id: '12' }),
  ];

  it('keeps a queued post queued on a slot its own queue holds, the slots staying', () => {
    expect(shown(moved(answer(queue), { postIds: [1], to: '2026-11-23 17:00:00' }))).toEqual([
      [2, '2026-11-23 09:00:00', 'queued'],
      [3, '2026-11-23 13:00:00', 'queued'],
      [4, '2026-11-23 13:00:00', 'queued'],
      [1, '2026-11-23 17:00:00', 'queued'],
    ]);
  });

  it('pins a post dropped anywhere else, and a failed one goes back to waiting', () => {
    const failed = post(5, '2026-11-22 10:00:00', { state: 'failed', is_processed: 2, error_message: 'Refused' });
    const after = moved(answer([...queue, failed]), { postIds: [5], to: '2026-11-25 10:00:00' });
    expect(after.data.posts.find((p) => p.post_id === 5)).toMatchObject({
      display_time: '2026-11-25 10:00:00',
      state: 'pinned',
      is_processed: 0,
    });
    expect(after.data.posts.find((p) => p.post_id === 5)?.error_message).toBeUndefined();
    expect(shown(moved(answer(queue), { postIds: [4], to: '2026-11-23 17:00:00' }))).toContainEqual([
      4,
      '2026-11-23 17:00:00',
      'pinned',
    ]);
  });

  it('shifts several posts by days, keeping their times of day', () => {
    const after = moved(answer(queue), { postIds: [1, 3], shiftDays: 2 });
    expect(shown(after).filter(([id]) => id === 1 || id === 3)).toEqual([
      [1, '2026-11-25 09:00:00', 'pinned'],
      [3, '2026-11-25 17:00:00', 'pinned'],
    ]);
  });
});
