import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { formatInZone } from './time.ts';
import { changeSchedule, DEFAULT_SCHEDULE, freeSlots, scheduleView } from './slots.ts';

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

describe('freeSlots across a year of clock changes', () => {
  /** The plain way, through the zone rules for every slot: what the fast path must agree with. */
  function reference(schedule: { weekday: number; minute: number }[], zone: string, from: Date, count: number) {
    const out: number[] = [];
    for (
      let day = DateTime.fromJSDate(from, { zone }).startOf('day');
      out.length < count;
      day = day.plus({ days: 1 })
    ) {
      const minutes = schedule.filter((s) => s.weekday === day.weekday).map((s) => s.minute);
      for (const minute of minutes.sort((a, b) => a - b)) {
        const instant = day.set({ hour: Math.floor(minute / 60), minute: minute % 60 }).toMillis();
        if (instant > from.getTime() && !out.includes(instant) && out.length < count) out.push(instant);
      }
    }
    return out;
  }
  // Slots in the small hours too, where clocks jump; zones with half-hour changes and changes at midnight.
  const schedule = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    [0, 15, 90, 120, 150, 540, 1425].map((minute) => ({ weekday, minute })),
  );
  for (const zone of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata'])
    it(`agrees with the zone rules slot by slot in ${zone}`, () => {
      const from = new Date('2026-01-15T12:00:00Z');
      expect(freeSlots(schedule, zone, from, 2600).map((d) => d.getTime())).toEqual(
        reference(schedule, zone, from, 2600),
      );
    });
});
