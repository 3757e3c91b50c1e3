import { Field, inputClass } from '../../../components/ui/field';
import type { LengthCheck } from '../../../lib/text-length';

interface MessageFieldProps {
  value: string;
  error?: string;
  counts: LengthCheck[];
  onChange: (message: string) => void;
  onPastePicture: (file: File) => void;
}

/** The message, with its length as each chosen network counts it; an image pasted here is uploaded. */
export function MessageField({ value, error, counts, onChange, onPastePicture }: MessageFieldProps) {
  return (
    <Field
      label="Message"
      error={error}
      hint={
        <ul className="flex flex-wrap gap-x-4 text-xs" aria-label="Characters per network">
          {counts.map((c) => (
            <li key={c.channelType} className={c.over ? 'font-semibold text-red-800' : 'text-slate-600'}>
              {c.network}: {c.length.toLocaleString('en-US')} / {c.limit.toLocaleString('en-US')}
              {c.over && ` (over by ${(c.length - c.limit).toLocaleString('en-US')})`}
            </li>
          ))}
        </ul>
      }
    >
      {(control) => (
        <textarea
          {...control}
          rows={5}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onPaste={(event) => {
            const image = [...event.clipboardData.files].find((f) => f.type.startsWith('image/'));
            if (!image) return;
            event.preventDefault();
            onPastePicture(image);
          }}
          className={inputClass}
        />
      )}
    </Field>
  );
}
