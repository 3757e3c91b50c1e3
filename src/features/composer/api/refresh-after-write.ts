import { useQueryClient } from '@tanstack/react-query';
import { draftsGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { everyOutboxKey } from '../../../api/query-keys';

/** After a write every channel's outbox is stale (a post may touch several), and a draft write changes the drafts. */
export function useRefreshAfterWrite(drafts: boolean) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: everyOutboxKey() }),
      drafts ? queryClient.invalidateQueries({ queryKey: draftsGetQueryKey() }) : undefined,
    ]);
}
