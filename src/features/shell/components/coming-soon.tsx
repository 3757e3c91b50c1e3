import type { ReactNode } from 'react';

/** A section whose feature is still being built: says what will be here, so the page never looks broken. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <h1 id="page-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-3 rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{children}</p>
    </section>
  );
}
