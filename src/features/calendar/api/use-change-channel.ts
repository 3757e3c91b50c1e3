import { useMutation } from '@tanstack/react-query';
import { postsBulkChangeChannelMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useWriteFeedback } from '../../../api/use-write-feedback';
import { useUndoToast } from './use-move-posts';

/** Moves posts to another channel, all or none, with Undo. */
export function useChangeChannel() {
  const { onSettled } = useWriteFeedback();
  const showUndo = useUndoToast();
  const mutation = useMutation({
    ...postsBulkChangeChannelMutation(),
    meta: { errorMessage: 'The posts stayed on their channels.' },
    onSuccess: (answer) => showUndo(answer.data.message, answer.data.undo),
    onSettled,
  });
  return {
    changeChannel: (postIds: number[], channelId: string, onDone?: () => void) =>
      mutation.mutate(
        { body: { post_ids: postIds.join('_'), channel_id: Number(channelId) } },
        { onSuccess: () => onDone?.() },
      ),
    pending: mutation.isPending,
  };
}
