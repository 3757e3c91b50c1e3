import { useId, useMemo, useRef, useState } from 'react';
import { inputClass } from './field';
import { matchingZones, timeZones, zoneOffset } from '../../lib/time-zones';

const zoneText = (zone: string, offset: string) => `${zone.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}`;

/**
 * Every IANA zone in a list with a search box above it: typing narrows the list ("london", "new york",
 * "gmt+2"), Enter picks the first match, the arrow keys move through the list. The chosen zone always stays listed.
 */
export function TimeZoneField({
  value,
  onChange,
  label = 'Time zone',
}: {
  value: string;
  onChange: (zone: string) => void;
  label?: string;
}) {
  const id = useId();
  const list = useRef<HTMLSelectElement>(null);
  const [search, setSearch] = useState('');
  const offsets = useMemo(() => new Map(timeZones().map((zone) => [zone, zoneOffset(zone)])), []);
  const matches = matchingZones(timeZones(), search, offsets);
  const shown = matches.includes(value) ? matches : [value, ...matches];
  return (
    <div>
      <label htmlFor={`${id}-list`} className="text-sm font-semibold">
        {label}
      </label>
      <p id={`${id}-chosen`} className="text-sm text-slate-600">
        Chosen: {zoneText(value, offsets.get(value) ?? zoneOffset(value))}
      </p>
      <input
        type="search"
        aria-label={`Search ${label.toLowerCase()}s`}
        aria-controls={`${id}-list`}
        aria-describedby={`${id}-count`}
        placeholder="Search: London, New York, GMT+2"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            // Enter in the search picks the first match rather than sending the form.
            e.preventDefault();
            if (matches[0]) onChange(matches[0]);
          } else if (e.key === 'ArrowDown') {
            e.preventDefault();
            list.current?.focus();
          }
        }}
        className={inputClass}
      />
      <select
        ref={list}
        id={`${id}-list`}
        size={6}
        value={value}
        aria-describedby={`${id}-chosen`}
        onChange={(e) => onChange(e.target.value)}
        className="mt-2 w-full rounded-lg border border-slate-400 p-1 text-sm"
      >
        {shown.map((zone) => (
          <option key={zone} value={zone}>
            {zoneText(zone, offsets.get(zone) ?? '')}
          </option>
        ))}
      </select>
      <p id={`${id}-count`} role="status" className="mt-1 text-xs text-slate-600">
        {search.trim()
          ? matches.length === 0
            ? `No time zone matches “${search.trim()}”.`
            : `${matches.length} ${matches.length === 1 ? 'zone matches' : 'zones match'}.`
          : `${matches.length} zones.`}
      </p>
    </div>
  );
}
