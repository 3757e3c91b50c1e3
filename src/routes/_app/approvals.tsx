import { createFileRoute } from '@tanstack/react-router';
import { draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { approvalQueries } from '../../features/approvals/api/approval-queries';
import { ApprovalsPage } from '../../features/approvals/components/approvals-page';
import { useWorkspace } from '../../api/use-workspace';

export const Route = createFileRoute('/_app/approvals')({
  loader: async ({ context: { queryClient } }) => {
    const { data } = await queryClient.ensureQueryData(draftsGetOptions());
    await Promise.all(approvalQueries(data.channels).map((options) => queryClient.ensureQueryData(options)));
  },
  head: () => ({ meta: [{ title: 'Approvals' }] }),
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const { user, role, zone, channels } = useWorkspace();
  return <ApprovalsPage channels={channels} zone={zone} role={role} userId={user.user_id} />;
}
