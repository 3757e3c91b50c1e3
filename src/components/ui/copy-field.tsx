import { useId, useRef, useState } from 'react';
import { Button } from './button';
import { useKeyboardHints } from '../../lib/media';

/**
 * A value to hand over (a link, a client secret) with a Copy button. Where the browser will not let the page
 * write to the clipboard (no permission, plain http), the text is selected instead, for Ctrl+C.
 */
export function CopyField({ label, value, monospace = false }: { label: string; value: string; monospace?: boolean }) {
  const keys = useKeyboardHints();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'selected' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setOutcome('selected');
    }
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={`min-w-0 flex-1 rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 text-sm ${monospace ? 'font-mono' : ''}`}
        />
        <Button
          variant="secondary"
          className="px-3 py-1.5 text-xs"
          onClick={() => void copy()}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          Copy
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-600">
        {outcome === 'copied' && 'Copied to the clipboard.'}
        {outcome === 'selected' &&
          `The browser did not allow copying: the text is selected, ${keys ? 'press Ctrl+C (⌘C on a Mac)' : 'copy it from there'}.`}
      </p>
    </div>
  );
}
