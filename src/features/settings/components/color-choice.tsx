import { useId, useState } from 'react';
import { LabelSwatch } from '../../../components/inbox/label-swatch';
import { inputClass } from '../../../components/ui/field';
import { RadioCards, type RadioCard } from '../../../components/ui/radio-cards';
import { faintIn, isHexColor, labelColors } from '../utils/label-colors';

const CUSTOM = 'custom';

const palette: RadioCard<string>[] = labelColors.map((color) => ({
  value: color.hex,
  label: color.name,
  mark: <LabelSwatch color={color.hex} />,
}));

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
  const customCard = {
    value: CUSTOM,
    label: 'Custom',
    mark: custom && isHexColor(value) && <LabelSwatch color={value} />,
  };
  return (
    <RadioCards
      legend="Colour"
      layout="grid"
      describedBy={error ? errorId : undefined}
      value={custom ? CUSTOM : value.toLowerCase()}
      options={[...palette, customCard]}
      onChange={(choice) => {
        // Custom's field starts from the colour chosen so far, to be changed from there.
        setCustom(choice === CUSTOM);
        if (choice !== CUSTOM) onChange(choice);
      }}
    >
      {custom && (
        <div className="mt-3">
          <label htmlFor={`${name}-hex`} className="block text-sm font-semibold">
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
    </RadioCards>
  );
}
