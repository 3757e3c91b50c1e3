import { ApiError } from './errors.ts';

/**
 * A fixed one-minute window per key (a token's hash, or the client address before login). In memory: each
 * instance counts its own share, which is what a per-instance limit behind a load balancer means.
 */
export function createRateLimiter(perMinute: number, now = () => Date.now()) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  return function hit(key: string): void {
    if (perMinute === 0) return;
    const time = now();
    if (time - lastSweep > 60_000) {
      for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      lastSweep = time;
    }
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + 60_000 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      throw new ApiError(
        429,
        'rate_limited',
        `Too many requests: at most ${perMinute} a minute. Try again in ${retryAfter} s.`,
        undefined,
        { 'retry-after': String(retryAfter) },
      );
    }
  };
}
