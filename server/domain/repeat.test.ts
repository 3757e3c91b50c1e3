import { describe, expect, it } from 'vitest';
import { MAX_OCCURRENCES, occurrenceTimes, repeatDays } from './repeat.ts';
import { formatInZone, parseInZone } from './time.ts';

const ZONE = 'America/New_York';
const at = (text: string) => {
  const parsed = parseInZone(text, ZONE);
  if (!parsed.ok) throw new Error(text);
  return parsed.instant;
};
const local = (result: ReturnType<typeof occurrenceTimes>) =>
  'times' in result && result.times ? result.times.map((t) => formatInZone(t, ZONE)) : result.problem;

describe('repeatDays', () => {
  it('reads days and weeks within their bounds', () => {
    expect([repeatDays('1d'), repeatDays('365d'), repeatDays('2w'), repeatDays('52w')]).toEqual([1, 365, 14, 364]);
    expect([repeatDays('366d'), repeatDays('53w'), repeatDays('0d'), repeatDays('3m'), repeatDays('d')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('occurrenceTimes', () => {
  it('makes count occurrences at the same local time across a clock change', () => {
    // New York leaves daylight saving time on 2026-11-01.
    expect(local(occurrenceTimes(at('2026-10-25 09:00:00'), ZONE, { every: '1w', count: 3 }))).toEqual([
      '2026-10-25 09:00:00',
      '2026-11-01 09:00:00',
      '2026-11-08 09:00:00',
    ]);
  });

  it('counts the days up to until, that day included', () => {
    expect(local(occurrenceTimes(at('2026-06-10 18:30:00'), ZONE, { every: '3d', until: '2026-06-19' }))).toEqual([
      '2026-06-10 18:30:00',
      '2026-06-13 18:30:00',
      '2026-06-16 18:30:00',
      '2026-06-19 18:30:00',
    ]);
  });

  it('puts an occurrence the clocks skip an hour later, when they show that time again', () => {
    // 02:30 does not exist in New York on 2027-03-14.
    expect(local(occurrenceTimes(at('2027-03-07 02:30:00'), ZONE, { every: '1w', count: 3 }))).toEqual([
      '2027-03-07 02:30:00',
      '2027-03-14 03:30:00',
      '2027-03-21 02:30:00',
    ]);
  });

  it('refuses more than the most, saying how many it would be, and an end before a second occurrence', () => {
    const long = occurrenceTimes(at('2026-06-10 09:00:00'), ZONE, { every: '1d', until: '2026-12-31' });
    expect(long.problem).toMatchObject({ code: 'too_many_occurrences', field: 'repeat_until' });
    expect(long.problem?.message).toContain('would be 205 occurrences');
    expect(long.problem?.message).toContain(`at most ${MAX_OCCURRENCES}`);
    expect(
      occurrenceTimes(at('2026-06-10 09:00:00'), ZONE, { every: '1w', until: '2026-06-16' }).problem,
    ).toMatchObject({ field: 'repeat_until' });
    expect(
      occurrenceTimes(at('2026-06-10 09:00:00'), ZONE, { every: '1w', until: '2026-02-30' }).problem,
    ).toMatchObject({ field: 'repeat_until' });
    expect(occurrenceTimes(at('2026-06-10 09:00:00'), ZONE, { every: '9w9', count: 2 }).problem).toMatchObject({
      field: 'repeat_every',
    });
  });
});
