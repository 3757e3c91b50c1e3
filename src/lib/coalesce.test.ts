import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

afterEach(() => vi.useRealTimers());

describe('coalesce', () => {
  it('hands over a burst at once, after the wait, and starts afresh for the next', () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    const gather = coalesce<number>(250, (items) => batches.push(items));
    gather.add(1);
    gather.add(2, 3);
    vi.advanceTimersByTime(249);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([[1, 2, 3]]);
    gather.add(4);
    vi.advanceTimersByTime(250);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('drops what is pending when cancelled (the page went away)', () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    const gather = coalesce<number>(250, (items) => batches.push(items));
    gather.add(1);
    gather.cancel();
    vi.advanceTimersByTime(500);
    expect(batches).toEqual([]);
  });
});
