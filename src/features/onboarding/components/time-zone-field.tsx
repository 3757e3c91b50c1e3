import { memo, useId } from 'react';
import { Field, inputClass } from '../../../components/ui/field';

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  zones: readonly string[];
  error?: string;
}

/**
 * A text box with the browser's own suggestions (a datalist): typing filters the zones, arrow keys pick one, and
 * it is a plain labelled input for assistive technology.
 */
export function TimeZoneField({ value, onChange, zones, error }: TimeZoneFieldProps) {
  const listId = useId();
  return (
    <Field
      label="Time zone"
      error={error}
      hint={
        <p className="text-sm text-slate-600">
          Type a city to search, such as Paris or New York. Queues and schedules use this zone.
        </p>
      }
    >
      {(control) => (
        <>
          <input
            {...control}
            list={listId}
            autoComplete="off"
            spellCheck={false}
            value={value}
            // Zone names have underscores where cities have spaces: "New York" finds America/New_York.
            onChange={(e) => onChange(e.target.value.replaceAll(' ', '_'))}
            className={inputClass}
          />
          <ZoneOptions id={listId} zones={zones} />
        </>
      )}
    </Field>
  );
}

/** Some 400 options: rendered once, not again on every keystroke in the form. */
const ZoneOptions = memo(function ZoneOptions({ id, zones }: { id: string; zones: readonly string[] }) {
  return (
    <datalist id={id}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
});
