import { useQueryClient } from '@tanstack/react-query';
import { useWorkspaceEvents } from '../../../lib/events';
import { everyNotificationsKey } from '../api/notifications-query';

/**
 * The bell's count and list read again when the stream says the caller has news (it tells the members concerned
 * alone, decision 053), and when the stream opens again after a break, which may have missed some. Mounted once, by
 * the app's layout.
 */
export function useNotificationsLive() {
  const queryClient = useQueryClient();
  useWorkspaceEvents((event) => {
    if (event.type === 'notifications' || event.type === 'reconnected')
      void queryClient.invalidateQueries({ queryKey: everyNotificationsKey() });
  });
}
