import { useId, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../components/ui/button';

interface NameFieldProps {
  name: string;
  onSave: (name: string) => void;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  /** The field, for a post to bring the visitor to it when they decide before typing their name. */
  input: RefObject<HTMLInputElement | null>;
}

/** Opens the name field and moves the focus into it (a post's decision asked for the name, or "Change name"). */
export function openNameField(setEditing: (editing: boolean) => void, input: RefObject<HTMLInputElement | null>) {
  flushSync(() => setEditing(true));
  input.current?.focus();
}

/** Who is reviewing: asked once, then shown with a way to change it. */
export function NameField({ name, onSave, editing, setEditing, input }: NameFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.trim();
    if (!typed) {
      setError('Type your name, so the team knows who decided.');
      input.current?.focus();
      return;
    }
    setError('');
    onSave(typed);
    setEditing(false);
  };

  if (!editing)
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm">
          Reviewing as <span className="font-semibold">{name}</span>
        </p>
        <Button
          variant="ghost"
          className="px-2 py-1"
          onClick={() => {
            setDraft(name);
            openNameField(setEditing, input);
          }}
        >
          Change name
        </Button>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
      <label htmlFor={id} className="text-sm font-semibold">
        Your name
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        The team sees it beside your decisions. This browser remembers it for this link.
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={100}
          autoComplete="name"
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="w-full min-w-0 flex-1 basis-48 rounded-lg border border-slate-400 bg-white px-3 py-2"
        />
        <Button type="submit">Save name</Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
