import { useLayoutEffect } from 'react';

/**
 * Gives focus back to what had it before a dialog opened, once it closes. The shared Dialog is unmounted when
 * closed rather than closed by close(), so the browser does not do it: keyboard users would land on the page's top.
 */
export function useReturnFocus(open: boolean) {
  useLayoutEffect(() => {
    if (!open) return;
    // Read before the dialog's own effect calls showModal() and moves focus into it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
}
