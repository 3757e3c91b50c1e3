import { Link } from '@tanstack/react-router';
import { useUnseenMentions } from '../../api/use-unseen-mentions';

const link = 'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium sm:min-h-8';
const active = { className: 'bg-blue-50 text-blue-800', 'aria-current': 'page' } as const;
const inactive = { className: 'text-slate-700 hover:bg-slate-100' };

/**
 * The inbox's three pages: the conversations, the caller's mentions (with how many are unseen), and the team's
 * response times. In the header of each, so one is always a click away from the others. Shared here rather than by
 * a feature, as features do not import each other and the inbox and the team's pages both show it.
 */
export function InboxSections() {
  const unseen = useUnseenMentions(true);
  return (
    <nav aria-label="Inbox sections">
      <ul className="flex flex-wrap gap-1">
        <li>
          <Link
            to="/inbox"
            className={link}
            activeOptions={{ exact: true }}
            activeProps={active}
            inactiveProps={inactive}
          >
            Inbox
          </Link>
        </li>
        <li>
          <Link to="/inbox/mentions" className={link} activeProps={active} inactiveProps={inactive}>
            Mentions
            {unseen > 0 && (
              <>
                <span
                  aria-hidden="true"
                  className="min-w-5 rounded-full bg-red-700 px-1.5 text-center text-[0.6875rem] leading-5 font-semibold text-white"
                >
                  {unseen}
                </span>
                <span className="sr-only">, {unseen} unseen</span>
              </>
            )}
          </Link>
        </li>
        <li>
          <Link to="/inbox/reports" className={link} activeProps={active} inactiveProps={inactive}>
            Reports
          </Link>
        </li>
      </ul>
    </nav>
  );
}
