import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { notificationsReadMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { Notification } from '../../../api/generated/types.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { Button } from '../../../components/ui/button';
import { formatWorkspaceTime } from '../../../lib/time';
import { everyNotificationsKey, notificationsOptions, type NotificationPages } from '../api/notifications-query';
import { notificationText } from '../lib/notification-text';

/** The list as it will be once the service has marked `read` (every entry, or those named) read. */
function markedRead(pages: NotificationPages, read: 'all' | string[]): NotificationPages {
  const isRead = (entry: Notification) => read === 'all' || read.includes(entry.notification_id);
  const newlyRead = pages.pages
    .flatMap((page) => page.data.notifications)
    .filter((entry) => entry.is_unread && isRead(entry)).length;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: {
        ...page.data,
        unread: read === 'all' ? 0 : Math.max(0, page.data.unread - newlyRead),
        notifications: page.data.notifications.map((entry) => (isRead(entry) ? { ...entry, is_unread: 0 } : entry)),
      },
    })),
  };
}

/**
 * The bell's list, open (its code comes when the bell is about to be used, notification-bell.tsx): the newest
 * notifications, each a link to what it is about that marks it read, "Mark all read", and older ones on demand.
 * Escape closes it and gives focus back to the bell; a click elsewhere closes it.
 */
export function NotificationPanel({
  onClose,
  bell,
}: {
  onClose: () => void;
  /** The bell's button: a click on it is its own (it toggles the list), and Escape gives it the focus back. */
  bell: RefObject<HTMLButtonElement | null>;
}) {
  const { zone, clock } = useWorkspace();
  const list = useInfiniteQuery(notificationsOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const key = notificationsOptions().queryKey;
  const markRead = useMutation({
    ...notificationsReadMutation(),
    onMutate: async ({ body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const read = body.all ? 'all' : body.notification_ids!.split('_');
      queryClient.setQueryData<NotificationPages>(key, (pages) => pages && markedRead(pages, read));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: everyNotificationsKey() }),
  });

  useEffect(() => panel.current?.focus(), []);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !bell.current?.contains(target)) onClose();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      bell.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [onClose, bell]);

  const entries = list.data?.pages.flatMap((page) => page.data.notifications) ?? [];
  const unread = list.data?.pages[0]?.data.unread ?? 0;

  const open = (event: MouseEvent<HTMLAnchorElement>, entry: Notification) => {
    if (entry.is_unread) markRead.mutate({ body: { notification_ids: entry.notification_id } });
    // A new tab or window opens the address itself; here the router goes there (and the list closes with the page).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClose();
    void navigate({ href: entry.link });
  };

  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby="notifications-heading"
      tabIndex={-1}
      className="fixed inset-x-2 top-14 z-30 flex max-h-[75vh] flex-col rounded-xl bg-white text-slate-900 shadow-xl ring-1 ring-slate-200 focus:outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id="notifications-heading" className="font-semibold">
          Notifications
        </h2>
        <Button
          variant="ghost"
          className="px-2 py-1"
          disabled={unread === 0}
          onClick={() => markRead.mutate({ body: { all: 1 } })}
        >
          Mark all read
        </Button>
      </div>
      <div className="overflow-y-auto">
        {list.isPending ? (
          <p className="p-4 text-sm text-slate-600">Loading notifications…</p>
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-2 p-4 text-sm">
            <p>Notifications could not be loaded. Check your connection, then try again.</p>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">
            Nothing needs you. You are told here when posts await your approval, when yours are approved or sent back,
            when posts fail or a channel needs reconnecting, and when a conversation is assigned to you or a note
            mentions you.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {entries.map((entry) => {
              const { title, detail } = notificationText(entry);
              return (
                <li key={entry.notification_id}>
                  <a
                    href={entry.link}
                    onClick={(event) => open(event, entry)}
                    className={`flex gap-3 px-4 py-3 text-sm hover:bg-slate-50 ${entry.is_unread ? 'bg-blue-50' : ''}`}
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-1.5 size-2 shrink-0 rounded-full ${entry.is_unread ? 'bg-blue-700' : ''}`}
                    />
                    <span className="min-w-0 flex-1">
                      {entry.is_unread ? <span className="sr-only">Unread: </span> : null}
                      <span className="block font-medium">{title}</span>
                      {detail && <span className="block truncate text-slate-600">{detail}</span>}
                      <span className="block text-xs text-slate-600">
                        {formatWorkspaceTime(entry.timestamp, zone, clock)}
                      </span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="border-t border-slate-200 p-2 text-center">
            <Button variant="ghost" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? 'Loading…' : 'Show older notifications'}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
