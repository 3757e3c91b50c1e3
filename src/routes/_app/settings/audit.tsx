import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { auditLogOptions } from '../../../features/settings/api/audit-query';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { AuditLog } from '../../../features/settings/components/audit-log';

export const Route = createFileRoute('/_app/settings/audit')({
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) => queryClient.ensureInfiniteQueryData(auditLogOptions()),
  head: () => ({ meta: [{ title: 'Audit log · Settings' }] }),
  component: AuditRoute,
});

function AuditRoute() {
  const zone = useSuspenseQuery(accountGetOptions()).data.data.workspace.timezone;
  return <AuditLog zone={zone} />;
}
