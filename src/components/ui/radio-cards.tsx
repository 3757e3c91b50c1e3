import { useId, type ReactNode } from 'react';

export interface RadioCard<T extends string> {
  value: T;
  label: string;
  hint?: ReactNode;
  /** A picture before the label (a colour's swatch): decoration, since the label names the choice. */
  mark?: ReactNode;
}

const layouts = { stack: 'space-y-2', grid: 'grid grid-cols-2 gap-2' };

/**
 * A radio group as cards (a <fieldset> with its <legend>): each choice named by its label in bold and described by
 * the hint under it, the whole card clickable, the chosen one highlighted. `children` go under the cards, inside the group (a note about the choices).
 */
export function RadioCards<T extends string>({
  legend,
  value,
  onChange,
  options,
  layout = 'stack',
  describedBy,
  children,
}: {
  legend: ReactNode;
  value: T;
  onChange: (value: T) => void;
  options: readonly RadioCard<T>[];
  /** One card under another, or short choices side by side (two or three a row). */
  layout?: keyof typeof layouts;
  /** The id of what describes the whole group, such as its error. */
  describedBy?: string;
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className={`mt-2 ${layouts[layout]}`}>
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
            {option.mark && (
              <span aria-hidden="true" className="mt-0.5 flex shrink-0">
                {option.mark}
              </span>
            )}
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
