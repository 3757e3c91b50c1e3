import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { coalesce } from '../../../lib/coalesce';
import { useWorkspaceEvents } from '../../../lib/events';
import { everyInboxListKeys } from '../api/inbox-queries';
import { invalidateInboxLabels, invalidateInboxViews } from '../api/view-queries';

/** How long inbox events are gathered before the views' counts are asked again. */
export const VIEWS_REFRESH_MS = 500;

/**
 * Keeps the views' counts and the labels current. Any inbox event may change a count (an arrival, a read, an
 * archive, an assignment, somebody else's too), so a burst of them costs one call. A label renamed, recoloured or
 * deleted changes the label filter and the labels every listed row shows.
 */
export function useLiveViews() {
  const queryClient = useQueryClient();
  const gather = useRef<ReturnType<typeof coalesce<true>> | null>(null);
  useEffect(() => {
    const gathering = coalesce<true>(VIEWS_REFRESH_MS, () => void invalidateInboxViews(queryClient));
    gather.current = gathering;
    return () => {
      gathering.cancel();
      gather.current = null;
    };
  }, [queryClient]);
  useWorkspaceEvents((event) => {
    // The stream (re)opening: what changed while it was away was not heard.
    if (event.type === 'inbox' || event.type === 'reconnected') gather.current?.add(true);
    if (event.type === 'labels') {
      void invalidateInboxLabels(queryClient);
      for (const queryKey of everyInboxListKeys()) void queryClient.invalidateQueries({ queryKey });
    }
  });
}
