import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { everyCalendarKey, everyOutboxKey } from '../../../api/query-keys';
import { sandboxGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { coalesce } from '../../../lib/coalesce';
import { useWorkspaceEvents } from '../../../lib/events';
import { outboxKey } from '../api/outbox-query';

/** How long outbox events are gathered before the outboxes they name are refreshed. */
export const OUTBOX_REFRESH_MS = 250;

/**
 * Keeps every shown outbox (and calendar) current when anyone in the workspace changes one (or a post goes out): the outboxes of
 * the channels the events name, or all of them for an event that names none, refreshed once per burst.
 */
export function useLiveOutboxes() {
  const queryClient = useQueryClient();
  const [refresh] = useState(() =>
    coalesce<number | 'all'>(OUTBOX_REFRESH_MS, (channels) => {
      const keys = channels.includes('all')
        ? [everyOutboxKey()]
        : [...new Set(channels)].map((id) => outboxKey(String(id)));
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      // A calendar spans every channel.
      void queryClient.invalidateQueries({ queryKey: everyCalendarKey() });
      // Publications count on the sandbox settings of a channel.
      void queryClient.invalidateQueries({ queryKey: sandboxGetQueryKey() });
    }),
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  useWorkspaceEvents((event) => {
    if (event.type !== 'outbox') return;
    if (event.data.channel_ids.length === 0) refresh.add('all');
    else refresh.add(...event.data.channel_ids);
  });
}
