import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxNoteMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { InboxItem } from '../../../api/generated/types.gen';
import { threadOptions } from './thread-queries';

/**
 * Writes an internal note on the item's conversation (decision 042); the thread is fetched again after, so the note
 * shows where the team reads it. The note form shows a refusal itself, beside the text that stays.
 */
export function useAddNote(item: InboxItem) {
  const queryClient = useQueryClient();
  return useMutation({
    ...inboxNoteMutation(),
    meta: { quiet: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: threadOptions(item).queryKey }),
  });
}

/** The call's body for a note on this item. */
export const noteOn = (item: InboxItem, message: string) => ({
  body: { post_id: Number(item.post_id), channel_id: Number(item.channel_id), message },
});
