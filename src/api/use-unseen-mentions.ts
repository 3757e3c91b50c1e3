import { useInfiniteQuery } from '@tanstack/react-query';
import { inboxMentionsQueryKey } from './generated/@tanstack/react-query.gen';
import { mentionsOptions } from './mentions-query';

/** Every read of the caller's mentions (the unseen count, each list and its pages): the generated key, unfiltered. */
export const everyMentionsKey = () => inboxMentionsQueryKey();

/**
 * How many of the caller's mentions are unseen: the badge on the Inbox section and on the Mentions link. Shared by
 * the shell and the inbox's pages (one query, asked once, and the one the Mentions page's unseen list reads); 0 until
 * it is known, when it cannot be read, and when not `enabled` (a client has no inbox).
 */
export function useUnseenMentions(enabled: boolean): number {
  return (
    useInfiniteQuery({ ...mentionsOptions(true), enabled, select: (list) => list.pages[0]?.data.unseen ?? 0 }).data ?? 0
  );
}
