import { useLocation } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * On a phone, what the sidebar holds beside the sections (channels, the account): a panel from the left on the
 * native <dialog>, so focus stays inside and Escape closes it. Opening another page closes it.
 */
export function MenuDrawer({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // Open for the page it was opened on: going to another page closes it, with no effect to run.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal?.();
    // A tap on the backdrop (the dialog element itself, outside its panel) closes it, as Escape does by keyboard.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) setOpenOn(null);
    };
    dialog.addEventListener('click', onBackdrop);
    return () => dialog.removeEventListener('click', onBackdrop);
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpenOn(pathname)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Menu</span>
      </button>
      {open && (
        <dialog
          ref={ref}
          aria-label="Menu"
          onClose={() => setOpenOn(null)}
          onCancel={(event) => {
            event.preventDefault();
            setOpenOn(null);
          }}
          className="m-0 h-full max-h-none w-80 max-w-[85vw] bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50"
        >
          <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
            <div className="flex justify-end">
              <button
                type="button"
                onClick={() => setOpenOn(null)}
                className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-6" />
                <span className="sr-only">Close menu</span>
              </button>
            </div>
            {children}
          </div>
        </dialog>
      )}
    </>
  );
}
