import { createFileRoute } from '@tanstack/react-router';
import { inboxRoutingGetOptions, membersListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { AssignmentPage } from '../../../features/settings/components/assignment-page';

export const Route = createFileRoute('/_app/settings/assignment')({
  // Loader and page in one lazy chunk: a settings page few open keeps its queries off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(inboxRoutingGetOptions()),
      queryClient.ensureQueryData(membersListOptions()),
    ]),
  head: () => ({ meta: [{ title: 'Assignment · Settings' }] }),
  component: AssignmentPage,
});
