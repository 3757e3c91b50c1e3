import { useId, useState } from 'react';
import { inputClass } from '../../../components/ui/field';
import { faintIn, isHexColor, labelColors } from '../utils/label-colors';
import { LabelSwatch } from '../../../components/inbox/label-swatch';

const CUSTOM = 'custom';

/**
 * A label's colour: the palette's named colours as radio buttons, and "Custom" with a #rrggbb field for any other
 * colour the service takes (one a label already has through the API stays chosen as it is).
 */
export function ColorChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (hex: string) => void;
  error?: string;
}) {
  const name = useId();
  const inPalette = labelColors.some((color) => color.hex === value.toLowerCase());
  const [custom, setCustom] = useState(!inPalette);
  const errorId = `${name}-error`;
  const faint = custom && isHexColor(value) ? faintIn(value) : [];
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">Colour</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {labelColors.map((color) => (
          <label
            key={color.hex}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm ring-1 ring-slate-200 has-[:checked]:bg-blue-50 has-[:checked]:ring-2 has-[:checked]:ring-blue-600"
          >
            <input
              type="radio"
              name={name}
              value={color.hex}
              checked={!custom && value.toLowerCase() === color.hex}
              onChange={() => {
                setCustom(false);
                onChange(color.hex);
              }}
              className="size-4 shrink-0"
            />
            <LabelSwatch color={color.hex} />
            {color.name}
          </label>
        ))}
        <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm ring-1 ring-slate-200 has-[:checked]:bg-blue-50 has-[:checked]:ring-2 has-[:checked]:ring-blue-600">
          <input
            type="radio"
            name={name}
            value={CUSTOM}
            checked={custom}
            // The field starts from the colour chosen so far, to be changed from there.
            onChange={() => setCustom(true)}
            className="size-4 shrink-0"
          />
          {custom && isHexColor(value) && <LabelSwatch color={value} />}
          Custom
        </label>
      </div>
      {custom && (
        <div className="mt-3">
          <label htmlFor={`${name}-hex`} className="text-sm font-semibold">
            Custom colour
          </label>
          <input
            id={`${name}-hex`}
            value={value}
            onChange={(e) => onChange(e.target.value.trim())}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${name}-hex-hint`}
            placeholder="#2f80ed"
            spellCheck={false}
            autoCapitalize="none"
            className={`${inputClass} font-mono sm:w-40`}
          />
          <p id={`${name}-hex-hint`} className="mt-1 text-sm text-slate-600">
            As #rrggbb.{' '}
            {faint.length > 0 &&
              `This colour is hard to see on the ${faint.join(' and ')} background: a colour of the list reads in both.`}
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
