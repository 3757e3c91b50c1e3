import { useEffect, useRef } from 'react';
import { coalesce } from '../../../lib/coalesce';
import { useWorkspaceEvents } from '../../../lib/events';

/** How long thread events are gathered before the open thread is refreshed. */
export const THREAD_REFRESH_MS = 250;

/**
 * Keeps the open conversation current: when an event names its thread (a reply from another tab, a new comment),
 * it is refreshed, once per burst. Events about other threads cost nothing.
 */
export function useLiveThread(conversationId: number, refresh: () => unknown) {
  const latest = useRef(refresh);
  const gather = useRef<ReturnType<typeof coalesce<true>> | null>(null);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const gathering = coalesce<true>(THREAD_REFRESH_MS, () => void latest.current());
    gather.current = gathering;
    return () => {
      gathering.cancel();
      gather.current = null;
    };
  }, []);
  useWorkspaceEvents((event) => {
    if (event.type === 'inbox' && event.data.conversation_ids.includes(conversationId)) gather.current?.add(true);
  });
}
