import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { callAction, type Action } from './call-action';
import { threadOptions } from './thread-queries';

export interface Answer {
  item: InboxItem;
  action: Extract<Action, 'reply' | 'comment' | 'dm_reply'>;
  message: string;
}

/**
 * Answers an item on its network (a reply, a comment or a direct message); the thread is fetched again after.
 * The reply form shows a refusal itself, beside the text that stays to be sent again.
 */
export function useSendAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action, message }: Answer) => callAction(item, action, message),
    meta: { quiet: true },
    onSettled: (_answer, _error, { item }) => queryClient.invalidateQueries({ queryKey: threadOptions(item).queryKey }),
  });
}
