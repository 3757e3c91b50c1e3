import { useMutation } from '@tanstack/react-query';
import { mediaDeleteMutation, mediaGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

/** Deletes a picture of the library; a refusal (in use, 409) is told by the query client, as every write's is. */
export function useDeleteMedia() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...mediaDeleteMutation(),
    onSuccess: () => toast.show('Picture deleted.'),
    onSettled: () => refresh(mediaGetQueryKey()),
  });
}
