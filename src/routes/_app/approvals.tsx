import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountGetOptions, draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { approvalQueries } from '../../features/approvals/api/approval-queries';
import { ApprovalsPage } from '../../features/approvals/components/approvals-page';

export const Route = createFileRoute('/_app/approvals')({
  loader: async ({ context: { queryClient } }) => {
    const { data } = await queryClient.ensureQueryData(draftsGetOptions());
    await Promise.all(approvalQueries(data.channels).map((options) => queryClient.ensureQueryData(options)));
  },
  head: () => ({ meta: [{ title: 'Approvals' }] }),
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const channels = useSuspenseQuery(draftsGetOptions()).data.data.channels;
  const { user, workspace } = useSuspenseQuery(accountGetOptions()).data.data;
  return <ApprovalsPage channels={channels} zone={workspace.timezone} role={user.role} userId={user.user_id} />;
}
