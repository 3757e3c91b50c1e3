import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type RefObject } from 'react';
import type { InboxItem } from '../../../api/generated/types.gen';
import { networkName } from '../../../../shared/networks';
import { formatWorkspaceTime } from '../../../lib/time';

export const ROW_HEIGHT = 92;

const typeLabels: Record<InboxItem['post_type'], string> = {
  post: 'Our post',
  comment: 'Comment',
  reply: 'Reply',
  mention: 'Mention',
  message: 'Message',
};

interface InboxListProps {
  items: InboxItem[];
  zone: string;
  activeIndex: number;
  openId?: string;
  selected: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  onOpen: (item: InboxItem, index: number) => void;
  onToggleSelect: (item: InboxItem) => void;
  onFocusRow: (index: number) => void;
  onNearEnd: () => void;
  virtualizerRef: RefObject<Virtualizer<HTMLDivElement, Element> | null>;
}

export const rowButtonId = (index: number) => `inbox-row-${index}`;

/**
 * The inbox as a virtual list: only the rows in view (and a few around them) are in the page, so ten thousand
 * loaded items cost what twenty do. Rows are reached with Tab once, then j/k or the arrow keys.
 */
export function InboxList(props: InboxListProps) {
  const {
    items,
    zone,
    activeIndex,
    openId,
    selected,
    hasMore,
    loadingMore,
    onOpen,
    onToggleSelect,
    onFocusRow,
    onNearEnd,
    virtualizerRef,
  } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read through its own API only
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  useEffect(() => {
    virtualizerRef.current = virtualizer;
  }, [virtualizer, virtualizerRef]);
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= items.length - 8) onNearEnd();
  }, [lastShown, items.length, hasMore, loadingMore, onNearEnd]);

  return (
    <div ref={scrollRef} className="h-full overflow-y-auto" data-testid="inbox-scroller">
      <ul aria-label="Inbox items" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const item = items[row.index]!;
          const open = item.post_id === openId;
          const unread = item.is_unread === '1';
          return (
            <li
              key={item.post_id}
              aria-setsize={hasMore ? -1 : items.length}
              aria-posinset={row.index + 1}
              className={`absolute inset-x-0 flex items-stretch border-b border-slate-200 ${open ? 'bg-blue-50' : unread ? 'bg-white' : 'bg-slate-50'}`}
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
            >
              <label className="flex w-10 shrink-0 cursor-pointer items-center justify-center">
                <input
                  type="checkbox"
                  className="size-4"
                  tabIndex={-1}
                  checked={selected.has(item.post_id)}
                  onChange={() => onToggleSelect(item)}
                  aria-label={`Select item from ${item.user_name}`}
                />
              </label>
              <button
                type="button"
                id={rowButtonId(row.index)}
                tabIndex={row.index === activeIndex ? 0 : -1}
                aria-current={open ? 'true' : undefined}
                onFocus={() => onFocusRow(row.index)}
                onClick={() => onOpen(item, row.index)}
                className={`flex min-w-0 flex-1 gap-3 py-2 pr-3 text-left focus-visible:outline-offset-[-3px] ${row.index === activeIndex ? 'ring-2 ring-inset ring-blue-300' : ''}`}
              >
                <img
                  src={item.user_picture || item.channel_picture}
                  alt=""
                  width={36}
                  height={36}
                  className="mt-1 size-9 shrink-0 rounded-full"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2 text-sm">
                    {unread && (
                      <span className="size-2 shrink-0 rounded-full bg-blue-600">
                        <span className="sr-only">Unread:</span>
                      </span>
                    )}
                    <span className={`truncate ${unread ? 'font-bold' : 'font-medium'}`}>{item.user_name}</span>
                    <span className="shrink-0 text-xs text-slate-600">{formatWorkspaceTime(item.timestamp, zone)}</span>
                  </span>
                  <span className="block truncate text-xs text-slate-600">
                    {typeLabels[item.post_type]} · {networkName(Number(item.channel))} · @{item.channel_id_screen_name}
                    {item.is_liked === 1 && ' · Liked'}
                  </span>
                  <span className="mt-0.5 line-clamp-2 text-sm text-slate-800">{item.text}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="p-4 text-center text-sm text-slate-600" aria-live="polite">
        {loadingMore ? 'Loading more…' : hasMore ? '' : items.length ? 'That is everything under this filter.' : ''}
      </p>
    </div>
  );
}
