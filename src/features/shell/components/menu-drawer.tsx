import { useLocation } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

let menuPanel: Promise<typeof import('./menu-panel')> | undefined;
/** The open menu's code: fetched as the finger or the focus reaches the button, so it opens at once. */
const loadMenuPanel = () => (menuPanel ??= import('./menu-panel'));
const MenuPanel = lazy(async () => ({ default: (await loadMenuPanel()).MenuPanel }));

/**
 * On a phone, what the sidebar holds beside the sections (channels, the account): a panel from the left
 * (menu-panel.tsx), behind the Menu button. Opening another page closes it.
 */
export function MenuDrawer({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // Open for the page it was opened on: going to another page closes it, with no effect to run.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerDown={() => void loadMenuPanel()}
        onFocus={() => void loadMenuPanel()}
        onClick={() => setOpenOn(pathname)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Menu</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuPanel onClose={close}>{children}</MenuPanel>
        </Suspense>
      )}
    </>
  );
}
