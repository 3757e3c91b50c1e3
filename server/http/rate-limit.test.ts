import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createRateLimiter } from './rate-limit.ts';

describe('rate limiter', () => {
  it('lets the allowance through, then answers 429 with Retry-After until the window ends', () => {
    let time = 1_000_000;
    const hit = createRateLimiter(3, () => time);
    for (let i = 0; i < 3; i++) hit('a');
    let error: unknown;
    try {
      hit('a');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(429);
    expect((error as ApiError).headers['retry-after']).toBe('60');
    expect(() => hit('b')).not.toThrow();
    time += 60_000;
    expect(() => hit('a')).not.toThrow();
  });

  it('never limits when the allowance is 0', () => {
    const hit = createRateLimiter(0);
    for (let i = 0; i < 10_000; i++) hit('a');
  });
});
