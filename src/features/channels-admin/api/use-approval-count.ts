import { useQuery } from '@tanstack/react-query';
import { channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useWorkspace } from '../../../api/use-workspace';

/**
 * How many posts wait for the caller's approval across the workspace's channels: 0 for collaborators, who cannot
 * approve. Read beside the page (never holding it up) from the counts channels/get already carries.
 */
export function useApprovalCount(): number {
  const reviewer = useWorkspace().role !== 'collaborator';
  const { data } = useQuery({
    ...channelsGetOptions(),
    enabled: reviewer,
    select: (reply) => reply.data.reduce((sum, channel) => sum + channel.awaiting_approval, 0),
  });
  return reviewer ? (data ?? 0) : 0;
}
