import { Field, inputClass } from '../../../components/ui/field';
import { noRepeat, occurrenceCount, repeatProblem, type RepeatValues } from './repeat-model';

interface RepeatFieldsProps {
  value: RepeatValues;
  /** The first occurrence's day (`YYYY-MM-DD`), the schedule's. */
  start: string;
  /** A draft's: its first day may wait for the schedule (decision 070). */
  draft?: boolean;
  onChange: (value: RepeatValues) => void;
}

const small = `${inputClass} w-24`;

/**
 * "Repeat": a scheduled post that goes out every N days or weeks, until a day or N times (decision 069), saying how
 * many posts it will make. Each is a post of its own in the calendar.
 */
export function RepeatFields({ value, start, draft, onChange }: RepeatFieldsProps) {
  const set = (change: Partial<RepeatValues>) => onChange({ ...value, ...change });
  const problem = repeatProblem(value, start, draft);
  const count = occurrenceCount(value, start);
  return (
    <fieldset className="mt-3 space-y-2" aria-describedby={value.unit === 'none' ? undefined : 'repeat-summary'}>
      <legend className="text-sm font-semibold">Repeat</legend>
      <div className="flex flex-wrap items-end gap-3">
        <select
          aria-label="How often"
          value={value.unit}
          onChange={(e) =>
            onChange(e.target.value === 'none' ? noRepeat : { ...value, unit: e.target.value as RepeatValues['unit'] })
          }
          className={`${inputClass} w-auto`}
        >
          <option value="none">Does not repeat</option>
          <option value="d">Every N days</option>
          <option value="w">Every N weeks</option>
        </select>
        {value.unit !== 'none' && (
          <>
            <Field label={value.unit === 'w' ? 'Weeks between posts' : 'Days between posts'}>
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  value={value.every}
                  onChange={(e) => set({ every: e.target.value })}
                  className={small}
                />
              )}
            </Field>
            <select
              aria-label="Ends"
              value={value.end}
              onChange={(e) => set({ end: e.target.value as RepeatValues['end'] })}
              className={inputClass}
            >
              <option value="count">After a number of posts</option>
              <option value="until">On a day</option>
            </select>
            {value.end === 'count' ? (
              <Field label="Number of posts">
                {(control) => (
                  <input
                    {...control}
                    inputMode="numeric"
                    value={value.count}
                    onChange={(e) => set({ count: e.target.value })}
                    className={small}
                  />
                )}
              </Field>
            ) : (
              <Field label="Last day">
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    min={start || undefined}
                    value={value.until}
                    onChange={(e) => set({ until: e.target.value })}
                    className={inputClass}
                  />
                )}
              </Field>
            )}
          </>
        )}
      </div>
      {value.unit !== 'none' && (
        <p
          id="repeat-summary"
          className={`text-sm ${problem ? 'text-amber-900' : 'text-slate-700'}`}
          aria-live="polite"
        >
          {problem ??
            (count === null
              ? 'Goes out until that day from the day it is scheduled, each a post of its own in the calendar.'
              : `Makes ${count} posts, each a post of its own in the calendar.`)}
        </p>
      )}
    </fieldset>
  );
}
