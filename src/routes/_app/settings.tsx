import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { accountGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { SettingsLayout } from '../../features/settings/components/settings-layout';

export const Route = createFileRoute('/_app/settings')({
  head: () => ({ meta: [{ title: 'Settings' }] }),
  component: SettingsRoute,
});

function SettingsRoute() {
  const role = useSuspenseQuery(accountGetOptions()).data.data.user.role;
  return (
    <SettingsLayout role={role}>
      <Outlet />
    </SettingsLayout>
  );
}
