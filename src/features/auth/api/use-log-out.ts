import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { oauthRevokeMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { clearSession } from '../../../lib/auth/session';

/** Revokes the token on the service, then forgets it here whatever the service said (it may be gone already). */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...oauthRevokeMutation(),
    // Logged out here whatever the service said.
    meta: { quiet: true },
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate({ to: '/login', replace: true });
    },
  });
}
