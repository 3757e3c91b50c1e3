import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { notificationsOptions } from '../api/notifications-query';

let panel: Promise<typeof import('./notification-panel')> | undefined;
/** The open list's code: fetched as the pointer, the finger or the focus reaches the bell, so it opens at once. */
const loadPanel = () => (panel ??= import('./notification-panel'));
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

/**
 * The bell in the header of every page: the caller's unread notifications as a badge, live over the event stream
 * (use-notifications-live.ts), and their list behind it (notification-panel.tsx, loaded on intent). Opening another
 * page closes the list, as opening one of its entries does.
 */
export function NotificationBell() {
  const unread =
    useInfiniteQuery({ ...notificationsOptions(), select: (list) => list.pages[0]?.data.unread ?? 0 }).data ?? 0;
  const pathname = useLocation({ select: (location) => location.pathname });
  // Open for the page it was opened on: going to another page closes it, with no effect to run.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        <span className="sr-only">Notifications{unread > 0 && `, ${unread} unread`}</span>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white"
          >
            {unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel onClose={close} bell={button} />
        </Suspense>
      )}
    </div>
  );
}
