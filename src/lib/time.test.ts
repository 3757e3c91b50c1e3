import { describe, expect, it } from 'vitest';
import { formatHour, formatTimeOfDay } from './clock';
import { parseTimeList, parseTimeOfDay } from './clock-input';
import { addDays, formatWorkspaceTime, timeOf, todayIn, zoneLabel } from './time';

const NY = 'America/New_York';
const now = new Date('2026-06-10T14:00:00Z'); // Wednesday 10:00 in New York

describe('workspace times for people', () => {
  it('says today and tomorrow in the workspace zone', () => {
    expect(todayIn(NY, new Date('2026-06-11T02:00:00Z'))).toBe('2026-06-10');
    expect(formatWorkspaceTime('2026-06-10 13:00:00', NY, '24h', now)).toBe('Today 13:00');
    expect(formatWorkspaceTime('2026-06-11 09:00:00', NY, '24h', now)).toBe('Tomorrow 09:00');
    expect(formatWorkspaceTime('2026-06-12 17:30:00', NY, '24h', now)).toBe('Fri, Jun 12 17:30');
  });
  it('follows a 12-hour clock when the workspace chose one', () => {
    expect(formatWorkspaceTime('2026-06-10 13:00:00', NY, '12h', now)).toBe('Today 1:00 PM');
    expect(formatWorkspaceTime('2026-06-11 00:05:00', NY, '12h', now)).toBe('Tomorrow 12:05 AM');
    expect(formatWorkspaceTime('2026-06-12 12:30:00', NY, '12h', now)).toBe('Fri, Jun 12 12:30 PM');
    expect(timeOf('2026-06-12 09:15:00', '12h')).toBe('9:15 AM');
    expect(timeOf('2026-06-12 09:15:00', '24h')).toBe('09:15');
  });
  it('gives the year of a time in another year (a sign-in ending next year)', () => {
    expect(formatWorkspaceTime('2027-06-09 15:20:00', NY, '24h', now)).toBe('Wed, Jun 9, 2027 15:20');
    expect(formatWorkspaceTime('2025-12-31 08:00:00', NY, '12h', now)).toBe('Wed, Dec 31, 2025 8:00 AM');
  });
  it('names the zone', () => {
    expect(zoneLabel(NY)).toBe('New York time');
  });
});

describe('calendar dates', () => {
  it('count days across a month, a year and a change of the clocks, either way', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-06-10', 1 - 30)).toBe('2026-05-12');
  });
});

describe('times of day', () => {
  it('are written in the workspace’s clock', () => {
    expect(['00:00', '09:05', '12:00', '13:30', '23:59'].map((t) => formatTimeOfDay(t, '24h'))).toEqual([
      '00:00',
      '09:05',
      '12:00',
      '13:30',
      '23:59',
    ]);
    expect(['00:00', '09:05', '12:00', '13:30', '23:59'].map((t) => formatTimeOfDay(t, '12h'))).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:00 PM',
      '1:30 PM',
      '11:59 PM',
    ]);
    expect([0, 9, 12, 13].map((h) => formatHour(h, '24h'))).toEqual(['00:00', '09:00', '12:00', '13:00']);
    expect([0, 9, 12, 13].map((h) => formatHour(h, '12h'))).toEqual(['12 AM', '9 AM', '12 PM', '1 PM']);
  });
  it('are read as people type them, whichever clock the workspace uses', () => {
    const read = (text: string) => parseTimeOfDay(text);
    expect(
      ['13:00', '9:30', '09:30', '0930', '9', '9.30', '1pm', '1:30 PM', '1:30 p.m.', '12 am', '12pm'].map(read),
    ).toEqual(['13:00', '09:30', '09:30', '09:30', '09:00', '09:30', '13:00', '13:30', '13:30', '00:00', '12:00']);
    expect(['', '24:00', '9:60', '13pm', '0 am', 'noon', '9:3'].map(read)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
  it('are read as a list for a day of the schedule', () => {
    expect(parseTimeList('9:00 AM, 1:30 p.m. 17:00').map((t) => t.time)).toEqual(['09:00', '13:30', '17:00']);
    expect(parseTimeList('09:00; 25:00')).toEqual([
      { text: '09:00', time: '09:00' },
      { text: '25:00', time: null },
    ]);
    expect(parseTimeList('  ')).toEqual([]);
  });
});
