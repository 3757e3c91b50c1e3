import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MainNav, MoreNav, type SectionCounts } from './main-nav';
import { MenuDrawer } from './menu-drawer';
import { ThemeSwitch } from './theme-switch';

function Brand({ className = '' }: { className?: string }) {
  return (
    <Link to="/inbox" className={`flex items-center gap-2 text-lg font-bold ${className}`}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Social Desk
    </Link>
  );
}

/**
 * The frame of every logged-in page. From tablets up: the sections and channels in a sidebar, the account on top.
 * On a phone: the sections in a bar along the bottom, the channels and the account behind Menu, and the page
 * using the whole width. `banner` is what every page must show above it (channels needing attention).
 */
export function AppShell({
  channels,
  account,
  bell,
  create,
  banner,
  counts,
  guide,
  only,
}: {
  channels: ReactNode;
  account: ReactNode;
  /** The notifications bell: in the header on every page, beside Menu on a phone. */
  bell?: ReactNode;
  /** The way to write a post (Create post): in the header on every page, phone and wider screens alike. */
  create?: ReactNode;
  banner?: ReactNode;
  counts?: SectionCounts;
  /** The way to the getting-started guide while it has steps left: above the sections. */
  guide?: ReactNode;
  /** The sections of a role that sees only some (a client's, lib/roles.ts). */
  only?: readonly string[];
}) {
  const channelsSection = (
    <section aria-labelledby="channels-heading">
      <h2 id="channels-heading" className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Channels
      </h2>
      {channels}
    </section>
  );
  return (
    <div className="min-h-screen sm:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-slate-200 bg-white px-3 py-1.5 sm:hidden">
        <Brand />
        <div className="flex items-center gap-1">
          {create}
          {bell}
          <MenuDrawer>
            {account}
            {guide}
            {/* A role that sees only some sections (a client) has none of these. */}
            {!only && <MoreNav />}
            <div className="flex items-center justify-between rounded-lg px-3 ring-1 ring-slate-200">
              <span className="text-sm font-medium">Dark mode</span>
              <ThemeSwitch />
            </div>
            {channelsSection}
          </MenuDrawer>
        </div>
      </header>
      <aside
        aria-label="Workspace"
        className="max-sm:contents sm:sticky sm:top-0 sm:flex sm:h-screen sm:w-56 sm:shrink-0 sm:flex-col sm:gap-6 sm:overflow-y-auto sm:border-r sm:border-slate-200 sm:bg-white sm:p-3 lg:w-64"
      >
        <Brand className="px-3 pt-1 max-sm:hidden" />
        <div className="empty:hidden max-sm:hidden">{guide}</div>
        <MainNav counts={counts} only={only} />
        <div className="max-sm:hidden">{channelsSection}</div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-2 border-b border-slate-200 bg-white px-6 py-2.5 max-sm:hidden">
          {create}
          {bell}
          {account}
          <ThemeSwitch />
        </header>
        {banner}
        <main id="main" className="flex-1 p-4 pb-24 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
