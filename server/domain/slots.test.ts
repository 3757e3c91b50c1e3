import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { formatInZone } from './time.ts';
import {
  changeSchedule,
  DEFAULT_SCHEDULE,
  freeSlots,
  openSlots,
  planQueue,
  queueTimes,
  scheduleView,
} from './slots.ts';

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

describe('openSlots', () => {
  const utc = (iso: string) => new Date(iso);
  const day = (date: string) => ({
    start: DateTime.fromISO(date, { zone: NY }).toJSDate(),
    end: DateTime.fromISO(date, { zone: NY }).plus({ days: 1 }).toJSDate(),
  });
  const range = (from: string, to: string) => ({ start: day(from).start, end: day(to).end });
  const open = (
    now: Date,
    tail: Date | null,
    { start, end }: { start: Date; end: Date },
    taken: Set<number> = new Set(),
    schedule = DEFAULT_SCHEDULE,
  ) => local(openSlots(schedule, NY, now, tail, taken, start, end));

  it('are the slots after the queue’s last post and after now, less the pinned instants', () => {
    const now = utc('2026-06-10T14:00:00Z'); // Wednesday 10:00
    const tail = utc('2026-06-11T13:00:00Z'); // the queue's last post, Thursday 09:00
    const pinned = new Set([utc('2026-06-12T17:00:00Z').getTime()]); // Friday 13:00
    expect(open(now, tail, range('2026-06-10', '2026-06-12'), pinned)).toEqual([
      '2026-06-11 13:00:00',
      '2026-06-11 17:00:00',
      '2026-06-12 09:00:00',
      '2026-06-12 17:00:00',
    ]);
  });

  it('start after now for an empty queue, or at the range when it begins later, and end with it', () => {
    const now = utc('2026-06-10T18:00:00Z'); // Wednesday 14:00
    expect(open(now, null, range('2026-06-10', '2026-06-10'))).toEqual(['2026-06-10 17:00:00']);
    expect(open(now, null, range('2026-06-13', '2026-06-13'))).toEqual([
      '2026-06-13 09:00:00',
      '2026-06-13 13:00:00',
      '2026-06-13 17:00:00',
    ]);
    // A queue reaching past the range, or a range gone by, leaves nothing open in it.
    expect(open(now, utc('2026-06-20T13:00:00Z'), range('2026-06-13', '2026-06-14'))).toEqual([]);
    expect(open(now, null, range('2026-06-01', '2026-06-09'))).toEqual([]);
  });

  it('keep their wall-clock times across the spring-forward night, a skipped one just after the gap', () => {
    const schedule = [...DEFAULT_SCHEDULE, { weekday: 7, minute: 2 * 60 + 30 }]; // and Sundays 02:30
    const now = utc('2027-03-12T12:00:00Z');
    const slots = openSlots(
      schedule,
      NY,
      now,
      null,
      new Set(),
      range('2027-03-13', '2027-03-14').start,
      range('2027-03-13', '2027-03-14').end,
    );
    expect(local(slots)).toEqual([
      '2027-03-13 09:00:00',
      '2027-03-13 13:00:00',
      '2027-03-13 17:00:00',
      '2027-03-14 03:30:00', // 02:30 does not exist that night: an hour later, as freeSlots places it
      '2027-03-14 09:00:00',
      '2027-03-14 13:00:00',
      '2027-03-14 17:00:00',
    ]);
    expect(slots.map((s) => s.toISOString().slice(11, 16))).toEqual([
      '14:00',
      '18:00',
      '22:00',
      '07:30',
      '13:00',
      '17:00',
      '21:00',
    ]);
  });

  it('keep their wall-clock times across the fall-back night, a repeated one at its first occurrence', () => {
    const schedule = [...DEFAULT_SCHEDULE, { weekday: 7, minute: 90 }]; // and Sundays 01:30
    const now = utc('2027-11-05T12:00:00Z');
    const { start, end } = range('2027-11-06', '2027-11-07');
    const tail = utc('2027-11-06T21:00:00Z'); // Saturday 17:00 EDT is the queue's last
    const slots = openSlots(schedule, NY, now, tail, new Set(), start, end);
    expect(local(slots)).toEqual([
      '2027-11-07 01:30:00',
      '2027-11-07 09:00:00',
      '2027-11-07 13:00:00',
      '2027-11-07 17:00:00',
    ]);
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2027-11-07T05:30:00.000Z',
      '2027-11-07T14:00:00.000Z',
      '2027-11-07T18:00:00.000Z',
      '2027-11-07T22:00:00.000Z',
    ]);
  });
});

