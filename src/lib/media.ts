import { useSyncExternalStore } from 'react';

/** Whether a media query matches, kept current (true where the browser cannot tell, as in tests). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  );
}
