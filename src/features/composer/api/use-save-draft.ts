import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  draftsCreateMutation,
  draftsGetQueryKey,
  draftsUpdateMutation,
  postsGetQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';

/** A draft write changes the drafts list and, when the draft moves, the outboxes of its channels. */
function useRefreshDraftsAndOutboxes() {
  const queryClient = useQueryClient();
  const [{ query: _channel, ...everyChannel }] = postsGetQueryKey({ query: { channel_id: 0 } });
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: draftsGetQueryKey() }),
      queryClient.invalidateQueries({ queryKey: [everyChannel] }),
    ]);
}

export function useCreateDraft() {
  const refresh = useRefreshDraftsAndOutboxes();
  return useMutation({ ...draftsCreateMutation(), onSettled: refresh });
}

export function useUpdateDraft() {
  const refresh = useRefreshDraftsAndOutboxes();
  return useMutation({ ...draftsUpdateMutation(), onSettled: refresh });
}
