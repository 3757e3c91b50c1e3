import { useQuery } from '@tanstack/react-query';
import { inboxAssigneesOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { Teammate } from '../utils/mentions';

/**
 * The workspace's members a note can name (decision 042 names members only): the assignees' answer lists every
 * member, and also those who left and still hold items (`is_member` 0), who are left out. Asked only while
 * `enabled` (a note being written, a thread with notes), so an inbox without notes asks nothing more.
 */
export function useTeammates(enabled: boolean): Teammate[] | undefined {
  return useQuery({
    ...inboxAssigneesOptions(),
    enabled,
    staleTime: 60_000,
    select: (answer) =>
      answer.data.assignees.filter((a) => a.is_member === 1).map(({ user_id, name }) => ({ user_id, name })),
  }).data;
}
