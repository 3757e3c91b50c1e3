import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Scrolls a row into view: `auto` only as far as needed (none when it is in view), `start` to the top. */
export type ScrollToRow = (index: number, options?: { align?: 'auto' | 'start' }) => void;

export interface RowWindow {
  /** The rows to render: those in view and `overscan` more on each side, each with its offset from the top. */
  rows: { index: number; start: number }[];
  totalSize: number;
  scrollToIndex: ScrollToRow;
}

/**
 * A virtual list of rows of one fixed height: which rows a scrolled element shows, from its scroll position and
 * height alone. The inbox's rows all have ROW_HEIGHT, so this is all it needs of a virtualizer library (which cost
 * 10 kB of the first download).
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 6,
): RowWindow {
  const [view, setView] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () =>
      setView((seen) =>
        seen.top === element.scrollTop && seen.height === element.clientHeight
          ? seen
          : { top: element.scrollTop, height: element.clientHeight },
      );
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [scrollRef]);

  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((view.top + view.height) / rowHeight) + overscan - 1);
  const rows = [];
  for (let index = first; index <= last; index++) rows.push({ index, start: index * rowHeight });

  const scrollToIndex = useCallback<ScrollToRow>(
    (index, { align = 'auto' } = {}) => {
      const element = scrollRef.current;
      if (!element) return;
      const top = index * rowHeight;
      if (align === 'start' || top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + element.clientHeight)
        element.scrollTop = top + rowHeight - element.clientHeight;
    },
    [scrollRef, rowHeight],
  );
  return { rows, totalSize: count * rowHeight, scrollToIndex };
}
