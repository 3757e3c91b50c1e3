import { describe, expect, it } from 'vitest';
import { checkReorder, parseIds } from './queue.ts';

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
  });
});
