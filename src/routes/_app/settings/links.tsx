import { createFileRoute } from '@tanstack/react-router';
import { workspaceUtmOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { notForClients } from '../../../features/settings/api/managers-only';
import { LinksPage } from '../../../features/settings/components/links-page';

export const Route = createFileRoute('/_app/settings/links')({
  // Loader and page in one lazy chunk, as every settings page: their queries stay off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: notForClients,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(workspaceUtmOptions()),
  head: () => ({ meta: [{ title: 'Links · Settings' }] }),
  component: LinksPage,
});
