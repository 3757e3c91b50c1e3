import { createFileRoute } from '@tanstack/react-router';
import { snippetsListOptions, workspaceUtmOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { notForClients } from '../../../features/settings/api/managers-only';
import { SnippetsPage } from '../../../features/settings/components/snippets-page';

export const Route = createFileRoute('/_app/settings/snippets')({
  // Loader and page in one lazy chunk: a settings page few open keeps its queries off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: notForClients,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(snippetsListOptions()),
      queryClient.ensureQueryData(workspaceUtmOptions()),
    ]),
  head: () => ({ meta: [{ title: 'Snippets · Settings' }] }),
  component: SnippetsPage,
});
