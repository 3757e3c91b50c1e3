import { useClock } from '../../../api/use-workspace';
import { Field, inputClass } from '../../../components/ui/field';
import { TimeInput } from '../../../components/ui/time-input';
import { timeExample } from '../../../lib/clock-input';
import { todayIn, zoneLabel } from '../../../lib/time';
import type { ComposerValues, FieldErrors, When } from './composer-form';

interface WhenFieldsProps {
  values: ComposerValues;
  errors: FieldErrors;
  set: <K extends keyof ComposerValues>(key: K, value: ComposerValues[K]) => void;
  choices: When[];
  canShareNow: boolean;
  /** No channel chosen yet: only a draft can be saved, and the rest says why not. */
  noChannel?: boolean;
  zone: string;
}

/** Queue it, publish it now, or pin it to a day and time in the workspace's zone. */
const labels: Record<When, string> = {
  draft: 'Save as draft',
  keep: 'Keep its place',
  queue: 'Add to queue',
  now: 'Share now',
  schedule: 'Schedule',
};

export function WhenFields({ values, errors, set, choices, canShareNow, noChannel, zone }: WhenFieldsProps) {
  const clock = useClock();
  const options = choices.map((value) => ({
    value,
    label: labels[value],
    disabled: (value === 'now' && !canShareNow) || (noChannel && value !== 'draft'),
  }));
  return (
    <fieldset aria-describedby={noChannel ? 'when-no-channel' : undefined}>
      <legend className="text-sm font-semibold">When</legend>
      {noChannel && (
        <p id="when-no-channel" className="text-sm text-slate-600">
          Pick a channel first: until then it can only be saved as a draft.
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className={`flex items-center gap-2 text-sm ${o.disabled ? 'text-slate-500' : ''}`}>
            <input
              type="radio"
              name="when"
              value={o.value}
              checked={values.when === o.value}
              disabled={o.disabled}
              onChange={() => set('when', o.value)}
              className="size-4"
            />
            {o.label}
          </label>
        ))}
      </div>
      {values.when === 'schedule' && (
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <Field label={`Day (${zoneLabel(zone)})`} error={errors.date}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={todayIn(zone)}
                value={values.date}
                onChange={(e) => set('date', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label={`Time (${zoneLabel(zone)})`}
            error={errors.time}
            hint={<p className="text-sm text-slate-600">Such as {timeExample(clock)}.</p>}
          >
            {(control) => (
              <TimeInput
                {...control}
                clock={clock}
                value={values.time}
                onChange={(time) => set('time', time)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
