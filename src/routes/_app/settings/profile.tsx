import { createFileRoute } from '@tanstack/react-router';
import { notificationsSettingsOptions, sessionsListOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { ProfilePage } from '../../../features/settings/components/profile-page';
import { useWorkspace } from '../../../api/use-workspace';

export const Route = createFileRoute('/_app/settings/profile')({
  // Loader and page in one lazy chunk, as every settings page: their queries stay off the first download.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(sessionsListOptions()),
      queryClient.ensureQueryData(notificationsSettingsOptions()),
    ]),
  head: () => ({ meta: [{ title: 'Profile · Settings' }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { user, workspace } = useWorkspace();
  return <ProfilePage user={user} workspace={workspace} />;
}
