import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postsReorderMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { PostsGetResponse } from '../../../api/generated/types.gen';
import { reorderedOutbox } from './outbox-lists';
import { outboxKey } from './outbox-query';

/** Reorders optimistically: the times move at once; a refusal puts the old order back (the toast says why). */
export function useReorderQueue(channelId: string) {
  const queryClient = useQueryClient();
  const key = outboxKey(channelId);
  const mutation = useMutation({
    ...postsReorderMutation(),
    meta: {
      errorMessage: (reason) => `The new order was not saved: ${reason} The queue is back as it was.`,
    },
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PostsGetResponse>(key);
      const order = variables.body.order.split('_').map(Number);
      if (previous) queryClient.setQueryData(key, reorderedOutbox(previous, channelId, order));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (order: number[]) => mutation.mutate({ body: { channel_id: Number(channelId), order: order.join('_') } });
}
