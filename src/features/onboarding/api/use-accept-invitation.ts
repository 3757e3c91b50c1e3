import { useMutation } from '@tanstack/react-query';
import { invitationsAcceptMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** POST /invitations/accept: joins with the invitation's account, or a new one. */
export function useAcceptInvitation() {
  // The form shows a refusal at its fields.
  return useMutation({ ...invitationsAcceptMutation(), meta: { quiet: true } });
}
