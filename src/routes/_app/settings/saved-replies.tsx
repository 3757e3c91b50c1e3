import { createFileRoute } from '@tanstack/react-router';
import { repliesListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { SavedRepliesPage } from '../../../features/settings/components/saved-replies-page';

export const Route = createFileRoute('/_app/settings/saved-replies')({
  // Loader and page in one lazy chunk: a settings page few open keeps its queries off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(repliesListOptions()),
  head: () => ({ meta: [{ title: 'Saved replies · Settings' }] }),
  component: SavedRepliesPage,
});
