import { describe, expect, it } from 'vitest';
import { formatWorkspaceTime, todayIn, zoneLabel } from './time';

const NY = 'America/New_York';
const now = new Date('2026-06-10T14:00:00Z'); // Wednesday 10:00 in New York

describe('workspace times for people', () => {
  it('says today and tomorrow in the workspace zone', () => {
    expect(todayIn(NY, new Date('2026-06-11T02:00:00Z'))).toBe('2026-06-10');
    expect(formatWorkspaceTime('2026-06-10 13:00:00', NY, now)).toBe('Today 13:00');
    expect(formatWorkspaceTime('2026-06-11 09:00:00', NY, now)).toBe('Tomorrow 09:00');
    expect(formatWorkspaceTime('2026-06-12 17:30:00', NY, now)).toBe('Fri, Jun 12 17:30');
  });
  it('gives the year of a time in another year (a sign-in ending next year)', () => {
    expect(formatWorkspaceTime('2027-06-09 15:20:00', NY, now)).toBe('Wed, Jun 9, 2027 15:20');
    expect(formatWorkspaceTime('2025-12-31 08:00:00', NY, now)).toBe('Wed, Dec 31, 2025 08:00');
  });
  it('names the zone', () => {
    expect(zoneLabel(NY)).toBe('New York time');
  });
});
