import { describe, expect, it } from 'vitest';
import type { ForeignKey } from './catalog.ts';
import { loadOrder } from './load-order.ts';

const key = (from: string, to: string): ForeignKey => ({
  name: `${from}_${to}_fk`,
  from,
  to,
  deferrable: false,
  initiallyDeferred: false,
});

describe('the order a restore loads tables in', () => {
  it('puts each table after the tables it refers to, ties by name', () => {
    const keys = [
      key('posts', 'channels'),
      key('channels', 'workspaces'),
      key('posts', 'users'),
      key('memberships', 'users'),
    ];
    const { order, deferred } = loadOrder(['posts', 'users', 'memberships', 'channels', 'workspaces', 'setup'], keys);
    expect(order).toEqual(['setup', 'users', 'memberships', 'workspaces', 'channels', 'posts']);
    expect(deferred).toEqual([]);
  });

  it('defers a table’s references to itself, which no order of tables satisfies', () => {
    const { order, deferred } = loadOrder(['items', 'channels'], [key('items', 'items'), key('items', 'channels')]);
    expect(order).toEqual(['channels', 'items']);
    expect(deferred).toEqual([key('items', 'items')]);
  });

  it('breaks a ring at its first table by name, deferring only what points ahead', () => {
    const keys = [key('b', 'c'), key('c', 'a'), key('a', 'b'), key('d', 'a'), key('a', 'base')];
    const { order, deferred } = loadOrder(['d', 'c', 'b', 'a', 'base'], keys);
    expect(order).toEqual(['base', 'a', 'c', 'b', 'd']);
    expect(deferred).toEqual([key('a', 'b')]);
  });

  it('ignores references to tables it does not load', () => {
    expect(loadOrder(['posts'], [key('posts', 'channels')])).toEqual({ order: ['posts'], deferred: [] });
  });
});
