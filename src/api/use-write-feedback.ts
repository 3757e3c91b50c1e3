import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '../components/ui/toast';
import { draftsGetQueryKey } from './generated/@tanstack/react-query.gen';
import { everyCalendarKey, everyOutboxKey } from './query-keys';

/**
 * What a write does around the call: fresh copies of the lists it touched (`refresh`), whatever happened, and the
 * toast for telling what went well. A refusal is told by the query client's mutation cache (src/lib/query-client.ts),
 * once for every write: hooks do not show errors themselves.
 */
export function useCallFeedback() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    toast,
    queryClient,
    refresh: (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  };
}

/**
 * A write to posts or drafts: on settling, fresh outboxes, calendars and drafts (a write can move a post between
 * them).
 */
export function useWriteFeedback() {
  const { toast, refresh } = useCallFeedback();
  return { toast, onSettled: () => refresh(everyOutboxKey(), everyCalendarKey(), draftsGetQueryKey()) };
}
