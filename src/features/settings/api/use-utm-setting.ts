import { useMutation } from '@tanstack/react-query';
import { workspaceUpdateUtmMutation, workspaceUtmQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

/** POST /workspace/utm: whether links get UTM parameters and the default campaign (decision 068). */
export function useUpdateUtmSetting() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...workspaceUpdateUtmMutation(),
    meta: { errorMessage: 'The link settings were not saved.' },
    onSuccess: ({ data }) =>
      toast.show(data.enabled === 1 ? 'Saved: new posts’ links get UTM parameters.' : 'Saved: links stay as written.'),
    onSettled: () => refresh(workspaceUtmQueryKey()),
  });
}
