import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxNoteDeleteMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { InboxItem } from '../../../api/generated/types.gen';
import { createPendingDeletes, deleteAfterUndoWindow } from '../../../lib/deferred-delete';
import { threadOptions } from './thread-queries';

/** Notes deleted whose undo window is still open: the thread leaves them out meanwhile. */
export const pendingNoteDeletes = createPendingDeletes<string>();

/**
 * Hides the note at once and deletes it when the undo window closes, unless Undo comes first (as drafts and posts
 * are deleted, decision 006): a note is somebody's record, so a slip is taken back without writing it again. A
 * refusal (403 for another collaborator's note) is one error toast, and the note shows again.
 */
export function useDeleteNoteWithUndo(thread: InboxItem) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    ...inboxNoteDeleteMutation(),
    meta: { errorMessage: 'The note was not deleted:' },
    onSettled: async (_data, _error, variables) => {
      await queryClient.invalidateQueries({ queryKey: threadOptions(thread).queryKey });
      pendingNoteDeletes.remove(variables.body.note_id);
    },
  });
  return (note: InboxItem) => {
    const id = Number(note.post_id);
    pendingNoteDeletes.add(id, note.post_id);
    deleteAfterUndoWindow({
      deleted: 'Note deleted.',
      restored: 'Note restored.',
      remove: () => remove.mutate({ body: { note_id: id } }),
      restore: () => pendingNoteDeletes.remove(id),
    });
  };
}