describe('planning a queue after moves', () => {
  const now = new Date('2026-06-10T14:00:00Z'); // Wednesday 10:00 in New York
  const setting = { schedule: DEFAULT_SCHEDULE, zone: NY, now };
  const slots = freeSlots(DEFAULT_SCHEDULE, NY, now, 6); // Wed 13:00, 17:00, Thu 09:00, 13:00, 17:00, Fri 09:00
  const queue = (ids: number[]) => ids.map((id, i) => ({ id, dueAt: slots[i]! }));

  it('gives a queue’s places the slots after now, keeping the due times at its head that passed', () => {
    const overdue = new Date('2026-06-10T13:00:00Z');
    const times = queueTimes(DEFAULT_SCHEDULE, NY, now, [{ id: 1, dueAt: overdue }, ...queue([2, 3])], new Set());
    expect(times).toEqual([overdue, slots[0], slots[1]]);
  });

  it('puts a post moved onto a slot of its queue at that slot, the others moving up, as a reorder', () => {
    const wishes = new Map([[1, { at: slots[2]! }]]);
    expect(planQueue(setting, queue([1, 2, 3, 4]), new Set(), wishes)).toEqual({ order: [2, 3, 1, 4], pinned: [] });
    const itself = new Map([[3, { at: slots[2]! }]]);
    expect(planQueue(setting, queue([1, 2, 3, 4]), new Set(), itself)).toEqual({ order: [1, 2, 3, 4], pinned: [] });
  });

  it('keeps several posts at the slots they were moved to, the others filling the places left', () => {
    const wishes = new Map([
      [1, { at: slots[3]! }],
      [2, { at: slots[4]! }],
    ]);
    expect(planQueue(setting, queue([1, 2, 3, 4, 5, 6]), new Set(), wishes).order).toEqual([3, 4, 5, 1, 2, 6]);
  });

  it('pins a post whose slot the queue no longer has, and plans again without it', () => {
    // A whole queue a day later: the posts of the second day leave the queue (pinned on the third), so the first
    // day's posts' targets are no longer slots of the shortened queue: they are pinned there too.
    const wishes = new Map([
      [1, { at: slots[3]! }],
      [2, { at: slots[4]! }],
    ]);
    expect(planQueue(setting, queue([1, 2]), new Set(), wishes)).toEqual({ order: [], pinned: [1, 2] });
    // A pinned post taking a slot shifts the queue: a wish for the slot it took is lost, the next one still holds.
    const taken = new Set([slots[1]!.getTime()]);
    const shifted = planQueue(setting, queue([1, 2, 3, 4]), taken, new Map([[1, { at: slots[1]! }]]));
    expect(shifted).toEqual({ order: [2, 3, 4], pinned: [1] });
  });

  it('puts posts back at positions, the nearest free one when two ask for the same', () => {
    const wishes = new Map([
      [4, { position: 1 }],
      [5, { position: 9 }],
    ]);
    expect(planQueue(setting, queue([1, 2, 3, 4, 5]), new Set(), wishes).order).toEqual([4, 1, 2, 3, 5]);
    const same = new Map([
      [3, { position: 1 }],
      [2, { position: 1 }],
    ]);
    expect(planQueue(setting, queue([1, 2, 3]), new Set(), same).order).toEqual([3, 2, 1]);
  });
});
