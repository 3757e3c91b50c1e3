import { useMutation } from '@tanstack/react-query';
import {
  invitationsCreateMutation,
  invitationsListQueryKey,
  invitationsRevokeMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

/** The answer holds the link to hand over; the form shows it (and any refusal) itself. */
export function useInvite() {
  const { refresh } = useCallFeedback();
  return useMutation({
    ...invitationsCreateMutation(),
    meta: { quiet: true },
    onSettled: () => refresh(invitationsListQueryKey()),
  });
}

export function useRevokeInvitation() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...invitationsRevokeMutation(),
    onSuccess: () => toast.show('Invitation withdrawn: its link no longer works.'),
    onSettled: () => refresh(invitationsListQueryKey()),
  });
}
