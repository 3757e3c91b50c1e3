import { everyOutboxKey } from '../../../api/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postsCreateMutation, postsUpdateMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** After any write, every channel's outbox is stale (a post may touch several channels). */
function useRefreshOutboxes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: everyOutboxKey() });
}

export function useCreatePost() {
  const refresh = useRefreshOutboxes();
  return useMutation({ ...postsCreateMutation(), onSettled: refresh });
}

export function useUpdatePost() {
  const refresh = useRefreshOutboxes();
  return useMutation({ ...postsUpdateMutation(), onSettled: refresh });
}
