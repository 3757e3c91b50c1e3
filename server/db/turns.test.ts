import { describe, expect, it } from 'vitest';
import { arrival, createTurns } from './turns.ts';

const later = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turns at the database', () => {
  it('run one call at a time, the earliest arrival first, with the event loop turning between', async () => {
    const inTurn = createTurns();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const call = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(name);
      await later();
      running -= 1;
    };
    const calls = [
      arrival.run(3, () => inTurn(call('third request'))),
      arrival.run(1, () => inTurn(call('first request, first statement'))),
      arrival.run(2, () => inTurn(call('second request'))),
      arrival.run(1, () => inTurn(call('first request, second statement'))),
    ];
    await Promise.all(calls);
    expect(most).toBe(1);
    // All four were waiting when the first turn came: the first request's statements go before later requests'.
    expect(order).toEqual([
      'first request, first statement',
      'first request, second statement',
      'second request',
      'third request',
    ]);
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
