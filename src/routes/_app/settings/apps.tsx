import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountGetOptions, appsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { AppsPage } from '../../../features/settings/components/apps-page';

export const Route = createFileRoute('/_app/settings/apps')({
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(appsListOptions()),
  head: () => ({ meta: [{ title: 'API applications · Settings' }] }),
  component: AppsRoute,
});

function AppsRoute() {
  const zone = useSuspenseQuery(accountGetOptions()).data.data.workspace.timezone;
  return <AppsPage zone={zone} />;
}
