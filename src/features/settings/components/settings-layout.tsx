import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { manages, type Role } from '../../../lib/roles';

const pages = [
  { to: '/settings/profile', label: 'Profile', managers: false },
  { to: '/settings/workspace', label: 'Workspace', managers: true },
  { to: '/settings/channels', label: 'Channels', managers: true },
  { to: '/settings/people', label: 'People', managers: true },
  { to: '/settings/labels', label: 'Labels', managers: true },
  { to: '/settings/saved-replies', label: 'Saved replies', managers: true },
  { to: '/settings/assignment', label: 'Assignment', managers: true },
  { to: '/settings/apps', label: 'API applications', managers: true },
  { to: '/settings/audit', label: 'Audit log', managers: true },
] as const;

/** Settings: the pages a person may use (collaborators and clients only their profile), beside the page open. */
export function SettingsLayout({ role, children }: { role: Role; children: ReactNode }) {
  const visible = pages.filter((page) => !page.managers || manages(role));
  return (
    <div className="max-w-5xl">
      <h1 id="page-title" className="text-2xl font-bold">
        Settings
      </h1>
      <div className="mt-6 flex flex-col gap-6 lg:flex-row">
        <nav aria-label="Settings" className="lg:w-52 lg:shrink-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {visible.map((page) => (
              <li key={page.to}>
                <Link
                  to={page.to}
                  className="block rounded-lg px-3 py-2 text-sm font-medium"
                  activeProps={{ className: 'bg-blue-100 font-semibold text-blue-900', 'aria-current': 'page' }}
                  inactiveProps={{ className: 'text-slate-700 hover:bg-slate-200/60' }}
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}
