import { useMutation } from '@tanstack/react-query';
import {
  labelsCreateMutation,
  labelsDeleteMutation,
  labelsListQueryKey,
  labelsUpdateMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

const noLonger = (n: number) => (n === 1 ? '1 item no longer carries it' : `${n} items no longer carry it`);

// Making and changing a label happen in a dialog, which shows the service's refusal beside the field it names.
export function useCreateLabel() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...labelsCreateMutation(),
    meta: { quiet: true },
    onSuccess: ({ data }) => toast.show(`Label “${data.name}” added.`),
    onSettled: () => refresh(labelsListQueryKey()),
  });
}

export function useUpdateLabel() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...labelsUpdateMutation(),
    meta: { quiet: true },
    onSuccess: ({ data }) => toast.show(`Label “${data.name}” saved.`),
    onSettled: () => refresh(labelsListQueryKey()),
  });
}

/** The answer says how many items carried the label: the toast tells it, as the confirmation promised. */
export function useDeleteLabel() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...labelsDeleteMutation(),
    meta: { errorMessage: 'The label was not deleted.' },
    onSuccess: ({ data }) =>
      toast.show(data.items ? `Label deleted: ${noLonger(data.items)}.` : 'Label deleted: no item carried it.'),
    onSettled: () => refresh(labelsListQueryKey()),
  });
}
