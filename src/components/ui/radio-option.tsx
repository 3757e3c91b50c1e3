import type { ReactNode } from 'react';

/** One choice of a radio group (a <fieldset> with its <legend>), as a card: its label in bold, a hint under it. */
export function RadioOption({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
  disabled = false,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <label
      className={`flex items-start gap-3 rounded-lg p-2 text-sm ${
        disabled
          ? 'text-slate-500'
          : 'cursor-pointer ring-1 ring-slate-200 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-300'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
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
