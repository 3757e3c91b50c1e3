import { listInWords } from '../../../lib/words';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { useKeyboardHints } from '../../../lib/media';
import { useTeammates } from '../api/teammates';
import { noteOn, useAddNote } from '../api/use-add-note';
import { insertMention, mentionAt, suggestTeammates, type MentionQuery } from '../utils/mentions';

/** The service's limit (decision 042): the trimmed note, in characters as JavaScript counts them. */
const NOTE_MAX = 5000;
/** From here the counter shows, so a long note is not cut short by surprise. */
const NOTE_COUNT_FROM = 4500;

/**
 * An internal note on the conversation, for the team only (decision 042). `@` opens the teammates it can name (the
 * combobox pattern's keys on the text box itself, which keeps the focus: arrows move, Enter or Tab inserts `@Full Name`, Esc closes the list);
 * once added, a toast says who was told.
 */
export function NoteForm({ item, focus, onFocused }: { item: InboxItem; focus: boolean; onFocused: () => void }) {
  const keys = useKeyboardHints();
  const { user } = useWorkspace();
  const [text, setText] = useState('');
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const add = useAddNote(item);
  const toast = useToast();
  const id = useId();
  const listId = useId();
  const errorId = useId();
  const countId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const cursorAfter = useRef<number | null>(null);
  const team = useTeammates();
  const others = (team ?? []).filter((t) => t.user_id !== user.user_id);
  const suggestions = mention ? suggestTeammates(others, mention.words) : [];
  const listed = mention !== null && suggestions.length > 0;
  const current = listed ? suggestions[Math.min(active, suggestions.length - 1)] : undefined;

  useEffect(() => {
    if (!focus) return;
    box.current?.focus();
    onFocused();
  }, [focus, onFocused]);

  useEffect(() => {
    if (cursorAfter.current === null || !box.current) return;
    box.current.setSelectionRange(cursorAfter.current, cursorAfter.current);
    cursorAfter.current = null;
  }, [text]);

  const follow = (next: string, cursor: number) => {
    const query = mentionAt(next, cursor);
    if (query?.at !== mention?.at) setActive(0);
    setMention(query);
  };

  const pick = (name: string) => {
    const area = box.current;
    if (!mention || !area) return;
    const inserted = insertMention(text, mention, area.selectionStart, name);
    cursorAfter.current = inserted.cursor;
    setText(inserted.text);
    setMention(null);
  };

  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (listed) {
      const move = (to: number) => {
        event.preventDefault();
        setActive((to + suggestions.length) % suggestions.length);
      };
      if (event.key === 'ArrowDown') return move(active + 1);
      if (event.key === 'ArrowUp') return move(active - 1);
      if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
        event.preventDefault();
        return pick(current!.name);
      }
      if (event.key === 'Escape') {
        // The list closes; the conversation stays open.
        event.preventDefault();
        return setMention(null);
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) event.currentTarget.form?.requestSubmit();
  };

  const note = text.trim();
  const over = note.length > NOTE_MAX;

  return (
    <form
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        if (!note || over) return;
        add.mutate(noteOn(item, note), {
          onSuccess: (answer) => {
            setText('');
            setMention(null);
            const mentioned = answer.data.mentioned;
            const told = mentioned
              .map((userId) => team?.find((t) => t.user_id === userId)?.name)
              .filter((name): name is string => Boolean(name));
            // A name not read yet (the team still loading) is counted rather than left out.
            const who = told.length === mentioned.length ? listInWords(told) : `${mentioned.length} teammates`;
            toast.show(
              mentioned.length
                ? `Note added. ${who} ${mentioned.length === 1 ? 'was' : 'were'} told.`
                : 'Note added. Only your team sees it.',
            );
          },
        });
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold">
        Internal note
      </label>
      <span className="ml-2 text-xs text-slate-600">only your team sees it · @ names a teammate</span>
      <textarea
        id={id}
        ref={box}
        rows={3}
        value={text}
        // A text box that suggests (aria-autocomplete): a textarea may not take the combobox role.
        aria-controls={listed ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={current ? `${listId}-${current.user_id}` : undefined}
        aria-invalid={add.isError || over || undefined}
        aria-describedby={
          [add.isError && errorId, note.length >= NOTE_COUNT_FROM && countId].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => {
          setText(e.target.value);
          follow(e.target.value, e.target.selectionStart);
        }}
        onSelect={(e) => follow(e.currentTarget.value, e.currentTarget.selectionStart)}
        onBlur={() => setMention(null)}
        onKeyDown={onKey}
        className="mt-1 w-full rounded-lg border border-amber-400 bg-amber-50 px-3 py-2"
      />
      {listed && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Teammates to mention"
          className="absolute inset-x-0 bottom-full z-30 mb-1 max-h-56 overflow-y-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-300 sm:right-auto sm:w-72"
        >
          {suggestions.map((teammate) => (
            // The keyboard picks through the text box (arrows, Enter), as the combobox pattern has it; a click here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={teammate.user_id}
              id={`${listId}-${teammate.user_id}`}
              role="option"
              aria-selected={teammate === current}
              // The text box keeps the focus (and so the cursor) while a name is clicked.
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => pick(teammate.name)}
              className={`cursor-pointer rounded-md px-3 py-2 text-sm ${teammate === current ? 'bg-blue-50 text-blue-900' : 'hover:bg-slate-100'}`}
            >
              {teammate.name}
            </li>
          ))}
        </ul>
      )}
      {add.isError && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
          Not added: {apiErrorMessage(add.error)}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        {note.length >= NOTE_COUNT_FROM ? (
          <p id={countId} className={`text-xs ${over ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
            {over ? 'Too long: ' : ''}
            {note.length.toLocaleString('en-US')} of {NOTE_MAX.toLocaleString('en-US')} characters
          </p>
        ) : (
          keys && <span className="text-xs text-slate-600 max-sm:hidden">Ctrl+Enter adds the note</span>
        )}
        <Button type="submit" className="max-sm:ml-auto max-sm:min-h-10" disabled={add.isPending || !note || over}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}
