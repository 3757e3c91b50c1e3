import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { accountGetOptions, channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';

/**
 * How many posts wait for the caller's approval across the workspace's channels: 0 for collaborators, who cannot
 * approve. Read beside the page (never holding it up) from the counts channels/get already carries.
 */
export function useApprovalCount(): number {
  const { data: account } = useSuspenseQuery(accountGetOptions());
  const reviewer = account.data.user.role !== 'collaborator';
  const { data } = useQuery({
    ...channelsGetOptions(),
    enabled: reviewer,
    select: (reply) => reply.data.reduce((sum, channel) => sum + channel.awaiting_approval, 0),
  });
  return reviewer ? (data ?? 0) : 0;
}
