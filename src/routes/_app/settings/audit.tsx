import { createFileRoute } from '@tanstack/react-router';
import { auditLogOptions } from '../../../features/settings/api/audit-query';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { AuditLog } from '../../../features/settings/components/audit-log';
import { useWorkspace } from '../../../api/use-workspace';

export const Route = createFileRoute('/_app/settings/audit')({
  // Loader and page in one lazy chunk, as every settings page: their queries stay off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(auditLogOptions()),
  head: () => ({ meta: [{ title: 'Audit log · Settings' }] }),
  component: AuditRoute,
});

function AuditRoute() {
  const { zone } = useWorkspace();
  return <AuditLog zone={zone} />;
}
