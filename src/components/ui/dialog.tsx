import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: 'md' | 'lg';
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and focus returns to the opener.
 * Mounted only while open, so each opening starts from a fresh form. On a phone it fills the screen: a form in a
 * floating card there leaves no room for the keyboard.
 */
export function Dialog({ open, onClose, title, description, children, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Unmounted rather than closed by close(), the dialog would leave focus on the page's top: what had focus before
  // it opened (read before showModal() moves focus in) gets it back. Not in the cleanup itself: the modal is still
  // in the page then and everything outside it inert, so the focus is given once the dialog is gone, and only if
  // nothing else took it meanwhile (a list that focuses its row after an action).
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      queueMicrotask(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      });
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal?.();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50 sm:m-auto sm:h-fit sm:max-h-[85vh] sm:w-[calc(100vw-2rem)] sm:rounded-2xl ${size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-md'}`}
    >
      <div className="h-full overflow-y-auto p-4 sm:max-h-[85vh] sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-m-1 rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
