import { useEffect, useRef, type ReactNode } from 'react';

/** The login screen's look: a centered card under the logo. */
export function OnboardingCard({ children }: { children: ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center p-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        {children}
      </div>
    </main>
  );
}

/**
 * The card's heading. `focusOnMount` is for a state the page changes into (created, joined, not available): focus
 * moves to its heading, so a screen reader reads where the person is now and the keyboard continues from there.
 */
export function CardHeading({ children, focusOnMount = false }: { children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={focusOnMount ? -1 : undefined} className="mt-4 text-2xl font-bold focus:outline-none">
      {children}
    </h1>
  );
}

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" tabIndex={-1} className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      {children}
    </p>
  );
}
