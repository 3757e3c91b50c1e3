import { useEffect, useRef, type RefObject } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { usePresenceBoard } from '../api/presence';
import type { FocusRequest } from '../hooks/use-inbox-cursor';
import { useRowWindow, type ScrollToRow } from '../hooks/use-row-window';
import { InboxRow, ROW_HEIGHT, rowButtonId } from './inbox-row';

interface InboxListProps {
  items: InboxItem[];
  zone: string;
  activeIndex: number;
  openId?: string;
  selected: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  focusRequest: FocusRequest | null;
  onFocusGranted: () => void;
  onOpen: (item: InboxItem, index: number) => void;
  onToggleSelect: (item: InboxItem) => void;
  onFocusRow: (item: InboxItem, index: number) => void;
  onUnarchive?: (item: InboxItem) => void;
  /** A search's words, marked in the rows. */
  terms: string[];
  onNearEnd: () => void;
  virtualizerRef: RefObject<{ scrollToIndex: ScrollToRow } | null>;
  /** The caller's user_id. */
  me: string;
}

/**
 * The inbox as a virtual list: only the rows in view (and a few around them) are in the page, so ten thousand
 * loaded items cost what twenty do. Rows are reached with Tab once, then j/k or the arrow keys.
 */
export function InboxList(props: InboxListProps) {
  const { items, activeIndex, openId, selected, hasMore, loadingMore, focusRequest, onFocusGranted } = props;
  const { onNearEnd, virtualizerRef } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, totalSize, scrollToIndex } = useRowWindow(scrollRef, items.length, ROW_HEIGHT);
  // One board for the list, read per row by its unit of work: no subscription per row.
  const presence = usePresenceBoard(props.me);
  useEffect(() => {
    virtualizerRef.current = { scrollToIndex };
  }, [scrollToIndex, virtualizerRef]);
  const lastShown = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= items.length - 8) onNearEnd();
  }, [lastShown, items.length, hasMore, loadingMore, onNearEnd]);

  // A wish for focus is granted once its row is rendered (after a scroll, or once an item came back).
  useEffect(() => {
    if (!focusRequest) return;
    if (Date.now() > focusRequest.until) return onFocusGranted();
    const index =
      focusRequest.id === undefined ? (focusRequest.index ?? 0) : items.findIndex((i) => i.post_id === focusRequest.id);
    const row = index >= 0 ? document.getElementById(rowButtonId(index)) : null;
    if (!row) return;
    row.focus();
    onFocusGranted();
  });

  return (
    <div ref={scrollRef} className="h-full overflow-y-auto" data-testid="inbox-scroller">
      <ul aria-label="Inbox items" className="relative" style={{ height: totalSize }}>
        {rows.map((row) => {
          const item = items[row.index]!;
          return (
            <InboxRow
              key={item.post_id}
              item={item}
              index={row.index}
              start={row.start}
              setSize={hasMore ? -1 : items.length}
              zone={props.zone}
              open={item.post_id === openId}
              active={row.index === activeIndex}
              selected={selected.has(item.post_id)}
              onOpen={props.onOpen}
              onToggleSelect={props.onToggleSelect}
              onFocusRow={props.onFocusRow}
              onUnarchive={props.onUnarchive}
              terms={props.terms}
              me={props.me}
              presence={presence.get(item.work_id)}
            />
          );
        })}
      </ul>
      <p className="p-4 text-center text-sm text-slate-600" aria-live="polite">
        {loadingMore ? 'Loading more…' : hasMore ? '' : items.length ? 'That is everything under this filter.' : ''}
      </p>
    </div>
  );
}
