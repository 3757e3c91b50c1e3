import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inboxMentionsSeenMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { InboxMentionsResponse } from '../../../api/generated/types.gen';
import { everyMentionsKey } from '../../../api/use-unseen-mentions';
import type { MentionPages } from '../../../api/mentions-query';

/** What the mentions' queries hold: the pages of a list (the unseen badge reads the unseen list's first). */
type Held = MentionPages | undefined;

/** Whether any answer held shows this note unseen: marking it seen then takes one from the count. */
const heldUnseen = (held: Held[], noteId: string) =>
  held.some((one) => one?.pages.some((page) => page.data.mentions.some((m) => m.note_id === noteId && !m.seen)));

/** A page with one note (or every note, without `noteId`) seen, and the count of unseen lowered to match. */
function seenIn(page: InboxMentionsResponse, noteId: string | undefined, wasUnseen: boolean): InboxMentionsResponse {
  const unseen = noteId === undefined ? 0 : Math.max(0, page.data.unseen - (wasUnseen ? 1 : 0));
  const mentions = page.data.mentions.map((m) =>
    noteId === undefined || m.note_id === noteId ? { ...m, seen: 1 } : m,
  );
  return { ...page, data: { ...page.data, unseen, mentions } };
}

/**
 * Marks one mention seen (`note_id`), or all of them: at once in every list and in the badges, undone if the
 * service refuses (the query client's mutation cache tells why), and read again after either way. Options rather
 * than a hook alone, for the mention toast, which runs them outside React.
 */
export const markSeenOptions = (queryClient: QueryClient) =>
  mutationOptions({
    ...inboxMentionsSeenMutation(),
    meta: { errorMessage: 'The mentions could not be marked seen.' },
    onMutate: async ({ body }) => {
      await queryClient.cancelQueries({ queryKey: everyMentionsKey() });
      const snapshot = queryClient.getQueriesData<Held>({ queryKey: everyMentionsKey() });
      const noteId = body.note_id === undefined ? undefined : String(body.note_id);
      const wasUnseen =
        noteId !== undefined &&
        heldUnseen(
          snapshot.map(([, held]) => held),
          noteId,
        );
      queryClient.setQueriesData<Held>(
        { queryKey: everyMentionsKey() },
        (held) => held && { ...held, pages: held.pages.map((page) => seenIn(page, noteId, wasUnseen)) },
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) =>
      context?.snapshot.forEach(([key, held]) => queryClient.setQueryData(key, held)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: everyMentionsKey() }),
  });

export function useMarkSeen() {
  return useMutation(markSeenOptions(useQueryClient()));
}
