import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { callAction } from './call-action';
import { retweetsOptions } from './item-queries';

/** Retweets (reposts) an item as its own channel; who retweeted it is fetched again after. */
export function useRetweetItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: InboxItem) => callAction(item, 'retweet'),
    meta: { errorMessage: 'Retweeting did not work:' },
    onSuccess: (_answer, item) => queryClient.invalidateQueries({ queryKey: retweetsOptions(item).queryKey }),
  });
}
