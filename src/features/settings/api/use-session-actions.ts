import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  sessionsListQueryKey,
  sessionsRevokeAllMutation,
  sessionsRevokeMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { clearSession } from '../../../lib/auth/session';
import { useCallFeedback } from '../../../api/use-write-feedback';

export function useRevokeSession() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...sessionsRevokeMutation(),
    onSuccess: () => toast.show('Session ended: that device is logged out.'),
    onSettled: () => refresh(sessionsListQueryKey()),
  });
}

/** Ends every session of the person, this one too: nothing here works after it, so it logs out locally. */
export function useLogOutEverywhere() {
  const { toast, queryClient } = useCallFeedback();
  const navigate = useNavigate();
  return useMutation({
    ...sessionsRevokeAllMutation(),
    onSuccess: ({ data }) => {
      clearSession();
      queryClient.clear();
      toast.show(
        `Logged out everywhere: ${data.ended_sessions} ${data.ended_sessions === 1 ? 'session' : 'sessions'} ended.`,
      );
      void navigate({ to: '/login', replace: true });
    },
  });
}
