import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { InboxViewCount } from '../../../api/generated/types.gen';
import type { AssigneeView } from '../api/inbox-queries';
import { inboxViewsOptions } from '../api/view-queries';
import { useLiveViews } from '../hooks/use-live-views';

interface View {
  /** The `assignee` search parameter; undefined is Everyone. */
  assignee?: AssigneeView;
  name: string;
  count?: InboxViewCount;
}

const none: InboxViewCount = { open: 0, unread: 0 };

const nameOf = ({ name, count }: View) =>
  count ? `${name}, ${count.open} open${count.unread ? `, ${count.unread} unread` : ''}` : name;

/**
 * The views of who handles what: Mine, Unassigned, Everyone, then each teammate, each with how many open items it
 * lists (decision 046). Links, so a view can be opened in another tab, gone back to and shared; on a phone the row
 * scrolls sideways. The counts follow the event stream.
 */
export function InboxViews({ current, me }: { current?: AssigneeView; me: string }) {
  useLiveViews();
  const answer = useQuery(inboxViewsOptions()).data?.data;
  const views: View[] = [
    { assignee: 'me', name: 'Mine', count: answer && (answer.assignees.find((a) => a.user_id === me) ?? none) },
    { assignee: 'none', name: 'Unassigned', count: answer?.unassigned },
    { name: 'Everyone', count: answer?.everyone },
    ...(answer?.assignees ?? [])
      .filter((a) => a.user_id !== me)
      .map((a) => ({ assignee: Number(a.user_id), name: a.is_member ? a.name : `${a.name} (left)`, count: a })),
  ];
  // The caller's own id is their Mine.
  const active = current !== undefined && String(current) === me ? 'me' : current;
  const activeRef = useRef<HTMLAnchorElement>(null);
  // Again once the counts arrive: they widen the links. (Braces: Chromium's scrollIntoView now answers a promise,
  // which React would take for a cleanup.)
  const counted = answer !== undefined;
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, counted]);

  return (
    <nav aria-label="Inbox views" className="-mx-4 overflow-x-auto px-4 [scrollbar-width:thin] sm:-mx-6 sm:px-6">
      <ul className="flex gap-1 py-0.5 whitespace-nowrap">
        {views.map((view) => {
          const here = view.assignee === active;
          const unread = (view.count?.unread ?? 0) > 0;
          return (
            <li key={view.assignee ?? 'everyone'}>
              <Link
                to="/inbox"
                search={(prev) => ({ ...prev, assignee: view.assignee })}
                // Everyone's link leaves `assignee` out: without this the router would find it in every view.
                activeOptions={{ explicitUndefined: true }}
                ref={here ? activeRef : undefined}
                aria-current={here ? 'page' : undefined}
                // Said whole ("Mine, 3 open, 1 unread"); the name starts with the words shown.
                aria-label={nameOf(view)}
                className={`inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm ring-1 ${
                  here
                    ? 'bg-blue-50 font-semibold text-blue-900 ring-blue-300'
                    : 'text-slate-700 ring-slate-200 hover:bg-slate-100'
                }`}
              >
                {unread && <span aria-hidden="true" className="size-1.5 rounded-full bg-blue-600" />}
                {view.name}
                {view.count && (
                  <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-700 tabular-nums">
                    {view.count.open}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
