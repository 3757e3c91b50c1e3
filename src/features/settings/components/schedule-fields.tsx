import { weekdays, type Weekday } from '../../../lib/schedule';

/** One "09:00, 13:00" field per weekday, each with its own error. */
export function ScheduleFields({
  values,
  errors,
  onChange,
}: {
  values: Record<Weekday, string>;
  errors: Partial<Record<Weekday, string>>;
  onChange: (values: Record<Weekday, string>) => void;
}) {
  return (
    <div className="space-y-3">
      {weekdays.map(([day, label]) => (
        <div key={day} className="grid grid-cols-1 gap-1 sm:grid-cols-[7rem_1fr] sm:items-start sm:gap-3">
          <label htmlFor={`default-slots-${day}`} className="text-sm font-semibold sm:pt-2">
            {label}
          </label>
          <div>
            <input
              id={`default-slots-${day}`}
              value={values[day]}
              onChange={(e) => onChange({ ...values, [day]: e.target.value })}
              aria-invalid={errors[day] ? true : undefined}
              aria-describedby={errors[day] ? `default-slots-${day}-error` : undefined}
              className="w-full rounded-lg border border-slate-400 px-3 py-2"
              placeholder="No posts this day"
            />
            {errors[day] && (
              <p id={`default-slots-${day}-error`} className="mt-1 text-sm text-red-800">
                {errors[day]}
              </p>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
