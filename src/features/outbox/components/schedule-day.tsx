import { Plus, X } from 'lucide-react';
import { TimeInput } from '../../../components/ui/time-input';
import type { Clock } from '../../../lib/clock';
import type { Weekday } from '../../../lib/schedule';

interface ScheduleDayProps {
  day: Weekday;
  label: string;
  times: string[];
  clock: Clock;
  error?: string;
  onChange: (times: string[]) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** One weekday's slots: a time field per slot, in the workspace's clock ("Monday slot 1"), each removable, and a button to add one. */
export function ScheduleDay({ day, label, times, clock, error, onChange, onAdd, onRemove }: ScheduleDayProps) {
  const errorId = `slots-${day}-error`;
  return (
    <fieldset className="grid gap-2 py-3 sm:grid-cols-[7rem_1fr]" aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="pt-1.5 text-sm font-semibold">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {times.length === 0 && <span className="text-sm text-slate-600">No posts</span>}
        {times.map((time, index) => (
          <span key={index} className="inline-flex items-center rounded-lg ring-1 ring-slate-300">
            <TimeInput
              id={`slot-${day}-${index}`}
              required
              clock={clock}
              value={time}
              aria-label={`${label} slot ${index + 1}`}
              aria-invalid={error && !/^\d{2}:\d{2}$/.test(time) ? true : undefined}
              onChange={(value) => onChange(times.map((t, i) => (i === index ? value : t)))}
              className={`${clock === '24h' ? 'w-20' : 'w-24'} rounded-l-lg bg-white px-2 py-1.5 text-sm`}
            />
            <button
              type="button"
              aria-label={`Remove ${label} slot ${index + 1}`}
              onClick={() => onRemove(index)}
              className="rounded-r-lg px-2 py-2 text-slate-600 hover:bg-slate-100 hover:text-red-700"
            >
              <X aria-hidden className="size-4" />
            </button>
          </span>
        ))}
        <button
          id={`add-${day}`}
          type="button"
          onClick={onAdd}
          aria-label={`Add a time to ${label}`}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-blue-700 hover:bg-blue-50"
        >
          <Plus aria-hidden className="size-4" />
          Add time
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-800 sm:col-start-2">
          {error}
        </p>
      )}
    </fieldset>
  );
}
