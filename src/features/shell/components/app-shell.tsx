import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';

const sections = [
  { to: '/inbox', label: 'Inbox' },
  { to: '/outbox', label: 'Outbox' },
  { to: '/approvals', label: 'Approvals' },
  { to: '/drafts', label: 'Drafts' },
  { to: '/settings', label: 'Settings' },
] as const;

/** Sections whose link stays current on their sub-pages (a channel's outbox, a settings page). */
const nested = new Set<string>(['/outbox', '/settings']);

/**
 * The frame of every logged-in page: navigation and channels on the left, the account on top, the page in main.
 * On a narrow screen the left column folds behind a Menu button, which closes again when a page opens. `banner`
 * is what every page must show above it (channels needing attention), when there is any.
 */
export function AppShell({
  channels,
  account,
  banner,
}: {
  channels: ReactNode;
  account: ReactNode;
  banner?: ReactNode;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // The menu is open for the page it was opened on: going to another page closes it, with no effect to run.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <nav
        aria-label="Menu"
        className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-2 md:hidden"
      >
        <Link to="/inbox" className="flex items-center gap-2 text-lg font-bold">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          Social Desk
        </Link>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="app-menu"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
          className="rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
        >
          Menu
        </button>
      </nav>
      <aside
        id="app-menu"
        className={`${menuOpen ? 'flex' : 'hidden'} w-full shrink-0 flex-col gap-6 border-b border-slate-200 bg-white p-4 md:flex md:w-72 md:border-b-0 md:border-r`}
        aria-label="Workspace"
      >
        <Link to="/inbox" className="hidden items-center gap-2 px-3 text-lg font-bold md:flex">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Social Desk
        </Link>
        <nav aria-label="Main">
          <ul className="space-y-0.5">
            {sections.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  className="block rounded-lg px-3 py-2 font-medium"
                  // Apart, so the active colour never competes with the inactive one in the stylesheet's order.
                  activeProps={{ className: 'bg-blue-50 text-blue-800', 'aria-current': 'page' }}
                  inactiveProps={{ className: 'text-slate-700 hover:bg-slate-100' }}
                  activeOptions={{ exact: !nested.has(section.to) }}
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
        <header className="flex justify-end border-b border-slate-200 bg-white px-4 py-3 md:px-6">{account}</header>
        {banner}
        <main id="main" className="flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
