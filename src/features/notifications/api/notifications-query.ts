import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { notificationsListQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { notificationsList } from '../../../api/generated/sdk.gen';
import type { NotificationsListResponse } from '../../../api/generated/types.gen';

type Cursor = { last_notification_id?: number };
export type NotificationPages = InfiniteData<NotificationsListResponse, Cursor>;

/** Every read of the caller's notifications (the bell's count and its list are one query): the generated key. */
export const everyNotificationsKey = () => notificationsListQueryKey();

/**
 * The caller's notifications, newest first, 20 a page; a page continues after the last entry. The bell's unread count
 * is the first page's `unread`, so the count and the list the bell opens ask once between them.
 */
export const notificationsOptions = () =>
  infiniteQueryOptions({
    queryKey: [{ ...notificationsListQueryKey()[0], _infinite: true as const }],
    queryFn: async ({ pageParam, signal }) =>
      (await notificationsList({ query: pageParam, signal, throwOnError: true })).data,
    initialPageParam: {} as Cursor,
    getNextPageParam: (page: NotificationsListResponse): Cursor | undefined => {
      const last = page.data.notifications.at(-1);
      return page.data.view_more && last ? { last_notification_id: Number(last.notification_id) } : undefined;
    },
  });
