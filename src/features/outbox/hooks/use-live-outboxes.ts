import { useQueryClient } from '@tanstack/react-query';
import { useWorkspaceEvents } from '../../../lib/events';
import { everyOutboxKey } from '../../../api/query-keys';

/** Keeps every shown outbox current when anyone in the workspace changes one (or a post goes out). */
export function useLiveOutboxes() {
  const queryClient = useQueryClient();
  useWorkspaceEvents((event) => {
    if (event.type === 'outbox') void queryClient.invalidateQueries({ queryKey: everyOutboxKey() });
  });
}
