import { Link } from '@tanstack/react-router';
import { Compass, Lock } from 'lucide-react';

/**
 * An address that leads nowhere: says so, and offers the way back. One the caller's role may not open (a client's
 * address of an outbox, say: the layout's guard gives the sections the role may open as `data`) says that instead,
 * rather than asking the service for what it would refuse.
 */
export function NotFound({ data }: { data?: unknown }) {
  if (Array.isArray(data)) return <NotForRole />;
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

function NotForRole() {
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-slate-50 p-6">
      <section
        aria-labelledby="not-for-role-title"
        className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <Lock aria-hidden="true" className="mx-auto size-10 text-blue-700" />
        <h1 id="not-for-role-title" className="mt-4 text-2xl font-bold">
          Not part of your access
        </h1>
        <p className="mt-2 text-slate-600">
          As a client you see the posts waiting for your approval, in Approvals and the calendar. This page is for the
          team that writes them.
        </p>
        <Link
          to="/approvals"
          className="mt-6 inline-flex rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
        >
          Go to Approvals
        </Link>
      </section>
    </main>
  );
}
