import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountGetOptions, draftsGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { DraftsList } from '../../features/drafts/components/drafts-list';

export const Route = createFileRoute('/_app/drafts')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(draftsGetOptions()),
  component: DraftsRoute,
});

function DraftsRoute() {
  const zone = useSuspenseQuery(accountGetOptions()).data.data.workspace.timezone;
  return <DraftsList zone={zone} />;
}
