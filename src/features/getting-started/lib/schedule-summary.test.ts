import { describe, expect, it } from 'vitest';
import { scheduleSummary } from './schedule-summary';

const every = (slots: string[]) => ({
  mon: slots,
  tue: slots,
  wed: slots,
  thu: slots,
  fri: slots,
  sat: slots,
  sun: slots,
});

describe('a posting schedule in words', () => {
  it('says "every day" when all days have the same times', () => {
    expect(scheduleSummary(every(['09:00', '13:00', '17:00']))).toEqual(['Every day: 09:00, 13:00, 17:00']);
  });

  it('groups days with the same times, as ranges where they follow each other', () => {
    expect(scheduleSummary({ ...every(['09:00', '17:00']), sat: [], sun: [] })).toEqual([
      'Mon–Fri: 09:00, 17:00',
      'Sat, Sun: no posts',
    ]);
    expect(scheduleSummary({ ...every(['09:00']), wed: ['12:00'] })).toEqual([
      'Mon, Tue, Thu–Sun: 09:00',
      'Wed: 12:00',
    ]);
  });

  it('writes times as the workspace’s clock does', () => {
    expect(scheduleSummary(every(['13:00']), (slot) => (slot === '13:00' ? '1:00 pm' : slot))).toEqual([
      'Every day: 1:00 pm',
    ]);
  });
});
