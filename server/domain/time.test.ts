import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  clockChangeOn,
  customTimeProblem,
  datesBetween,
  dayRange,
  formatInZone,
  formatUtc,
  isDate,
  isValidZone,
  parseInZone,
  shiftWallClock,
} from './time.ts';

const NY = 'America/New_York';

describe('workspace times', () => {
  it('writes an instant in the zone, 24-hour, and in UTC', () => {
    const instant = new Date('2026-07-01T21:05:09Z');
    expect(formatInZone(instant, NY)).toBe('2026-07-01 17:05:09');
    expect(formatUtc(instant)).toBe('2026-07-01 21:05:09');
  });

  it('uses the offset in force on each side of a DST change', () => {
    // New York leaves daylight saving time on 2026-11-01 at 02:00 local time.
    expect(formatInZone(new Date('2026-10-31T13:00:00Z'), NY)).toBe('2026-10-31 09:00:00');
    expect(formatInZone(new Date('2026-11-02T14:00:00Z'), NY)).toBe('2026-11-02 09:00:00');
  });

  it('writes every instant of the dates window as Luxon does, in every zone, also at the instants offsets change', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const byLuxon = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).toFormat('yyyy-MM-dd HH:mm:ss');
    const instant = fc.oneof(
      fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2099, 11, 31) }),
      // Near a whole hour or half hour, where changes happen, to the millisecond.
      fc
        .tuple(fc.integer({ min: 0, max: 2 * 130 * 8766 }), fc.integer({ min: -2000, max: 2000 }))
        .map(([halfHours, ms]) => halfHours * 1_800_000 + ms),
    );
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (ms, zone) => {
        expect(formatInZone(new Date(ms), zone)).toBe(byLuxon(ms, zone));
      }),
      { numRuns: 3000 },
    );
    // Changes on each side of an hour, and of a half hour (Lord Howe moves by 30 minutes), to the millisecond.
    const changes: [string, string][] = [
      [NY, '2026-03-08T07:00:00Z'],
      [NY, '2026-11-01T06:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
      ['Africa/Monrovia', '1972-01-07T00:44:30Z'],
    ];
    for (const [zone, at] of changes) {
      for (const delta of [-3_600_001, -1, 0, 1, 1_799_999, 3_600_000]) {
        const ms = new Date(at).getTime() + delta;
        expect(formatInZone(new Date(ms), zone), `${zone} ${new Date(ms).toISOString()}`).toBe(byLuxon(ms, zone));
      }
    }
  });

  it('reads a wall-clock time in the zone', () => {
    const parsed = parseInZone('2026-03-09 09:00:00', NY);
    expect(parsed).toEqual({ ok: true, instant: new Date('2026-03-09T13:00:00Z') });
  });

  it('refuses a time that a spring-forward night skips', () => {
    expect(parseInZone('2026-03-08 02:30:00', NY)).toEqual({ ok: false, reason: 'nonexistent' });
  });

  it('reads a repeated fall-back time as its first occurrence', () => {
    expect(parseInZone('2026-11-01 01:30:00', NY)).toEqual({ ok: true, instant: new Date('2026-11-01T05:30:00Z') });
  });

  it('refuses dates that do not exist', () => {
    expect(parseInZone('2026-02-30 10:00:00', NY)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('knows IANA zones', () => {
    expect(isValidZone(NY)).toBe(true);
    expect(isValidZone('Mars/Olympus')).toBe(false);
  });
});

describe('dayRange', () => {
  it('covers whole days in the zone, the last one included', () => {
    const { start, end } = dayRange('2026-06-01', '2026-06-07', 'America/New_York');
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-06-01T04:00:00.000Z', '2026-06-08T04:00:00.000Z']);
  });

  it('spans 23 or 25 hours on the days the clocks change', () => {
    const hours = (from: string) => {
      const { start, end } = dayRange(from, from, 'America/New_York');
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect([hours('2027-03-14'), hours('2027-11-07'), hours('2027-06-01')]).toEqual([23, 25, 24]);
  });

  it('starts a day whose midnight the clocks skip when they resume', () => {
    // Santiago springs forward at midnight: 2026-09-06 begins at 01:00.
    const { start } = dayRange('2026-09-06', '2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('refuses what is not a day', () => {
    expect(() => dayRange('2026-02-30', '2026-03-01', 'UTC')).toThrow(RangeError);
  });
});

describe('days of a calendar', () => {
  it('lists the days from one to another, both included, across months', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('tells a real day from one the calendar does not have', () => {
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-04-31')).toBe(false);
  });
});

describe('clockChangeOn', () => {
  it('names the hour New York skips in March and repeats in November', () => {
    expect(clockChangeOn('2027-03-14', NY)).toEqual({ kind: 'skip', from: '02:00', to: '03:00' });
    expect(clockChangeOn('2027-11-07', NY)).toEqual({ kind: 'repeat', from: '01:00', to: '02:00' });
  });

  it('is null on the days around a change, and in zones without changes', () => {
    for (const date of ['2027-03-13', '2027-03-15', '2027-11-06', '2027-11-08', '2027-06-01'])
      expect(clockChangeOn(date, NY), date).toBeNull();
    expect(clockChangeOn('2027-03-28', 'UTC')).toBeNull();
    expect(clockChangeOn('2027-03-28', 'Asia/Tokyo')).toBeNull();
  });

  it('knows half-hour changes and changes at midnight', () => {
    expect(clockChangeOn('2026-04-05', 'Australia/Lord_Howe')).toEqual({ kind: 'repeat', from: '01:30', to: '02:00' });
    expect(clockChangeOn('2026-10-04', 'Australia/Lord_Howe')).toEqual({ kind: 'skip', from: '02:00', to: '02:30' });
    // Havana's clocks jump from midnight to 01:00: the day starts at 01:00.
    expect(clockChangeOn('2026-03-08', 'America/Havana')).toEqual({ kind: 'skip', from: '00:00', to: '01:00' });
    // Santiago falls back at midnight: the last hour of Saturday comes twice, the second ending at Sunday's start.
    expect(clockChangeOn('2026-04-04', 'America/Santiago')).toEqual({ kind: 'repeat', from: '23:00', to: '24:00' });
    expect(clockChangeOn('2026-04-05', 'America/Santiago')).toBeNull();
  });
});

describe('shiftWallClock', () => {
  const shifted = (iso: string, days: number) => {
    const result = shiftWallClock(new Date(iso), NY, days);
    return result.ok ? formatInZone(result.instant, NY) : result.reason;
  };

  it('keeps the time of day across both clock changes, which moves it an hour in UTC', () => {
    expect(shifted('2027-03-13T14:00:00Z', 1)).toBe('2027-03-14 09:00:00'); // EST → EDT
    expect(shiftWallClock(new Date('2027-03-13T14:00:00Z'), NY, 1)).toEqual({
      ok: true,
      instant: new Date('2027-03-14T13:00:00Z'),
    });
    expect(shifted('2027-11-08T14:00:00Z', -1)).toBe('2027-11-07 09:00:00'); // EST → EDT, backwards
    expect(shifted('2027-06-01T13:00:00Z', 30)).toBe('2027-07-01 09:00:00');
    expect(shifted('2027-06-01T13:00:00Z', -366)).toBe('2026-05-31 09:00:00');
  });

  it('refuses a time the clocks skip on the new day, where adding days in luxon would move it', () => {
    expect(shifted('2027-03-13T07:30:00Z', 1)).toBe('nonexistent'); // 02:30 EST on Saturday
    expect(DateTime.fromISO('2027-03-13T07:30:00Z').setZone(NY).plus({ days: 1 }).toFormat('yyyy-MM-dd HH:mm')).toBe(
      '2027-03-14 03:30',
    );
  });

  it('takes the first of a repeated time, from either occurrence', () => {
    // 01:30 on 2027-11-06 (EDT); the day after, 01:30 happens at 05:30Z and again at 06:30Z.
    expect(shiftWallClock(new Date('2027-11-06T05:30:00Z'), NY, 1)).toEqual({
      ok: true,
      instant: new Date('2027-11-07T05:30:00Z'),
    });
    // From the second 01:30 of the repeated hour, a day later is 01:30 EST.
    expect(shiftWallClock(new Date('2027-11-07T06:30:00Z'), NY, 1)).toEqual({
      ok: true,
      instant: new Date('2027-11-08T06:30:00Z'),
    });
  });
});

describe('customTimeProblem', () => {
  const NOW = new Date('2027-03-10T15:00:00Z'); // 2027-03-10 10:00:00 in New York
  const refusals = { skipped: 'a_skipped', invalid: 'an_invalid', past: 'a_past', instead: ', or wait' };
  const read = (value: string) => customTimeProblem(value, NY, NOW, refusals);

  it('reads a time ahead in the zone', () => {
    expect(read('2027-03-10 10:00:01')).toEqual({ instant: new Date('2027-03-10T15:00:01Z') });
    expect(read('2027-03-14 03:00:00')).toEqual({ instant: new Date('2027-03-14T07:00:00Z') });
  });

  it("names each problem in the caller's codes", () => {
    expect(read('2027-03-14 02:30:00')).toEqual({
      problem: {
        code: 'a_skipped',
        message: `2027-03-14 02:30:00 does not exist in ${NY}: the clocks skip it for daylight saving time. Pick another time.`,
      },
    });
    expect(read('2027-02-30 09:00:00')).toEqual({
      problem: { code: 'an_invalid', message: '2027-02-30 09:00:00 is not a date and time that exists.' },
    });
    expect(read('2027-03-10 09:59:59')).toEqual({
      problem: {
        code: 'a_past',
        message: `2027-03-10 09:59:59 (${NY}) has already passed. Pick a time ahead, or wait.`,
      },
    });
  });

  it('takes now itself as passed', () => {
    expect(read('2027-03-10 10:00:00')).toMatchObject({ problem: { code: 'a_past' } });
  });
});
