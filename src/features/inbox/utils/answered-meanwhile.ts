import { listInWords } from '../../../lib/words';
import type { InboxItem } from '../../../api/generated/types.gen';

/**
 * Who wrote the answers a 409 `answered_meanwhile` quotes (decision 042): its message says "Maya Chen answered at
 * 2026-06-10 09:12:00: “…”" for each, naming the member (or the channel, for an answer written on the network's own
 * app). The thread shows our answers under the channel's name, so the writer is read from the message; the error
 * body carries nothing else (the brief fixes it as status, code, message and field).
 */
export function writersOf(message: string): string[] {
  return [...new Set(quotedWriters(message))];
}

/** The writer of each answer the message quotes, in its order (the answers' order: oldest first). */
export function quotedWriters(message: string): string[] {
  const found = message.matchAll(/(?:writing\.|”) (.+?) answered at \d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d)?: “/g);
  return Array.from(found, (match) => match[1]!.trim());
}

/** The dialog's title: "Maya Chen answered while you were writing", "Someone …" when the message names nobody. */
export function answeredTitle(message: string): string {
  const writers = writersOf(message);
  return `${writers.length ? listInWords(writers) : 'Someone'} answered while you were writing`;
}

/** Our answers in the thread after what the writer had seen, as the refreshed thread shows them, oldest first. */
export function answersAfter(posts: readonly InboxItem[], seenLastId: number | undefined): InboxItem[] {
  return posts
    .filter(
      (post) =>
        post.is_note !== 1 &&
        post.post_type !== 'post' &&
        post.user_id.startsWith('channel-') &&
        (seenLastId === undefined || Number(post.post_id) > seenLastId),
    )
    .sort((a, b) => Number(a.post_id) - Number(b.post_id));
}
