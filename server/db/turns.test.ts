import { describe, expect, it } from 'vitest';
import { createTurns } from './turns.ts';

const later = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turns at the database', () => {
  it('run one call at a time, first come first served, with the event loop turning between', async () => {
    const inTurn = createTurns();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const call = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(name);
      // Work the event loop has to do: it gets its turn before the next call begins.
      setImmediate(() => order.push(`the event loop after ${name}`));
      await Promise.resolve();
      running -= 1;
    };
    await Promise.all(['first', 'second', 'third'].map((name) => inTurn(call(name))));
    expect(most).toBe(1);
    expect(order).toEqual(['first', 'the event loop after first', 'second', 'the event loop after second', 'third']);
  });

  it('run several at once when told, never more, and pass failures on', async () => {
    const inTurn = createTurns(3);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await later();
      await later();
      running -= 1;
    };
    await Promise.all(Array.from({ length: 10 }, () => inTurn(work)));
    expect(most).toBe(3);
    await expect(inTurn(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await inTurn(work);
  });
});
