import type { ReactNode } from 'react';

/** One choice of a radio group (a <fieldset> with its <legend>), as a card: its label in bold, a hint under it. */
export function RadioOption({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg p-2 text-sm ring-1 ring-slate-200 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-300">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 shrink-0"
      />
      <span>
        <span className="block font-semibold">{label}</span>
        {hint && <span className="block text-slate-600">{hint}</span>}
      </span>
    </label>
  );
}
