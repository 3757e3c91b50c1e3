import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SettingsLayout } from '../../features/settings/components/settings-layout';
import { useWorkspace } from '../../api/use-workspace';

export const Route = createFileRoute('/_app/settings')({
  head: () => ({ meta: [{ title: 'Settings' }] }),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { role } = useWorkspace();
  return (
    <SettingsLayout role={role}>
      <Outlet />
    </SettingsLayout>
  );
}
