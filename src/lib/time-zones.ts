/** The zone this browser is in: where a new workspace starts. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether this browser's engine knows the zone (the service checks the same with the same database). */
export function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** One entry of the time zone field: a zone with what people search it by. */
export interface ZoneEntry {
  /** The IANA name the workspace stores, such as Europe/Berlin. */
  name: string;
  /** Other names of the same zone (links such as Asia/Calcutta), found and shown as this one. */
  aliases: readonly string[];
  cities: readonly string[];
  country: string;
  /** "Central European Time" and "CET", "CEST"; empty where the zone table has none. */
  long: string;
  abbreviations: readonly string[];
  /** Standard (winter) offset in minutes, and the offset now, which differs in summer time. */
  rawOffset: number;
  offsetNow: number;
}

/** The zone's offset from UTC at `now`, in minutes, as the engine knows it. */
function offsetMinutes(zone: string, now: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-−])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '+' ? 1 : -1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** "GMT+1", "GMT-4", "GMT+5:30", "GMT": an offset as people read it. */
export function offsetText(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

const bare = (name: string, now: Date): ZoneEntry => {
  const offset = offsetMinutes(name, now);
  return {
    name,
    aliases: [],
    cities: [],
    country: '',
    long: '',
    abbreviations: [],
    rawOffset: offset,
    offsetNow: offset,
  };
};

/** Zones the engine names (with UTC, which it may leave out): the field's list until the zone table has loaded. */
export function engineZones(now = new Date()): ZoneEntry[] {
  const names = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', browserTimeZone()]);
  return [...names].filter(knownZone).map((name) => bare(name, now));
}

let table: Promise<ZoneEntry[]> | undefined;

/**
 * The zone table with cities, countries and names (@vvo/tzdb, some 100 kB), loaded only where a time zone is
 * chosen. Zones the engine knows that the table lacks (UTC, Etc/GMT+5, a zone newer than the table) join it bare.
 */
export function loadZoneTable(now = new Date()): Promise<ZoneEntry[]> {
  table ??= import('@vvo/tzdb').then(({ rawTimeZones }) => {
    const entries: ZoneEntry[] = rawTimeZones
      .filter((zone) => knownZone(zone.name))
      .map((zone) => ({
        name: zone.name,
        aliases: zone.group.filter((name) => name !== zone.name),
        cities: zone.mainCities,
        country: zone.countryName,
        long: zone.alternativeName,
        abbreviations: [zone.abbreviation, zone.dstAbbreviation ?? ''].filter(Boolean),
        rawOffset: zone.rawOffsetInMinutes,
        offsetNow: offsetMinutes(zone.name, now),
      }));
    const covered = new Set(entries.flatMap((entry) => [entry.name, ...entry.aliases]));
    return [...entries, ...engineZones(now).filter((entry) => !covered.has(entry.name))];
  });
  return table;
}
