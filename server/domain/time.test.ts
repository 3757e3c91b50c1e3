import { describe, expect, it } from 'vitest';
import { formatInZone, formatUtc, isValidZone, parseInZone } from './time.ts';

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
