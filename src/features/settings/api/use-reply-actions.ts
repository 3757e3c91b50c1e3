import { useMutation } from '@tanstack/react-query';
import {
  repliesCreateMutation,
  repliesDeleteMutation,
  repliesListQueryKey,
  repliesUpdateMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

// Writing and changing a reply happen in a dialog, which shows the service's refusal beside the field it names.
export function useCreateReply() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...repliesCreateMutation(),
    meta: { quiet: true },
    onSuccess: ({ data }) => toast.show(`Saved reply “${data.title}” added: the whole team can use it.`),
    onSettled: () => refresh(repliesListQueryKey()),
  });
}

export function useUpdateReply() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...repliesUpdateMutation(),
    meta: { quiet: true },
    onSuccess: ({ data }) => toast.show(`Saved reply “${data.title}” saved.`),
    onSettled: () => refresh(repliesListQueryKey()),
  });
}

export function useDeleteReply() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...repliesDeleteMutation(),
    meta: { errorMessage: 'The saved reply was not deleted.' },
    onSuccess: () => toast.show('Saved reply deleted.'),
    onSettled: () => refresh(repliesListQueryKey()),
  });
}
