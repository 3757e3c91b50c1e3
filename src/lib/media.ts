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

/**
 * Whether to show keyboard hints ("press /", "?", "Ctrl+Enter sends"): only where the main pointer is a mouse or a
 * trackpad. A phone or a tablet used by touch has no keys to press, and a hint about them is noise (decision 030).
 */
export const useKeyboardHints = () => useMediaQuery('(hover: hover) and (pointer: fine)');
