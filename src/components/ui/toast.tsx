import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

type Tone = 'info' | 'error';
interface Toast {
  id: number;
  message: string;
  tone: Tone;
  action?: { label: string; run: () => void };
}
export interface ToastOptions {
  tone?: Tone;
  action?: Toast['action'];
  durationMs?: number;
}
interface ToastApi {
  show: (message: string, options?: ToastOptions) => void;
}

/**
 * The toasts live outside React, so that code without a component (the query client's mutation cache, which shows
 * every failed write) can show one. ToastProvider renders them.
 */
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const changed = (next: readonly Toast[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

export const toastStore = {
  show(message: string, options: ToastOptions = {}) {
    const toast = { id: nextId++, message, tone: options.tone ?? 'info', action: options.action };
    changed([...toasts.slice(-3), toast]);
    window.setTimeout(
      () => toastStore.dismiss(toast.id),
      // A toast that offers Undo stays as long as undoing is promised (8 s, the user guide); others 6 s, errors 10.
      options.durationMs ?? (toast.tone === 'error' ? 10_000 : toast.action ? 8_000 : 6_000),
    );
  },
  dismiss(id: number) {
    if (toasts.some((t) => t.id === id)) changed(toasts.filter((t) => t.id !== id));
  },
  clear() {
    if (toasts.length) changed([]);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => toasts,
};

const api: ToastApi = { show: toastStore.show };

/**
 * A modal <dialog> sits in the browser's top layer and makes the rest of the page inert: a toast beside it would
 * show under its backdrop, and a screen reader would not read it. So the toasts live in a host element that moves
 * into the topmost open modal dialog while it has toasts to show, and back to the page's body otherwise.
 */
function useToastHost(): HTMLElement {
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.dataset.toastHost = '';
    return element;
  });
  useEffect(() => {
    const place = () => {
      // Every dialog of the dashboard opens as a modal (components/ui/dialog.tsx): the last one open is on top.
      // Only while there is a toast to show: the dialog's own alerts and statuses stay the only ones in it.
      const dialog = toasts.length ? [...document.querySelectorAll('dialog[open]')].at(-1) : undefined;
      const parent = dialog ?? document.body;
      if (host.parentElement !== parent) parent.append(host);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    const unsubscribe = toastStore.subscribe(place);
    return () => {
      unsubscribe();
      observer.disconnect();
      host.remove();
    };
  }, [host]);
  return host;
}

/** Messages about what just happened, read out by screen readers (errors assertively), gone after a while. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const shown = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  const host = useToastHost();
  // Toasts belong to the page that showed them: a provider that goes away (a test's cleanup) takes them along.
  useEffect(() => () => toastStore.clear(), []);
  const region = (tone: Tone) => (
    <div role={tone === 'error' ? 'alert' : 'status'} className="contents">
      {shown
        .filter((t) => t.tone === tone)
        .map((t) => (
          <div
            key={t.id}
            className={`pointer-events-auto flex items-center gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ring-1 ${
              t.tone === 'error' ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-slate-900 text-white ring-slate-900'
            }`}
          >
            <span className="flex-1">{t.message}</span>
            {t.action && (
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => {
                  t.action!.run();
                  toastStore.dismiss(t.id);
                }}
              >
                {t.action.label}
              </button>
            )}
            <button
              type="button"
              aria-label="Dismiss"
              className="opacity-80 hover:opacity-100"
              onClick={() => toastStore.dismiss(t.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
    </div>
  );
  return (
    <>
      {children}
      {createPortal(
        // On a phone the sections' bar runs along the bottom (features/shell/main-nav.tsx): the toasts sit above it,
        // never over it.
        <div className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2 max-sm:in-[body:has([data-bottom-bar])]:bottom-[calc(4rem+env(safe-area-inset-bottom))]">
          {region('error')}
          {region('info')}
        </div>,
        host,
      )}
    </>
  );
}

/** Shows a toast; kept as a hook for components, though the store works without a provider in the tree. */
export function useToast(): ToastApi {
  return api;
}
