import { createFileRoute } from '@tanstack/react-router';
import { appsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { AppsPage } from '../../../features/settings/components/apps-page';
import { useWorkspace } from '../../../api/use-workspace';

export const Route = createFileRoute('/_app/settings/apps')({
  // Loader and page in one lazy chunk, as every settings page: their queries stay off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(appsListOptions()),
  head: () => ({ meta: [{ title: 'API applications · Settings' }] }),
  component: AppsRoute,
});

function AppsRoute() {
  const { zone } = useWorkspace();
  return <AppsPage zone={zone} />;
}
