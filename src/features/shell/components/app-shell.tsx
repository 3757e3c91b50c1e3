import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const sections = [
  { to: '/inbox', label: 'Inbox' },
  { to: '/outbox', label: 'Outbox' },
  { to: '/approvals', label: 'Approvals' },
  { to: '/drafts', label: 'Drafts' },
] as const;

/** The frame of every logged-in page: navigation and channels on the left, the account on top, the page in main. */
export function AppShell({ channels, account }: { channels: ReactNode; account: ReactNode }) {
  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside
        className="flex w-72 shrink-0 flex-col gap-6 border-r border-slate-200 bg-white p-4"
        aria-label="Workspace"
      >
        <Link to="/inbox" className="flex items-center gap-2 px-3 text-lg font-bold">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Social Desk
        </Link>
        <nav aria-label="Main">
          <ul className="space-y-0.5">
            {sections.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  className="block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100"
                  activeProps={{ className: 'bg-blue-50 text-blue-800', 'aria-current': 'page' }}
                  activeOptions={{ exact: section.to !== '/outbox' }}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="channels-heading">
          <h2 id="channels-heading" className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
            Channels
          </h2>
          {channels}
        </section>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex justify-end border-b border-slate-200 bg-white px-6 py-3">{account}</header>
        <main id="main" className="flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
