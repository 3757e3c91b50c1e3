import { useMutation } from '@tanstack/react-query';
import {
  accountChangePasswordMutation,
  accountGetQueryKey,
  accountUpdateMutation,
  sessionsListQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';
import { useCallFeedback } from '../../../api/use-write-feedback';

export function useUpdateProfile() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...accountUpdateMutation(),
    // The forms show a refusal themselves.
    meta: { quiet: true },
    onSuccess: () => toast.show('Profile saved.'),
    // The name shows in the header and in what others see (members, audit log).
    onSettled: () => refresh(accountGetQueryKey()),
  });
}

export function useChangePassword() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...accountChangePasswordMutation(),
    meta: { quiet: true },
    onSuccess: ({ data }) =>
      toast.show(
        data.ended_sessions === 0
          ? 'Password changed. You had no other sessions to end.'
          : `Password changed. ${data.ended_sessions} other ${data.ended_sessions === 1 ? 'session' : 'sessions'} ended.`,
      ),
    onSettled: () => refresh(sessionsListQueryKey()),
  });
}
