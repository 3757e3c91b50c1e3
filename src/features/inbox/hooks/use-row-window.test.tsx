import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useRowWindow, type RowWindow } from './use-row-window';

/** A scroller 640 px high (ten rows of 64 px) whose scroll position the test sets, as jsdom lays nothing out. */
function Scroller({ count, onWindow }: { count: number; onWindow: (window: RowWindow) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  onWindow(useRowWindow(ref, count, 64, 6));
  return (
    <div
      data-testid="scroller"
      ref={(element) => {
        if (element && !Object.hasOwn(element, 'scrollTop')) {
          Object.defineProperty(element, 'clientHeight', { value: 640 });
          Object.defineProperty(element, 'scrollTop', { value: 0, writable: true });
        }
        ref.current = element;
      }}
    />
  );
}

describe('the rows a scrolled list renders', () => {
  it('are those in view and six on each side, following the scroll; scrolling to a row moves only as needed', () => {
    let latest!: RowWindow;
    const { getByTestId } = render(<Scroller count={100} onWindow={(w) => (latest = w)} />);
    const indexes = () => latest.rows.map((row) => row.index);
    expect(indexes()).toEqual([...Array(16).keys()]);
    expect(latest.rows[3]).toEqual({ index: 3, start: 192 });
    expect(latest.totalSize).toBe(6400);

    const scroller = getByTestId('scroller');
    act(() => {
      scroller.scrollTop = 640;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(indexes()[0]).toBe(4);
    expect(indexes().at(-1)).toBe(25);

    // A row in view: no scroll. Below the view: just enough to show it. Above: to its top.
    latest.scrollToIndex(12);
    expect(scroller.scrollTop).toBe(640);
    latest.scrollToIndex(30);
    expect(scroller.scrollTop).toBe(31 * 64 - 640);
    latest.scrollToIndex(2);
    expect(scroller.scrollTop).toBe(128);
    latest.scrollToIndex(50, { align: 'start' });
    expect(scroller.scrollTop).toBe(3200);
  });

  it('never go past the last row', () => {
    let latest!: RowWindow;
    render(<Scroller count={3} onWindow={(w) => (latest = w)} />);
    expect(latest.rows.map((row) => row.index)).toEqual([0, 1, 2]);
  });
});
