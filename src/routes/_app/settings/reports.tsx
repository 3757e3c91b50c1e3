import { createFileRoute } from '@tanstack/react-router';
import { draftsGetOptions, reportSchedulesListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { ReportsPage } from '../../../features/settings/components/reports-page';

export const Route = createFileRoute('/_app/settings/reports')({
  // Loader and page in one lazy chunk: a settings page few open keeps its queries off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(reportSchedulesListOptions()),
      queryClient.ensureQueryData(draftsGetOptions()),
    ]),
  head: () => ({ meta: [{ title: 'Reports · Settings' }] }),
  component: ReportsPage,
});
