import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postsCreateMutation,
  postsGetQueryKey,
  postsUpdateMutation,
} from '../../../api/generated/@tanstack/react-query.gen';

/** After any write, every channel's outbox is stale (a post may touch several channels). */
function useRefreshOutboxes() {
  const queryClient = useQueryClient();
  const [{ query: _channel, ...everyChannel }] = postsGetQueryKey({ query: { channel_id: 0 } });
  return () => queryClient.invalidateQueries({ queryKey: [everyChannel] });
}

export function useCreatePost() {
  const refresh = useRefreshOutboxes();
  return useMutation({ ...postsCreateMutation(), onSettled: refresh });
}

export function useUpdatePost() {
  const refresh = useRefreshOutboxes();
  return useMutation({ ...postsUpdateMutation(), onSettled: refresh });
}
