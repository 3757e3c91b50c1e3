import type { InboxAssignee } from '../../../api/generated/types.gen';
import { useQuery } from '@tanstack/react-query';
import type { Teammate } from '../utils/mentions';
import { inboxViewsOptions } from './view-queries';

/**
 * The workspace's members a note can name (decision 042 names members only): the assignees' answer lists every
 * member, and also those who left and still hold items (`is_member` 0), who are left out. The inbox's views read the
 * same answer for their counts, so it is there already.
 */
export function useTeammates(): Teammate[] | undefined {
  return useQuery({ ...inboxViewsOptions(), select: membersOf }).data;
}

/** The members of the views' answer, without those who left. */
export const membersOf = (answer: { data: { assignees: InboxAssignee[] } }) =>
  answer.data.assignees.filter((a) => a.is_member === 1);
