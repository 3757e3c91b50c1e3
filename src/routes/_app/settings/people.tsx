import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  accountGetOptions,
  invitationsListOptions,
  membersListOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import { managersOnly } from '../../../features/settings/api/managers-only';
import { PeoplePage } from '../../../features/settings/components/people-page';

export const Route = createFileRoute('/_app/settings/people')({
  beforeLoad: managersOnly,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(membersListOptions()),
      queryClient.ensureQueryData(invitationsListOptions()),
    ]),
  head: () => ({ meta: [{ title: 'People · Settings' }] }),
  component: PeopleRoute,
});

function PeopleRoute() {
  const { user, workspace } = useSuspenseQuery(accountGetOptions()).data.data;
  return <PeoplePage user={user} workspace={workspace} />;
}
