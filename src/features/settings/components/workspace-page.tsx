import { useSuspenseQuery } from '@tanstack/react-query';
import { workspaceGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { SettingsPageTitle } from './settings-section';
import { WorkspaceForm } from './workspace-form';

export function WorkspacePage() {
  const settings = useSuspenseQuery(workspaceGetOptions()).data.data;
  return (
    <>
      <SettingsPageTitle title="Workspace">How {settings.name} works for everyone in it.</SettingsPageTitle>
      <WorkspaceForm settings={settings} />
    </>
  );
}
