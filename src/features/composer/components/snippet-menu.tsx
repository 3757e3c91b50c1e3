import { useQuery } from '@tanstack/react-query';
import { Hash } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Snippet } from '../../../api/generated/types.gen';
import { menuKey, useCloseOnOutsidePress } from '../../../components/ui/menu-keys';
import { excerpt } from '../../../lib/excerpt';
import { snippetsOptions } from '../api/snippet-queries';

/** Where the menu was opened from, which gets the focus back when it closes without a choice. */
export type OpenedFrom = 'button' | 'field';

const GROUPS: { kind: Snippet['kind']; label: string }[] = [
  { kind: 'hashtags', label: 'Hashtag groups' },
  { kind: 'signature', label: 'Signatures' },
];

const itemClass =
  'flex w-full flex-col items-start rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/**
 * What the menu says in place of snippets (loading, none, failed): a disabled item, so that the menu always holds an
 * item, the focus has somewhere to be, and a screen reader reads the words as the menu opens.
 */
function Notice({ className = 'text-slate-600', children }: { className?: string; children: ReactNode }) {
  return (
    <div
      role="menuitem"
      aria-disabled="true"
      tabIndex={-1}
      className={`px-3 py-2 text-sm focus:outline-none ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * The composer's "Insert snippet" button and its menu (the WAI-ARIA menu button pattern, as `ui/menu` is): Enter,
 * Space or the arrows open it, the arrows, Home, End and a name's first letter move between snippets, Escape closes it
 * and gives the focus back where it was, Tab or a click elsewhere closes it. The snippets are asked for when it first
 * opens. Its state is the message field's, which also opens it by a key.
 */
export function SnippetMenu({
  openedFrom,
  onOpen,
  onClose,
  onChoose,
}: {
  openedFrom: OpenedFrom | null;
  onOpen: (from: OpenedFrom) => void;
  onClose: () => void;
  onChoose: (snippet: Snippet) => void;
}) {
  const open = openedFrom !== null;
  const snippets = useQuery({ ...snippetsOptions(), enabled: open });
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const loaded = snippets.data;

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // The first item one can choose takes the focus (the first snippet once they have come), else the menu's words.
  useEffect(() => {
    if (!open) return;
    const list = items();
    (list.find((item) => item.getAttribute('aria-disabled') !== 'true') ?? list[0] ?? menu.current)?.focus();
  }, [open, loaded, snippets.isError]);

  useCloseOnOutsidePress(wrapper, open, onClose);

  const close = () => {
    if (openedFrom === 'button') trigger.current?.focus();
    onClose();
  };

  // A name's first letter moves to the next snippet whose name starts with it.
  const onMenuKey = (event: KeyboardEvent) =>
    menuKey(event, { items, onEscape: close, onTab: onClose, nameOf: (item) => item.dataset.name });

  return (
    <div ref={wrapper} className="relative inline-block">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-keyshortcuts="Control+/ Meta+/"
        title="Insert snippet (Ctrl+/, ⌘/ on a Mac, in the message)"
        onClick={() => (open ? onClose() : onOpen('button'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            onOpen('button');
          }
        }}
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 max-sm:min-h-10"
      >
        <Hash aria-hidden="true" className="size-4" />
        Insert snippet
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Snippets"
          aria-busy={snippets.isPending || undefined}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute left-0 z-30 mt-1 max-h-72 w-80 max-w-[80vw] overflow-y-auto rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {snippets.isPending ? (
            <Notice>Loading snippets…</Notice>
          ) : snippets.isError ? (
            <>
              <Notice className="text-red-800">The snippets could not be loaded.</Notice>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => snippets.refetch()}
              >
                Try again
              </button>
            </>
          ) : loaded && loaded.length === 0 ? (
            <Notice>
              No snippets yet. Save hashtag groups and signatures in Settings, under Snippets, to insert them here.
            </Notice>
          ) : (
            GROUPS.map(({ kind, label }) => {
              const ofKind = (loaded ?? []).filter((s) => s.kind === kind);
              if (ofKind.length === 0) return null;
              return (
                <div key={kind} role="group" aria-label={label}>
                  <p aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-600 uppercase">
                    {label}
                  </p>
                  {ofKind.map((snippet) => (
                    <button
                      key={snippet.snippet_id}
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      data-name={snippet.name}
                      aria-label={snippet.name}
                      aria-describedby={`${menuId}-${snippet.snippet_id}`}
                      onClick={() => onChoose(snippet)}
                      className={itemClass}
                    >
                      <span className="font-medium">{snippet.name}</span>
                      <span id={`${menuId}-${snippet.snippet_id}`} className="text-xs break-all text-slate-600">
                        {excerpt(snippet.body, 80)}
                      </span>
                    </button>
                  ))}
                </div>
              );
            })
          )}
        </div>
      )}
    </div>
  );
}
