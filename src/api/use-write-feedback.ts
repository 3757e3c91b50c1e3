import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../components/ui/toast';
import { apiErrorMessage } from '../lib/api-error';
import { draftsGetQueryKey } from './generated/@tanstack/react-query.gen';
import { everyOutboxKey } from './query-keys';

/**
 * What every write to posts or drafts does around the call: the service's reason as an error toast when it
 * refuses, and, whatever happened, fresh outboxes and drafts (a write can move a post between them).
 */
export function useWriteFeedback() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    toast,
    onError: (error: unknown) => toast.show(apiErrorMessage(error), { tone: 'error' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: everyOutboxKey() }),
        queryClient.invalidateQueries({ queryKey: draftsGetQueryKey() }),
      ]),
  };
}
