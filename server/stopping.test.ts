import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopOnSignals, withDeadline } from './stopping.ts';

let remove: (() => void) | undefined;
afterEach(() => remove?.());

describe('signals', () => {
  it('stop gracefully on the first, then exit 0', async () => {
    const exit = vi.fn();
    let finish = () => undefined as void;
    const shutdown = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    remove = stopOnSignals(shutdown, exit);
    process.emit('SIGTERM');
    expect(shutdown).toHaveBeenCalledOnce();
    expect(exit).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });

  it('exit at once on a second signal while stopping, as a shell reports it', () => {
    const exit = vi.fn();
    remove = stopOnSignals(() => new Promise<void>(() => undefined), exit);
    process.emit('SIGTERM');
    process.emit('SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(130);
  });

  it('exit 1 when the stop itself failed', async () => {
    const exit = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    remove = stopOnSignals(() => Promise.reject(new Error('the database did not close')), exit);
    process.emit('SIGINT');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });
});

describe('a deadline', () => {
  it('answers the work when it is in time, nothing when it is not', async () => {
    vi.useFakeTimers();
    try {
      expect(await withDeadline(Promise.resolve(7), 1000)).toBe(7);
      const late = withDeadline(new Promise(() => undefined), 1000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await late).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
