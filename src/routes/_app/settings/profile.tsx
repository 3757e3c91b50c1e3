import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountGetOptions, sessionsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { ProfilePage } from '../../../features/settings/components/profile-page';

export const Route = createFileRoute('/_app/settings/profile')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(sessionsListOptions()),
  head: () => ({ meta: [{ title: 'Profile · Settings' }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { user, workspace } = useSuspenseQuery(accountGetOptions()).data.data;
  return <ProfilePage user={user} workspace={workspace} />;
}
