import { useMutation } from '@tanstack/react-query';
import { inboxRoutingGetQueryKey, inboxRoutingUpdateMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

/** Saves round-robin; the form shows a refusal beside the choice it concerns, so no toast for it. */
export function useUpdateRouting() {
  const { toast, queryClient, refresh } = useCallFeedback();
  return useMutation({
    ...inboxRoutingUpdateMutation(),
    meta: { quiet: true },
    onSuccess: (answer) => {
      // The answer is the setting now, the next turn included.
      queryClient.setQueryData(inboxRoutingGetQueryKey(), answer);
      toast.show(
        answer.data.enabled
          ? 'Round-robin saved: new conversations are assigned in turn.'
          : 'Round-robin saved: it is off.',
      );
    },
    // Refused: the setting is read again, in case it changed meanwhile (a saved one is the answer itself).
    onError: () => refresh(inboxRoutingGetQueryKey()),
  });
}
