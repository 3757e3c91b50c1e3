import { createFileRoute } from '@tanstack/react-router';
import {
  membersListOptions,
  workspaceApprovalStepsOptions,
  workspaceGetOptions,
  workspaceUtmOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { WorkspacePage } from '../../../features/settings/components/workspace-page';

export const Route = createFileRoute('/_app/settings/workspace')({
  // Loader and page in one lazy chunk, as every settings page: their queries stay off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(workspaceGetOptions()),
      queryClient.ensureQueryData(workspaceApprovalStepsOptions()),
      queryClient.ensureQueryData(membersListOptions()),
      queryClient.ensureQueryData(workspaceUtmOptions()),
    ]),
  head: () => ({ meta: [{ title: 'Workspace · Settings' }] }),
  component: WorkspacePage,
});
