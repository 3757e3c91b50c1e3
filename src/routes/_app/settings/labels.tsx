import { createFileRoute } from '@tanstack/react-router';
import { labelsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { LabelsPage } from '../../../features/settings/components/labels-page';

export const Route = createFileRoute('/_app/settings/labels')({
  // Loader and page in one lazy chunk: a settings page few open keeps its queries off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(labelsListOptions()),
  head: () => ({ meta: [{ title: 'Labels · Settings' }] }),
  component: LabelsPage,
});
