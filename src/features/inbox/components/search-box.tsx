import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useKeyboardHints } from '../../../lib/media';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The words in the address. */
  value?: string;
  onSearch: (q: string | undefined) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The inbox's search: what is typed goes to the address (and so to the service) after a pause, or at once with
 * Enter. A change of the address from elsewhere (Back, Clear search) shows in the box.
 */
export function SearchBox({ value, onSearch, inputRef }: SearchBoxProps) {
  const keys = useKeyboardHints();
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [sent, setSent] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    // Not the echo of what this box sent: the address changed from elsewhere.
    if (value !== sent) {
      setSent(value);
      setText(value ?? '');
    }
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  const send = (q: string | undefined) => {
    setSent(q);
    latest.current(q);
  };
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === sent) return;
    const timer = setTimeout(() => {
      setSent(q);
      latest.current(q);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        send(text.trim() || undefined);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search inbox
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
      />
      <input
        id={id}
        ref={inputRef}
        type="search"
        value={text}
        maxLength={200}
        autoComplete="off"
        placeholder={keys ? 'Search inbox (press /)' : 'Search inbox'}
        onChange={(e) => setText(e.target.value)}
        className="h-10 w-full rounded-lg border border-slate-400 bg-white pr-10 pl-9 text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            send(undefined);
            inputRef.current?.focus();
          }}
          className="absolute top-0 right-0 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
