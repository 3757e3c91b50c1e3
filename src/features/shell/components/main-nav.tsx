import { Link } from '@tanstack/react-router';
import {
  CalendarDays,
  ChartLine,
  ClipboardCheck,
  FilePen,
  History,
  Images,
  Inbox,
  Send,
  Settings,
  type LucideIcon,
} from 'lucide-react';

/** `more`: on a phone, in the menu rather than the bottom bar (five sections fit a thumb's reach). */
const sections: { to: string; label: string; icon: LucideIcon; more?: boolean }[] = [
  { to: '/inbox', label: 'Inbox', icon: Inbox },
  { to: '/outbox', label: 'Outbox', icon: Send },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays },
  { to: '/approvals', label: 'Approvals', icon: ClipboardCheck },
  { to: '/drafts', label: 'Drafts', icon: FilePen },
  { to: '/history', label: 'History', icon: History, more: true },
  { to: '/analytics', label: 'Analytics', icon: ChartLine, more: true },
  { to: '/media', label: 'Media', icon: Images, more: true },
  { to: '/settings', label: 'Settings', icon: Settings, more: true },
];

/** Sections whose link stays current on their sub-pages (a channel's outbox, a settings page, the inbox's mentions). */
const nested = new Set<string>(['/inbox', '/outbox', '/settings']);

export type SectionCounts = Partial<Record<'/approvals' | '/inbox', number>>;
/** What a section's badge counts, said after its name to assistive technology ("Inbox, 2 unseen mentions"). */
const countWords: Record<keyof SectionCounts, string> = { '/approvals': 'waiting', '/inbox': 'unseen mentions' };

/**
 * The sections, once: a column in the sidebar from tablets up, a bar along the bottom of a phone's screen (where a
 * thumb reaches). `counts` puts a badge on a section with something waiting (posts to approve, unseen mentions).
 */
export function MainNav({ counts = {}, only }: { counts?: SectionCounts; only?: readonly string[] }) {
  return (
    <nav
      aria-label="Main"
      // The toasts rise above it on a phone (components/ui/toast.tsx).
      data-bottom-bar=""
      className="z-30 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:border-t max-sm:border-slate-200 max-sm:bg-white max-sm:pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid auto-cols-fr grid-flow-col sm:block sm:space-y-0.5">
        {sections
          .filter((s) => !only || only.includes(s.to))
          .map(({ to, label, icon: Icon, more }) => {
            const count = counts[to as keyof SectionCounts] ?? 0;
            const words = countWords[to as keyof SectionCounts];
            return (
              <li key={to} className={more ? 'max-sm:hidden' : undefined}>
                <Link
                  to={to}
                  className="relative flex flex-col items-center gap-0.5 px-1 py-2 text-xs font-medium sm:flex-row sm:gap-3 sm:rounded-lg sm:px-3 sm:text-sm"
                  // Apart, so the active colour never competes with the inactive one in the stylesheet's order.
                  activeProps={{ className: 'text-blue-800 sm:bg-blue-50', 'aria-current': 'page' }}
                  inactiveProps={{ className: 'text-slate-700 hover:bg-slate-100' }}
                  activeOptions={{ exact: !nested.has(to) }}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  <span>{label}</span>
                  {count > 0 && (
                    <>
                      <span
                        aria-hidden="true"
                        className="absolute top-1 left-[calc(50%+0.25rem)] min-w-5 rounded-full bg-red-700 px-1.5 text-center text-[0.6875rem] leading-5 font-semibold text-white sm:static sm:ml-auto"
                      >
                        {count}
                      </span>
                      <span className="sr-only">
                        , {count} {words}
                      </span>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

/** On a phone, the sections that do not fit the bottom bar, in the menu. */
export function MoreNav() {
  return (
    <nav aria-label="More">
      <ul className="space-y-0.5">
        {sections
          .filter((section) => section.more)
          .map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium"
                activeProps={{ className: 'text-blue-800 bg-blue-50', 'aria-current': 'page' }}
                inactiveProps={{ className: 'text-slate-700 hover:bg-slate-100' }}
                activeOptions={{ exact: !nested.has(to) }}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
