import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE } from '../db/seed.ts';
import { formatInZone } from './time.ts';
import { changeSchedule, freeSlots, scheduleView } from './slots.ts';

const NY = 'America/New_York';
const local = (dates: Date[]) => dates.map((d) => formatInZone(d, NY));

describe('posting slots', () => {
  it('are the schedule’s times after now, in order', () => {
    const from = new Date('2026-06-10T14:00:00Z'); // 10:00 in New York
    expect(local(freeSlots(DEFAULT_SCHEDULE, NY, from, 4))).toEqual([
      '2026-06-10 13:00:00',
      '2026-06-10 17:00:00',
      '2026-06-11 09:00:00',
      '2026-06-11 13:00:00',
    ]);
  });

  it('stay at the same wall-clock time across the fall-back change, an hour further apart in UTC', () => {
    const from = new Date('2026-10-31T22:00:00Z'); // Saturday 18:00 EDT; DST ends Sunday 2026-11-01
    const slots = freeSlots(DEFAULT_SCHEDULE, NY, from, 2);
    expect(local(slots)).toEqual(['2026-11-01 09:00:00', '2026-11-01 13:00:00']);
    expect(slots.map((s) => s.toISOString())).toEqual(['2026-11-01T14:00:00.000Z', '2026-11-01T18:00:00.000Z']);
    const saturday = freeSlots(DEFAULT_SCHEDULE, NY, new Date('2026-10-31T12:00:00Z'), 1)[0]!;
    expect(saturday.toISOString()).toBe('2026-10-31T13:00:00.000Z'); // 09:00 EDT is 13:00 UTC
  });

  it('move a slot that a spring-forward night skips to just after the gap', () => {
    const schedule = [{ weekday: 7, minute: 2 * 60 + 30 }]; // Sundays 02:30
    const [slot] = freeSlots(schedule, NY, new Date('2026-03-07T12:00:00Z'), 1);
    expect(slot!.toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
  });

  it('leave out instants a pinned post already holds', () => {
    const from = new Date('2026-06-10T14:00:00Z');
    const pinned = new Set([new Date('2026-06-10T17:00:00Z').getTime()]); // 13:00 New York
    expect(local(freeSlots(DEFAULT_SCHEDULE, NY, from, 2, pinned))).toEqual([
      '2026-06-10 17:00:00',
      '2026-06-11 09:00:00',
    ]);
  });

  it('are none for an empty schedule', () => {
    expect(freeSlots([], NY, new Date(), 3)).toEqual([]);
  });
});

describe('schedule changes', () => {
  it('replace the weekdays named, keep the others, and read back per weekday', () => {
    const changed = changeSchedule(DEFAULT_SCHEDULE, { mon: '08:15_12:00', sun: '' });
    const view = scheduleView(changed);
    expect(view.mon).toEqual(['08:15', '12:00']);
    expect(view.sun).toEqual([]);
    expect(view.tue).toEqual(['09:00', '13:00', '17:00']);
  });
});
