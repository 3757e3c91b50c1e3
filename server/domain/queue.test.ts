import { describe, expect, it } from 'vitest';
import { checkReorder, parseIds, POSITION_GAP, queuePositions, uniqueIds } from './queue.ts';

describe('reorder', () => {
  it('accepts exactly the queued ids in any order', () => {
    expect(checkReorder([1, 2, 3], [3, 1, 2])).toBeNull();
  });
  it('refuses duplicates, strangers and omissions', () => {
    expect(checkReorder([1, 2, 3], [1, 1, 2, 3])).toEqual({ kind: 'duplicate', id: 1 });
    expect(checkReorder([1, 2, 3], [1, 2, 3, 4])).toEqual({ kind: 'unknown', id: 4 });
    expect(checkReorder([1, 2, 3], [3, 1])).toEqual({ kind: 'missing', ids: [2] });
  });
  it('parses id lists', () => {
    expect(parseIds('3_5_8')).toEqual([3, 5, 8]);
    expect(parseIds(7)).toEqual([7]);
    expect(parseIds('')).toEqual([]);
    expect(uniqueIds('5_3_5_8_3')).toEqual([5, 3, 8]);
    expect(uniqueIds('')).toEqual([]);
  });
});

describe('queue positions', () => {
  const increasing = (positions: number[]) => positions.every((p, i) => i === 0 || p > positions[i - 1]!);
  const changed = (before: (number | null)[], after: number[]) => after.filter((p, i) => p !== before[i]).length;

  it('numbers a new queue a gap apart', () => {
    expect(queuePositions([null, null, null])).toEqual([POSITION_GAP, 2 * POSITION_GAP, 3 * POSITION_GAP]);
  });

  it('moves the last of a thousand to the top by changing one position', () => {
    const queue = Array.from({ length: 1000 }, (_, i) => i + 1);
    const order = [queue.at(-1)!, ...queue.slice(0, -1)];
    const positions = queuePositions(order);
    expect(increasing(positions)).toBe(true);
    expect(changed(order, positions)).toBe(1);
  });

  it('puts a post between neighbours while there is room, and renumbers when there is none', () => {
    const moved = queuePositions([1024, 3072, 2048]);
    expect(increasing(moved)).toBe(true);
    expect(changed([1024, 3072, 2048], moved)).toBe(1);
    const crowded = queuePositions([1, 3, 2]);
    expect(crowded).toEqual([POSITION_GAP, 2 * POSITION_GAP, 3 * POSITION_GAP]);
  });

  it('appends posts without a position after the last', () => {
    expect(queuePositions([1024, 2048, null])).toEqual([1024, 2048, 3072]);
  });

  it('keeps every position of a reversed queue but one run, in order', () => {
    const before = [5000, 4000, 3000, 2000, 1000];
    const positions = queuePositions(before);
    expect(increasing(positions)).toBe(true);
    expect(changed(before, positions)).toBe(4);
  });

  it('renumbers rather than leave the integer range', () => {
    const positions = queuePositions([null, -(2 ** 31) + 10]);
    expect(positions).toEqual([POSITION_GAP, 2 * POSITION_GAP]);
  });
});
