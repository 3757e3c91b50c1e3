import { useId, type ReactNode } from 'react';

export interface RadioCard<T extends string> {
  value: T;
  label: string;
  hint?: ReactNode;
}

/**
 * A radio group as cards (a <fieldset> with its <legend>): each choice named by its label in bold and described by
 * the hint under it, the whole card clickable, the chosen one highlighted. `children` go under the cards, inside the group (a note about the choices).
 */
export function RadioCards<T extends string>({
  legend,
  value,
  onChange,
  options,
  children,
}: {
  legend: ReactNode;
  value: T;
  onChange: (value: T) => void;
  options: readonly RadioCard<T>[];
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg p-2 text-sm ring-1 ring-slate-200 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-300"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // Named by its label alone; the hint describes it.
              aria-labelledby={`${name}-${option.value}`}
              aria-describedby={option.hint ? `${name}-${option.value}-hint` : undefined}
              className="mt-0.5 size-4 shrink-0"
            />
            <span>
              <span id={`${name}-${option.value}`} className="block font-semibold">
                {option.label}
              </span>
              {option.hint && (
                <span id={`${name}-${option.value}-hint`} className="block text-slate-600">
                  {option.hint}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
