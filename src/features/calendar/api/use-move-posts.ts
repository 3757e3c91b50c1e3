import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postsBulkMoveMutation, postsBulkUndoMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { PostsCalendarResponse } from '../../../api/generated/types.gen';
import { everyCalendarKey } from '../../../api/query-keys';
import { useWriteFeedback } from '../../../api/use-write-feedback';
import { toastStore } from '../../../components/ui/toast';
import { UNDO_WINDOW_MS } from '../../../lib/deferred-delete';
import { moved, type Move } from '../lib/moved';

/** Puts posts back where a bulk move or channel change found them (the `undo` its answer gave). */
export function useUndoBulk() {
  const { onSettled } = useWriteFeedback();
  const mutation = useMutation({
    ...postsBulkUndoMutation(),
    meta: { errorMessage: 'Undo did not work.' },
    onSuccess: (answer) => toastStore.show(answer.data.message),
    onSettled,
  });
  return (undo: string) => mutation.mutate({ body: { undo } });
}

/** Tells what a bulk write did, with Undo for the undo window (when the service gave one). */
export function useUndoToast() {
  const undo = useUndoBulk();
  return (message: string, token: string) =>
    token
      ? toastStore.show(message, { durationMs: UNDO_WINDOW_MS, action: { label: 'Undo', run: () => undo(token) } })
      : toastStore.show(message);
}

/**
 * Moves posts on the calendar optimistically (TanStack Query's optimistic-update guide): every calendar shows the
 * move at once, a refusal puts them back (the toast says why), and the answer's Undo puts a saved move back.
 */
export function useMovePosts() {
  const queryClient = useQueryClient();
  const { onSettled } = useWriteFeedback();
  const showUndo = useUndoToast();
  const mutation = useMutation({
    ...postsBulkMoveMutation(),
    meta: { errorMessage: (reason) => `The move was not saved: ${reason} The posts are back where they were.` },
    onMutate: async (variables) => {
      const key = everyCalendarKey();
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<PostsCalendarResponse>({ queryKey: key });
      const { post_ids, to, shift_days } = variables.body;
      const postIds = post_ids.split('_').map(Number);
      const move: Move = to !== undefined ? { postIds, to } : { postIds, shiftDays: shift_days ?? 0 };
      queryClient.setQueriesData<PostsCalendarResponse>({ queryKey: key }, (answer) => answer && moved(answer, move));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, answer] of context?.previous ?? []) queryClient.setQueryData(key, answer);
    },
    onSuccess: (answer) => showUndo(answer.data.message, answer.data.undo),
    onSettled,
  });
  return {
    move: (move: Move) =>
      mutation.mutate({
        body: {
          post_ids: move.postIds.join('_'),
          ...('to' in move ? { to: move.to } : { shift_days: move.shiftDays }),
        },
      }),
    pending: mutation.isPending,
  };
}
