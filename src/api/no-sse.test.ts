import { describe, expect, it } from 'vitest';

/** The dashboard's own files, as text (the generated client and the tests left out). */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/api/generated/**', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the generated client in the dashboard', () => {
  // The build puts no-sse.ts in place of the client's Server-Sent Events reader (vite.config.ts), and tests run
  // without it: a call would pass here and throw in the built dashboard.
  it('is never asked for Server-Sent Events', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const callers = Object.keys(sources).filter((file) => /\.sse\.|\beventsStream\b/.test(sources[file]!));
    expect(callers).toEqual([]);
  });
});
