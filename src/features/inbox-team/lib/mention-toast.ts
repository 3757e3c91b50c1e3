import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { toastStore } from '../../../components/ui/toast';
import { excerpt } from '../../../lib/excerpt';
import type { MentionEvent } from '../../../lib/events';
import { markSeenOptions } from '../api/use-mark-seen';

/** Where the inbox opens a conversation: its item and channel, as the inbox's address holds them. */
export type OpenItem = { item: number; itemChannel: number };

/** How much of the note a toast quotes: a line or two; the Mentions page and the conversation have all of it. */
const QUOTED = 90;

/**
 * "Maya Chen mentioned you: …", with a way into the conversation. Opening it from here marks the mention seen, as
 * opening it from the Mentions page does, in the same way (use-mark-seen.ts): at once, undone and told if refused.
 */
export function showMentionToast(mention: MentionEvent, queryClient: QueryClient, open: (item: OpenItem) => void) {
  toastStore.show(`${mention.author_name} mentioned you: ${excerpt(mention.text, QUOTED)}`, {
    // Longer than an Undo's 8 s: it asks for reading, and for a decision whether to go there now.
    durationMs: 12_000,
    action: {
      label: 'Open',
      run: () => {
        open({ item: Number(mention.post_id), itemChannel: Number(mention.channel_id) });
        // A refusal is told and undone by the options; nothing is left to do with it here.
        new MutationObserver(queryClient, markSeenOptions(queryClient))
          .mutate({ body: { note_id: Number(mention.note_id) } })
          .catch(() => undefined);
      },
    },
  });
}
