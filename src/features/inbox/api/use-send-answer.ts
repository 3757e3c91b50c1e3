import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { callAction, type Action } from './call-action';
import { threadOptions } from './thread-queries';

export interface Answer {
  item: InboxItem;
  action: Extract<Action, 'reply' | 'comment' | 'dm_reply'>;
  message: string;
  /**
   * The newest item of the conversation the writer had seen (decision 042): the service refuses the answer with 409
   * `answered_meanwhile` if one of ours came after it. Left out, the answer goes whatever came meanwhile.
   */
  seenLastId?: number;
}

/**
 * Answers an item on its network (a reply, a comment or a direct message); the thread is fetched again after, also
 * after a refusal, so an answer that came meanwhile is there to read. The reply form shows a refusal itself,
 * beside the text that stays to be sent again.
 */
export function useSendAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action, message, seenLastId }: Answer) =>
      callAction(item, action, message, seenLastId === undefined ? {} : { seen_last_id: seenLastId }),
    meta: { quiet: true },
    onSettled: (_answer, _error, { item }) => queryClient.invalidateQueries({ queryKey: threadOptions(item).queryKey }),
  });
}
