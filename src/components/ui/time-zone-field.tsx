import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { inputClass } from './field';
import { engineZones, loadZoneTable, offsetText, type ZoneEntry } from '../../lib/time-zones';
import { entryOf, exactZone, searchZones } from '../../lib/zone-search';

/** The list shows this many matches; typing more narrows it. */
const SHOWN = 60;

let engineList: ZoneEntry[] | undefined;

/** The zone table, loaded on first use; until it arrives, the engine's own zone names (searchable by name). */
function useZoneTable() {
  const [entries, setEntries] = useState<readonly ZoneEntry[]>(() => (engineList ??= engineZones()));
  useEffect(() => {
    let live = true;
    void loadZoneTable().then((table) => live && setEntries(table));
    return () => {
      live = false;
    };
  }, []);
  return entries;
}

const place = (entry: ZoneEntry) =>
  entry.cities.length ? `${entry.cities[0]}, ${entry.country}` : entry.name.split('/').at(-1)!.replaceAll('_', ' ');

/** "Berlin, Germany · Central European Time · GMT+2 now" */
const describe = (entry: ZoneEntry) =>
  [place(entry), entry.long, `${offsetText(entry.offsetNow)} now`].filter(Boolean).join(' · ');

/**
 * The one time zone field (the WAI-ARIA combobox pattern, list autocomplete): typing a city, a country, a zone's
 * name or long name, or an offset ("GMT+1") lists the zones that match; the arrows move through them and Enter or a
 * click picks one. A text that names exactly one zone ("Berlin") picks it as it is typed, and leaving the field
 * with a text that finds only one zone picks that; any other text is dropped on leaving and the chosen zone stays.
 */
export function TimeZoneField({
  value,
  onChange,
  label = 'Time zone',
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  label?: string;
  error?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const entries = useZoneTable();
  // What the person is typing (null: the field shows the chosen zone), and whether the list is open.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => (open ? searchZones(entries, text ?? '') : []), [entries, open, text]);
  const shown = matches.slice(0, SHOWN);
  const chosen = entryOf(entries, value);

  const close = () => {
    setText(null);
    setOpen(false);
  };
  const pick = (zone: string) => {
    onChange(zone);
    close();
  };
  const openList = () => {
    if (open) return;
    setOpen(true);
    // The whole list, at the chosen zone.
    setActive(
      Math.max(
        0,
        entries.slice(0, SHOWN).findIndex((entry) => entry === chosen),
      ),
    );
  };
  const type = (typed: string) => {
    setText(typed);
    setOpen(true);
    setActive(0);
    const exact = exactZone(entries, typed);
    if (exact && exact.name !== value && !exact.aliases.includes(value)) onChange(exact.name);
  };
  const leave = () => {
    if (text !== null) {
      const only = exactZone(entries, text) ?? (matches.length === 1 ? matches[0] : undefined);
      if (only && only.name !== value) onChange(only.name);
    }
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (shown.length ? (at + step + shown.length) % shown.length : 0));
    } else if (event.key === 'Enter' && open) {
      // Enter in the field picks a zone rather than sending the form.
      event.preventDefault();
      const entry = shown[active];
      if (entry) pick(entry.name);
    } else if (event.key === 'Escape' && open) {
      // Inside a dialog, Escape closes the list only.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const status = !open
    ? ''
    : matches.length === 0
      ? `No time zone matches “${(text ?? '').trim()}”. Try a city, a country or an offset such as GMT+1.`
      : matches.length > SHOWN
        ? `${matches.length} time zones match; the first ${SHOWN} are listed. Type more to narrow them.`
        : `${matches.length} ${matches.length === 1 ? 'time zone matches' : 'time zones match'}.`;
  const describedBy = [`${id}-chosen`, `${id}-status`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={open && shown.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && shown[active] ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="City, country or offset: Berlin, Japan, GMT+1"
          value={text ?? value}
          onChange={(event) => type(event.target.value)}
          onFocus={(event) => event.target.select()}
          onClick={openList}
          onKeyDown={onKeyDown}
          onBlur={leave}
          className={inputClass}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching zones"
          hidden={!open || shown.length === 0}
          className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-slate-300"
        >
          {open &&
            shown.map((entry, index) => (
              // The keyboard picks through the field (arrows, Enter), as the combobox pattern has it; a click here.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={entry.name}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // The field keeps the focus (and does not run its leaving) while a click picks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(entry.name)}
                className={`cursor-pointer rounded-md px-2 py-1.5 ${index === active ? 'bg-blue-50 text-blue-900' : 'text-slate-900'}`}
              >
                <span className="block font-semibold">{entry.name.replaceAll('_', ' ')}</span>
                <span className="block text-xs text-slate-600">{describe(entry)}</span>
              </li>
            ))}
        </ul>
      </div>
      <p id={`${id}-chosen`} className="mt-1 text-sm text-slate-600">
        {chosen ? `${value}: ${describe(chosen)}.` : value} Queues and schedules use this zone.
      </p>
      <p id={`${id}-status`} role="status" className="mt-1 text-xs text-slate-600">
        {status}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
