import { describe, expect, it } from 'vitest';

/** The dashboard's own files, as text (the generated client and the tests left out). */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/api/generated/**', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the generated client in the dashboard', () => {
  // The fetch client the dashboard is built with (plain-fetch.ts, vite.config.ts) has no Server-Sent Events reader:
  // the event stream is read by the browser's own EventSource (lib/events.ts).
  it('is never asked for Server-Sent Events', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const callers = Object.keys(sources).filter((file) => /\.sse\.|\beventsStream\b/.test(sources[file]!));
    expect(callers).toEqual([]);
  });
});
