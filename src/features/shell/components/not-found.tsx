import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';

/** An address that leads nowhere: says so, and offers the way back. */
export function NotFound() {
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-slate-50 p-6">
      <section
        aria-labelledby="not-found-title"
        className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <Compass aria-hidden="true" className="mx-auto size-10 text-blue-700" />
        <h1 id="not-found-title" className="mt-4 text-2xl font-bold">
          Page not found
        </h1>
        <p className="mt-2 text-slate-600">
          Nothing lives at this address. It may have moved, or the link may be mistyped.
        </p>
        <Link
          to="/inbox"
          className="mt-6 inline-flex rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
        >
          Go to the inbox
        </Link>
      </section>
    </main>
  );
}
