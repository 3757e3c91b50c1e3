import { useQuery } from '@tanstack/react-query';
import { inboxMentionsOptions, inboxMentionsQueryKey } from './generated/@tanstack/react-query.gen';

/** The first page of the caller's unseen mentions, whose answer carries the count of them all (`data.unseen`). */
export const unseenMentionsOptions = () => inboxMentionsOptions({ query: { is_unseen: 1 } });

/** Every read of the caller's mentions (the unseen count, each list and its pages): the generated key, unfiltered. */
export const everyMentionsKey = () => inboxMentionsQueryKey();

/**
 * How many of the caller's mentions are unseen: the badge on the Inbox section and on the Mentions link. Shared by
 * the shell and the inbox's pages (one query, asked once); 0 until it is known, and when it cannot be read.
 */
export function useUnseenMentions(): number {
  return useQuery({ ...unseenMentionsOptions(), select: (answer) => answer.data.unseen }).data ?? 0;
}
