import { useMutation } from '@tanstack/react-query';
import {
  snippetsCreateMutation,
  snippetsDeleteMutation,
  snippetsListQueryKey,
  snippetsUpdateMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';
import { snippetKindWords } from '../utils/snippet-kinds';

// The page and the composer's menu read the same list (no parameters), which every write refreshes. Writing and
// changing a snippet happen in a dialog, which shows the service's refusal beside the field it names.
export function useCreateSnippet() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...snippetsCreateMutation(),
    meta: { quiet: true },
    onSuccess: ({ data }) =>
      toast.show(`${snippetKindWords[data.kind].one} “${data.name}” added: the whole team can insert it.`),
    onSettled: () => refresh(snippetsListQueryKey()),
  });
}

export function useUpdateSnippet() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...snippetsUpdateMutation(),
    meta: { quiet: true },
    onSuccess: ({ data }) => toast.show(`${snippetKindWords[data.kind].one} “${data.name}” saved.`),
    onSettled: () => refresh(snippetsListQueryKey()),
  });
}

export function useDeleteSnippet() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...snippetsDeleteMutation(),
    meta: { errorMessage: 'The snippet was not deleted.' },
    onSuccess: () => toast.show('Snippet deleted.'),
    onSettled: () => refresh(snippetsListQueryKey()),
  });
}
