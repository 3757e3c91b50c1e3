import { useCallback, useRef, useState } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import type { ScrollToRow } from './use-row-window';

/** A wish for the keyboard focus to go to an item's row, once the row is in the page. */
export interface FocusRequest {
  /** The item's row, or (with no id) the row at this place. */
  id?: string;
  index?: number;
  /** When the wish lapses (an item that never came back does not take the focus later). */
  until: number;
}

const FOCUS_WISH_MS = 3_000;

/**
 * The keyboard cursor: the item the triage keys act on. It follows the item rather than its place, so an item
 * arriving or leaving above it does not move it to another; when its item leaves, it stays at that place (the next
 * item). Focus moves to a row through a request the list grants once the row is rendered, so focus is never left
 * on a control that an action is about to remove.
 */
export function useInboxCursor(items: InboxItem[]) {
  const [cursor, setCursor] = useState<{ id?: string; index: number }>({ index: 0 });
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const virtualizer = useRef<{ scrollToIndex: ScrollToRow } | null>(null);
  const found = cursor.id === undefined ? -1 : items.findIndex((i) => i.post_id === cursor.id);
  const active = found >= 0 ? found : Math.max(0, Math.min(cursor.index, items.length - 1));
  const current = items[active];

  /** Puts the cursor on an item (and the focus on its row). */
  const focusItem = (item: InboxItem | undefined, index = items.indexOf(item!)) => {
    if (!item) return;
    setCursor({ id: item.post_id, index: Math.max(0, index) });
    if (index >= 0) virtualizer.current?.scrollToIndex(index, { align: 'auto' });
    setFocusRequest({ id: item.post_id, until: Date.now() + FOCUS_WISH_MS });
  };
  const focusIndex = (index: number) => {
    const target = Math.max(0, Math.min(index, items.length - 1));
    focusItem(items[target], target);
  };
  /** The first row, whatever the list holds once it is rendered (after it was fetched anew). */
  const focusFirst = () => {
    setCursor({ index: 0 });
    virtualizer.current?.scrollToIndex(0, { align: 'start' });
    setFocusRequest({ index: 0, until: Date.now() + FOCUS_WISH_MS });
  };
  /** Before an item leaves the list: the cursor and the focus go to the one after it (or before, at the end). */
  const focusAfterLeaving = (leaving: ReadonlySet<string>) => {
    const from = Math.max(
      0,
      items.findIndex((i) => leaving.has(i.post_id)),
    );
    const rest = items.filter((i) => !leaving.has(i.post_id));
    const next = items.slice(from).find((i) => !leaving.has(i.post_id)) ?? rest.at(-1);
    if (!next) return setCursor({ index: 0 });
    focusItem(next, items.indexOf(next));
    setCursor({ id: next.post_id, index: rest.indexOf(next) });
  };
  const onRowFocused = useCallback((item: InboxItem, index: number) => setCursor({ id: item.post_id, index }), []);
  const focusGranted = useCallback(() => setFocusRequest(null), []);

  return {
    active,
    current,
    virtualizer,
    focusRequest,
    focusItem,
    focusIndex,
    focusFirst,
    focusAfterLeaving,
    onRowFocused,
    focusGranted,
  };
}
