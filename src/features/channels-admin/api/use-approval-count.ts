import { useQuery } from '@tanstack/react-query';
import { channelsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { manages } from '../../../lib/roles';

/**
 * How many posts wait for the caller's approval across the workspace's channels: 0 for collaborators and clients,
 * who cannot read channels/get. Read beside the page (never holding it up) from the counts channels/get already carries.
 */
export function useApprovalCount(): number {
  const reviewer = manages(useWorkspace().role);
  const { data } = useQuery({
    ...channelsGetOptions(),
    enabled: reviewer,
    select: (reply) => reply.data.reduce((sum, channel) => sum + channel.awaiting_approval, 0),
  });
  return reviewer ? (data ?? 0) : 0;
}
