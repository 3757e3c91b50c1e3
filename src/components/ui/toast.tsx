import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Tone = 'info' | 'error';
interface Toast {
  id: number;
  message: string;
  tone: Tone;
  action?: { label: string; run: () => void };
}
interface ToastApi {
  show: (message: string, options?: { tone?: Tone; action?: Toast['action']; durationMs?: number }) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

/** Messages about what just happened, read out by screen readers (errors assertively), gone after a while. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback<ToastApi['show']>(
    (message, options = {}) => {
      const toast = { id: nextId++, message, tone: options.tone ?? 'info', action: options.action };
      setToasts((all) => [...all.slice(-3), toast]);
      window.setTimeout(() => dismiss(toast.id), options.durationMs ?? (toast.tone === 'error' ? 10_000 : 6_000));
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);
  const region = (tone: Tone) => (
    <div role={tone === 'error' ? 'alert' : 'status'} className="contents">
      {toasts
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
                  dismiss(t.id);
                }}
              >
                {t.action.label}
              </button>
            )}
            <button
              type="button"
              aria-label="Dismiss"
              className="opacity-80 hover:opacity-100"
              onClick={() => dismiss(t.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
    </div>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2">
        {region('error')}
        {region('info')}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
