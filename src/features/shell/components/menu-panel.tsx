import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The phone's menu, open: a panel from the left on the native <dialog>, so focus stays inside and Escape closes
 * it. Its code comes when the menu is first about to open (menu-drawer.tsx), not with every page.
 */
export function MenuPanel({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal?.();
    // A tap on the backdrop (the dialog element itself, outside its panel) closes it, as Escape does by keyboard.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onBackdrop);
    return () => dialog.removeEventListener('click', onBackdrop);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      aria-label="Menu"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-full max-h-none w-80 max-w-[85vw] bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50"
    >
      <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
