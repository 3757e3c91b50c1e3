import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 640px)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
};
// Without media queries (jsdom), the wide layout.
const isWide = () => window.matchMedia?.(WIDE).matches ?? true;

/**
 * Whether the screen is at least Tailwind's `sm` wide. The history is a table there and a list on a phone: two
 * different structures for assistive technology, so one is rendered, not both with one hidden by CSS.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
