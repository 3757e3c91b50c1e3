import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dayRange, formatInZone, formatUtc, isValidZone, parseInZone } from './time.ts';

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
