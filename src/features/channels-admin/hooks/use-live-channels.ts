import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { channelsGetQueryKey, draftsGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { coalesce } from '../../../lib/coalesce';
import { useWorkspaceEvents } from '../../../lib/events';

/** How long channel events are gathered before the channel lists are refreshed. */
export const CHANNELS_REFRESH_MS = 250;

/**
 * Keeps the channels shown current when one is connected or disconnected (by anyone in the workspace) or its
 * health changes: the Channels page and the health banner (channels/get), and the channel list (drafts/get). A
 * change to an outbox changes the counts channels/get gives (the Approvals badge), so it refreshes that too.
 */
export function useLiveChannels() {
  const queryClient = useQueryClient();
  const [refresh] = useState(() =>
    coalesce<'channels' | 'counts'>(CHANNELS_REFRESH_MS, (kinds) => {
      void queryClient.invalidateQueries({ queryKey: channelsGetQueryKey() });
      if (kinds.includes('channels')) void queryClient.invalidateQueries({ queryKey: draftsGetQueryKey() });
    }),
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  useWorkspaceEvents((event) => {
    if (event.type === 'channels') refresh.add('channels');
    else if (event.type === 'outbox') refresh.add('counts');
  });
}
