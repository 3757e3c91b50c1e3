import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { manages, type Role } from '../../../lib/roles';

/** Who sees a page: everyone, everyone who writes posts (not clients), or owners and admins. */
type Audience = 'everyone' | 'writers' | 'managers';

const pages: readonly { to: string; label: string; for: Audience }[] = [
  { to: '/settings/profile', label: 'Profile', for: 'everyone' },
  { to: '/settings/workspace', label: 'Workspace', for: 'managers' },
  { to: '/settings/channels', label: 'Channels', for: 'managers' },
  { to: '/settings/people', label: 'People', for: 'managers' },
  { to: '/settings/labels', label: 'Labels', for: 'managers' },
  { to: '/settings/saved-replies', label: 'Saved replies', for: 'managers' },
  { to: '/settings/snippets', label: 'Snippets', for: 'writers' },
  { to: '/settings/assignment', label: 'Assignment', for: 'managers' },
  { to: '/settings/reports', label: 'Reports', for: 'managers' },
  { to: '/settings/apps', label: 'API applications', for: 'managers' },
  { to: '/settings/audit', label: 'Audit log', for: 'managers' },
];

const sees: Record<Audience, (role: Role) => boolean> = {
  everyone: () => true,
  writers: (role) => role !== 'client',
  managers: manages,
};

/** Settings: the pages a person may use (collaborators their profile and snippets), beside the page open. */
export function SettingsLayout({ role, children }: { role: Role; children: ReactNode }) {
  const visible = pages.filter((page) => sees[page.for](role));
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
