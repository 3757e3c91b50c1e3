import { createFileRoute } from '@tanstack/react-router';
import {
  invitationsListOptions,
  membersListOptions,
  reviewsListOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { PeoplePage } from '../../../features/settings/components/people-page';
import { useWorkspace } from '../../../api/use-workspace';

export const Route = createFileRoute('/_app/settings/people')({
  // Loader and page in one lazy chunk, as every settings page: their queries stay off the first download.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(membersListOptions()),
      queryClient.ensureQueryData(invitationsListOptions()),
      queryClient.ensureQueryData(reviewsListOptions()),
    ]),
  head: () => ({ meta: [{ title: 'People · Settings' }] }),
  component: PeopleRoute,
});

function PeopleRoute() {
  const { user, workspace } = useWorkspace();
  return <PeoplePage user={user} workspace={workspace} />;
}
