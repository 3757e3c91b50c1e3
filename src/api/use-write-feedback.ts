import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '../components/ui/toast';
import { apiErrorMessage } from '../lib/api-error';
import { draftsGetQueryKey } from './generated/@tanstack/react-query.gen';
import { everyOutboxKey } from './query-keys';

/**
 * What a write does around the call: the service's reason as an error toast (read out at once) when it refuses, and
 * fresh copies of the lists it touched (`refresh`), whatever happened.
 */
export function useCallFeedback() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    toast,
    queryClient,
    showError: (error: unknown) => toast.show(apiErrorMessage(error), { tone: 'error' }),
    refresh: (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  };
}

/** A write to posts or drafts: on settling, fresh outboxes and drafts (a write can move a post between them). */
export function useWriteFeedback() {
  const { toast, showError, refresh } = useCallFeedback();
  return { toast, onError: showError, onSettled: () => refresh(everyOutboxKey(), draftsGetQueryKey()) };
}
