import { useQueryClient } from '@tanstack/react-query';
import { useWorkspaceEvents } from '../../../lib/events';
import { everyOutboxKey } from '../../../api/query-keys';
import { sandboxGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';

/** Keeps every shown outbox current when anyone in the workspace changes one (or a post goes out). */
export function useLiveOutboxes() {
  const queryClient = useQueryClient();
  useWorkspaceEvents((event) => {
    if (event.type !== 'outbox') return;
    void queryClient.invalidateQueries({ queryKey: everyOutboxKey() });
    // Publications count on the sandbox settings of a channel.
    void queryClient.invalidateQueries({ queryKey: sandboxGetQueryKey() });
  });
}
