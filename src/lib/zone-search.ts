import type { ZoneEntry } from './time-zones';

/** Case, accents, underscores and slashes do not matter: "sao paulo" finds America/Sao_Paulo and São Paulo. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_/\s,-]+/g, ' ')
    .trim();

/** An offset as people write it: "GMT+1", "UTC+1", "+01:00", "utc -4:30", "GMT" → minutes; null for other text. */
export function offsetQuery(text: string): number | null {
  const compact = text.replace(/\s+/g, '').replace('−', '-').toLowerCase();
  if (compact === 'gmt' || compact === 'utc' || compact === 'z') return 0;
  const match = /^(?:gmt|utc)?([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(compact);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const names = (entry: ZoneEntry) => [entry.name, ...entry.aliases];
const places = (entry: ZoneEntry) => [
  ...names(entry),
  ...entry.cities,
  ...names(entry).map((n) => n.split('/').at(-1)!),
];

/** The zone a text names outright: a zone name, one of its other names, or a city. */
function namesExactly(entry: ZoneEntry, query: string) {
  return places(entry).some((place) => plain(place) === query);
}

/**
 * The zones a search finds, best first: one named exactly (Berlin), then those a name starts with, then those that
 * hold every word anywhere: zone names, cities, country, the zone's long name ("Central European"). An offset
 * ("GMT+1", "+01:00") finds the zones at that offset now or in winter.
 */
export function searchZones(entries: readonly ZoneEntry[], search: string): ZoneEntry[] {
  const offset = offsetQuery(search);
  if (offset !== null) return entries.filter((e) => e.offsetNow === offset || e.rawOffset === offset);
  const query = plain(search);
  if (!query) return [...entries];
  const words = query.split(' ');
  const scored: { entry: ZoneEntry; score: number }[] = [];
  for (const entry of entries) {
    const haystack = plain([...places(entry), entry.country, entry.long, ...entry.abbreviations].join(' '));
    if (!words.every((word) => haystack.includes(word))) continue;
    const score = namesExactly(entry, query)
      ? 0
      : places(entry).some((place) => plain(place).startsWith(query))
        ? 1
        : plain(entry.country) === query
          ? 2
          : 3;
    scored.push({ entry, score });
  }
  return scored.sort((a, b) => a.score - b.score).map((s) => s.entry);
}

/** The one zone a finished text names outright ("Berlin", "europe/berlin", "Asia/Calcutta"), if exactly one. */
export function exactZone(entries: readonly ZoneEntry[], search: string): ZoneEntry | undefined {
  const query = plain(search);
  if (!query) return undefined;
  const found = entries.filter((entry) => namesExactly(entry, query));
  return found.length === 1 ? found[0] : undefined;
}

/** The entry a stored zone name belongs to, by its own name or one of its others. */
export const entryOf = (entries: readonly ZoneEntry[], zone: string) =>
  entries.find((entry) => entry.name === zone) ?? entries.find((entry) => entry.aliases.includes(zone));
