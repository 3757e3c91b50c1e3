import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { formatTimeOfDay, type Clock } from '../../lib/clock';
import { parseTimeOfDay } from '../../lib/clock-input';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'defaultValue'>;

interface TimeInputProps extends InputProps {
  /** HH:mm (24-hour, as the API takes it), "" for none, or what the person typed that is not a time yet. */
  value: string;
  onChange: (value: string) => void;
  clock: Clock;
}

const shown = (value: string, clock: Clock) => {
  const time = parseTimeOfDay(value);
  return time && /^\d{2}:\d{2}$/.test(value) ? formatTimeOfDay(time, clock) : value;
};

const STEP_MINUTES = 15;

/**
 * A time of day in the workspace's clock. A native time input follows the browser's locale (01:00 PM in a 24-hour
 * workspace) and cannot be told otherwise, so this is a text box: it takes "13:00", "1pm" or "1:30 p.m." whatever
 * the clock, hands its owner HH:mm, and writes the time back in the workspace's clock when the person leaves it.
 * The up and down arrows move it by a quarter of an hour, as a native time input's arrows do.
 */
export function TimeInput({ value, onChange, clock, onBlur, onKeyDown, ...rest }: TimeInputProps) {
  const [text, setText] = useState(() => ({ text: shown(value, clock), value, clock }));
  // A new value from outside (a slot picked elsewhere, a reset form) or a new clock replaces what is shown.
  if (text.value !== value || text.clock !== clock) setText({ text: shown(value, clock), value, clock });

  const type = (typed: string) => {
    const next = parseTimeOfDay(typed) ?? typed.trim();
    setText({ text: typed, value: next, clock });
    onChange(next);
  };

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const time = parseTimeOfDay(value);
    const [hour = 12, minute = 0] = time ? time.split(':').map(Number) : [];
    const minutes = hour * 60 + minute + (event.key === 'ArrowUp' ? STEP_MINUTES : -STEP_MINUTES);
    const wrapped = (minutes + 24 * 60) % (24 * 60);
    const next = `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
    setText({ text: formatTimeOfDay(next, clock), value: next, clock });
    onChange(next);
  };

  return (
    <input
      {...rest}
      type="text"
      autoComplete="off"
      spellCheck={false}
      placeholder={rest.placeholder ?? (clock === '24h' ? '13:00' : '1:00 PM')}
      value={text.text}
      onChange={(event) => type(event.target.value)}
      onKeyDown={step}
      onBlur={(event) => {
        onBlur?.(event);
        setText((current) => ({ ...current, text: shown(current.value, clock) }));
      }}
    />
  );
}
