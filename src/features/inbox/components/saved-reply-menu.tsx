import { apiErrorMessage } from '../../../lib/api-error';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SavedReply } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { savedRepliesOptions } from '../api/saved-reply-queries';

/**
 * The library's replies that hold every word typed, in title or text (any case): those with the words in their
 * title first, then the most used (decision 041's count ranks the menu), then by title.
 */
function filterReplies(replies: readonly SavedReply[], query: string): SavedReply[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const holds = (text: string) => words.every((w) => text.toLowerCase().includes(w));
  const rank = (r: SavedReply) => (words.length && holds(r.title) ? 0 : 1);
  return replies
    .filter((r) => holds(`${r.title}\n${r.text}`))
    .sort((a, b) => rank(a) - rank(b) || b.use_count - a.use_count || a.title.localeCompare(b.title));
}

/**
 * The saved replies menu (the WAI-ARIA combobox pattern, its list always shown): the search box keeps the focus,
 * the arrows move the active option, Enter chooses it, Escape or Tab closes the menu, and the reply box gets the
 * cursor back.
 */
export function SavedReplyMenu({ onChoose, onClose }: { onChoose: (reply: SavedReply) => void; onClose: () => void }) {
  const replies = useQuery(savedRepliesOptions());
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const shown = filterReplies(replies.data ?? [], query);
  const current = shown[Math.min(active, shown.length - 1)];

  useEffect(() => search.current?.focus(), []);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);
  // The active option stays in sight as the arrows move it through a long library.
  useEffect(() => {
    if (current) document.getElementById(`${listId}-${current.reply_id}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, listId]);

  const onKey = (event: KeyboardEvent) => {
    const move = (to: number) => {
      event.preventDefault();
      if (shown.length) setActive((to + shown.length) % shown.length);
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(shown.length - 1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      if (current) onChoose(current);
    } else if (event.key === 'Escape') {
      // Only the menu closes: not the conversation, nor a dialog around it.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') onClose();
  };

  return (
    <div
      ref={wrapper}
      className="absolute inset-x-0 bottom-full z-30 mb-2 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-300 sm:right-auto sm:w-96"
    >
      <input
        ref={search}
        type="text"
        role="combobox"
        aria-label="Search saved replies"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? `${listId}-${current.reply_id}` : undefined}
        placeholder="Search saved replies"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKey}
        className="w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm"
      />
      <ul id={listId} role="listbox" aria-label="Saved replies" className="mt-2 max-h-64 overflow-y-auto">
        {shown.map((reply) => (
          // The keyboard picks through the text box (arrows, Enter), as the combobox pattern has it; a click here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={reply.reply_id}
            id={`${listId}-${reply.reply_id}`}
            role="option"
            aria-selected={reply === current}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => onChoose(reply)}
            className={`cursor-pointer rounded-md px-3 py-2 text-sm ${reply === current ? 'bg-blue-50 text-blue-900' : 'hover:bg-slate-100'}`}
          >
            <span className="block font-semibold">{reply.title}</span>
            {/* One line of the text, cut by CSS with an ellipsis; the slice keeps a long text out of the DOM. */}
            <span className="block truncate text-xs text-slate-700">{reply.text.slice(0, 160)}</span>
          </li>
        ))}
      </ul>
      <MenuState replies={replies} query={query} matches={shown.length} />
    </div>
  );
}

/** Says why the list is empty: still loading, not loaded, no library yet, or nothing matching the search. */
function MenuState({
  replies,
  query,
  matches,
}: {
  replies: UseQueryResult<SavedReply[], unknown>;
  query: string;
  matches: number;
}) {
  if (replies.isPending) return <p className="px-3 py-2 text-sm text-slate-600">Loading saved replies…</p>;
  if (replies.isError)
    return (
      <div role="alert" className="px-3 py-2 text-sm">
        <p>The saved replies could not load: {apiErrorMessage(replies.error)}</p>
        <Button variant="secondary" className="mt-1 px-3 py-1 text-xs" onClick={() => replies.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!replies.data.length)
    return (
      <p role="status" className="px-3 py-2 text-sm text-slate-600">
        No saved replies yet. Owners and admins add them in Settings, for the whole team to answer alike.
      </p>
    );
  if (!matches)
    return (
      <p role="status" className="px-3 py-2 text-sm text-slate-600">
        No saved reply holds “{query}”.
      </p>
    );
  return null;
}
