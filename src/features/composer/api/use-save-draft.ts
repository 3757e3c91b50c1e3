import { everyOutboxKey } from '../../../api/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  draftsCreateMutation,
  draftsGetQueryKey,
  draftsUpdateMutation,
} from '../../../api/generated/@tanstack/react-query.gen';

/** A draft write changes the drafts list and, when the draft moves, the outboxes of its channels. */
function useRefreshDraftsAndOutboxes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: draftsGetQueryKey() }),
      queryClient.invalidateQueries({ queryKey: everyOutboxKey() }),
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
