import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  membersListQueryKey,
  membersRemoveMutation,
  membersUpdateRoleMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { MembersListResponse } from '../../../api/generated/types.gen';
import { clearSession } from '../../../lib/auth/session';
import { roleNames } from '../../../lib/roles';
import { useCallFeedback } from '../../../api/use-write-feedback';

/** Shows the new role at once; the service's refusal (such as the last owner's) puts the old one back. */
export function useChangeRole() {
  const { toast, queryClient, refresh } = useCallFeedback();
  const key = membersListQueryKey();
  return useMutation({
    ...membersUpdateRoleMutation(),
    onMutate: async ({ body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MembersListResponse>(key);
      queryClient.setQueryData<MembersListResponse>(
        key,
        (list) =>
          list && {
            ...list,
            data: list.data.map((m) => (Number(m.user_id) === body.user_id ? { ...m, role: body.role } : m)),
          },
      );
      return { before };
    },
    onSuccess: ({ data }) => toast.show(`${data.name} is now ${roleNames[data.role].toLowerCase()}.`),
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => refresh(key),
  });
}

export function useRemoveMember() {
  const { toast, refresh } = useCallFeedback();
  return useMutation({
    ...membersRemoveMutation(),
    onSuccess: () => toast.show('Member removed: their sessions in this workspace ended.'),
    onSettled: () => refresh(membersListQueryKey()),
  });
}

/**
 * Leaving revokes this session's token with the membership, so nothing here works after it: the session ends
 * locally too, and the login offers the person's other workspaces.
 */
export function useLeaveWorkspace(workspaceName: string) {
  const { toast, queryClient } = useCallFeedback();
  const navigate = useNavigate();
  return useMutation({
    ...membersRemoveMutation(),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
      toast.show(`You left ${workspaceName}.`);
      void navigate({ to: '/login', replace: true });
    },
  });
}
