import type { Log } from '../../domain/log.ts';

/**
 * Runs a periodic job on this instance: a round every `intervalMs`, never two at once (a round that outlasts the
 * interval makes the next tick pass), each with its own log child (`job: {job}-{n}`). A round that fails is logged
 * with `failed` and the next one tries again; the timer keeps no process alive. Answers the stop: no more rounds,
 * and the one under way finished.
 */
export function everyInterval(
  options: { log: Log; job: string; intervalMs: number; failed: string },
  round: (log: Log) => Promise<unknown>,
): () => Promise<void> {
  let current: Promise<unknown> | undefined;
  let rounds = 0;
  const timer = setInterval(() => {
    if (current) return;
    const log = options.log.child({ job: `${options.job}-${++rounds}` });
    current = round(log)
      .catch((error: unknown) => log.error({ err: error }, options.failed))
      .finally(() => {
        current = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
