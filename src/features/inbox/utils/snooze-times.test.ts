import { describe, expect, it } from 'vitest';
import { snoozeChoices, wallNow } from './snooze-times';

const zone = 'America/New_York';

describe('snooze choices', () => {
  it('reads the time of day in the workspace zone, not the browser’s', () => {
    // 13:20 UTC is 09:20 in New York in June (EDT), 14:20 in Paris.
    expect(wallNow(zone, new Date('2026-06-10T13:20:00Z'))).toEqual({ date: '2026-06-10', time: '09:20' });
    expect(wallNow('Europe/Paris', new Date('2026-06-10T13:20:00Z'))).toEqual({ date: '2026-06-10', time: '15:20' });
    // Just after midnight in New York, still the day before in UTC terms of the zone.
    expect(wallNow(zone, new Date('2026-06-11T03:30:00Z'))).toEqual({ date: '2026-06-10', time: '23:30' });
  });

  it('offers later today, tomorrow morning and next Monday morning, from a Wednesday morning', () => {
    expect(snoozeChoices(zone, new Date('2026-06-10T13:20:00Z'))).toEqual([
      { label: 'Later today', until: '2026-06-10 13:00:00' },
      { label: 'Tomorrow morning', until: '2026-06-11 09:00:00' },
      { label: 'Next week', until: '2026-06-15 09:00:00' },
    ]);
  });

  it('leaves later today out in the evening, and next week is a week on from a Monday', () => {
    // Monday 15 June 2026, 19:00 in New York.
    expect(snoozeChoices(zone, new Date('2026-06-15T23:00:00Z'))).toEqual([
      { label: 'Tomorrow morning', until: '2026-06-16 09:00:00' },
      { label: 'Next week', until: '2026-06-22 09:00:00' },
    ]);
  });

  it('counts days across a change of the clocks', () => {
    // Saturday 13 March 2027, 08:00 in New York; the clocks go forward on the Sunday.
    expect(snoozeChoices(zone, new Date('2027-03-13T13:00:00Z')).at(-1)).toEqual({
      label: 'Next week',
      until: '2027-03-15 09:00:00',
    });
  });
});
