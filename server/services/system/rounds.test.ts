import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Log } from '../../domain/log.ts';
import { everyInterval } from './rounds.ts';

/** A log that keeps each line with the job of the child it came through. */
function recordingLog() {
  const lines: { job?: unknown; level: string; message: string }[] = [];
  const make = (facts: Record<string, unknown>): Log => {
    const write = (level: string) => (_: object, message: string) =>
      void lines.push({ job: facts.job, level, message });
    return {
      debug: write('debug'),
      info: write('info'),
      warn: write('warn'),
      error: write('error'),
      child: (more) => make({ ...facts, ...more }),
    };
  };
  return { log: make({}), lines };
}

describe('a periodic job', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a round each interval, never two at once, and goes on after one fails', async () => {
    const { log, lines } = recordingLog();
    const finish: (() => void)[] = [];
    let started = 0;
    const stop = everyInterval({ log, job: 'tidy', intervalMs: 1_000, failed: 'tidying failed' }, async (roundLog) => {
      started++;
      roundLog.info({}, `round ${started}`);
      if (started === 2) throw new Error('database away');
      await new Promise<void>((resolve) => finish.push(resolve));
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(1);
    // The first round is still under way: the next ticks pass.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(1);
    finish.shift()!();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(3);
    expect(lines).toEqual([
      { job: 'tidy-1', level: 'info', message: 'round 1' },
      { job: 'tidy-2', level: 'info', message: 'round 2' },
      { job: 'tidy-2', level: 'error', message: 'tidying failed' },
      { job: 'tidy-3', level: 'info', message: 'round 3' },
    ]);

    // Stopping waits for the round under way, and no other starts.
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    finish.shift()!();
    await stopping;
    expect(started).toBe(3);
  });
});
