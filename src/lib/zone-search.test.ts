import { describe, expect, it } from 'vitest';
import { engineZones, loadZoneTable, offsetText } from './time-zones';
import { entryOf, exactZone, offsetQuery, searchZones } from './zone-search';

// Winter and summer: Berlin is GMT+1 in January and GMT+2 in July; both find it.
const january = new Date('2026-01-15T12:00:00Z');
const july = new Date('2026-07-15T12:00:00Z');
const names = (found: { name: string }[]) => found.map((entry) => entry.name);

describe('the time zone search', () => {
  it('finds Berlin by city, country, zone name, long name and offset, whichever way it is written', async () => {
    const table = await loadZoneTable(january);
    for (const search of ['Berlin', 'berlin', 'Germany', 'Europe/Berlin', 'europe berlin', 'Central European', 'CET'])
      expect(names(searchZones(table, search)), search).toContain('Europe/Berlin');
    for (const search of ['GMT+1', 'UTC+1', '+01:00', 'utc +1', '+1'])
      expect(names(searchZones(table, search)), search).toContain('Europe/Berlin');
    expect(names(searchZones(table, 'Berlin'))[0]).toBe('Europe/Berlin');
    expect(names(searchZones(table, 'GMT+1'))).not.toContain('Europe/London');
  });

  it('finds a zone in summer by its summer offset as well as its standard one', () => {
    const table = engineZones(july);
    const berlin = entryOf(table, 'Europe/Berlin')!;
    expect(offsetText(berlin.offsetNow)).toBe('GMT+2');
    expect(names(searchZones(table, 'GMT+2'))).toContain('Europe/Berlin');
  });

  it('reads accents, cities that are not the zone’s name, and links to other zones', async () => {
    const table = await loadZoneTable(january);
    expect(names(searchZones(table, 'Sao Paulo'))[0]).toBe('America/Sao_Paulo');
    expect(names(searchZones(table, 'Munich'))).toEqual(['Europe/Berlin']);
    expect(names(searchZones(table, 'Mumbai'))).toEqual(['Asia/Kolkata']);
    expect(entryOf(table, 'Asia/Calcutta')?.name).toBe('Asia/Kolkata');
    expect(names(searchZones(table, 'GMT+5:30'))).toContain('Asia/Kolkata');
    expect(searchZones(table, 'Atlantis')).toEqual([]);
  });

  it('keeps the zones the engine knows but the table lacks, UTC among them', async () => {
    const table = await loadZoneTable(january);
    expect(entryOf(table, 'UTC')).toMatchObject({ name: 'UTC', offsetNow: 0 });
    expect(names(searchZones(table, 'UTC'))).toContain('UTC');
    expect(exactZone(table, 'utc')?.name).toBe('UTC');
  });

  it('takes a text as a choice only when it names exactly one zone', async () => {
    const table = await loadZoneTable(january);
    expect(exactZone(table, 'Berlin')?.name).toBe('Europe/Berlin');
    expect(exactZone(table, 'new york')?.name).toBe('America/New_York');
    expect(exactZone(table, 'Asia/Calcutta')?.name).toBe('Asia/Kolkata');
    expect(exactZone(table, 'Ber')).toBeUndefined();
    expect(exactZone(table, 'Germany')).toBeUndefined();
  });

  it('reads offsets as people write them', () => {
    expect(['GMT+1', 'UTC+1', '+01:00', '+0100', 'gmt -4', 'UTC−3:30', 'GMT', 'Berlin'].map(offsetQuery)).toEqual([
      60,
      60,
      60,
      60,
      -240,
      -210,
      0,
      null,
    ]);
  });
});
